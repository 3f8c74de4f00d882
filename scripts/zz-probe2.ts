import {chromium} from '@playwright/test';
import {startStaticServer} from './lib/staticServer';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/benchUtils';
import fs from 'node:fs';
(async () => {
  const server = await startStaticServer('/work/wt/search/build', 0, () => {});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const page = await browser.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  for (const q of JSON.parse(fs.readFileSync('/tmp/search-measure/names.json', 'utf8')) as string[]) {
    await page.getByRole('searchbox').fill(q);
    const list = page.locator(`ul[aria-label="Results for ${q}"]`);
    await list.waitFor({timeout: 10000}).catch(() => console.log('timeout', q));
    console.log(q, await list.locator('[data-search-hit]').evaluateAll((ls) => ls.slice(0, 3).map((l) => new URL((l as HTMLAnchorElement).href).pathname + ' ' + l.textContent?.slice(0, 60))));
  }
  await browser.close(); await server.close();
})();
