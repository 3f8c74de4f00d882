import {test, expect} from './fixtures';
import {ANNOUNCEMENT_BAR, STORAGE_KEYS} from '../../shared/lib/siteConstants';
import {ANNOUNCEMENT_BAR as ANNOUNCEMENT} from '../support/themeClassNames';

test('light by default; the switch toggles dark and stores it under "theme"', async ({page}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme);
  expect(stored).toBe('dark');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.startsWith('theme'))).toEqual(['theme']);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a stored theme other than "dark" means light from the first paint, before React runs', async ({page}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'purple'), STORAGE_KEYS.theme);
  // No bundle loads, so only the inline scripts in the HTML decide the attribute: after hydration
  // the theme provider would settle it anyway and hide a missing guard.
  await page.route('**/assets/js/**', (route) => route.abort('blockedbyclient'));
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
});

test('the system preference is not followed unless configured', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an unknown preferred docs version is dropped from "docs-preferred-version-default"', async ({page}) => {
  const key = STORAGE_KEYS.docsPreferredVersion('default');
  expect(key).toBe('docs-preferred-version-default');
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(k, 'v0-does-not-exist');
      sessionStorage.setItem('seeded', '1');
    }
  }, key);
  await page.goto('/intro/overview/intro-to-gruntwork');
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});

test('closing the announcement bar persists; a new id shows it again', async ({page}) => {
  await page.goto('/');
  const bar = page.locator(ANNOUNCEMENT);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('background-color', 'rgb(29, 43, 88)');
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator(ANNOUNCEMENT)).toHaveCount(0);

  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.locator(ANNOUNCEMENT)).toContainText('upgrade guides');
  expect(ANNOUNCEMENT_BAR.isCloseable).toBe(true);
});
