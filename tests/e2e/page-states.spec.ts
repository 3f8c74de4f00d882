import type {Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, holdIdleCallbacks, nextWindowEvent, switchToDark} from './fixtures';
import {MOBILE_BREAKPOINT_PX, STORAGE_KEYS} from '../../shared/lib/siteConstants';

const sidebarLink = (page: Page, name: string) => page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name, exact: true});

type ChunkMode = 'normal' | 'fail' | 'slow' | 'gone';

/** Which scripts fail: the next page's route shard (its route is not known yet) or its own chunks. */
type Failing = 'route shard' | 'page chunks' | 'all';
const isRouteShard = (url: string) => /\/route-shard-\d+\./.test(url);

/**
 * Routes the site's chunks through `mode` (fail: the `failing` requests fail; slow: they wait 1.5 s; gone:
 * they answer 404, as after a deploy, until the page reloads), then follows a sidebar link while chunks fail,
 * and returns once the loader shows Retry.
 */
async function navigateWithFailingChunks(page: Page, failing: Failing = 'all') {
  const chunks = {mode: 'normal' as ChunkMode};
  await page.route('**/assets/js/**', async (route: Route) => {
    const shard = isRouteShard(route.request().url());
    if (failing === 'route shard' ? !shard : failing === 'page chunks' ? shard : false) return route.continue();
    if (chunks.mode === 'fail') return route.abort('failed');
    if (chunks.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    if (chunks.mode === 'gone') return route.fulfill({status: 404, contentType: 'text/html', body: 'Not Found'});
    return route.continue();
  });
  // A reload fetches the new build: once the page navigates, chunks that were gone load again.
  page.on('request', (request) => {
    if (chunks.mode === 'gone' && request.isNavigationRequest()) chunks.mode = 'normal';
  });
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  await page.waitForLoadState('networkidle');
  chunks.mode = 'fail';
  await sidebarLink(page, 'How it works').click();
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible({timeout: 15_000});
  return {chunks, retry};
}

for (const failing of ['route shard', 'page chunks'] as const) {
  test(`a chunk that fails (${failing}) shows the error with Retry; a slow retry shows the loader; Retry loads the page`, async ({
    page,
  }) => {
    const {chunks, retry} = await navigateWithFailingChunks(page, failing);
    await expect(page.getByText(/ChunkLoadError: Loading chunk \S+ failed/)).toBeVisible();
    // Which request failed: the shard's name is in the message only when the shard failed.
    await expect(page.getByText(/Loading chunk route-shard-\d+ failed/)).toHaveCount(failing === 'route shard' ? 1 : 0);

    chunks.mode = 'slow';
    await retry.click();
    await expect(page.locator('svg#loader')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/How/, {timeout: 15_000});
  });
}

test('a Retry that fails again (a deploy deleted the chunk) reloads the page, which then loads', async ({page}) => {
  const {chunks, retry} = await navigateWithFailingChunks(page);
  await page.evaluate(() => {
    (window as unknown as {beforeReload?: boolean}).beforeReload = true;
  });

  chunks.mode = 'gone';
  const reloaded = page.waitForEvent('load');
  await retry.click();
  await reloaded;
  await expect(page).toHaveURL(/\/intro\/overview\/how-it-works$/);
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/How/);
});

test('a page that throws while rendering shows "This page crashed." and "Try again"', async ({page}) => {
  // Corrupt one month's release data in flight so its page throws while rendering.
  await page.route('**/assets/js/**', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      const corrupted = body.replace(/('\{"month":"2019-05"[^']*?)"repositories":/, '$1"repositoriesWereRenamed":');
      await route.fulfill({response, body: corrupted});
    } catch {
      // The page moved on before this request finished; there is nothing left to answer.
    }
  });
  await gotoHydrated(page, '/guides/stay-up-to-date/releases/');
  await page.getByRole('link', {name: 'May 2019'}).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await expect(page.locator('#__docusaurus')).toContainText(/repositor|undefined|map/i);
});

test('a trailing /index.html is removed', async ({page}) => {
  await gotoHydrated(page, '/intro/index.html');
  await expect(page).toHaveURL(/\/intro\/?$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('after navigation the page scrolls to the hash target, otherwise to the top', async ({page}) => {
  await gotoHydrated(page, '/faq/terragrunt');
  const firstQuestion = page.locator('article h2').nth(3);
  const id = await firstQuestion.getAttribute('id');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await sidebarLink(page, 'Terratest').click();
  await expect(page).toHaveURL(/terratest/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/faq/');
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = `/faq/terragrunt#${target}`;
    link.textContent = 'jump';
    link.id = 'jump-link';
    document.querySelector('article')?.prepend(link);
  }, id);
  await gotoHydrated(page, `/faq/terragrunt#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('tab choices persist across pages and reloads', async ({page}) => {
  await gotoHydrated(page, '/intro/first-deployment/using-terraform-modules');
  await page.getByRole('tab', {name: 'Terragrunt'}).click();
  await expect(page.getByRole('tab', {name: 'Terragrunt'})).toHaveAttribute('aria-selected', 'true');
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('docusaurus.tab.')));
  expect(stored).toEqual([['docusaurus.tab.iac-tool', 'terragrunt']]);
  await page.reload();
  await expect(page.getByRole('tab', {name: 'Terragrunt'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('terragrunt plan');
});

test('with browser storage unavailable the site only logs a warning and keeps working', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  await switchToDark(page);
  await sidebarLink(page, 'How it works').click();
  await expect(page).toHaveURL(/how-it-works/);
  expect(errors).toEqual([]);
  expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
  expect(STORAGE_KEYS.theme).toBe('theme');
});

test('below 996 px the doc sidebar is shown and hidden on demand; wider, it hides itself', async ({page}) => {
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX - 196, height: 900});
  await gotoHydrated(page, '/intro/overview/how-it-works');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar).toBeVisible();
  await expect(mobileSidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
  await mobileSidebar.getByRole('button', {name: /close navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);

  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX + 204, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
});

test('on a phone the menu is built once the page is idle, not while it hydrates, and opens at once if asked sooner', async ({page}) => {
  const releaseIdleCallbacks = await holdIdleCallbacks(page);
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/intro/overview/how-it-works');
  // The re-render that follows hydration on a narrow screen has happened: the desktop sidebar is gone.
  await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
  const mobileSidebar = page.locator('.navbar-sidebar');
  await expect(mobileSidebar).toHaveCount(0);
  await releaseIdleCallbacks();
  // In place, closed, before the reader opens it, so that it slides in.
  await expect(mobileSidebar).toHaveCount(1);
  await expect(mobileSidebar).toBeHidden();

  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(mobileSidebar.getByRole('link', {name: 'Getting started'})).toBeVisible();
});

test('a build whose assets are not under the served base URL shows the base-URL banner on the home page', async ({page}) => {
  // The home page's HTML as served; its styles and scripts live under a base URL that is not this one.
  await page.route('**/assets/**', (route) => route.abort('failed'));
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/did not load properly/i);
  await expect(banner).toContainText(/baseUrl/);
});

/** Chunks run through <script> (a preload), as Resource Timing records them; prefetches count as "link". */
const chunkScripts = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.includes('/assets/js/')).length,
  );
const nextPageLink = (page: Page) => page.locator('.pagination-nav__link--next');

test('links prefetch when visible and preload on hover', async ({page}) => {
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // Preloading runs the next page's chunks through <script> elements.
  const scriptsBefore = await chunkScripts(page);
  await nextPageLink(page).hover();
  await expect.poll(() => chunkScripts(page)).toBeGreaterThan(scriptsBefore);
});

test("a docs page runs its route shard from its HTML, once; visible links prefetch unknown pages' shards and known pages' chunks", async ({
  page,
}) => {
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  const own = await page.locator('script[src*="/route-shard-"]').getAttribute('src');
  expect(own).toMatch(/\/route-shard-\d+\./);
  await page.waitForLoadState('networkidle');
  const shardScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.includes('/route-shard-'))
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(shardScripts).toEqual([own]);
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(prefetched.filter(isRouteShard).length).toBeGreaterThan(0);
  expect(prefetched.filter((href) => !isRouteShard(href)).length).toBeGreaterThan(0);
});

for (const [name, connection] of [
  ['a 2g connection', {effectiveType: '2g', saveData: false}],
  ['data saving on', {effectiveType: '4g', saveData: true}],
] as const) {
  test(`no prefetch or preload on ${name}`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {get: () => value});
    }, connection);
    await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
    // The page has no content image, so image zoom downloads nothing after load.
    await expect(page.locator('article .markdown img')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const scriptsBefore = await chunkScripts(page);
    // A preload starts in the hover's event handler; give any such request time to finish.
    const hovered = await nextWindowEvent(page, 'mouseover', 800);
    await nextPageLink(page).hover();
    await hovered();
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(await chunkScripts(page)).toBe(scriptsBefore);
  });
}
