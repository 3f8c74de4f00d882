/**
 * Tests never reach the internet: the browser resolves no host name but the loopback server's
 * (`127.0.0.1` and `localhost`), so a request to any other host fails in Chromium's resolver and
 * never leaves the machine. A launch argument rather than a Playwright route: routing every request
 * through the test process turns the browser's HTTP cache off and costs a round trip per request,
 * which makes every page load slower.
 */
export const LOOPBACK_ONLY_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

/**
 * The bodies of the responses matching `wanted` that arrive while `action` runs. Each body is asked
 * for as soon as its response arrives, while the browser still holds it, and all are read before this
 * returns: the listener is gone once `action` (which waits for the state it needs) resolves, so
 * nothing is read from a response after the test has moved on.
 */
export async function responseBodiesDuring(
  page: import('@playwright/test').Page,
  wanted: (response: import('@playwright/test').Response) => boolean,
  action: () => Promise<void>,
): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (!wanted(response)) return;
    const body = response.text().catch((error: Error) => {
      throw new Error(`the body of ${response.url()} (${response.request().resourceType()}): ${error.message}`);
    });
    // Awaited below; until then, a failure is not an unhandled rejection.
    body.catch(() => undefined);
    bodies.push(body);
  };
  page.on('response', listener);
  try {
    await action();
  } finally {
    page.off('response', listener);
  }
  return Promise.all(bodies);
}
