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
