/**
 * Reader values' React hooks for other features' components (browser only: they use Docusaurus's client
 * modules, so build code imports api.ts instead).
 */
export {useReaderValues} from './theme/ReaderValues/readerValuesStore';
export {useReaderVersions} from './theme/ReaderValues/useReaderVersions';
