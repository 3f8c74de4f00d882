/**
 * The reader's values, kept in browser storage and shared by every code block of the page (and the
 * other tabs of the site). On the server and while the page hydrates: the documented examples, so
 * the HTML and the first render agree; then the reader's own.
 */
import {useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {READER_VALUES_STORAGE_KEY, VERSIONS_FIELD} from '../../lib/constants';
import {EXAMPLE_VALUES, parseStoredReaderValues, type ReaderValues} from '@site/plugins/reader-values/lib/readerValues';

const slot = createStorageSlot(READER_VALUES_STORAGE_KEY);
const listeners = new Set<() => void>();
let current: {stored: string | null; values: ReaderValues} | null = null;

function snapshot(): ReaderValues {
  const stored = slot.get();
  if (!current || current.stored !== stored) current = {stored, values: parseStoredReaderValues(stored)};
  return current.values;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site saved its values.
  const onStorage = (event: StorageEvent) => {
    if (event.key === READER_VALUES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useReaderValues(): ReaderValues {
  return useSyncExternalStore(subscribe, snapshot, () => EXAMPLE_VALUES);
}

/** Saves the reader's values (only those that differ from the examples) and their tool versions (those given); null forgets both. */
export function saveReaderValues(values: ReaderValues | null, versions?: Readonly<Record<string, string>>): void {
  const own: Record<string, unknown> = values
    ? Object.fromEntries(Object.entries(values).filter(([name, value]) => EXAMPLE_VALUES[name] !== value))
    : {};
  if (versions && Object.keys(versions).length > 0) own[VERSIONS_FIELD] = versions;
  if (Object.keys(own).length > 0) slot.set(JSON.stringify(own));
  else slot.del();
  for (const listener of listeners) listener();
}
