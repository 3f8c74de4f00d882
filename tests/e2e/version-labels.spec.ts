import {test, expect, gotoHydrated} from './fixtures';

const MOVED_PAGE = '/guides/stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-3-refactor-with-moved-blocks';

test("a block's minimum versions say what sets them on hover and on keyboard focus, and the page states its minimum", async ({page}) => {
  await gotoHydrated(page, MOVED_PAGE);
  // The line, then its button that opens the reader's own versions.
  await expect(page.locator('.page-minimums')).toHaveText(
    "Minimum versions for this page's code: Terraform ≥ 1.1. Compare with your versions",
  );
  await expect(page.locator('.page-minimums').getByRole('button', {name: 'Compare with your versions'})).toBeVisible();
  const label = page.locator('.version-label').filter({hasText: 'Terraform ≥ 1.1'}).first();
  const minimums = label.locator('.version-label__minimums');
  const why = label.getByRole('tooltip', {includeHidden: true});
  await expect(minimums).toHaveText('Terraform ≥ 1.1');
  await expect(minimums).toHaveAccessibleDescription('Set by moved block (Terraform 1.1).');
  await expect(why).toBeHidden();

  await minimums.hover();
  await expect(why).toBeVisible();
  await expect(why).toHaveText('Set by moved block (Terraform 1.1).');
  await page.mouse.move(0, 0);
  await expect(why).toBeHidden();

  await minimums.focus();
  await expect(minimums).toBeFocused();
  await expect(why).toBeVisible();
  // The label sits right above its block.
  await expect(label.locator('xpath=following-sibling::*[1]')).toHaveClass(/theme-code-block/);
});

test('a page whose code needs nothing versioned shows no label', async ({page}) => {
  await gotoHydrated(page, '/guides/build-it-yourself/vpc/core-concepts');
  await expect(page.locator('article')).toBeVisible();
  await expect(page.locator('.version-label, .page-minimums')).toHaveCount(0);
});
