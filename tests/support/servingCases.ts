/**
 * What a server of the build must answer, as one table that both servers are tested against:
 * nginx with deploy/nginx-site.conf.template and the Cloudflare edge (deploy/edge on workerd).
 * tests/e2e/serving.spec.ts runs every case against each; a difference between them fails.
 * The expected values come from deploy/servingPolicy.ts, which both servers are configured from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {APIResponse} from '@playwright/test';
import {IMMUTABLE, MARKDOWN_CONTENT_TYPE, REVALIDATE, SECURITY_HEADERS, SHORT_LIVED} from '../../deploy/servingPolicy';
import {buildDir} from './builtSite';

/** A header's expected value: exactly this text, text matching this expression, or absent (null). */
type Expected = string | RegExp | null;

export interface ServingCase {
  /** What the case shows, for the test's title. */
  name: string;
  path: string;
  /** Request headers beyond the client's defaults. */
  request?: Record<string, string>;
  status: number;
  /** Where a redirect points: its path and query. */
  location?: string;
  headers?: Record<string, Expected>;
  /** What the body is: the page's HTML, the site's not-found page, a Markdown twin, or not checked. */
  body?: 'page' | 'not-found page' | 'markdown';
}

/** The browser's own Accept for a page, and the encodings every browser accepts. */
const BROWSER = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip',
};
const MARKDOWN = {Accept: 'text/markdown', 'Accept-Encoding': 'gzip'};

/** A header as the client sees it: repeated headers (nginx sends Vary twice) joined with commas. */
export function headerOf(response: APIResponse, name: string): string | null {
  const values = response
    .headersArray()
    .filter((entry) => entry.name.toLowerCase() === name)
    .map((entry) => entry.value);
  return values.length === 0 ? null : values.join(', ');
}

/** The names of the headers every response carries, lower case. */
export const SECURITY_HEADER_NAMES = ['content-security-policy', ...Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase())];

/** The headers every response carries, whatever it is. */
export const SECURITY_EXPECTATIONS: Record<string, Expected> = {
  // Inline scripts by hash only, and no third-party host: this build has no hosted search or analytics.
  'content-security-policy':
    /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ 'wasm-unsafe-eval'; (?!.*(algolia|googletagmanager)).*frame-ancestors 'none'$/,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': 'DENY',
};

const HTML_PAGE = {
  'content-type': /^text\/html/,
  'cache-control': REVALIDATE,
  'content-encoding': 'gzip',
  // Pages answer by Accept and are compressed: caches must key on both.
  vary: /^(?=.*(^|,\s*)Accept(\s*,|$))(?=.*Accept-Encoding)/,
  ...SECURITY_EXPECTATIONS,
};
const TWIN = {...HTML_PAGE, 'content-type': MARKDOWN_CONTENT_TYPE};

/** A hashed script of the build, as pages reference it. */
function hashedScript(): string {
  const html = fs.readFileSync(path.join(buildDir(), 'intro/overview/how-it-works/index.html'), 'utf8');
  const src = /<script[^>]+src="?(\/assets\/js\/[^" >]+\.js)/.exec(html)?.[1];
  if (!src) throw new Error('build/intro/overview/how-it-works/index.html references no script under /assets/js/');
  return src;
}

/** A stylesheet of the build, as pages link it. */
function stylesheet(): string {
  const html = fs.readFileSync(path.join(buildDir(), 'index.html'), 'utf8');
  const href = /href="?(\/assets\/css\/[^" >]+\.css)/.exec(html)?.[1];
  if (!href) throw new Error('build/index.html links no stylesheet under /assets/css/');
  return href;
}

const PAGE = '/guides/build-it-yourself/vpc/core-concepts';

export function servingCases(): ServingCase[] {
  return [
    // Clean URLs, the way the site links them.
    ...['/', '/intro', '/intro/', '/guides/', '/intro/overview/how-it-works', '/discussions/knowledge-base/438'].map(
      (pagePath): ServingCase => ({name: 'a page', path: pagePath, request: BROWSER, status: 200, headers: HTML_PAGE, body: 'page'}),
    ),
    {
      name: 'an unknown path: the site’s not-found page, not cached',
      path: '/no/such/page',
      request: BROWSER,
      status: 404,
      headers: HTML_PAGE,
      body: 'not-found page',
    },
    {
      name: '/x/index.html redirects to the clean URL',
      path: '/intro/index.html',
      status: 301,
      location: '/intro/',
      headers: SECURITY_EXPECTATIONS,
    },
    {
      name: 'the redirect keeps the query',
      path: '/guides/stay-up-to-date/releases/2019-05/index.html?from=feed',
      status: 301,
      location: '/guides/stay-up-to-date/releases/2019-05/?from=feed',
    },
    // Caching and compression.
    {
      name: 'a hashed script: cached a year, compressed',
      path: hashedScript(),
      request: BROWSER,
      status: 200,
      headers: {'cache-control': IMMUTABLE, 'content-encoding': 'gzip', ...SECURITY_EXPECTATIONS},
    },
    {
      name: 'a stylesheet: cached a year, compressed',
      path: stylesheet(),
      request: BROWSER,
      status: 200,
      headers: {'cache-control': IMMUTABLE, 'content-encoding': 'gzip', 'content-type': /^text\/css/},
    },
    ...['/sitemap.xml', '/guides/stay-up-to-date/releases/atom.xml'].map((filePath): ServingCase => ({
      name: 'a feed or sitemap: revalidated, compressed',
      path: filePath,
      request: BROWSER,
      status: 200,
      headers: {'cache-control': REVALIDATE, 'content-encoding': 'gzip', vary: /Accept-Encoding/, ...SECURITY_EXPECTATIONS},
    })),
    {
      name: 'an image: cached an hour, not compressed',
      path: '/img/social-card.png',
      request: BROWSER,
      status: 200,
      headers: {'cache-control': SHORT_LIVED, 'content-encoding': null, 'content-type': 'image/png', ...SECURITY_EXPECTATIONS},
    },
    {
      name: 'an SVG image: cached an hour',
      path: '/img/logo.svg',
      request: BROWSER,
      status: 200,
      headers: {'cache-control': SHORT_LIVED, 'content-type': /^image\/svg\+xml/, ...SECURITY_EXPECTATIONS},
    },
    // The Markdown twins.
    ...[PAGE, `${PAGE}/`, '/guides/', '/'].map((pagePath): ServingCase => ({
      name: 'Accept: text/markdown gets the twin',
      path: pagePath,
      request: MARKDOWN,
      status: 200,
      headers: TWIN,
      body: 'markdown',
    })),
    {
      name: 'text/markdown refused with q=0 gets HTML',
      path: PAGE,
      request: {...BROWSER, Accept: 'text/markdown;q=0, text/html'},
      status: 200,
      headers: HTML_PAGE,
      body: 'page',
    },
    {
      name: 'a twin asked for by its own URL',
      path: `${PAGE}.md`,
      request: {'Accept-Encoding': 'gzip'},
      status: 200,
      headers: TWIN,
      body: 'markdown',
    },
    {
      name: 'a file other than a page is not negotiated',
      path: '/img/logo.svg',
      request: MARKDOWN,
      status: 200,
      headers: {'content-type': /^image\/svg\+xml/},
    },
    {
      name: 'an unknown path asked for as Markdown is still the 404 page',
      path: '/no/such/page',
      request: MARKDOWN,
      status: 404,
      headers: {'content-type': /^text\/html/},
      body: 'not-found page',
    },
  ];
}
