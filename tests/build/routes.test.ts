import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {buildDir, builtFileFor, loadHtml, readSitemapPaths} from '../support/builtSite';
import {pagesForLine, readRouteContract, sidebarMatches} from '../support/routeContract';

/**
 * The route contract, read from the build: every route of it (tests/routes.txt, and the article and
 * tag pages derived from data/) is a built page (not the not-found page) whose server-rendered
 * <html data-sidebar> names the sidebar the route expects.
 */
const BUILD = buildDir();
const notFoundTitle = loadHtml(path.join(BUILD, '404.html'))('title').text();

test('every route of the contract is a built page showing the sidebar it names', () => {
  const sitemapPaths = readSitemapPaths(BUILD);
  const problems: string[] = [];
  let checked = 0;
  for (const line of readRouteContract()) {
    const where = `${line.source} (${line.kind} ${line.path})`;
    const pages = pagesForLine(line, sitemapPaths);
    if (pages.length === 0) problems.push(`${where}: no built page lives under this prefix`);
    for (const pagePath of pages) {
      checked += 1;
      const file = builtFileFor(BUILD, pagePath);
      if (!file) {
        problems.push(`${where}: ${pagePath} is not built (the server answers 404)`);
        continue;
      }
      const $ = loadHtml(file);
      if ($('title').text() === notFoundTitle) problems.push(`${where}: ${pagePath} is the not-found page`);
      const shown = $('html').attr('data-sidebar') ?? null;
      if (!sidebarMatches(line.sidebar, shown)) {
        problems.push(`${where}: ${pagePath} shows sidebar "${shown ?? 'none'}", expected "${line.sidebar}"`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked >= readRouteContract().length, `only ${checked} pages checked`);
});
