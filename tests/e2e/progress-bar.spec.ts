import {test, expect, pageClockWait, pageMarks} from './fixtures';
import {PROGRESS_BAR} from '../../shared/lib/siteConstants';

const FROM = '/intro/overview/intro-to-gruntwork';
const LINK_NAME = 'How it works';

test('no progress bar when the next page arrives quickly', async ({page}) => {
  await page.goto(FROM);
  await page.waitForLoadState('networkidle');
  // Watched inside the page, so a bar that appeared and finished between two checks is seen too.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) window.markTime('bar');
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: LINK_NAME}).click();
  await expect(page).toHaveURL(/how-it-works/);
  await expect(page.locator('article h1')).toHaveText(/How/);
  // The bar's timer started with the navigation, before this wait: by its end it has run or been cleared.
  await pageClockWait(page, PROGRESS_BAR.delayMs + 100);
  expect((await pageMarks(page)).bar).toBeUndefined();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the progress bar appears only after 1000 ms of waiting for the next page', async ({page}) => {
  // Routing also turns off the HTTP cache, so prefetched chunks are fetched again.
  let slow = false;
  await page.route('**/assets/js/**', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(FROM);
  await page.waitForLoadState('networkidle');
  slow = true;
  // Timed inside the page, from the click to the bar's insertion, so Playwright round trips
  // under load can neither shorten nor lengthen the interval.
  await page.evaluate(() => {
    document.addEventListener('click', () => window.markTime('click'), {capture: true});
    new MutationObserver((_, observer) => {
      if (document.querySelector('#nprogress .bar')) {
        window.markTime('bar');
        observer.disconnect();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: LINK_NAME}).click();
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: PROGRESS_BAR.delayMs + 2000});
  const marks = await pageMarks(page);
  const waited = marks.bar - marks.click;
  expect(waited).toBeGreaterThanOrEqual(PROGRESS_BAR.delayMs);
  expect(waited).toBeLessThan(PROGRESS_BAR.delayMs + 1000);

  // The page arrives (its route shard, then its chunks, each 3 s late), and the bar goes with it.
  await expect(page.locator('article h1')).toHaveText(/How/, {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
