/**
 * How an assistant reaches the MCP server, said once: the tool names and the HTTP path, used by
 * the servers, llms.txt (plugins/markdown-twins) and the tests.
 */
export const MCP_TOOLS = ['search_docs', 'read_page', 'get_service_interface', 'find_releases', 'upgrade_compatibility'] as const;
export type McpToolName = (typeof MCP_TOOLS)[number];

/** The Streamable HTTP endpoint, on the site's own host where the operators run it. */
export const MCP_PATH = '/mcp';

/** How to run the server from the docs' own repository: what agents are told when a deployment names no MCP address. */
export const MCP_RUN_HINT = 'run `npm run mcp` (stdio) in a clone of the docs repository after `npm ci` and `npm run build`';

/**
 * The paragraph of llms.txt that tells an assistant how to connect: the address the deployment serves
 * the server at (MCP_URL at build time), or, without one, how to run it, rather than an address
 * where nothing may answer.
 */
export function mcpConnectionNote(mcpUrl: string | null): string {
  const tools = `These docs answer over MCP (read-only tools: ${MCP_TOOLS.join(', ')}). `;
  return mcpUrl
    ? `${tools}Connect to the Streamable HTTP endpoint ${mcpUrl}, or ${MCP_RUN_HINT}.`
    : `${tools}This deployment names no MCP address: ${MCP_RUN_HINT}, or \`npm run mcp:http\` for Streamable HTTP at ${MCP_PATH} on 127.0.0.1:8787.`;
}
