import {test, expect, gotoHydrated} from './fixtures';

/**
 * A service whose reference is too long for one page lists the optional inputs and outputs of each
 * part of its module on a page of its own. Links to an entry from before the split still land on
 * it, and an input added from a group page joins the builder on the service page.
 */
const SECURITY_BASELINE = '/reference/services/landing-zone/aws-security-account-baseline-wrapper';
const AWS_CONFIG = `${SECURITY_BASELINE}/aws-config`;
const MOVED = 'input-config_central_account_id';

test("a link to a moved entry's old anchor on the service page lands on the entry on its group page", async ({page}) => {
  await page.goto(`${SECURITY_BASELINE}#${MOVED}`);
  await expect(page).toHaveURL(new RegExp(`${AWS_CONFIG}#${MOVED}$`));
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const entry = page.locator(`li#${MOVED}`);
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('optional');
});

test("the service page lists each group page with the names it holds, each name keeping its entry's anchor", async ({page}) => {
  await gotoHydrated(page, SECURITY_BASELINE);
  const group = page.locator('li').filter({has: page.locator(`a[href="${AWS_CONFIG}"]`)});
  await expect(group.locator(`code#${MOVED}`)).toHaveText('config_central_account_id');
  await group.locator(`a[href="${AWS_CONFIG}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${AWS_CONFIG}$`));
  await expect(page.locator(`li#${MOVED}`)).toBeVisible();
});

test("Add to configuration on a group page puts the input into the service page's builder", async ({page}) => {
  await gotoHydrated(page, `${AWS_CONFIG}#${MOVED}`);
  await page.locator(`#${MOVED}`).getByRole('button', {name: 'Add to configuration'}).click();
  await expect(page.locator(`#${MOVED}`).getByRole('button', {name: 'In configuration'})).toHaveAttribute('aria-pressed', 'true');
  // The page's link to the builder, in its first paragraph.
  await page.locator('article a[href$="#configure"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${SECURITY_BASELINE}#configure$`));
  const builder = page.locator('[data-configuration-builder]');
  await expect(builder).toBeVisible();
  await expect(builder.locator('.theme-code-block').filter({hasText: 'main.tf'})).toContainText('config_central_account_id');
});
