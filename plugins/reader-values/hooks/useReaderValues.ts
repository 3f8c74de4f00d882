/** The reader's stored values, for other features' components (browser only). */
export {useReaderValues} from '../theme/ReaderValues/readerValuesStore';
