/** The browser-storage key of the reader's own values (readerValues.ts reads what it holds). */
export const READER_VALUES_STORAGE_KEY = 'reader-values';
