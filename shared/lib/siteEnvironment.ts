/**
 * Reads the build's environment variables into a typed settings object.
 * Pure: takes the environment as an argument so it can be unit tested.
 */

export interface HostedSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * Features a build can leave out (SITE_WITHOUT_PLUGINS, comma-separated): each owns its UI, so the
 * build then ships none of its code and no control that points at what it would have made.
 * - markdown-twins: the twins, llms.txt and llms-full.txt, Copy page and View as Markdown;
 * - mcp: the MCP servers' data (and, with the twins, their search index and llms.txt's MCP note);
 * - offline-search: the Pagefind search; with no hosted search configured, the site has no search;
 * - page-weight: route shards and the small runtime (every page then loads all routes);
 * - robots-txt: robots.txt;
 * - subscriber-links: the lock mark and dialog on links into subscriber-only repositories;
 * - compile-on-visit: `npm start` compiles every page before the first is served.
 * The others are not optional: the docs' Markdown and sidebars link to the release notes and the
 * knowledge base, and their pages use the data directives, code highlighting and reader values.
 */
export const OPTIONAL_PLUGINS = [
  'markdown-twins',
  'mcp',
  'offline-search',
  'page-weight',
  'robots-txt',
  'subscriber-links',
  'compile-on-visit',
] as const;
export type OptionalPlugin = (typeof OPTIONAL_PLUGINS)[number];

/** What an optional plugin cannot work without, and why. */
const NEEDS: Partial<Record<OptionalPlugin, {plugin: OptionalPlugin; because: string}>> = {
  mcp: {plugin: 'markdown-twins', because: 'its search index and read_page answers are made from the twins'},
};

export interface SiteEnvironment {
  siteUrl: string;
  baseUrl: string;
  hostedSearch: HostedSearchSettings | null;
  gtagTrackingId: string | null;
  /** Docusaurus Faster (Rspack, SWC); DOCUSAURUS_FASTER=false builds with webpack for comparison. */
  fasterBundler: boolean;
  /** Optional plugins this build leaves out. */
  withoutPlugins: OptionalPlugin[];
  /** `docusaurus build` sets NODE_ENV to production; `npm start` to development. */
  production: boolean;
  /**
   * Where the MCP server answers over Streamable HTTP for this deployment (MCP_URL: an absolute URL,
   * or a path on SITE_URL's host such as `/mcp`), or null: the build then names no address, and tells
   * agents how to run the server instead.
   */
  mcpUrl: string | null;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Whether a site URL names this machine: fine for `npm start` and tests, wrong in a deployment. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(siteUrl).hostname;
  } catch {
    return false;
  }
  return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(hostname) || hostname.endsWith('.localhost');
}

/** What a production build without SITE_URL says: its URLs would send readers and agents to this machine. */
export const LOCAL_SITE_URL_WARNING =
  `SITE_URL is not set, so this build's canonical links, sitemap, feed, robots.txt, llms.txt, Markdown twins and MCP answers point at ${DEFAULT_SITE_URL}. ` +
  "That is right for tests only. For a deployment, build with the site's address: SITE_URL=https://docs.example.com npm run build. " +
  'npm run nginx:conf and npm run edge:deploy refuse a build made for localhost.';
export const DEFAULT_BASE_URL = '/';

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Docusaurus requires a base URL that starts and ends with a slash. */
export function normalizeBaseUrl(value: string): string {
  let result = value.startsWith('/') ? value : `/${value}`;
  if (!result.endsWith('/')) result += '/';
  return result;
}

/** MCP_URL as an absolute http(s) URL: a path (`/mcp`) is taken on the site's host. */
export function readMcpUrl(value: string | undefined, siteUrl: string): string | null {
  const given = nonEmpty(value);
  if (!given) return null;
  let url: URL;
  try {
    url = new URL(given, given.startsWith('/') ? siteUrl : undefined);
  } catch {
    url = new URL('invalid:');
  }
  if (!/^https?:$/.test(url.protocol) || given.startsWith('//'))
    throw new Error(
      `MCP_URL: "${given}" is not where an MCP server can answer. Give the Streamable HTTP endpoint as an absolute URL (MCP_URL=https://docs.example.com/mcp) or as a path on SITE_URL's host (MCP_URL=/mcp), or leave it unset when the deployment serves no MCP server.`,
    );
  return url.href;
}

function optionalPlugins(value: string | undefined): OptionalPlugin[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(OPTIONAL_PLUGINS as readonly string[]).includes(name)) {
      throw new Error(`SITE_WITHOUT_PLUGINS: "${name}" is not an optional plugin. Optional plugins: ${OPTIONAL_PLUGINS.join(', ')}.`);
    }
  }
  const without = names as OptionalPlugin[];
  for (const [plugin, need] of Object.entries(NEEDS) as [OptionalPlugin, {plugin: OptionalPlugin; because: string}][]) {
    if (without.includes(need.plugin) && !without.includes(plugin))
      throw new Error(
        `SITE_WITHOUT_PLUGINS leaves out ${need.plugin}, which ${plugin} needs (${need.because}): leave out ${plugin} too (SITE_WITHOUT_PLUGINS=${[...without, plugin].join(',')}), or keep ${need.plugin}.`,
      );
  }
  return without;
}

export function readSiteEnvironment(env: Env): SiteEnvironment {
  const siteUrl = (nonEmpty(env.SITE_URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const baseUrl = normalizeBaseUrl(nonEmpty(env.BASE_URL) ?? DEFAULT_BASE_URL);

  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME);
  // Hosted search is all or nothing: a partial configuration means offline search.
  const hostedSearch = appId && apiKey && indexName ? {appId, apiKey, indexName} : null;

  return {
    siteUrl,
    baseUrl,
    hostedSearch,
    gtagTrackingId: nonEmpty(env.GTAG_TRACKING_ID),
    withoutPlugins: optionalPlugins(env.SITE_WITHOUT_PLUGINS),
    fasterBundler: nonEmpty(env.DOCUSAURUS_FASTER)?.toLowerCase() !== 'false',
    production: env.NODE_ENV === 'production',
    mcpUrl: readMcpUrl(env.MCP_URL, siteUrl),
  };
}
