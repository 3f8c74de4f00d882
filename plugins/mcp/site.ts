/**
 * What the MCP tools read, whichever server runs them: the build's search index and MCP data
 * (written at build time), and its Markdown twins, read through `readTwin`. The Node servers read
 * them from the build folder (nodeSite.ts), the edge Worker from its static assets
 * (deploy/edge/mcpSite.ts). Nothing else is readable: a page is looked up only as a twin of the
 * build. Pure: no file access here.
 */
import {twinPathFor, withoutAgentPointer} from '../markdown-twins/api';
import {quoted} from './httpRules';
import type {LoadedIndex} from './searchIndex';
import type {McpData} from './data';

export interface McpSite {
  index: LoadedIndex;
  data: McpData;
  /** The text of the twin at `twinPath` (a path of the site ending in `.md`), or null when there is none. */
  readTwin(twinPath: string): Promise<string | null>;
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
 * trailing slash or `.md`) or its path without the leading slash: the page's path and the twin's.
 * Anything that would leave the site's pages is refused.
 */
export function twinReference(site: McpSite, reference: string, argument = 'url'): {path: string; twinPath: string} {
  let pathname = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch {
      throw new ToolArgumentError(argument, `${quoted(reference)} is not a URL or a path of the site.`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== new URL(site.index.siteUrl).origin) {
      throw new ToolArgumentError(
        argument,
        `${quoted(reference)} is not a page of this site (${site.index.siteUrl}); give its URL there or its path, such as /intro.`,
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
    throw new ToolArgumentError(argument, `${quoted(reference)} is not a valid path.`);
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new ToolArgumentError(argument, `${quoted(reference)} leaves the site's pages; give a page's path, such as /intro.`);
  }
  const {baseUrl} = site.index;
  // The page's HTML file names the page too (/intro/index.html, /404.html).
  const page = decoded.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const twinPath = page.endsWith('.md') ? page : twinPathFor(page, baseUrl);
  if (!twinPath.startsWith(baseUrl))
    throw new ToolArgumentError(argument, `${quoted(reference)} is not under the site's base URL ${baseUrl}.`);
  return {path: twinPath.replace(/\.md$/, '').replace(/\/index$/, '/'), twinPath};
}

/** The page's path and its twin's text; a page with no twin is refused, naming the argument. */
export async function readTwinOf(site: McpSite, reference: string, argument = 'url'): Promise<{path: string; markdown: string}> {
  const {path, twinPath} = twinReference(site, reference, argument);
  const markdown = await site.readTwin(twinPath);
  if (markdown === null) throw new ToolArgumentError(argument, `no page at ${quoted(reference)}. search_docs finds a page's URL.`);
  return {path, markdown: withoutAgentPointer(markdown)};
}
