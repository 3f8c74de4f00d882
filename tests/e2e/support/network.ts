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
 * The responses matching `wanted` that arrive while `action` runs, with their bodies read before
 * this returns: the listener is gone once `action` (which waits for the state it needs) resolves,
 * so nothing is read from a response after the test has moved on.
 */
export async function responseBodiesDuring(
  page: import('@playwright/test').Page,
  wanted: (response: import('@playwright/test').Response) => boolean,
  action: () => Promise<void>,
): Promise<string[]> {
  const responses: import('@playwright/test').Response[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (wanted(response)) responses.push(response);
  };
  page.on('response', listener);
  try {
    await action();
  } finally {
    page.off('response', listener);
  }
  return Promise.all(responses.map((response) => response.text()));
}
