import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {responseBodiesDuring} from './support/network';

const CODE_PAGE = '/intro/tool-fundamentals/terraform';
const hclBlock = (page: Page) => page.locator('div.language-hcl pre').first();

/** Text of every script the page ran, fetched while it loads. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  return responseBodiesDuring(
    page,
    (response) => response.request().resourceType() === 'script',
    async () => {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
    },
  );
}

// "heredoc" is a token of Prism's HCL grammar: a script that carries it carries Prism's HCL.
const carriesHighlighting = (scripts: string[]) => scripts.some((script) => script.includes('heredoc'));

test('the home page, which renders no Markdown, does not download code highlighting', async ({page}) => {
  const scripts = await scriptsOf(page, '/');
  expect(scripts.length).toBeGreaterThan(1);
  expect(carriesHighlighting(scripts)).toBe(false);
});

test('a page with code blocks shows them highlighted at build time, downloads no Prism, and its blocks are interactive', async ({page}) => {
  expect(carriesHighlighting(await scriptsOf(page, CODE_PAGE))).toBe(false);
  await expect(hclBlock(page).locator('.token.keyword').first()).toBeVisible();
  const block = page.locator('div.language-hcl').first();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
});

test("switching the colour mode recolours the tokens with the other theme's colours", async ({page}) => {
  await gotoHydrated(page, CODE_PAGE);
  const keyword = hclBlock(page).locator('.token.keyword').first();
  const colourIn = async (mode: string) => {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), mode);
    return keyword.evaluate((element) => getComputedStyle(element).color);
  };
  const light = await colourIn('light');
  const dark = await colourIn('dark');
  expect(light).not.toBe(dark);
  expect(await colourIn('light')).toBe(light);
});

test('code made in the browser (the configuration builder) is highlighted, with Prism loaded then', async ({page}) => {
  await gotoHydrated(page, '/reference/services/data-storage/amazon-ecr-repositories');
  const scripts = await responseBodiesDuring(
    page,
    (response) => response.request().resourceType() === 'script',
    async () => {
      await page.getByRole('button', {name: 'Configure with your values'}).click();
      await expect(page.locator('[data-configuration-builder] pre .token.keyword').first()).toBeVisible();
    },
  );
  expect(carriesHighlighting(scripts)).toBe(true);
  // Its tokens take the theme's colours from the token stylesheet, as build-time tokens do: a keyword
  // is not the colour of the plain text around it.
  const builderCode = page.locator('[data-configuration-builder] pre').first();
  const colourOf = (locator: typeof builderCode) => locator.evaluate((element) => getComputedStyle(element).color);
  expect(await colourOf(builderCode.locator('.token.keyword').first())).not.toBe(
    await colourOf(builderCode.locator('.token-line').first()),
  );
});

test('after a client-side navigation, code blocks are highlighted', async ({page}) => {
  // The Terraform page comes right after this one in the intro sidebar.
  await gotoHydrated(page, '/intro/core-concepts/production-framework');
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
  await expect(hclBlock(page).locator('.token.keyword, .token.type').first()).toBeVisible();
  // Still the same document: the page was rendered in the browser, not loaded anew.
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
});
