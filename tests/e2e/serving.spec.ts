/**
 * The servers of the build, nginx (project "nginx") and the Cloudflare edge on workerd (project
 * "edge"), each against the one table of tests/support/servingCases.ts, a browser session under
 * each one's Content-Security-Policy, and an MCP client at /mcp (nginx proxies it to the Node
 * server; the edge Worker answers it itself).
 */
import type {APIResponse, Page} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {test, expect, gotoHydrated, switchToDark} from './fixtures';
import {headerOf as header, servingCases, type ServingCase} from '../support/servingCases';
import {MCP_PATH, MCP_TOOLS} from '../../plugins/mcp/connect';

async function check(response: APIResponse, expected: ServingCase): Promise<string[]> {
  const problems: string[] = [];
  if (response.status() !== expected.status) problems.push(`status ${response.status()}, expected ${expected.status}`);
  if (expected.location !== undefined) {
    const location = new URL(header(response, 'location') ?? '', 'http://x');
    if (`${location.pathname}${location.search}` !== expected.location) problems.push(`location ${header(response, 'location')}`);
  }
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const actual = header(response, name);
    const ok = value === null ? actual === null : typeof value === 'string' ? actual === value : actual !== null && value.test(actual);
    if (!ok) problems.push(`${name}: ${JSON.stringify(actual)}, expected ${value === null ? 'none' : String(value)}`);
  }
  if (expected.body) {
    const text = await response.text();
    const kind = text.startsWith('# ')
      ? 'markdown'
      : /^<!doctype html>/i.test(text)
        ? text.includes('Page Not Found')
          ? 'not-found page'
          : 'page'
        : 'other';
    if (kind !== expected.body) problems.push(`body is ${kind}, expected ${expected.body}`);
  }
  return problems;
}

test('every case of the serving table', async ({request}) => {
  const problems: string[] = [];
  for (const expected of servingCases()) {
    const response = await request.get(expected.path, {headers: expected.request ?? {}, maxRedirects: 0});
    for (const problem of await check(response, expected)) problems.push(`${expected.path} (${expected.name}): ${problem}`);
  }
  expect(problems).toEqual([]);
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
  await switchToDark(page);
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

test("a page with the reader's values reached client-side breaks no policy", async ({page}) => {
  const violations = await recordViolations(page);
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', {name: 'Search the docs'}).getByRole('searchbox').fill('vpc');
  const hit = page.locator('[data-search-hit]').first();
  await expect(hit.locator('[data-search-hit-title]')).toHaveText('Virtual Private Cloud (VPC)');
  await hit.click();
  // The title is set in the same head update as the page's other head tags.
  await expect(page).toHaveTitle(/^Virtual Private Cloud \(VPC\)/);
  await expect(page.locator('article [data-reader-value]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('/mcp answers an MCP client: it lists the tools and searches', async ({baseURL}) => {
  const client = new Client({name: 'serving-test', version: '1.0.0'});
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

/**
 * The MCP addresses a page, its twin and llms.txt name: the URLs the pointer for agents says the server
 * "answers at", and the endpoint llms.txt gives. The build's own origin (SITE_URL) is read as the
 * server under test.
 */
async function namedMcpAddresses(request: import('@playwright/test').APIRequestContext): Promise<{texts: string[]; addresses: string[]}> {
  const texts = await Promise.all(
    ['/', '/index.md', '/llms.txt', '/guides/build-it-yourself/vpc/'].map(async (path) => (await request.get(path)).text()),
  );
  const html = texts[0];
  const pointer = (/<div[^>]*data-agent-pointer[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<!--[\s\S]*?-->/g, '');
  const addresses = [texts[1], texts[2], texts[3], pointer].flatMap((text) =>
    [...text.matchAll(/(?:answers at|endpoint) (?:<a [^>]*>)?(https?:\/\/[^\s<),]+?)[.,]?(?=[\s<),]|$)/g)].map((match) => match[1]),
  );
  return {texts: [...texts.slice(1), pointer], addresses: [...new Set(addresses)]};
}

test('the MCP address pages, twins and llms.txt give is one where an MCP server answers; without one, they say how to run it', async ({
  request,
  baseURL,
}) => {
  const {texts, addresses} = await namedMcpAddresses(request);
  // The build's own origin (SITE_URL), as its sitemap names it.
  const siteOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(await (await request.get('/sitemap.xml')).text())?.[1] ?? 'invalid:').origin;
  if (addresses.length === 0) {
    // No address given at build time: every pointer says how to run the server, and none names /mcp.
    for (const text of texts) {
      expect(text).toMatch(/npm run mcp/);
      expect(text).not.toMatch(new RegExp(`https?://[^\\s)]*${MCP_PATH}\\b`));
    }
    return;
  }
  for (const address of addresses) {
    const served = new URL(address);
    const target = served.origin === siteOrigin ? new URL(served.pathname, baseURL) : served;
    expect(target.origin, `${address} is not on the server under test`).toBe(new URL(baseURL!).origin);
    const client = new Client({name: 'pointer-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(target));
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS].sort());
    } finally {
      await client.close();
    }
  }
});
