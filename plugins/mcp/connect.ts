/**
 * How an assistant reaches the MCP server, said once: the tool names and the HTTP path, used by
 * the servers, llms.txt (plugins/markdown-twins) and the tests.
 */
export const MCP_TOOLS = ['search_docs', 'read_page', 'get_service_interface', 'find_releases', 'upgrade_compatibility'] as const;
export type McpToolName = (typeof MCP_TOOLS)[number];

/** The Streamable HTTP endpoint, on the site's own host where the operators run it. */
export const MCP_PATH = '/mcp';

/** The paragraph of llms.txt that tells an assistant how to connect. */
export function mcpConnectionNote(): string {
  return (
    `These docs answer over MCP (read-only tools: ${MCP_TOOLS.join(', ')}). ` +
    'From a clone of the docs repository, after `npm ci` and `npm run build`, run `npm run mcp` as a stdio server; ' +
    `where the site's operators run it, the Streamable HTTP endpoint is ${MCP_PATH} on this host.`
  );
}
