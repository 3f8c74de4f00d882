import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {NON_ROOT_BASE_URL} from '../../scripts/lib/buildVariants';
import {ANNOUNCEMENT_BAR} from '../support/themeClassNames';

/** The build made with BASE_URL=/docs/, served under /docs/: what a reader clicks stays under it. */
const BASE = NON_ROOT_BASE_URL;
const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search the docs'});

test('the announcement bar leads to the upgrade guides under the base URL', async ({page}) => {
  await gotoHydrated(page, BASE);
  await page.locator(`${ANNOUNCEMENT_BAR} a`).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}guides/stay-up-to-date/$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Page Not Found');
});

test('offline search results link under the base URL and open their page', async ({page}) => {
  await gotoHydrated(page, `${BASE}intro/overview/intro-to-gruntwork`);
  await page.keyboard.press('Control+k');
  await searchDialog(page).getByRole('searchbox').fill('vpc peering');
  const hits = searchDialog(page).locator('[data-search-hit]');
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
  const seeAll = searchDialog(page).getByRole('link', {name: /See all results/});
  await expect(seeAll).toHaveAttribute('href', new RegExp(`^${BASE}search\\?q=`));

  await hits.first().click();
  await expect(page).toHaveURL((url) => url.pathname === hrefs[0].split('#')[0]);
  await expect(page.locator('main')).not.toContainText('Page Not Found');
});

test('a client-side navigation from the sidebar stays under the base URL', async ({page}) => {
  await gotoHydrated(page, `${BASE}intro/overview/intro-to-gruntwork`);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'How it works', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}intro/overview/how-it-works$`));
  await expect(page.locator('article h1')).toHaveText(/How/);
});
