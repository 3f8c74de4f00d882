import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {readSitemapPaths} from './support/routeContract';

const BUILD = path.join(__dirname, '../../build');

function builtHtml(pagePath: string): string {
  const candidates = [path.join(BUILD, pagePath, 'index.html'), path.join(BUILD, `${pagePath}.html`)];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no built HTML for ${pagePath}`);
  return fs.readFileSync(file, 'utf8');
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/^"|"$/g, '') ?? null;

test('every page in the sitemap has a unique title, a meta description, a canonical URL and an Open Graph image', () => {
  const paths = readSitemapPaths();
  expect(paths.length).toBeGreaterThan(700);
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const pagePath of paths) {
    const html = builtHtml(pagePath);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
    const description = attribute(html, /<meta[^>]*name="?description"?[^>]*content=("[^"]*"|[^ >]+)/);
    const canonical = attribute(html, /<link[^>]*rel="?canonical"?[^>]*href=("[^"]*"|[^ >]+)/);
    const ogImage = attribute(html, /<meta[^>]*property="?og:image"?[^>]*content=("[^"]*"|[^ >]+)/);
    if (!title) problems.push(`${pagePath}: no <title>`);
    else if (titles.has(title)) problems.push(`${pagePath}: title "${title}" is also used by ${titles.get(title)}`);
    else titles.set(title, pagePath);
    if (!description || description.length < 20) problems.push(`${pagePath}: no meta description`);
    if (!canonical?.endsWith(pagePath)) problems.push(`${pagePath}: canonical URL is ${canonical}`);
    if (!ogImage?.endsWith('/img/social-card.png')) problems.push(`${pagePath}: Open Graph image is ${ogImage}`);
  }
  expect(problems).toEqual([]);
});

test('robots.txt, the sitemap and the Open Graph image are served', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/intro/overview/intro-to-gruntwork</loc>');
  const image = await request.get('/img/social-card.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
});
