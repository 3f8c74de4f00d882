import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, isRootRelative, loadHtml, searchFragments} from '../support/builtSite';
import {AUDIT_PAGES} from '../../scripts/lib/auditPages';
import {BASE_URL_BUILD_DIR, NON_ROOT_BASE_URL} from '../../scripts/lib/buildVariants';
import {DEFAULT_SITE_URL} from '../../shared/lib/siteEnvironment';
import {STUB_BODY} from '../../scripts/lib/siteCopy';

/**
 * The build made with BASE_URL=/docs/ (npm run build:base-url): every link a reader, a search
 * result, a feed reader or a crawler can follow stays under the base URL.
 */
const BUILD = buildDir(BASE_URL_BUILD_DIR);
const BASE = NON_ROOT_BASE_URL;
const SAMPLE = [
  ...AUDIT_PAGES.map((page) => page.path),
  '/intro/overview/intro-to-gruntwork',
  '/guides/stay-up-to-date/',
  '/guides/stay-up-to-date/releases/',
  '/faq/service-catalog',
  '/search',
  '/tools',
  '/courses',
  '/support',
];

const underBase = (href: string) => href.startsWith(BASE);

test('every root-relative link, script, stylesheet and image of a sample of pages stays under the base URL', () => {
  const problems: string[] = [];
  for (const pagePath of SAMPLE) {
    const file = builtFileFor(BUILD, `${BASE}${pagePath.replace(/^\//, '')}`, BASE);
    if (!file) {
      problems.push(`${pagePath}: not built under ${BASE}`);
      continue;
    }
    const $ = loadHtml(file);
    // The variant keeps only some docs pages whole (VARIANT_DOCS): the sample's must be among them.
    assert.ok(!$('main').text().includes(STUB_BODY), `${pagePath} is a stub in the variant: add it to VARIANT_DOCS`);
    const urls = $('[href], [src]')
      .toArray()
      .map((element) => $(element).attr('href') ?? $(element).attr('src') ?? '');
    assert.ok(urls.some(isRootRelative), `${pagePath} has no root-relative link to check`);
    for (const url of urls.filter(isRootRelative)) {
      if (!underBase(url)) problems.push(`${pagePath}: ${url}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every search result the offline index can return opens a built page under the base URL', () => {
  // The index stores paths from the site's root; Pagefind's runtime prepends the base URL it is
  // served under (the e2e base-url spec checks the links a reader gets).
  const urls = searchFragments(BUILD).map((fragment) => fragment.url);
  assert.ok(urls.length > 0, 'the index has no result');
  const unbuilt = urls.filter((url) => !builtFileFor(BUILD, `${BASE}${url.replace(/^\//, '')}`, BASE));
  assert.deepEqual(unbuilt, [], 'search results without a page under the base URL');
});

test('the release feed and robots.txt point under the base URL', () => {
  const site = `${DEFAULT_SITE_URL}${BASE}`;
  const feed = fs.readFileSync(path.join(BUILD, 'guides/stay-up-to-date/releases/atom.xml'), 'utf8');
  const siteUrls = [...feed.matchAll(/(?:href="|<id>|<uri>)(http[^"<]+)/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(DEFAULT_SITE_URL));
  assert.ok(siteUrls.length >= 3, `the feed has ${siteUrls.length} links to the site`);
  assert.deepEqual(siteUrls.filter((url) => !url.startsWith(site)), []);

  const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
  assert.match(robots, new RegExp(`^Sitemap: ${site}sitemap\\.xml$`, 'm'));
  const paths = [...robots.matchAll(/^(?:Allow|Disallow): (\S+)$/gm)].map((match) => match[1]);
  assert.ok(paths.length > 0);
  assert.deepEqual(paths.filter((p) => !underBase(p)), []);
});
