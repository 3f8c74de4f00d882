/** The browser-storage key of the reader's own values (readerValues.ts reads what it holds). */
export const READER_VALUES_STORAGE_KEY = 'reader-values';
/** The compile-time constant (JSON) of the Terraform and Terragrunt releases the site's data knows (index.ts). */
export const KNOWN_RELEASES_FLAG = 'process.env.READER_VALUES_KNOWN_RELEASES';
/**
 * The compile-time constant (JSON) of the flags renamed or removed after their release (library-versions'
 * LaterFlagTable, index.ts); only versionMarks.ts reads it, so it ships in that chunk alone.
 */
export const LATER_FLAGS_FLAG = 'process.env.READER_VALUES_LATER_FLAGS';
/** The key of the reader's tool versions inside the stored JSON of their values (readerVersions.ts). */
export const VERSIONS_FIELD = 'versions';
/**
 * The attribute of a version label with minimums: library-versions' MINIMUM_TOOLS_ATTRIBUTE, repeated here so the
 * check every page makes imports nothing (a unit test holds the two equal).
 */
export const LABEL_MINIMUMS_SELECTOR = '[data-minimum-tools]';
/** The page minimums line's button that opens the reader's versions: library-versions' COMPARE_VERSIONS_ATTRIBUTE. */
export const COMPARE_VERSIONS_SELECTOR = '[data-compare-versions]';
/** Whether the stored JSON of the reader's values holds any version: cheap, for the check every page makes. */
export const mayHoldVersions = (stored: string | null): boolean => stored !== null && stored.includes(`"${VERSIONS_FIELD}"`);
/** Set on `<html>` once the page's version labels were compared with the reader's versions (client/versionMarks.ts). */
export const VERSION_MARKS_DONE_ATTRIBUTE = 'data-version-marks-done';
