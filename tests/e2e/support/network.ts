import type {BrowserContext} from '@playwright/test';

/**
 * Tests never reach the internet: every request to a host other than the
 * local server, from any page of the context (popups included), is answered
 * here with an empty response and recorded.
 */
export async function blockThirdPartyRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      blocked.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/html', body: ''});
    },
  );
  return blocked;
}

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
