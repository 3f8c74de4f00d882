/**
 * What the MCP server reads: a production build (its Markdown twins and the search index written
 * beside them) and the site's data/ folder, read and checked by the same code as the build.
 * Nothing else is readable: a page is looked up only as a twin inside the build folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readSiteData, type SiteData} from '../plugins/site-data/readSiteData';
import {formatProblems} from '../plugins/lib/sourceProblems';
import {twinPathFor} from '../src/lib/markdownTwin';
import {loadSearchIndex, SEARCH_INDEX_FILE, type LoadedIndex} from './searchIndex';
import {PROJECT_ROOT} from '../plugins/lib/projectRoot';

export interface McpSite {
  buildDir: string;
  index: LoadedIndex;
  data: SiteData;
}

export {PROJECT_ROOT};

export function openSite({buildDir = path.join(PROJECT_ROOT, 'build'), siteDir = PROJECT_ROOT} = {}): McpSite {
  const indexFile = path.join(buildDir, SEARCH_INDEX_FILE);
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first (the MCP server reads the build).`);
  const {data, problems} = readSiteData(siteDir);
  if (problems.length > 0) throw new Error(`data/ has problems; fix them first:\n${formatProblems(problems)}`);
  return {buildDir: fs.realpathSync(buildDir), index: loadSearchIndex(fs.readFileSync(indexFile, 'utf8')), data};
}

/** A bad tool argument: the message names the argument and says what would be accepted. */
export class ToolArgumentError extends Error {
  constructor(
    readonly argument: string,
    message: string,
  ) {
    super(`${argument}: ${message}`);
  }
}

/**
 * The twin of a page, given its URL on the site, its path (`/guides/...`, with or without a
 * trailing slash or `.md`) or its path without the leading slash. Anything that would resolve
 * outside the build's twins is refused.
 */
export function resolveTwin(site: McpSite, reference: string, argument = 'url'): {path: string; file: string} {
  let pathname = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch {
      throw new ToolArgumentError(argument, `"${reference}" is not a URL or a path of the site.`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== new URL(site.index.siteUrl).origin) {
      throw new ToolArgumentError(
        argument,
        `"${reference}" is not a page of this site (${site.index.siteUrl}); give its URL there or its path, such as /intro.`,
      );
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new ToolArgumentError(argument, `"${reference}" is not a valid path.`);
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new ToolArgumentError(argument, `"${reference}" leaves the site's pages; give a page's path, such as /intro.`);
  }
  const {baseUrl} = site.index;
  const twinPath = decoded.endsWith('.md') ? decoded : twinPathFor(decoded, baseUrl);
  if (!twinPath.startsWith(baseUrl)) throw new ToolArgumentError(argument, `"${reference}" is not under the site's base URL ${baseUrl}.`);
  const file = path.join(site.buildDir, twinPath.slice(baseUrl.length));
  const real = fs.existsSync(file) ? fs.realpathSync(file) : null;
  if (!real || !real.startsWith(`${site.buildDir}${path.sep}`) || !real.endsWith('.md')) {
    throw new ToolArgumentError(argument, `no page at "${reference}". search_docs finds a page's URL.`);
  }
  return {path: twinPath.replace(/\.md$/, '').replace(/\/index$/, '/'), file: real};
}
