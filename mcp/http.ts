/**
 * The site's MCP server over Streamable HTTP at /mcp, as a small Node server that nginx proxies to
 * (deploy/). Stateless: each POST gets a fresh server and transport, so any number of clients can
 * call it and a restart loses nothing. `npm run mcp:http -- --port 8787 [--host 127.0.0.1] [--build build]`.
 */
import http from 'node:http';
import path from 'node:path';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createMcpServer} from './server';
import {openSite, PROJECT_ROOT, type McpSite} from './site';
import {parseArgs} from 'node:util';
import {MCP_PATH} from './connect';

export {MCP_PATH};

/** Requests larger than this are refused before they are parsed. */
const MAX_BODY_BYTES = 64 * 1024;

function sendJson(response: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, {'content-type': 'application/json', ...headers}).end(JSON.stringify(body));
}

const rpcError = (code: number, message: string) => ({jsonrpc: '2.0', error: {code, message}, id: null});

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createMcpHttpServer(site: McpSite): http.Server {
  return http.createServer(async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== MCP_PATH) return sendJson(response, 404, rpcError(-32000, `Not found: the MCP endpoint is ${MCP_PATH}`));
    // Stateless: no stream to resume and no session to end.
    if (request.method !== 'POST')
      return sendJson(response, 405, rpcError(-32000, 'Method not allowed: send JSON-RPC with POST'), {allow: 'POST'});
    let text: string;
    try {
      text = await readBody(request);
    } catch (error) {
      return sendJson(response, 413, rpcError(-32600, `Invalid request: ${(error as Error).message}`));
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      return sendJson(response, 400, rpcError(-32700, `Parse error: ${(error as Error).message}`));
    }
    const server = createMcpServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, rpcError(-32603, `Internal error: ${(error as Error).message}`));
    }
  });
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '8787'},
      host: {type: 'string', default: '127.0.0.1'},
      build: {type: 'string', default: path.join(PROJECT_ROOT, 'build')},
    },
  });
  const port = Number(values.port);
  const host = values.host;
  const site = openSite({buildDir: path.resolve(values.build)});
  createMcpHttpServer(site).listen(port, host, () =>
    console.log(`MCP server: http://${host}:${port}${MCP_PATH} (${site.index.pages} pages indexed)`),
  );
}
