/** Made-up hosted-service settings for the second build; no request ever reaches the services. */
export const HOSTED_SERVICES_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'gruntwork-docs-test',
  GTAG_TRACKING_ID: 'G-TEST000000',
} as const;

export const HOSTED_BUILD_DIR = 'build-hosted';
