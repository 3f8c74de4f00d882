/** The reader's stored tool versions, for other features' components (browser only). */
export {useReaderVersions} from '../theme/ReaderValues/useReaderVersions';
