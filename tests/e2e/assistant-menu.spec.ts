/**
 * The page menu for assistants, beside Copy page and View as Markdown: it loads on first use, its
 * links open the page's twin in ChatGPT, Claude and Perplexity and connect the MCP server (the build
 * of npm test names /mcp, MCP_URL) to Cursor, VS Code and Claude Code; it follows the WAI-ARIA menu
 * button pattern with the keyboard, and fits a phone's screen.
 */
import {test, expect, gotoHydrated} from './fixtures';
import {MCP_SERVER_NAME, assistantPrompt} from '../../plugins/markdown-twins/lib/assistantLinks';

const PAGE = '/guides/build-it-yourself/vpc/core-concepts';
const TITLE = 'VPC core concepts';

test('the menu loads on first use, and its links name the twin and the MCP server', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, PAGE);
  const button = page.getByRole('button', {name: 'AI assistants'});
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toHaveCount(0);
  const before = scripts.length;

  await button.click();
  const menu = page.getByRole('menu', {name: 'AI assistants'});
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(scripts.length, 'the menu is a chunk of its own, loaded on the first click').toBeGreaterThan(before);

  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(await (await page.request.get('/sitemap.xml')).text())![1]).origin;
  const twinUrl = `${origin}${PAGE}.md`;
  const prompt = assistantPrompt(twinUrl, TITLE);
  expect(prompt).toContain(twinUrl);
  const hrefs = Object.fromEntries(
    await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => [item.textContent, item.getAttribute('href')])),
  ) as Record<string, string | null>;
  expect(Object.keys(hrefs)).toEqual([
    'Open in ChatGPT',
    'Open in Claude',
    'Open in Perplexity',
    'Connect to Cursor',
    'Connect to VS Code',
    'Copy the Claude Code command',
  ]);
  const query = (href: string) => new URL(href).searchParams.get('q');
  expect(new URL(hrefs['Open in ChatGPT']!).origin).toBe('https://chatgpt.com');
  expect(query(hrefs['Open in ChatGPT']!)).toBe(prompt);
  expect(new URL(hrefs['Open in Claude']!).href.startsWith('https://claude.ai/new?')).toBe(true);
  expect(query(hrefs['Open in Claude']!)).toBe(prompt);
  expect(new URL(hrefs['Open in Perplexity']!).origin).toBe('https://www.perplexity.ai');
  expect(query(hrefs['Open in Perplexity']!)).toBe(prompt);
  for (const name of ['Open in ChatGPT', 'Open in Claude', 'Open in Perplexity']) {
    await expect(menu.getByRole('menuitem', {name})).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', {name})).toHaveAttribute('rel', /noopener/);
  }

  const mcpUrl = `${origin}/mcp`;
  const cursor = new URL(hrefs['Connect to Cursor']!);
  expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
  expect(cursor.searchParams.get('name')).toBe(MCP_SERVER_NAME);
  expect(JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString())).toEqual({url: mcpUrl});
  const vscode = hrefs['Connect to VS Code']!;
  expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
  expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
    name: MCP_SERVER_NAME,
    type: 'http',
    url: mcpUrl,
  });
});

test('Copy the Claude Code command copies the command that adds the MCP server, and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  await page.getByRole('button', {name: 'AI assistants'}).click();
  await page.getByRole('menuitem', {name: 'Copy the Claude Code command'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied the Claude Code command'})).toBeVisible();
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(await (await page.request.get('/sitemap.xml')).text())![1]).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `claude mcp add --transport http ${MCP_SERVER_NAME} ${origin}/mcp`,
  );
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('keyboard: Enter opens on the first item, arrows, Home and End move, Escape closes back on the button, Tab closes', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const button = page.getByRole('button', {name: 'AI assistants'});
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Space');
  await expect(items.first()).toBeFocused();
  // A click in the page beside the menu (the right end of the first paragraph) closes it.
  const paragraph = page.locator('article .markdown > p').first();
  const {width} = (await paragraph.boundingBox())!;
  await paragraph.click({position: {x: width - 4, y: 4}});
  await expect(menu).toHaveCount(0);
});

test('on a phone the menu is a sheet inside the screen, with items a finger can hit', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/discussions/knowledge-base/173');
  await page.getByRole('button', {name: 'AI assistants'}).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  for (const item of await menu.getByRole('menuitem').all()) {
    const itemBox = (await item.boundingBox())!;
    expect(itemBox.height).toBeGreaterThanOrEqual(44);
    expect(itemBox.width).toBeGreaterThan(300);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
