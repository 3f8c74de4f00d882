import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, pageClockWait, pageMarks} from './fixtures';
import {DIALOG_SCROLL_LOCK_RELEASE_MS, DONT_WARN_STORAGE_KEYS} from '../../plugins/subscriber-links/lib/constants';

const PAGE = '/reference/modules/stub';
const PRIVATE_HREF = 'https://github.com/gruntwork-io/terraform-aws-vpc';
const CIS_HREF = 'https://github.com/gruntwork-io/terraform-aws-cis-service-catalog';
const PUBLIC_HREF = 'https://github.com/gruntwork-io/terraform-aws-utilities';

const link = (page: Page, href: string) => page.locator(`article a[href="${href}"]`).first();
const dialog = (page: Page) => page.getByRole('dialog');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/**
 * The address of the new tab that `action` opens, from the tab's first request: no host but the
 * local server is reachable in the suite, so the tab itself ends on Chromium's error page. The
 * page the reader was on stays where it was.
 */
async function newTabAddress(page: Page, action: () => Promise<void>): Promise<string> {
  const here = page.url();
  const [, request] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('request', (request) => request.isNavigationRequest() && !request.url().startsWith(new URL(here).origin)),
    action(),
  ]);
  expect(page.url()).toBe(here);
  return request.url();
}

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, PAGE);
});

test('private links carry a lock with an accessible "subscribers only" label; public ones do not', async ({page}) => {
  await expect(link(page, PRIVATE_HREF)).toHaveAttribute('data-subscriber-link', 'private');
  await expect(link(page, PRIVATE_HREF)).toContainText('(subscribers only)');
  await expect(link(page, CIS_HREF)).toContainText('(CIS subscribers only)');
  await expect(link(page, PUBLIC_HREF)).not.toHaveAttribute('data-subscriber-link', /.*/);
});

test('a private link opens "For Subscribers Only" naming the repository; Continue opens it in a new tab', async ({page}) => {
  await link(page, PRIVATE_HREF).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading')).toHaveText('For Subscribers Only');
  await expect(dialog(page)).toContainText(
    'This link leads to the private terraform-aws-vpc repository visible only to subscribers; everyone else will see a 404.',
  );
  await expect(dialog(page).getByLabel("Don't warn me again")).not.toBeChecked();
  await expect(dialog(page).getByRole('link', {name: 'Cancel'})).toBeVisible();
  const proceed = dialog(page).getByRole('link', {name: 'Continue to GitHub'});
  await expect(proceed).toHaveAttribute('href', PRIVATE_HREF);
  await expect(proceed).toHaveAttribute('target', '_blank');
  await expect(proceed).toHaveAttribute('rel', 'noopener noreferrer');
  // The page stayed where it was.
  expect(new URL(page.url()).pathname).toBe(PAGE);

  expect(await newTabAddress(page, () => proceed.click())).toBe(PRIVATE_HREF);
  await expect(dialog(page)).toBeHidden();
});

test('a CIS link opens "For CIS Subscribers Only"', async ({page}) => {
  await link(page, CIS_HREF).click();
  await expect(dialog(page).getByRole('heading')).toHaveText('For CIS Subscribers Only');
  await expect(dialog(page)).toContainText('the private terraform-aws-cis-service-catalog repository');
});

test('a public link opens without the dialog', async ({page}) => {
  expect(await newTabAddress(page, () => link(page, PUBLIC_HREF).click())).toBe(PUBLIC_HREF);
  await expect(dialog(page)).toBeHidden();
});

test('Cancel, Escape and a click on the overlay close it; Enter does not accept', async ({page, context}) => {
  let opened = 0;
  context.on('page', () => (opened += 1));
  await link(page, PRIVATE_HREF).click();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("Don't warn me again").focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();

  await dialog(page).getByRole('link', {name: 'Cancel'}).click();
  await expect(dialog(page)).toBeHidden();

  await link(page, PRIVATE_HREF).click();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await link(page, PRIVATE_HREF).click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog(page)).toBeHidden();
  expect(opened).toBe(0);
  expect(new URL(page.url()).pathname).toBe(PAGE);
});

test('"Don\'t warn me again" toggles the stored flag, the flag skips the dialog, and Cancel clears it', async ({page, context}) => {
  await link(page, PRIVATE_HREF).click();
  const checkbox = dialog(page).getByLabel("Don't warn me again");
  await checkbox.check();
  expect(await stored(page, DONT_WARN_STORAGE_KEYS.github)).toBe('true');
  await checkbox.uncheck();
  expect(await stored(page, DONT_WARN_STORAGE_KEYS.github)).toBeNull();
  await checkbox.check();
  const popup = context.waitForEvent('page');
  await dialog(page).getByRole('link', {name: 'Continue to GitHub'}).click();
  await (await popup).close();

  // With the flag set, private links open straight away; CIS links still warn.
  expect(await newTabAddress(page, () => link(page, PRIVATE_HREF).click())).toBe(PRIVATE_HREF);
  await expect(dialog(page)).toBeHidden();
  await link(page, CIS_HREF).click();
  await expect(dialog(page).getByRole('heading')).toHaveText('For CIS Subscribers Only');
  await dialog(page).getByLabel("Don't warn me again").check();
  expect(await stored(page, DONT_WARN_STORAGE_KEYS.cis)).toBe('true');
  await dialog(page).getByRole('link', {name: 'Cancel'}).click();
  expect(await stored(page, DONT_WARN_STORAGE_KEYS.cis)).toBeNull();
});

test('focus moves into the dialog and back to the link; the checkbox label is tied to it', async ({page}) => {
  const trigger = link(page, PRIVATE_HREF);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  const checkboxId = await dialog(page).locator('input[type="checkbox"]').getAttribute('id');
  await expect(dialog(page).locator(`label[for="${checkboxId}"]`)).toHaveText("Don't warn me again");
  await page.keyboard.press('Tab');
  await expect(dialog(page).locator('input[type="checkbox"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

test('page scrolling is locked while open and restored about 300 ms after closing', async ({page}) => {
  await link(page, PRIVATE_HREF).click();
  await expect(dialog(page)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // Time the release inside the page: from the Escape keydown to the style change that
  // unlocks scrolling. Timing from the test process would add Playwright's round trips.
  await page.evaluate(() => {
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape') window.markTime('escape');
      },
      {capture: true, once: true},
    );
    new MutationObserver((_, observer) => {
      if (document.body.style.overflow !== 'hidden') {
        window.markTime('unlocked');
        observer.disconnect();
      }
    }).observe(document.body, {attributes: true, attributeFilter: ['style']});
  });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow), {intervals: [25]}).not.toBe('hidden');
  const marks = await pageMarks(page);
  const elapsed = marks.unlocked - marks.escape;
  expect(elapsed).toBeGreaterThanOrEqual(DIALOG_SCROLL_LOCK_RELEASE_MS - 50);
  expect(elapsed).toBeLessThan(DIALOG_SCROLL_LOCK_RELEASE_MS + 700);
});

for (const [name, secondHref] of [
  ['the same link', PRIVATE_HREF],
  ['another private link', CIS_HREF],
] as const) {
  test(`reopening from ${name} within the 300 ms release keeps scrolling locked, then releases it after the last close`, async ({page}) => {
    await link(page, PRIVATE_HREF).click();
    await expect(dialog(page)).toBeVisible();
    // Close, then click a private link 50 ms later by the page's own clock: inside the release
    // window however slow the machine, since timers run in order of their due time.
    await page.evaluate((href) => {
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      window.setTimeout(() => document.querySelector<HTMLAnchorElement>(`article a[href="${href}"]`)!.click(), 50);
    }, secondHref);
    await expect(dialog(page)).toBeVisible();
    // Past the first close's release time, the second dialog still holds the lock.
    await pageClockWait(page, DIALOG_SCROLL_LOCK_RELEASE_MS + 100);
    await expect(dialog(page)).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test('a close event delivered after the link was clicked again does not close the new dialog or release the lock', async ({page}) => {
  await link(page, PRIVATE_HREF).click();
  await expect(dialog(page)).toBeVisible();
  // The close event is a task of its own; a click in the same task as close() is handled first, as
  // a timer's click can be on a busy machine.
  await page.evaluate((href) => {
    document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
    document.querySelector<HTMLAnchorElement>(`article a[href="${href}"]`)!.click();
  }, PRIVATE_HREF);
  await pageClockWait(page, DIALOG_SCROLL_LOCK_RELEASE_MS + 100);
  await expect(dialog(page).getByRole('heading', {name: 'For Subscribers Only'})).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
});

test('clicks outside links never throw', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.locator('article p').first().click();
  await page.locator('article h1').click();
  await page.mouse.click(700, 600);
  await page.locator('footer.footer').click({position: {x: 10, y: 10}});
  expect(errors).toEqual([]);
});
