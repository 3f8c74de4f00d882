import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
// Playwright's own test: these checks use no page, so no browser context is set up for them.
import {test} from '@playwright/test';
import {httpRefusals, MCP_CASES} from '../support/mcpCases';
import {MCP_PATH} from '../../plugins/mcp/connect';

/**
 * The MCP checks of tests/support/mcpCases.ts (which tests/build/mcp.test.ts runs over stdio and the
 * Node server) against the edge Worker on workerd: the "edge" project's server (`npm run edge:dev`).
 * No browser: an MCP client over Streamable HTTP.
 */
let client: Client;
test.beforeAll(async ({baseURL}) => {
  client = new Client({name: 'edge-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, baseURL)));
});
test.afterAll(async () => client?.close());

for (const {name, run} of MCP_CASES) test(name, () => run(client));

test('other paths, methods and malformed bodies get an HTTP error', async ({baseURL}) => {
  await httpRefusals(baseURL!);
});
