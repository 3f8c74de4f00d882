/**
 * On every page, a check costing next to nothing: where the reader stored tool versions and the page has version
 * labels, loads the comparison (versionMarks.ts) and marks the labels their versions fall short of. Without stored
 * versions nothing loads and nothing changes. It also answers the page minimums line's "Compare with your versions"
 * button (library-versions renders it): one listener for the document, which loads the dialog on the first click.
 */
import {COMPARE_VERSIONS_SELECTOR, LABEL_MINIMUMS_SELECTOR, mayHoldVersions, READER_VALUES_STORAGE_KEY} from '../lib/constants';

export function onRouteDidUpdate(): void {
  try {
    if (mayHoldVersions(localStorage.getItem(READER_VALUES_STORAGE_KEY)) && document.querySelector(LABEL_MINIMUMS_SELECTOR))
      void import(/* webpackChunkName: "version-marks" */ './versionMarks').then((marks) => marks.markVersionLabels());
  } catch {
    // Storage the browser refuses (a sandboxed frame): no versions, no marks.
  }
}

// The server renders with this module too: it has no document.
if (typeof document !== 'undefined')
  document.addEventListener('click', ({target}) => {
    const button = (target as Element).closest?.(COMPARE_VERSIONS_SELECTOR);
    if (button)
      void import(/* webpackChunkName: "versions-dialog" */ './versionsDialog').then((dialog) => dialog.openVersionsDialog(button));
  });
