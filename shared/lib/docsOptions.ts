import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {DOCS_CURRENT_VERSION_LABEL} from './siteConstants';

/** The main docs plugin's options; exported so tests can build a small site with them. */
export const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: 'https://github.com/gruntwork-io/docs/edit/main/',
  lastVersion: 'current',
  versions: {current: {label: DOCS_CURRENT_VERSION_LABEL}},
  // Tags come from docs/tags.yml only: an undeclared tag fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  showLastUpdateTime: false,
} satisfies DocsOptions;
