import {test, expect, gotoHydrated} from './fixtures';

// The navbar's items and links and the footer's columns are read from the build: tests/build/pageContent.test.ts.

const LONG_PAGE = '/intro/tool-fundamentals/terraform';

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

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
