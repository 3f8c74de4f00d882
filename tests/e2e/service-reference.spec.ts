import {test, expect, gotoHydrated, holdIdleCallbacks} from './fixtures';

const RDS = '/reference/services/data-storage/amazon-rds';
const SECURITY_BASELINE = '/reference/services/landing-zone/aws-security-account-baseline-wrapper';
/** The page with the longest list of inputs (the account baselines list theirs by part, on pages of their own). */
const LONGEST = RDS;

test('a link to one input lands on its entry', async ({page}) => {
  await gotoHydrated(page, `${RDS}#input-backup_retention_period`);
  const entry = page.locator('#input-backup_retention_period');
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('optional');
  await expect(entry.locator('dd').nth(1)).toHaveText('30');
});

test('a link to an entry near the end of the longest list lands on it, and every entry is laid out once the page is idle', async ({
  page,
}) => {
  // The page's idle callbacks wait until the test lets them run, so the state before them is seen.
  const releaseIdleCallbacks = await holdIdleCallbacks(page);
  const id = 'input-users';
  await gotoHydrated(page, `${SECURITY_BASELINE}/iam#${id}`);
  const entry = page.locator(`#${id}`);
  await expect(entry).toBeInViewport();
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  expect(await entry.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(Math.floor(navbarBottom));
  // Until the page is idle, the browser skips entries off screen (content-visibility): the entry in
  // view is rendered, the first ones, far above, are not.
  const rendered = (element: Element) => element.checkVisibility({contentVisibilityAuto: true});
  const firstDescription = page.locator('li[id^="input-"] p').first();
  expect(await entry.locator('p').evaluate(rendered)).toBe(true);
  await expect.poll(() => firstDescription.evaluate(rendered)).toBe(false);
  // Once idle, every entry is laid out, in batches, and the target stays in view.
  const total = await page.locator('li[data-reference-entry]').count();
  await expect
    .poll(async () => {
      await releaseIdleCallbacks();
      return page.locator('li[data-reference-entry][data-laid-out]').count();
    })
    .toBe(total);
  expect(await firstDescription.evaluate(rendered)).toBe(true);
  await expect(entry).toBeInViewport();
});

test('a long type or default opens as a live code block whose Copy button copies the HCL', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, LONGEST);
  const block = page.locator('li[id^="input-"] details').first();
  await block.locator('summary').click();
  // Each line of the block is a line element: innerText has a blank line between them.
  const code = (await block.locator('pre code').innerText()).replace(/\n+/g, '\n').trim();
  expect(code.split('\n').length).toBeGreaterThan(1);
  await block.locator('pre').hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect.poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});

test('typing part of a name filters a long list; clearing it shows every entry again', async ({page}) => {
  await gotoHydrated(page, LONGEST);
  const inputs = page.locator('li[id^="input-"]');
  const total = await inputs.count();
  expect(total).toBeGreaterThan(80);
  const field = page.getByLabel('Filter inputs by name');
  await field.fill('backup');
  await expect(page.locator('li[id^="input-"]:visible')).not.toHaveCount(total);
  const visible = await page.locator('li[id^="input-"]:visible').evaluateAll((items) => items.map((item) => item.id));
  expect(visible.length).toBeGreaterThan(0);
  expect(visible.every((id) => id.includes('backup'))).toBe(true);
  await expect(page.getByRole('status').filter({hasText: /of \d+ inputs/})).toHaveText(`${visible.length} of ${total} inputs`);
  await field.fill('');
  await expect(page.locator('li[id^="input-"]:visible')).toHaveCount(total);
});

test('Copy link copies the address of the entry and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, RDS);
  const button = page.getByRole('button', {name: 'Copy link to primary_endpoint'});
  await button.click();
  await expect(button).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(RDS);
  expect(new URL(copied).hash).toBe('#output-primary_endpoint');
});

test('hydration leaves the reference list as the server rendered it: React builds none of its entries', async ({page}) => {
  await gotoHydrated(page, LONGEST);
  // React keeps its instance on each element it hydrated or rendered, under a key of its own.
  const ownedByReact = (elements: Element[]) =>
    elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length;
  expect(await page.getByLabel('Filter inputs by name').evaluateAll(ownedByReact)).toBe(1);
  const entries = page.locator('li[data-reference-entry], li[data-reference-entry] *');
  expect(await entries.count()).toBeGreaterThan(500);
  expect(await entries.evaluateAll(ownedByReact)).toBe(0);
});

test("after a client-side navigation the reference's controls work, and an input added there is marked after a reload", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/reference/services/data-storage/amazon-aurora');
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  await page.locator(`.theme-doc-sidebar-menu a[href="${RDS}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${RDS}$`));
  await expect(page.locator('#input-multi_az')).toBeVisible();
  // Still the same document: the page was rendered in the browser, not loaded anew.
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);

  const copy = page.getByRole('button', {name: 'Copy link to primary_endpoint'});
  await copy.click();
  await expect(copy).toHaveText('Link copied');
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).hash).toBe('#output-primary_endpoint');

  const field = page.getByLabel('Filter inputs by name');
  await field.fill('backup');
  const visible = await page.locator('li[id^="input-"]:visible').evaluateAll((items) => items.map((item) => item.id));
  expect(visible.length).toBeGreaterThan(0);
  expect(visible.every((id) => id.includes('backup'))).toBe(true);
  await field.fill('');

  await page.locator('#input-multi_az').getByRole('button', {name: 'Add to configuration'}).click();
  await expect(page.locator('[data-configuration-builder]')).toBeVisible();
  const added = page.locator('#input-multi_az').getByRole('button', {name: 'In configuration'});
  await expect(added).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(added).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#input-backup_retention_period').getByRole('button', {name: 'Add to configuration'})).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('without JavaScript the whole reference is in the page and no filter is offered', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(LONGEST);
  expect(await page.locator('li[id^="input-"]').count()).toBeGreaterThan(80);
  // The field is in the HTML (so that it moves nothing when the page hydrates), unseen without JavaScript.
  await expect(page.getByLabel('Filter inputs by name')).toBeHidden();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await context.close();
});
