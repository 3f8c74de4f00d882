import {OPTIONAL_PLUGINS} from '../../shared/lib/siteEnvironment';
import {MAIN_DOC_ID} from '../../shared/lib/siteConstants';

/**
 * The production builds the tests run against, besides `build/` (offline search, served at `/`).
 * `npm run build:hosted` and `npm run build:base-url` make them (scripts/build-variant.ts).
 */

/** Made-up hosted-service settings; no request ever reaches the services. */
export const HOSTED_SERVICES_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'gruntwork-docs-test',
  GTAG_TRACKING_ID: 'G-TEST000000',
} as const;

/** The base URL of the build that checks every link stays under a non-root base URL. */
export const NON_ROOT_BASE_URL = '/docs/';

/**
 * The knowledge-base articles the variant builds keep (scripts/build-variant.ts): the audited one,
 * and a spread of others.
 */
export const VARIANT_KNOWLEDGE_BASE = ['3', '103', '173', '229', '331', '438', '505', '634'] as const;

/**
 * The docs pages the variant builds keep whole (scripts/build-variant.ts): those their checks read
 * (tests/build/baseUrl.test.ts) and their e2e tests open. Every other docs page keeps its front
 * matter, headings and data directives only: the variants exercise the settings, which the site's
 * chrome, search and reference pages meet the same way on every page.
 */
export const VARIANT_DOCS = [
  MAIN_DOC_ID,
  'intro/overview/how-it-works',
  'guides/build-it-yourself/vpc/core-concepts',
  'guides/stay-up-to-date/index',
  'faq/service-catalog',
  'reference/services/networking/virtual-private-cloud-vpc',
] as const;

/** The hosted variant is also the build without every optional plugin (shared/lib/siteEnvironment.ts). */
export const HOSTED_BUILD_WITHOUT = OPTIONAL_PLUGINS;

export const BUILD_VARIANTS = {
  /**
   * Hosted search (DocSearch) and analytics (gtag), for the tests of what the site sends them; also
   * the build without the optional plugins, for the tests that their UI leaves with them.
   */
  hosted: {outDir: 'build-hosted', env: {...HOSTED_SERVICES_ENV, SITE_WITHOUT_PLUGINS: HOSTED_BUILD_WITHOUT.join(',')}},
  /** Offline search under a non-root base URL. */
  'base-url': {outDir: 'build-base-url', env: {BASE_URL: NON_ROOT_BASE_URL}},
} as const;

export type BuildVariant = keyof typeof BUILD_VARIANTS;

export const HOSTED_BUILD_DIR = BUILD_VARIANTS.hosted.outDir;
export const BASE_URL_BUILD_DIR = BUILD_VARIANTS['base-url'].outDir;
