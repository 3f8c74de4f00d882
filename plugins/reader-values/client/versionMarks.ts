/**
 * Marks each version label of the page whose block needs more than the reader's stored versions have, with a line
 * saying which construct and from which release; removes the marks where it no longer does. Loaded only where the
 * reader stored versions (readerVersionsClient.ts) and by the settings dialog.
 */
import {
  MINIMUM_TOOLS_ATTRIBUTE,
  readLabelMinimums,
  VERSION_MARK_CLASS,
  versionMarks,
  type ReaderVersions,
} from '@site/plugins/library-versions/api';
import {READER_VALUES_STORAGE_KEY} from '../lib/constants';
import {parseStoredReaderVersions} from '../lib/readerVersions';

function storedVersions(): ReaderVersions {
  try {
    return parseStoredReaderVersions(window.localStorage.getItem(READER_VALUES_STORAGE_KEY));
  } catch {
    return {};
  }
}

export function markVersionLabels(versions: ReaderVersions = storedVersions()): void {
  for (const label of Array.from(document.querySelectorAll<HTMLElement>(`[${MINIMUM_TOOLS_ATTRIBUTE}]`))) {
    label.querySelector(`.${VERSION_MARK_CLASS}`)?.remove();
    const marks = versionMarks(
      readLabelMinimums((name) => label.getAttribute(name)),
      versions,
    );
    if (marks.length === 0) continue;
    const mark = document.createElement('span');
    mark.className = VERSION_MARK_CLASS;
    mark.setAttribute('role', 'note');
    mark.textContent = marks.join(' ');
    label.prepend(mark);
  }
}
