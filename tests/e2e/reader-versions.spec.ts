import {test, expect, gotoHydrated} from './fixtures';
import {READER_VALUES_STORAGE_KEY} from '../../plugins/reader-values/lib/constants';

/**
 * The reader's own tool versions: a block whose label needs a newer release than the reader's is marked with what
 * their version lacks; without stored versions, nothing changes.
 */
const APP_BASELINE = '/reference/services/landing-zone/aws-app-account-baseline-wrapper';
const MARK = '.version-label__mark';
const LACKS_LABELLED_INCLUDE = /^Your Terragrunt 0\.31 lacks .*include \(labelled\) block.* \(from v0\.32\.0\)\.$/;

test('a reader with an older Terragrunt sees the mark on a page with a labelled include', async ({page}) => {
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [READER_VALUES_STORAGE_KEY, JSON.stringify({versions: {terragrunt: '0.31'}})] as const,
  );
  await gotoHydrated(page, APP_BASELINE);
  const label = page.locator('.version-label').filter({hasText: 'Terragrunt ≥ 0.32'}).first();
  await expect(label.locator(MARK)).toHaveText(LACKS_LABELLED_INCLUDE);
  await expect(label.getByRole('note')).toBeVisible();
  // A label whose minimum the reader's version has is not marked.
  await expect(page.locator('.version-label').filter({hasNotText: 'Terragrunt'}).locator(MARK)).toHaveCount(0);
});

test('without stored versions no label is marked, and values alone mark nothing', async ({page}) => {
  await gotoHydrated(page, APP_BASELINE);
  await expect(page.locator('.version-label').first()).toBeVisible();
  await expect(page.locator(MARK)).toHaveCount(0);
  await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify({region: 'eu-west-1'})), [READER_VALUES_STORAGE_KEY] as const);
  await gotoHydrated(page, APP_BASELINE);
  await expect(page.locator('.version-label').first()).toBeVisible();
  await expect(page.locator(MARK)).toHaveCount(0);
});

test('the dialog takes a version, refuses a malformed one naming what it accepts, and marks the page on saving', async ({page}) => {
  await gotoHydrated(page, APP_BASELINE);
  await page.getByRole('button', {name: 'Use your own'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Your values in code examples'});
  const terragrunt = dialog.getByLabel('Terragrunt version');
  const save = dialog.getByRole('button', {name: 'Save'});
  await terragrunt.fill('0.31-beta');
  await expect(
    dialog.getByText('"0.31-beta" is a pre-release or build; minimums are releases. Enter a Terragrunt release such as 0.42.3 or 0.42.'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await terragrunt.fill('0.31');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(MARK).first()).toHaveText(LACKS_LABELLED_INCLUDE);
  // Back to no versions: the marks go.
  await page
    .getByRole('button', {name: /Use your own|Change your values/})
    .first()
    .click();
  await dialog.getByRole('button', {name: 'Use the placeholders'}).click();
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.locator(MARK)).toHaveCount(0);
});
