import type {Page} from '@playwright/test';

/**
 * Tests never reach the internet: every request to a host other than the
 * local server is answered here with an empty 204 and recorded.
 */
export async function blockThirdPartyRequests(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      blocked.push(route.request().url());
      await route.fulfill({status: 204, body: ''});
    },
  );
  return blocked;
}
