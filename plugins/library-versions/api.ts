/** Library versions' public API that is safe anywhere (the MCP tools run in the edge Worker too): comparing versions. */
export {compareVersions, constraintFloors, isBeyond, isOlder, parseVersion, type Version} from './lib/versions';
