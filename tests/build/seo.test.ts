import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, builtFileFor, loadHtml, readSitemapPaths} from '../support/builtSite';

const BUILD = buildDir();

test('every page in the sitemap has a unique title, a meta description, a canonical URL and an Open Graph image', () => {
  const paths = readSitemapPaths(BUILD);
  assert.ok(paths.length > 0, 'the sitemap lists no page');
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const pagePath of paths) {
    const file = builtFileFor(BUILD, pagePath);
    if (!file) {
      problems.push(`${pagePath}: in the sitemap but not built`);
      continue;
    }
    const $ = loadHtml(file);
    const title = $('title').text().trim();
    const description = $('meta[name="description"]').attr('content') ?? '';
    const canonical = $('link[rel="canonical"]').attr('href');
    const ogImage = $('meta[property="og:image"]').attr('content');
    if (!title) problems.push(`${pagePath}: no <title>`);
    else if (titles.has(title)) problems.push(`${pagePath}: title "${title}" is also used by ${titles.get(title)}`);
    else titles.set(title, pagePath);
    if (description.length < 20) problems.push(`${pagePath}: no meta description`);
    if (!canonical?.endsWith(pagePath)) problems.push(`${pagePath}: canonical URL is ${canonical}`);
    if (!ogImage?.endsWith('/img/social-card.png')) problems.push(`${pagePath}: Open Graph image is ${ogImage}`);
  }
  assert.deepEqual(problems, []);
});
