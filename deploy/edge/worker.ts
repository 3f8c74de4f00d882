/**
 * The edge Worker (Cloudflare Workers, with the build as static assets): only what a `_headers` file
 * cannot say. Hashed bundles and images are served without it (wrangler.jsonc, run_worker_first).
 * For everything else it does what the nginx configuration does: clean URLs (/x and /x/ serve
 * x/index.html; /x/index.html redirects to /x/), the Markdown twin for a request that asks for
 * text/markdown, and the site's 404 page with status 404. Headers come from `_headers` (written
 * by scripts/edge.ts from deploy/servingPolicy.ts), which the assets binding applies.
 * It also answers MCP clients at /mcp, with the tools of plugins/mcp/ over the deployment's own files.
 */
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {readRequestBody} from '@modelcontextprotocol/sdk/server/requestBody.js';
import {PAGE_VARY, wantsMarkdown} from '../servingPolicy';
import {twinPathFor} from '../../plugins/markdown-twins/api';
import {
  createMcpServer,
  MCP_PATH,
  internalError,
  MAX_BODY_BYTES,
  parseBody,
  refuseOrigin,
  refuseRequest,
  tooLarge,
  type HttpRefusal,
} from '../../plugins/mcp/edge';
import {edgeSite, type Assets} from './mcpSite';

interface Env {
  ASSETS: Assets;
}

const refuse = ({status, body, headers}: HttpRefusal) => new Response(JSON.stringify(body), {status, headers});

/** The MCP server at /mcp: the same tools and HTTP rules as the Node server (plugins/mcp/http.ts), stateless. */
async function mcp(request: Request, env: Env): Promise<Response> {
  const refused = refuseRequest(new URL(request.url).pathname, request.method);
  if (refused) return refuse(refused);
  // A web page may call the endpoint from the Worker's own host or the site's (the build's SITE_URL).
  const site = await edgeSite(env.ASSETS);
  const foreign = refuseOrigin(request.headers.get('origin'), [new URL(request.url).origin, new URL(site.index.siteUrl).origin]);
  if (foreign) return refuse(foreign);
  // The SDK's own bounded read: a declared or streamed body over the bound is refused unread.
  const read = await readRequestBody(request, MAX_BODY_BYTES);
  if (read.tooLarge) return refuse(tooLarge());
  const parsed = parseBody(read.text);
  if ('refusal' in parsed) return refuse(parsed.refusal);
  try {
    const server = createMcpServer(site);
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    await server.connect(transport);
    return await transport.handleRequest(request, {parsedBody: parsed.body});
  } catch (error) {
    return refuse(internalError(error));
  }
}

const NOT_FOUND_PAGE = '/404.html';
const INDEX_FILE = /^(.*\/)index\.html$/;

/** The asset at `pathname`, fetched with the reader's request headers (conditional requests, encodings). */
function asset(env: Env, request: Request, pathname: string): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = pathname;
  url.search = '';
  return env.ASSETS.fetch(new Request(url, {method: request.method, headers: request.headers}));
}

/** A response to send as it is, but with headers the Worker may change. */
function withHeaders(response: Response, status: number, changes: Record<string, string | null>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(response.body, {status, statusText: status === response.status ? response.statusText : '', headers});
}

const isPage = (response: Response) => /^text\/(html|markdown)/.test(response.headers.get('content-type') ?? '');

/**
 * The headers a page or twin gets from the Worker: Vary, and for a twin the compression that the
 * edge gives HTML by itself but not text/markdown (not on Cloudflare's list of compressed types).
 * A Content-Encoding on a plain body makes the runtime encode it. The edge rewrites the request's
 * Accept-Encoding, so the reader's own is read from `request.cf.clientAcceptEncoding`.
 */
function pageHeaders(request: Request, response: Response): Record<string, string> {
  const headers: Record<string, string> = {vary: PAGE_VARY};
  const accepted = (request as Request & {cf?: {clientAcceptEncoding?: string}}).cf?.clientAcceptEncoding ?? '';
  const markdown = (response.headers.get('content-type') ?? '').startsWith('text/markdown');
  if (markdown && response.status === 200 && !response.headers.has('content-encoding')) {
    const encoding = ['gzip', 'br'].find((name) => new RegExp(`\\b${name}\\b`).test(accepted));
    if (encoding) headers['content-encoding'] = encoding;
  }
  return headers;
}

/** The files nginx's `try_files $uri $uri/index.html $uri.html` would try, in its order. */
export function candidatesFor(pathname: string): string[] {
  const trimmed = pathname.replace(/\/+$/, '');
  return [...(pathname.endsWith('/') ? [] : [pathname]), `${trimmed}/index.html`, ...(trimmed ? [`${trimmed}.html`] : [])];
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === MCP_PATH) return mcp(request, env);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const notFound = async () => {
      // The 404 page with the headers `_headers` gives it; never a conditional answer.
      const page = await env.ASSETS.fetch(new Request(new URL(NOT_FOUND_PAGE, url), {method: request.method}));
      return withHeaders(page, 404, {vary: PAGE_VARY, etag: null});
    };
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound();

    const index = INDEX_FILE.exec(url.pathname);
    if (index) {
      // The headers of any page (security headers, no caching), on a redirect to the clean URL.
      const page = await env.ASSETS.fetch(new Request(new URL(NOT_FOUND_PAGE, url), {method: 'HEAD'}));
      return withHeaders(new Response(null, {headers: page.headers}), 301, {
        location: new URL(`${index[1]}${url.search}`, url).toString(),
        'content-type': null,
        etag: null,
        vary: null,
      });
    }

    if (wantsMarkdown(request.headers.get('accept'))) {
      const twin = await asset(env, request, twinPathFor(pathname, '/'));
      if (twin.status === 200 || twin.status === 304) return withHeaders(twin, twin.status, pageHeaders(request, twin));
    }
    for (const candidate of candidatesFor(pathname)) {
      const response = await asset(env, request, candidate);
      if (response.status === 404) continue;
      return isPage(response) ? withHeaders(response, response.status, pageHeaders(request, response)) : response;
    }
    return notFound();
  },
};
