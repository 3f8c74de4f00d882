import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, layoutShifts, pageMarks, recordLayoutShifts} from './fixtures';
import {READER_VALUES} from '../../plugins/reader-values/lib/readerValues';
import {READER_VALUES_STORAGE_KEY} from '../../plugins/reader-values/lib/constants';

/**
 * The reader's own values in code examples: set once, shown and copied on every page; the HTML
 * keeps the examples, and the swap neither moves the page nor upsets hydration.
 */
const SECURITY_BASELINE = '/reference/services/landing-zone/aws-security-account-baseline-wrapper';
const APP_BASELINE = '/reference/services/landing-zone/aws-app-account-baseline-wrapper';
const REGION = READER_VALUES.find((value) => value.name === 'region')!;

const exampleBlock = (page: Page) => page.locator('.theme-code-block').filter({hasText: 'main.tf'});

test('values set once show in the code blocks of another page after a reload, and are what the copy button copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, SECURITY_BASELINE);
  await expect(exampleBlock(page)).toContainText(`aws_region = "${REGION.example}"`);
  await page.getByRole('button', {name: 'Use your own'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Your values in code examples'});
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('AWS region').fill('Frankfurt');
  await expect(dialog.getByText('Enter a region code such as eu-west-1.')).toBeVisible();
  await expect(dialog.getByRole('button', {name: 'Save'})).toBeDisabled();
  // The shape of a region, but no such region.
  await dialog.getByLabel('AWS region').fill('us-east-7');
  await expect(dialog.getByText('There is no AWS region us-east-7. Did you mean us-east-1 or us-east-2?')).toBeVisible();
  await expect(dialog.getByRole('button', {name: 'Save'})).toBeDisabled();
  await dialog.getByLabel('AWS region').fill('eu-central-1');
  await dialog.getByLabel('Dev account').fill('123456789012');
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
  await expect(exampleBlock(page)).toContainText('aws_region = "eu-central-1"');

  await page.reload();
  await gotoHydrated(page, APP_BASELINE);
  const block = exampleBlock(page);
  await expect(block).toContainText('aws_region = "eu-central-1"');
  await expect(page.getByText('This example shows your values.').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/aws_region\s+= "eu-central-1"/);
  expect(copied).not.toContain('@@');

  // The page as served keeps the examples: what crawlers, the twins and search read.
  const html = await (await page.request.get(APP_BASELINE)).text();
  const served = [...html.matchAll(/data-reader-value="?region"?>([^<]*)</g)].map((match) => match[1]);
  expect(served.length).toBeGreaterThan(0);
  expect(new Set(served)).toEqual(new Set([REGION.example]));
});

test('a page opened with stored values swaps them in without a layout shift or a hydration error', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await recordLayoutShifts(page);
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [READER_VALUES_STORAGE_KEY, JSON.stringify({region: 'ap-southeast-2'})] as const,
  );
  await gotoHydrated(page, SECURITY_BASELINE);
  await expect(exampleBlock(page)).toContainText('aws_region = "ap-southeast-2"');
  await expect(page.getByText('This example shows your values.').first()).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts).toEqual([]);
  expect(errors.filter((error) => /hydrat|did not match|#418|#423|#425/i.test(error))).toEqual([]);
});

test('a page opened with stored values paints them from its first frame, before its scripts have run', async ({page}) => {
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      // Just before each frame is painted, until the page hydrates: which region the example shows.
      const onFrame = () => {
        for (const code of Array.from(document.querySelectorAll('pre code'))) {
          const region = /aws_region\s*= "([^"]*)"/.exec(code.textContent ?? '')?.[1];
          if (region) window.markTime(`painted ${region}`);
        }
        if (document.documentElement.dataset.hasHydrated !== 'true') requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    },
    [READER_VALUES_STORAGE_KEY, JSON.stringify({region: 'ap-southeast-2'})] as const,
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's scripts are held until a frame with the example has been painted.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not "domcontentloaded": that waits for the page's deferred scripts.
  await page.goto(SECURITY_BASELINE, {waitUntil: 'commit'});
  await expect.poll(async () => Object.keys(await pageMarks(page)).filter((mark) => mark.startsWith('painted '))).not.toEqual([]);
  release();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(exampleBlock(page)).toContainText('aws_region = "ap-southeast-2"');
  await expect(page.getByText('This example shows your values.').first()).toBeVisible();
  const painted = Object.keys(await pageMarks(page)).filter((mark) => mark.startsWith('painted '));
  expect(painted).toEqual(['painted ap-southeast-2']);
  expect(errors.filter((error) => /hydrat|did not match|#418|#423|#425/i.test(error))).toEqual([]);
});

test('the values dialog takes every AWS region, says which are newer than the site, and that region codes are lower case', async ({
  page,
}) => {
  await gotoHydrated(page, SECURITY_BASELINE);
  await page.getByRole('button', {name: 'Use your own'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Your values in code examples'});
  const region = dialog.getByLabel('AWS region');
  const save = dialog.getByRole('button', {name: 'Save'});
  for (const later of ['ca-west-1', 'mx-central-1']) {
    await region.fill(later);
    await expect(save).toBeEnabled();
    await expect(region).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(`${later} opened after December 2022`)).toBeVisible();
  }
  await region.fill('eu-west-1');
  await expect(dialog.getByText(/opened after December 2022/)).toHaveCount(0);
  await region.fill('US-EAST-1');
  await expect(dialog.getByText('Region codes are lower case: us-east-1.')).toBeVisible();
  await expect(save).toBeDisabled();
  await region.fill('us-east-7');
  await expect(dialog.getByText('There is no AWS region us-east-7. Did you mean us-east-1 or us-east-2?')).toBeVisible();

  await region.fill('ca-west-1');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(exampleBlock(page)).toContainText('aws_region = "ca-west-1"');
});
