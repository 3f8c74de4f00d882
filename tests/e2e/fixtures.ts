import {test as base, expect} from '@playwright/test';
import {blockThirdPartyRequests} from './support/network';

/** Every test starts with third-party hosts cut off. */
export const test = base.extend<{thirdPartyRequests: string[]}>({
  thirdPartyRequests: [
    async ({page}, use) => {
      await use(await blockThirdPartyRequests(page));
    },
    {auto: true},
  ],
});

export {expect};
