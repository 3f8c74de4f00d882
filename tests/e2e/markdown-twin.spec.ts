import {READER_VALUES_STORAGE_KEY} from '../../plugins/reader-values/lib/constants';
import {test, expect, gotoHydrated} from './fixtures';

const PAGE = '/guides/build-it-yourself/vpc/core-concepts';

test("Copy page copies the page's Markdown twin, fetched on click, and says so", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) twinRequests.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, PAGE);
  expect(twinRequests).toEqual([]);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
  expect(twinRequests).toEqual([`${PAGE}.md`]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# VPC core concepts\n')).toBe(true);
  expect(copied).toContain('## ');
  expect(copied).not.toContain('Copy page');
});

test('when the clipboard is denied, Copy page says so and points to the Markdown view', async ({page}) => {
  await page.addInitScript(() => {
    const deny = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'write', {value: deny});
    Object.defineProperty(navigator.clipboard, 'writeText', {value: deny});
  });
  await gotoHydrated(page, PAGE);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status')).toHaveText(/did not allow copying to the clipboard\. Use View as Markdown instead\./);
});

test('View as Markdown opens the twin; a knowledge-base article has one too', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${PAGE}.md`);
  const response = await page.request.get(`${PAGE}.md`);
  expect(response.status()).toBe(200);
  expect((await response.text()).split('\n')[0]).toBe('# VPC core concepts');

  await gotoHydrated(page, '/discussions/knowledge-base/173');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/discussions/knowledge-base/173.md');
});

test("after client-side navigation the head declares the new page's twin, once", async ({page}) => {
  const twinLink = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await gotoHydrated(page, PAGE);
  await expect(twinLink).toHaveCount(1);
  expect(new URL((await twinLink.getAttribute('href'))!).pathname).toBe(`${PAGE}.md`);

  const next = '/guides/build-it-yourself/vpc/production-grade-design';
  await page.locator(`nav a[href="${next}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Production-grade design for a VPC');
  await expect(twinLink).toHaveCount(1);
  await expect.poll(async () => new URL((await twinLink.getAttribute('href'))!).pathname).toBe(`${next}.md`);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect.poll(async () => new URL((await twinLink.getAttribute('href'))!).pathname).toBe(`${PAGE}.md`);
});

test("Copy page copies the twin with the reader's own values in its code blocks, as the page shows them", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({region: 'eu-west-2', 'shared-account-id': '123456789012'})),
    READER_VALUES_STORAGE_KEY,
  );
  const SNS = '/reference/services/networking/sns-topics';
  await gotoHydrated(page, SNS);
  // The page's code shows the reader's region.
  await expect(page.locator('article .theme-code-block').filter({hasText: 'eu-west-2'}).first()).toBeVisible();
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get(`${SNS}.md`)).text();
  expect(twin).not.toContain('eu-west-2');
  expect(copied).toContain('eu-west-2');
  // Only code blocks change: the rest of the copy is the twin.
  const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '');
  expect(prose(copied)).toBe(prose(twin));
});
