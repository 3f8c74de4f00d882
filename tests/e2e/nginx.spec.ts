import type {Page} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {test, expect, gotoHydrated} from './fixtures';
import {MCP_PATH, MCP_TOOLS} from '../../mcp/connect';

/** Requests as a browser makes them, asking for gzip. */
const GZIP = {headers: {'Accept-Encoding': 'gzip'}};

test("statuses: pages 200, unknown paths 404 with the site's page, /x/index.html redirects to /x/", async ({request}) => {
  for (const path of [
    '/',
    '/intro',
    '/intro/',
    '/guides/',
    '/intro/overview/how-it-works',
    '/discussions/knowledge-base/438',
    '/sitemap.xml',
  ]) {
    expect((await request.get(path, GZIP)).status(), path).toBe(200);
  }
  const missing = await request.get('/no/such/page', GZIP);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');

  for (const [from, to] of [
    ['/intro/index.html', '/intro/'],
    ['/guides/stay-up-to-date/releases/2019-05/index.html?from=feed', '/guides/stay-up-to-date/releases/2019-05/?from=feed'],
  ]) {
    const redirect = await request.get(from, {maxRedirects: 0});
    expect(redirect.status(), from).toBe(301);
    expect(new URL(redirect.headers().location, 'http://x').pathname + new URL(redirect.headers().location, 'http://x').search).toBe(to);
  }
});

test('hashed assets are cached for a year as immutable; HTML is not cached', async ({page, request}) => {
  const html = await request.get('/intro/overview/how-it-works', GZIP);
  expect(html.headers()['cache-control']).toBe('no-cache');
  await page.goto('/intro/overview/how-it-works');
  const asset = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  const assetResponse = await request.get(asset!, GZIP);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('text assets are gzip-compressed; images are not', async ({request}) => {
  for (const path of ['/', '/sitemap.xml', '/guides/stay-up-to-date/releases/atom.xml']) {
    const response = await request.get(path, GZIP);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toContain('Accept-Encoding');
  }
  const css = (await (await request.get('/', GZIP)).text()).match(/href="?(\/assets\/css\/[^" >]+)/)?.[1];
  expect((await request.get(css!, GZIP)).headers()['content-encoding']).toBe('gzip');
  expect((await request.get('/img/social-card.png', GZIP)).headers()['content-encoding']).toBeUndefined();
});

test('every response carries the security headers', async ({request}) => {
  for (const path of ['/', '/no/such/page', '/img/logo.svg']) {
    const headers = (await request.get(path, GZIP)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).not.toContain('algolia');
    expect(csp).not.toContain('googletagmanager');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

/** Records Content-Security-Policy violations the page reports. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('pages render under the policy: theme switch, subscriber dialog, search, zoom', async ({page}) => {
  const violations = await recordViolations(page);
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await gotoHydrated(page, '/reference/modules/stub');
  await page.locator('article a[data-subscriber-link="private"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', {name: 'Search the docs'}).getByRole('searchbox').fill('terragrunt include');
  await expect(page.locator('[data-search-hit]').first()).toBeVisible();
  await page.locator('[data-search-hit]').first().click();
  await expect(page.locator('article h1')).toBeVisible();

  await gotoHydrated(page, '/guides/build-it-yourself/vpc/');
  await expect(page.locator('article .markdown img').first()).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await page.locator('article .markdown img').first().click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();

  expect(violations).toEqual([]);
});

test("Accept: text/markdown gets a page's twin, with the HTML's caching and security headers; browsers get HTML", async ({request}) => {
  const page = '/guides/build-it-yourself/vpc/core-concepts';
  for (const path of [page, `${page}/`, '/guides/', '/']) {
    const response = await request.get(path, {headers: {Accept: 'text/markdown', 'Accept-Encoding': 'gzip'}});
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toBe('text/markdown; charset=utf-8');
    expect(headers['vary'], path).toContain('Accept');
    expect(headers['cache-control'], path).toBe('no-cache');
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-encoding'], path).toBe('gzip');
    expect((await response.text()).startsWith('# '), path).toBe(true);
  }
  const browser = await request.get(page, {headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'}});
  expect(browser.headers()['content-type']).toContain('text/html');
  expect(browser.headers()['vary']).toContain('Accept');
  const refused = await request.get(page, {headers: {Accept: 'text/markdown;q=0, text/html'}});
  expect(refused.headers()['content-type']).toContain('text/html');

  const direct = await request.get(`${page}.md`);
  expect(direct.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(direct.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // Files other than pages are not affected, and a page with no twin stays a 404.
  const logo = await request.get('/img/logo.svg', {headers: {Accept: 'text/markdown'}});
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/no/such/page', {headers: {Accept: 'text/markdown'}})).status()).toBe(404);
});

test('/mcp reaches the MCP server through the proxy: an MCP client lists the tools and searches', async ({baseURL}) => {
  const client = new Client({name: 'nginx-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, baseURL)));
  try {
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS].sort());
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'dependency lock file', limit: 3}});
    expect(result.isError).toBeFalsy();
    expect((result.content as {text: string}[])[0].text).toContain('/guides/stay-up-to-date/terraform/terraform-14/');
  } finally {
    await client.close();
  }
});
