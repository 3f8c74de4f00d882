/**
 * The site config as the bundle sees it, for client modules (which cannot call hooks such as
 * useDocusaurusContext): `@generated/docusaurus.config` is an alias of Docusaurus's bundler config,
 * not a public API. tests/unit/docusaurus-internals/internals.test.ts fails when an upgrade drops the alias.
 */
export {default as siteConfig} from '@generated/docusaurus.config';
