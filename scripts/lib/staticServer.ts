/**
 * A small static file server for benchmarks: serves a build directory on
 * loopback with gzip for text assets, clean URLs and the site's 404 page,
 * the way a production web server would.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt']);

function resolveFile(root: string, urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const candidates = [clean, path.join(clean, 'index.html'), `${clean}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Called for each response with its path and the bytes sent: status line, headers and (compressed) body. */
export type ResponseObserver = (urlPath: string, bytes: number) => void;

export async function startStaticServer(root: string, port = 0, observe?: ResponseObserver): Promise<RunningServer> {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    const file = resolveFile(absoluteRoot, request.url ?? '/');
    const status = file ? 200 : 404;
    const target = file ?? path.join(absoluteRoot, '404.html');
    const ext = path.extname(target);
    const headers: Record<string, string> = {'content-type': TYPES[ext] ?? 'application/octet-stream'};
    headers['cache-control'] = target.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    let body = fs.readFileSync(target);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, {level: 6});
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(body);
    if (observe) {
      const head = `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`;
      observe((request.url ?? '/').split('?')[0], Buffer.byteLength(head) + body.length);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
