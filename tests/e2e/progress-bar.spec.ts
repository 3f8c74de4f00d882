import {test, expect} from './fixtures';
import {PROGRESS_BAR} from '../../src/lib/siteConstants';

const FROM = '/intro/overview/intro-to-gruntwork';
const LINK_NAME = 'How it works';

test('no progress bar when the next page arrives quickly', async ({page}) => {
  await page.goto(FROM);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: LINK_NAME}).click();
  await expect(page).toHaveURL(/how-it-works/);
  await page.waitForTimeout(PROGRESS_BAR.delayMs + 300);
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
  const clickedAt = Date.now();
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: LINK_NAME}).click();

  await page.waitForTimeout(PROGRESS_BAR.delayMs - 400);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: 2000});
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(PROGRESS_BAR.delayMs);

  await expect(page).toHaveURL(/how-it-works/, {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
});
