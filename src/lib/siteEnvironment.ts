/**
 * Reads the build's environment variables into a typed settings object.
 * Pure: takes the environment as an argument so it can be unit tested.
 */

export interface HostedSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnvironment {
  siteUrl: string;
  baseUrl: string;
  hostedSearch: HostedSearchSettings | null;
  gtagTrackingId: string | null;
  /** Docusaurus Faster (Rspack, SWC); DOCUSAURUS_FASTER=false builds with webpack for comparison. */
  fasterBundler: boolean;
  /** `docusaurus build` sets NODE_ENV to production; `npm start` to development. */
  production: boolean;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';
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
    fasterBundler: nonEmpty(env.DOCUSAURUS_FASTER)?.toLowerCase() !== 'false',
    production: env.NODE_ENV === 'production',
  };
}
