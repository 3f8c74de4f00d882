/**
 * What a code block's version label carries for the comparison with the reader's own versions: each tool's minimum
 * and the constructs that set it, as data attributes of the label's HTML (written at build time by
 * remarkVersionLabels.ts), and the comparison itself (loaded in the browser only where the reader stored versions).
 * Pure: no DOM, no Node.
 */
import {
  compareVersions,
  describeConstruct,
  parseToolVersion,
  shortVersion,
  TOOL_NAMES,
  type LabelTool,
  type Minimum,
} from './minimumVersions';

/** The label's attribute listing the tools it has a minimum for: `terraform terragrunt`. */
export const MINIMUM_TOOLS_ATTRIBUTE = 'data-minimum-tools';
/** The tool's minimum release (`v0.32.0`) and what sets it (`label in include block`). */
export const minimumAttribute = (tool: string): string => `data-${tool}-minimum`;
export const becauseAttribute = (tool: string): string => `data-${tool}-because`;
/**
 * The attribute of the page minimums line's button that opens the reader's versions (remarkVersionLabels' `compareButton`;
 * reader-values answers its clicks).
 */
export const COMPARE_VERSIONS_ATTRIBUTE = 'data-compare-versions';
/** The class of the mark a label gets when the reader's version lacks what the block uses. */
export const VERSION_MARK_CLASS = 'version-label__mark';

/** The tools a reader can give their version of. */
export const READER_TOOLS = ['terraform', 'terragrunt', 'aws'] as const;
export type ReaderTool = (typeof READER_TOOLS)[number];
export type ReaderVersions = Readonly<Partial<Record<ReaderTool, string>>>;

export interface LabelMinimum {
  tool: LabelTool;
  /** As the data writes it: `v0.32.0`. */
  version: string;
  /** The constructs that set it, as a label describes them. */
  because: string;
}

/** The label's data attributes for its minimums. */
export function labelAttributes(minimums: Minimum[]): Record<string, string> {
  const attributes: Record<string, string> = {[MINIMUM_TOOLS_ATTRIBUTE]: minimums.map((minimum) => minimum.tool).join(' ')};
  for (const minimum of labelMinimums(minimums)) {
    attributes[minimumAttribute(minimum.tool)] = minimum.version;
    attributes[becauseAttribute(minimum.tool)] = minimum.because;
  }
  return attributes;
}

/** The minimums back from a label's attributes (`read` gives an attribute's value or null). */
export function readLabelMinimums(read: (name: string) => string | null): LabelMinimum[] {
  return (read(MINIMUM_TOOLS_ATTRIBUTE) ?? '')
    .split(' ')
    .filter(Boolean)
    .flatMap((tool) => {
      const version = read(minimumAttribute(tool));
      return version && tool in TOOL_NAMES ? [{tool: tool as LabelTool, version, because: read(becauseAttribute(tool)) ?? ''}] : [];
    });
}

/**
 * What the reader's versions lack of a block's minimums: one sentence per tool whose stored version is older than
 * the block's minimum ("Your Terragrunt 0.31 lacks label in include block (from v0.32.0)."); none where the reader
 * gave no version, or one that does not parse.
 */
export function versionMarks(minimums: LabelMinimum[], reader: ReaderVersions): string[] {
  return minimums.flatMap((minimum) => {
    const own = (READER_TOOLS as readonly string[]).includes(minimum.tool) ? reader[minimum.tool as ReaderTool] : undefined;
    if (!own) return [];
    const ownVersion = parseToolVersion(own);
    const needed = parseToolVersion(minimum.version);
    if (!ownVersion.ok || !needed.ok || compareVersions(ownVersion.version, needed.version) >= 0) return [];
    return [`Your ${TOOL_NAMES[minimum.tool]} ${shortVersion(own)} lacks ${minimum.because} (from ${minimum.version}).`];
  });
}

/** Minimums as a label carries them: each tool's release and its constructs described. */
export const labelMinimums = (minimums: Minimum[]): LabelMinimum[] =>
  minimums.map((minimum) => ({tool: minimum.tool, version: minimum.version, because: minimum.because.map(describeConstruct).join(', ')}));
