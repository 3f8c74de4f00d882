import {test, expect, gotoHydrated} from './fixtures';
import {READER_VALUES_STORAGE_KEY, VERSION_MARKS_DONE_ATTRIBUTE} from '../../plugins/reader-values/lib/constants';

/**
 * The reader's own tool versions: a block whose label needs a newer release than the reader's is marked with what
 * their version lacks; without stored versions, nothing changes.
 */
/** The reader's stored tool versions, in place before the page's first script runs. */
const storeVersions = (page: import('@playwright/test').Page, versions: Record<string, string>) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [READER_VALUES_STORAGE_KEY, JSON.stringify({versions})] as const);

const APP_BASELINE = '/reference/services/landing-zone/aws-app-account-baseline-wrapper';
const MARK = '.version-label__mark';
const LACKS_LABELLED_INCLUDE = /^Your Terragrunt 0\.31 lacks .*include \(labelled\) block.* \(from v0\.32\.0\)\.$/;

test('a reader with an older Terragrunt sees the mark on a page with a labelled include', async ({page}) => {
  await storeVersions(page, {terragrunt: '0.31'});
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

const RDS = '/reference/services/data-storage/amazon-rds';
const builder = (page: import('@playwright/test').Page) => page.locator('[data-configuration-builder]');
/** The static example's terragrunt.hcl label: what the site's data says the file needs. */
const staticTerragruntLabel = (page: import('@playwright/test').Page) =>
  page.locator('xpath=//div[contains(@class, "version-label")][following-sibling::*[1][contains(., "terragrunt.hcl")]]').first();

test("the builder's files ask for the minimum versions of what they write, and say what the reader's version lacks", async ({page}) => {
  await storeVersions(page, {terragrunt: '0.31'});
  await gotoHydrated(page, RDS);
  const label = staticTerragruntLabel(page);
  const minimum = (await label.getAttribute('data-terragrunt-minimum'))!;
  const because = (await label.getAttribute('data-terragrunt-because'))!;
  expect(minimum).toMatch(/^v\d+\.\d+\.\d+$/);
  const short = minimum.replace(/^v/, '').replace(/\.0$/, '');

  await page.getByRole('button', {name: 'Configure with your values'}).click();
  await expect(builder(page)).toBeVisible();
  const code = builder(page).locator('.theme-code-block');
  await expect(code.filter({hasText: 'main.tf'})).toContainText(/terraform \{\s*required_version = ">= \d+\.\d+"\s*\}/);
  await builder(page).getByRole('tab', {name: 'Terragrunt'}).click();
  const terragrunt = code.filter({hasText: 'terragrunt.hcl'});
  await expect(terragrunt).toContainText(`terragrunt_version_constraint = ">= ${short}"`);
  await expect(terragrunt).toContainText(/terraform_version_constraint {2}= ">= \d+\.\d+"/);
  await expect(builder(page).getByRole('note')).toHaveText(`Your Terragrunt 0.31 lacks ${because} (from ${minimum}).`);
});

test('the builder says nothing of versions to a reader who stored none', async ({page}) => {
  await gotoHydrated(page, RDS);
  await page.getByRole('button', {name: 'Configure with your values'}).click();
  await expect(builder(page)).toBeVisible();
  await expect(builder(page).locator('.theme-code-block').first()).toContainText('required_version');
  await expect(builder(page).getByRole('note')).toHaveCount(0);
});

/** A page with a version label and no reader values: no "Use your own" note leads to the dialog. */
const NO_VALUES_PAGE = '/guides/stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-1-upgrade-terraform-and-terragrunt';

test('a page with version labels and no reader values opens the versions dialog from its minimums line', async ({page}) => {
  await gotoHydrated(page, NO_VALUES_PAGE);
  await expect(page.getByRole('button', {name: 'Use your own'})).toHaveCount(0);
  const compare = page.locator('.page-minimums').getByRole('button', {name: 'Compare with your versions'});
  await compare.click();
  const dialog = page.getByRole('dialog', {name: 'Your values in code examples'});
  // Opened to compare versions: the focus starts at the first version field, not at the account IDs.
  await expect(dialog.getByLabel('Terraform version')).toBeFocused();
  await dialog.getByLabel('Terragrunt version').fill('0.23.0');
  await dialog.getByRole('button', {name: 'Save'}).click();
  await expect(dialog).toBeHidden();
  await expect(compare).toBeFocused();
  await expect(page.locator(MARK).first()).toHaveText('Your Terragrunt 0.23 lacks terragrunt_version_constraint (from v0.23.19).');
  // Opened again, it shows what was stored; Cancel changes nothing.
  await compare.click();
  await expect(dialog.getByLabel('Terragrunt version')).toHaveValue('0.23.0');
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(MARK)).toHaveCount(1);
});

/** A knowledge-base article whose commands use --terragrunt-non-interactive, which Terragrunt 0.73.0 renamed. */
const NON_INTERACTIVE_ARTICLE = '/discussions/knowledge-base/58';
const RENAMED_NOTE = 'In Terragrunt 0.73.0 and later, --terragrunt-non-interactive is --non-interactive.';

for (const [reader, versions, notes] of [
  ['on Terragrunt 0.80.0 sees which flag their release spells differently', {terragrunt: '0.80.0'}, 1],
  ['within the era (Terragrunt 0.42.0) sees no note', {terragrunt: '0.42.0'}, 0],
  ['with no stored versions sees no note', null, 0],
] as const) {
  test(`a reader ${reader}; the page text stays as of the era`, async ({page}) => {
    if (versions) await storeVersions(page, versions);
    await gotoHydrated(page, NON_INTERACTIVE_ARTICLE);
    // With stored versions the comparison loads and runs, and says so on the page; without, nothing loads.
    if (versions) await expect(page.locator('html')).toHaveAttribute(VERSION_MARKS_DONE_ATTRIBUTE, '');
    const label = page.locator('[data-terragrunt-flags*="--terragrunt-non-interactive"]').first();
    // The block's label carries its flag from the server's HTML, whatever the reader stored.
    await expect(label).toBeAttached();
    await expect(page.locator('pre').filter({hasText: 'terragrunt run-all apply --terragrunt-non-interactive'}).first()).toBeVisible();
    if (notes > 0) {
      await expect(label.getByRole('note')).toHaveText(RENAMED_NOTE);
      await expect(label.getByRole('note')).toBeVisible();
    } else {
      // The comparison, if it loaded, has run: the label stays empty and hidden.
      await expect(label).toBeHidden();
      await expect(page.locator(MARK)).toHaveCount(0);
    }
  });
}

/** A knowledge-base answer whose terragrunt.hcl sets skip, which Terragrunt 0.93.0 removed. */
const SKIP_ARTICLE = '/discussions/knowledge-base/166';
const REMOVED_NOTE = 'Terragrunt 0.93.0 removed the skip attribute.';

for (const [reader, terragrunt, noted] of [
  ['on Terragrunt 0.93.0 learns that their release removed the skip attribute', '0.93.0', true],
  ['on Terragrunt 0.92.1, after the era but before the removal, sees no note', '0.92.1', false],
] as const) {
  test(`a reader ${reader}`, async ({page}) => {
    await storeVersions(page, {terragrunt});
    await gotoHydrated(page, SKIP_ARTICLE);
    await expect(page.locator('html')).toHaveAttribute(VERSION_MARKS_DONE_ATTRIBUTE, '');
    const label = page.locator('[data-terragrunt-removed*="attribute skip"]').first();
    await expect(label).toBeAttached();
    if (noted) {
      await expect(label.getByRole('note')).toHaveText(REMOVED_NOTE);
      await expect(label.getByRole('note')).toBeVisible();
    } else {
      await expect(label.getByRole('note')).toHaveCount(0);
      await expect(page.getByText(REMOVED_NOTE)).toHaveCount(0);
    }
  });
}
