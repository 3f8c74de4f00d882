/**
 * Reader values' public API for other features' code, in the browser and at build time: the values,
 * their markers (`@@region@@`) and the functions that fill and check them. The hook of the reader's
 * stored values and versions are in hooks/ (browser only).
 */
export {
  EXAMPLE_VALUES,
  READER_VALUES,
  READER_VALUE_MARKER,
  fillReaderValues,
  hasReaderValues,
  ownReaderValues,
  readerValueNames,
  readerValuePieces,
  unknownReaderValues,
  type ReaderValueDefinition,
  type ReaderValuePiece,
  type ReaderValues,
} from './lib/readerValues';
export {READER_VALUES_ATTRIBUTE, readerValuesPrepaintScript} from './lib/prepaintScript';
