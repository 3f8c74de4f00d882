import {test as base, expect} from '@playwright/test';
import {blockThirdPartyRequests} from './support/network';

/** Every test starts with third-party hosts cut off. */
export const test = base.extend<{thirdPartyRequests: string[]}>({
  thirdPartyRequests: [
    async ({context}, use) => {
      await use(await blockThirdPartyRequests(context));
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a page and waits until React has hydrated it, so its event handlers are live. */
export async function gotoHydrated(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
