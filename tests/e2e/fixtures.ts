import {test as base, expect} from '@playwright/test';
import {blockThirdPartyRequests} from './support/network';
import {installPageMarks} from './support/pageMarks';

/** Every test starts with third-party hosts cut off, and its pages can record in-page timestamps. */
export const test = base.extend<{thirdPartyRequests: string[]; pageMarks: void}>({
  thirdPartyRequests: [
    async ({context}, use) => {
      await use(await blockThirdPartyRequests(context));
    },
    {auto: true},
  ],
  pageMarks: [
    async ({context}, use) => {
      await installPageMarks(context);
      await use();
    },
    {auto: true},
  ],
});

export {expect};
export {pageMarks} from './support/pageMarks';

/** Opens a page and waits until React has hydrated it, so its event handlers are live. */
export async function gotoHydrated(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
