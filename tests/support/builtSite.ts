/** Reading a production build from disk, for the tests that need no browser. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import {PROJECT_ROOT} from '../../shared/projectRoot';
import {SEARCH_INDEX_DIR} from '../../shared/lib/searchIndex';

export {PROJECT_ROOT};

/** A build folder of the project (`build`, `build-hosted`, `build-base-url`). */
export function buildDir(name = 'build'): string {
  const dir = path.join(PROJECT_ROOT, name);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${name}/ has no index.html: run the build first (npm run build, or npm test).`);
  }
  return dir;
}

/**
 * The file a static server answers a URL path with, as `docusaurus serve` and the nginx
 * configuration do: `/x` and `/x/` from `x/index.html`, then `x.html`, then the file itself.
 * Null when none exists (the server would answer 404).
 */
export function builtFileFor(dir: string, urlPath: string, baseUrl = '/'): string | null {
  if (!urlPath.startsWith(baseUrl) && `${urlPath}/` !== baseUrl) return null;
  const relative = decodeURIComponent(urlPath.slice(baseUrl.length)).replace(/\/$/, '');
  const candidates = [path.join(dir, relative, 'index.html'), path.join(dir, `${relative}.html`), path.join(dir, relative)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** A URL from the site's root: `//host` is another site, and a `#hash` or a relative path is not one. */
export const isRootRelative = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

const parsed = new Map<string, cheerio.CheerioAPI>();

/**
 * A built page, parsed once per process: the build checks run in one process
 * (tests/support/runTestFiles.ts) and several read every page, so they share the parse. Checks only
 * read what they are given; none changes a page.
 */
export function loadHtml(file: string): cheerio.CheerioAPI {
  const key = path.resolve(file);
  let $ = parsed.get(key);
  if (!$) {
    $ = cheerio.load(fs.readFileSync(key, 'utf8'));
    parsed.set(key, $);
  }
  return $;
}

/** The page a URL path of a build serves, parsed (see loadHtml); an error naming the path when it was not built. */
export function loadBuiltPage(dir: string, urlPath: string): cheerio.CheerioAPI {
  const file = builtFileFor(dir, urlPath);
  if (!file) throw new Error(`${urlPath} is not in ${dir}`);
  return loadHtml(file);
}

/** Every page path the build lists in its sitemap. */
export function readSitemapPaths(dir: string): string[] {
  const sitemap = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Every built JavaScript file of the browser bundle. */
export function clientScripts(dir: string): string[] {
  const jsDir = path.join(dir, 'assets/js');
  return fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(jsDir, file));
}

/** Every result the offline search index holds: its URL (from the site's root) and its text. */
export function searchFragments(dir: string): {url: string; content: string}[] {
  const fragments = path.join(dir, SEARCH_INDEX_DIR, 'fragment');
  return fs.readdirSync(fragments).map((file) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(fragments, file))).toString('utf8');
    return JSON.parse(text.replace(/^pagefind_dcd/, '')) as {url: string; content: string};
  });
}
