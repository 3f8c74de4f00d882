/**
 * The site's MCP server over Streamable HTTP at /mcp, as a small Node server that nginx proxies to
 * (deploy/). Stateless: each POST gets a fresh server and transport, so any number of clients can
 * call it and a restart loses nothing. A request from a web page of another origin gets 403.
 * `npm run mcp:http -- --port 8787 [--host 127.0.0.1] [--build build] [--allow-origin https://other.example]`.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createMcpServer} from './server';
import {openSite, PROJECT_ROOT} from './nodeSite';
import type {McpSite} from './site';
import {MCP_PATH} from './connect';
import {internalError, MAX_BODY_BYTES, parseBody, refuseOrigin, refuseRequest, tooLarge, type HttpRefusal} from './httpRules';

export {MCP_PATH};

function refuse(response: http.ServerResponse, {status, body, headers}: HttpRefusal): void {
  response.writeHead(status, headers).end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The Streamable HTTP server. A request from a web page must come from the site's own origin (from
 * the build), the server's own loopback address, or one of `allowedOrigins`.
 */
export function createMcpHttpServer(site: McpSite, {allowedOrigins = []}: {allowedOrigins?: string[]} = {}): http.Server {
  const httpServer: http.Server = http.createServer(async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const refused = refuseRequest(pathname, request.method ?? 'GET');
    if (refused) return refuse(response, refused);
    // Never trusted from the Host header, which a rebound DNS name controls: the addresses the server listens on.
    const {port} = httpServer.address() as AddressInfo;
    const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    const origin = request.headers.origin ?? null;
    const foreign = refuseOrigin(origin, [new URL(site.index.siteUrl).origin, ...own, ...allowedOrigins]);
    if (foreign) return refuse(response, foreign);
    const text = await readBody(request);
    if (text === null) return refuse(response, tooLarge());
    const parsed = parseBody(text);
    if ('refusal' in parsed) return refuse(response, parsed.refusal);
    const server = createMcpServer(site);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, parsed.body);
    } catch (error) {
      if (!response.headersSent) refuse(response, internalError(error));
    }
  });
  return httpServer;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.PORT ?? '8787'},
      host: {type: 'string', default: '127.0.0.1'},
      build: {type: 'string', default: path.join(PROJECT_ROOT, 'build')},
      // Further origins whose pages may call the endpoint (the site's own is always accepted).
      'allow-origin': {type: 'string', multiple: true, default: []},
    },
  });
  const port = Number(values.port);
  const host = values.host;
  const site = openSite({buildDir: path.resolve(values.build)});
  createMcpHttpServer(site, {allowedOrigins: values['allow-origin']}).listen(port, host, () =>
    console.log(`MCP server: http://${host}:${port}${MCP_PATH} (${site.index.pages} pages indexed)`),
  );
}
