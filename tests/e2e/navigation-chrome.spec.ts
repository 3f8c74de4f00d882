import {test, expect, gotoHydrated} from './fixtures';
import {COPYRIGHT_FIRST_YEAR, COPYRIGHT_LAST_YEAR, DEV_PORTAL_URL, KNOWLEDGE_BASE_DISCUSSIONS_URL} from '../../src/lib/siteConstants';

const LONG_PAGE = '/intro/tool-fundamentals/terraform';

test('navbar lists the spec items in order on each side', async ({page}) => {
  await page.goto('/');
  const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
  await expect(left).toHaveText(['Intro', 'Guides', 'Service Catalog API', 'Tools', 'Courses']);

  // A dropdown's own label is its first link; its menu items come after it.
  const rightLabels = await page
    .locator('.navbar__items--right > .navbar__item')
    .evaluateAll((items) => items.map((item) => (item.matches('a') ? item : item.querySelector(':scope > a'))?.textContent?.trim()));
  expect(rightLabels.filter(Boolean)).toEqual(['Knowledge Base', 'Support', 'Sign In', 'More...']);

  await expect(page.getByRole('link', {name: 'Intro', exact: true})).toHaveAttribute('href', '/intro/overview/intro-to-gruntwork');
  await expect(page.getByRole('link', {name: 'Guides', exact: true}).first()).toHaveAttribute('href', '/guides/');
  await expect(page.getByRole('link', {name: 'Service Catalog API'})).toHaveAttribute('href', '/reference/services/intro/overview');
  await expect(page.locator('.navbar a', {hasText: 'Knowledge Base'}).first()).toHaveAttribute('href', KNOWLEDGE_BASE_DISCUSSIONS_URL);
  await expect(page.locator('.navbar a', {hasText: 'Sign In'}).first()).toHaveAttribute('href', DEV_PORTAL_URL);
});

test('"More..." repeats Knowledge Base, Support and Sign In', async ({page}) => {
  await page.setViewportSize({width: 1100, height: 800});
  await page.goto('/');
  const more = page.locator('.navbar__item.dropdown', {hasText: 'More...'});
  await more.hover();
  await expect(more.locator('.dropdown__menu a')).toHaveText(['Knowledge Base', 'Support', 'Sign In']);
  await expect(more.locator('.dropdown__menu a').nth(1)).toHaveAttribute('href', '/support');
});

for (const width of [1000, 1100, 1280, 1366, 1440, 1920]) {
  test(`at ${width} px the desktop navbar fits on one line, nothing wrapped or cut off`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    const layout = await page.locator('nav.navbar').evaluate((navbar) => {
      const visible = Array.from(navbar.querySelectorAll<HTMLElement>('.navbar__item, .navbar__title')).filter(
        (item) => item.offsetParent !== null && !item.closest('.dropdown__menu'),
      );
      return {
        navbarHeight: navbar.getBoundingClientRect().height,
        wrapped: visible
          .filter((item) => item.getBoundingClientRect().height > 40 || item.scrollWidth > item.clientWidth + 1)
          .map((item) => item.textContent?.trim()),
        overflow: navbar.scrollWidth > navbar.clientWidth,
      };
    });
    expect(layout.wrapped).toEqual([]);
    expect(layout.overflow).toBe(false);
    expect(layout.navbarHeight).toBeLessThanOrEqual(61);
  });
}

test('navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await gotoHydrated(page, LONG_PAGE);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  // The navbar reacts to the direction between scroll events, so scroll in steps and let
  // the page see each one before the next.
  const scrollBy = async (deltaY: number) => {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, deltaY);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  };
  for (let step = 0; step < 5; step += 1) await scrollBy(250);
  await expect(navbar).not.toBeInViewport();
  for (let step = 0; step < 2; step += 1) await scrollBy(-150);
  await expect(navbar).toBeInViewport();
});

test('footer has the four columns and the copyright years', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Company', 'Community', 'Resources', 'Legal']);
  for (const column of await footer.locator('.footer__col').all()) {
    expect(await column.locator('a').count()).toBeGreaterThanOrEqual(2);
  }
  await expect(footer.locator('.footer__copyright')).toContainText(`${COPYRIGHT_FIRST_YEAR}–${COPYRIGHT_LAST_YEAR}`);
});

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('HCL code blocks are highlighted', async ({page}) => {
  await page.goto('/intro/tool-fundamentals/terraform');
  const block = page.locator('pre.language-hcl, div.language-hcl pre').first();
  await expect(block).toBeVisible();
  expect(await block.locator('.token').count()).toBeGreaterThan(5);
  await expect(block.locator('.token.keyword, .token.type').first()).toBeVisible();
});
