/**
 * Reader values' public API for other features' code, in the browser and at build time: the values,
 * their markers (`@@region@@`), the functions that fill and check them, and the hook of the reader's
 * stored values.
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
/** The reader's stored values, kept in step across tabs (browser only). */
export {useReaderValues} from './theme/ReaderValues/readerValuesStore';
