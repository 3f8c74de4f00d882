/**
 * What both Streamable HTTP endpoints (the Node server, http.ts, and the edge Worker,
 * deploy/edge/worker.ts) answer before the MCP SDK sees a request: the path, POST only, the
 * Origin of a request from a web page (DNS-rebinding protection, as the MCP specification
 * requires), a bounded body that parses as JSON. Stateless: each request gets a fresh server and
 * transport. Pure.
 */
import {MCP_PATH} from './connect';

/** Requests larger than this are refused before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface HttpRefusal {
  status: number;
  body: {jsonrpc: '2.0'; error: {code: number; message: string}; id: null};
  headers: Record<string, string>;
}

const refusal = (status: number, code: number, message: string, headers: Record<string, string> = {}): HttpRefusal => ({
  status,
  body: {jsonrpc: '2.0', error: {code, message}, id: null},
  headers: {'content-type': 'application/json', ...headers},
});

/** A refusal for a request that is not a JSON-RPC POST to the endpoint, or null. */
export function refuseRequest(pathname: string, method: string): HttpRefusal | null {
  if (pathname !== MCP_PATH) return refusal(404, -32000, `Not found: the MCP endpoint is ${MCP_PATH}`);
  // Stateless: no stream to resume and no session to end.
  if (method !== 'POST') return refusal(405, -32000, 'Method not allowed: send JSON-RPC with POST', {allow: 'POST'});
  return null;
}

/** Text from a request, quoted for a message and cut to `max` characters: a message never echoes a long argument. */
export const quoted = (text: string, max = 80): string => JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The refusal of a request a web page of another origin sends (a page of a rebound DNS name, say),
 * or null. A request without an Origin header does not come from a web page and passes.
 */
export function refuseOrigin(origin: string | null, allowed: readonly string[]): HttpRefusal | null {
  if (origin === null || allowed.includes(origin)) return null;
  return refusal(
    403,
    -32000,
    `Forbidden: requests from the origin ${quoted(origin)} are not accepted; this endpoint serves ${allowed.join(' and ')}`,
  );
}

export const tooLarge = (): HttpRefusal => refusal(413, -32600, `Invalid request: request body over ${MAX_BODY_BYTES} bytes`);

/** The parsed body, or the refusal of a body that is not JSON. */
export function parseBody(text: string): {body: unknown} | {refusal: HttpRefusal} {
  try {
    return {body: JSON.parse(text) as unknown};
  } catch (error) {
    return {refusal: refusal(400, -32700, `Parse error: ${(error as Error).message}`)};
  }
}

export const internalError = (error: unknown): HttpRefusal =>
  refusal(500, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
