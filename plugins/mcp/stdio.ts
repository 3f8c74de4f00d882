/**
 * `npm run mcp`: the site's MCP server over stdio, for an assistant on the reader's machine.
 * Reads build/ (run `npm run build` first). Options: --build <dir>.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createMcpServer} from './server';
import {openSite, PROJECT_ROOT} from './nodeSite';
import {parseArgs} from 'node:util';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {build: {type: 'string', default: path.join(PROJECT_ROOT, 'build')}}});
  const site = openSite({buildDir: path.resolve(values.build)});
  await createMcpServer(site).connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  // stdout carries the protocol: messages go to stderr.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
