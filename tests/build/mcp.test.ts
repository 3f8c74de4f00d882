/**
 * The MCP server, called with the MCP SDK's own client over stdio (`npm run mcp`, a child process)
 * and over Streamable HTTP from the Node server of plugins/mcp/http.ts on loopback, through the checks of
 * tests/support/mcpCases.ts (the e2e suite runs them against the edge Worker, tests/e2e/mcp-edge.spec.ts).
 * Reads build/.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {AddressInfo} from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {buildDir, PROJECT_ROOT} from '../support/builtSite';
import {createMcpHttpServer, MCP_PATH} from '../../plugins/mcp/http';
import {openSite} from '../../plugins/mcp/nodeSite';
import {MCP_DATA_FILE, serializeMcpData} from '../../plugins/mcp/data';
import {readSiteData} from '../../plugins/site-data/readSiteData';
import {httpRefusals, MCP_CASES} from '../support/mcpCases';

function exercise(connect: () => Promise<Client>): void {
  let client: Client;
  before(async () => {
    buildDir();
    client = await connect();
  });
  after(async () => client?.close());
  for (const {name, run} of MCP_CASES) test(name, () => run(client));
}

test("the build's MCP data is data/ as the site reads it: the reference, release notes and guides answer alike", () => {
  const written = fs.readFileSync(path.join(buildDir(), MCP_DATA_FILE), 'utf8');
  assert.equal(written, serializeMcpData(readSiteData(PROJECT_ROOT).data));
});

describe('MCP over stdio (npm run mcp)', () => {
  exercise(async () => {
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', path.join(PROJECT_ROOT, 'plugins/mcp/stdio.ts')],
        cwd: PROJECT_ROOT,
        stderr: 'inherit',
      }),
    );
    return client;
  });
});

describe('MCP over Streamable HTTP (the Node server)', () => {
  const server = createMcpHttpServer(openSite());
  before(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  exercise(async () => {
    const {port} = server.address() as AddressInfo;
    const client = new Client({name: 'http-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${MCP_PATH}`)));
    return client;
  });

  test('other paths, methods and malformed bodies get an HTTP error', async () => {
    const {port} = server.address() as AddressInfo;
    await httpRefusals(`http://127.0.0.1:${port}`);
  });
});
