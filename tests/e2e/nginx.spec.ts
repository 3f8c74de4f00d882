/** What only nginx does: /mcp proxied to the MCP server. The rest is in serving.spec.ts, shared with the edge. */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {test, expect} from './fixtures';
import {MCP_PATH, MCP_TOOLS} from '../../mcp/connect';

test('/mcp reaches the MCP server through the proxy: an MCP client lists the tools and searches', async ({baseURL}) => {
  const client = new Client({name: 'nginx-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, baseURL)));
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS].sort());
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'dependency lock file', limit: 3}});
    expect(result.isError).toBeFalsy();
    expect((result.content as {text: string}[])[0].text).toContain('/guides/stay-up-to-date/terraform/terraform-14/');
  } finally {
    await client.close();
  }
});
