/**
 * A slow network for pages: a loopback proxy in front of a test server that sends each HTML page in
 * small pieces, one after another, as a slow connection or a busy server delivers it, so that the
 * browser parses and may paint the top of a page before the rest has arrived. Everything else
 * (scripts, styles, images) passes through at once. The pacing belongs to the simulated network; a
 * test still waits for states in the page, never for the proxy's time.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface SlowHtmlProxy {
  /** The proxy's origin: use it as the page's base. */
  origin: string;
  close(): Promise<void>;
}

export async function slowHtmlProxy(upstream: string, {pieceBytes = 2048, pauseMs = 25} = {}): Promise<SlowHtmlProxy> {
  const server = http.createServer(async (request, response) => {
    try {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {headers: {accept: request.headers.accept ?? '*/*'}});
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {'content-type': type, 'cache-control': 'no-store'};
      const policy = answer.headers.get('content-security-policy');
      if (policy) headers['content-security-policy'] = policy;
      response.writeHead(answer.status, headers);
      if (!type.startsWith('text/html')) {
        response.end(body);
        return;
      }
      for (let start = 0; start < body.length; start += pieceBytes) {
        response.write(body.subarray(start, start + pieceBytes));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
