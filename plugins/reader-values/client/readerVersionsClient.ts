/**
 * On every page, a check costing next to nothing: where the reader stored tool versions and the page has version
 * labels, loads the comparison (versionMarks.ts) and marks the labels their versions fall short of. Without stored
 * versions nothing loads and nothing changes.
 */
import {LABEL_MINIMUMS_SELECTOR, mayHoldVersions, READER_VALUES_STORAGE_KEY} from '../lib/constants';

export function onRouteDidUpdate(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(READER_VALUES_STORAGE_KEY);
  } catch {
    return;
  }
  if (!mayHoldVersions(stored) || !document.querySelector(LABEL_MINIMUMS_SELECTOR)) return;
  void import('./versionMarks').then(({markVersionLabels}) => markVersionLabels());
}
