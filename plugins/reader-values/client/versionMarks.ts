/**
 * Marks each version label of the page whose block needs more than the reader's stored versions have, with a line
 * saying which construct and from which release, and, for a reader on a release after the site's era, which of the
 * block's flags that release renamed or removed and which of its constructs it removed; removes the marks where they no longer apply. Loaded only where the
 * reader stored versions (readerVersionsClient.ts) and by the settings dialog.
 */
import {
  laterFlagNotes,
  laterRemovalNotes,
  MINIMUM_TOOLS_ATTRIBUTE,
  readLabelFlags,
  readLabelRemoved,
  readLabelMinimums,
  VERSION_MARK_CLASS,
  versionMarks,
  type LaterFlagTable,
  type ReaderVersions,
} from '@site/plugins/library-versions/api';
import {READER_VALUES_STORAGE_KEY, VERSION_MARKS_DONE_ATTRIBUTE} from '../lib/constants';
import {parseStoredReaderVersions} from '../lib/readerVersions';

function storedVersions(): ReaderVersions {
  try {
    return parseStoredReaderVersions(window.localStorage.getItem(READER_VALUES_STORAGE_KEY));
  } catch {
    return {};
  }
}

/** Set at compile time by the plugin (index.ts, LATER_FLAGS_FLAG): present in this chunk only. */
const LATER_FLAGS = JSON.parse(process.env.READER_VALUES_LATER_FLAGS ?? '{"era": {}, "changes": {}}') as LaterFlagTable;

export function markVersionLabels(versions: ReaderVersions = storedVersions()): void {
  for (const label of Array.from(document.querySelectorAll<HTMLElement>(`[${MINIMUM_TOOLS_ATTRIBUTE}]`))) {
    label.querySelector(`.${VERSION_MARK_CLASS}`)?.remove();
    const read = (name: string) => label.getAttribute(name);
    const marks = [
      ...versionMarks(readLabelMinimums(read), versions),
      ...laterFlagNotes(readLabelFlags(read), LATER_FLAGS, versions),
      ...laterRemovalNotes(readLabelRemoved(read), LATER_FLAGS, versions),
    ];
    if (marks.length === 0) continue;
    const mark = document.createElement('span');
    mark.className = VERSION_MARK_CLASS;
    mark.setAttribute('role', 'note');
    mark.textContent = marks.join(' ');
    label.prepend(mark);
  }
  // Recorded for whoever waits for the comparison to have run (the e2e tests).
  document.documentElement.setAttribute(VERSION_MARKS_DONE_ATTRIBUTE, '');
}
