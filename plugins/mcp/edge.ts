/**
 * The MCP server's API for a runtime without Node (the Cloudflare edge Worker, deploy/edge/): its tools
 * over a site the runtime reads, the HTTP rules of Streamable HTTP, and the build's data and index
 * files. Nothing here imports Node; index.ts is the Docusaurus plugin and the Node servers' API.
 */
export {MCP_PATH} from './connect';
export {createMcpServer} from './server';
export {internalError, MAX_BODY_BYTES, parseBody, refuseOrigin, refuseRequest, tooLarge, type HttpRefusal} from './httpRules';
export {loadSearchIndex, SEARCH_INDEX_FILE} from './searchIndex';
export {loadMcpData, MCP_DATA_FILE} from './data';
export type {McpSite} from './site';
