/** Library versions' public API that is safe anywhere (the MCP tools run in the edge Worker too): comparing versions. */
export {compareVersions, constraintFloors, isBeyond, isOlder, parseVersion, type Version} from './lib/versions';
/** Parsing a tool version with a message for what is refused, and the tools' names. */
export {combineMinimums, parseToolVersion, shortVersion, TOOL_NAMES, type Minimum} from './lib/minimumVersions';
/** The version labels' data attributes and their comparison with the reader's own versions. */
export {
  labelAttributes,
  labelMinimums,
  readLabelMinimums,
  versionMarks,
  MINIMUM_TOOLS_ATTRIBUTE,
  COMPARE_VERSIONS_ATTRIBUTE,
  VERSION_MARK_CLASS,
  READER_TOOLS,
  type LabelMinimum,
  type ReaderTool,
  type ReaderVersions,
} from './lib/labelAttributes';
/** Notes for a reader on a release after the era: the block's flags renamed or removed by then. */
export {
  laterFlagNotes,
  laterRemovalNotes,
  readLabelFlags,
  readLabelRemoved,
  flagsAttribute,
  removedAttribute,
  FLAG_TOOLS,
  type BlockFlag,
  type LaterFlagTable,
} from './lib/laterFlags';
