/**
 * Classes of the classic theme's chrome inside a page's content area: heading hash links,
 * breadcrumbs, the tables of contents, the edit-link footer, the version badge and the previous /
 * next links. Build-time consumers leave them out: the offline search index and the Markdown twins.
 */
export const THEME_CHROME_CLASSES = [
  'theme-doc-breadcrumbs',
  'theme-doc-toc-desktop',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'pagination-nav',
  'hash-link',
] as const;
