import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, animationsFinished, switchToDark} from './fixtures';
import {AUDIT_PAGES} from '../../scripts/lib/auditPages';
import {STORAGE_KEYS} from '../../shared/lib/siteConstants';

const COLOR_MODES = ['light', 'dark'] as const;

/**
 * Every rule of the tags, reporting the nodes of violations only. Legacy mode runs axe once in the
 * page instead of in parts finished in a second page: the pages have no iframes, so it checks the
 * same nodes, in much less time on the largest service page.
 */
async function violations(page: Page): Promise<string[]> {
  // Legacy mode would not see into a cross-origin frame: fail rather than audit less.
  expect(await page.locator('iframe').count(), 'a page with an iframe needs AxeBuilder without legacy mode').toBe(0);
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({resultTypes: ['violations']})
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

async function openIn(page: Page, mode: (typeof COLOR_MODES)[number], path: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, mode] as const);
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const {name, path} of AUDIT_PAGES) {
  test(`${name} has no axe violations in light mode, nor in dark mode once the reader switches`, async ({page}) => {
    await openIn(page, 'light', path);
    expect(await violations(page), 'light mode').toEqual([]);
    await switchToDark(page);
    // Audited once the colours have finished changing.
    await animationsFinished(page);
    expect(await violations(page), 'dark mode').toEqual([]);
  });
}

for (const mode of COLOR_MODES) {
  test(`the subscriber dialog has no axe violations in ${mode} mode`, async ({page}) => {
    await openIn(page, mode, '/reference/services/networking/virtual-private-cloud-vpc');
    await page.locator('article a[data-subscriber-link="private"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`the search modal with results has no axe violations in ${mode} mode`, async ({page}) => {
    await openIn(page, mode, '/guides/build-it-yourself/vpc/core-concepts');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', {name: 'Search the docs'}).getByRole('searchbox').fill('vpc peering');
    await expect(page.locator('[data-search-hit]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the configuration builder, with every kind of field and a problem shown, has no axe violations in light or dark mode', async ({
  page,
}) => {
  // A small service with a field of every kind: an HCL expression, a switch, a list, key-value rows.
  await openIn(page, 'light', '/reference/services/data-storage/amazon-ecr-repositories');
  const builder = page.locator('[data-configuration-builder]');
  for (const input of ['default_automatic_image_scanning', 'global_tags', 'replication_regions', 'default_encryption_config']) {
    await page.locator(`#input-${input}`).getByRole('button', {name: 'Add to configuration'}).click();
    // As a reader does: the next click once the page has settled (the first opens the builder
    // above the reference, which moves every entry down).
    await expect(page.locator(`#input-${input}`).getByRole('button', {name: 'In configuration'})).toHaveAttribute('aria-pressed', 'true');
    await expect(builder).toBeVisible();
  }
  await builder.getByRole('button', {name: 'Add a row to global_tags'}).click();
  await builder.getByRole('button', {name: 'Add an item to replication_regions'}).click();
  await builder.getByRole('textbox', {name: 'repositories', exact: true}).fill('{ app = ');
  await expect(builder.getByRole('textbox', {name: 'repositories', exact: true})).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page), 'light mode').toEqual([]);
  await switchToDark(page);
  await animationsFinished(page);
  expect(await violations(page), 'dark mode').toEqual([]);
});

test('the configuration builder is usable at a phone width: nothing wider than the screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/reference/services/data-storage/amazon-ecr-repositories');
  await page.locator('#input-global_tags').getByRole('button', {name: 'Add to configuration'}).click();
  const builder = page.locator('[data-configuration-builder]');
  await builder.getByRole('button', {name: 'Add a row to global_tags'}).click();
  const overflowing = await builder.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('input, textarea, select, button, fieldset'))]
      .filter((element) => !element.closest('pre') && element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(overflowing).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('pages have no axe violations at a phone width, with the menu open', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/guides/build-it-yourself/vpc/core-concepts');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(page.locator('.navbar-sidebar--show .navbar-sidebar')).toBeVisible();
  // Audit the menu as the reader sees it once it has opened, not half-way through fading in.
  await animationsFinished(page);
  expect(await violations(page)).toEqual([]);
});
