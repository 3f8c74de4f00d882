import {test, expect} from './fixtures';
import {
  pagesForLine,
  readRouteContract,
  readSitemapPaths,
  sidebarMatches,
} from './support/routeContract';

/**
 * The route contract: every line of tests/routes.txt serves a real page (not
 * the not-found page) showing the sidebar the line names.
 */
const contract = readRouteContract();
const sitemapPaths = readSitemapPaths();
const BATCH_SIZE = 25;

const checks = contract.flatMap((line) => {
  const pages = pagesForLine(line, sitemapPaths);
  if (pages.length === 0) {
    return [{line, page: null as string | null}];
  }
  return pages.map((page) => ({line, page}));
});

for (let start = 0; start < checks.length; start += BATCH_SIZE) {
  const batch = checks.slice(start, start + BATCH_SIZE);
  const first = batch[0].page ?? batch[0].line.path;
  test(`routes ${start + 1}-${start + batch.length} (from ${first})`, async ({page}) => {
    for (const {line, page: pagePath} of batch) {
      const where = `tests/routes.txt:${line.lineNumber} (${line.kind} ${line.path})`;
      expect(pagePath, `${where}: no built page lives under this prefix`).not.toBeNull();
      const response = await page.goto(pagePath!, {waitUntil: 'domcontentloaded'});
      expect(response?.status(), `${where}: ${pagePath} status`).toBe(200);
      await expect(page.locator('main'), `${where}: ${pagePath} is the not-found page`).not.toContainText(
        'Page Not Found',
      );
      const shown = await page.locator('html').getAttribute('data-sidebar');
      expect(
        sidebarMatches(line.sidebar, shown),
        `${where}: ${pagePath} shows sidebar "${shown ?? 'none'}", expected "${line.sidebar}"`,
      ).toBe(true);
    }
  });
}
