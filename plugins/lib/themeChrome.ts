import {READER_VALUES_NOTE_CLASS} from '../../src/lib/readerValues';

/**
 * Classes of the chrome inside a page's content area: the classic theme's heading hash links,
 * breadcrumbs, tables of contents, edit-link footer, version badge and previous / next links, and
 * the site's note under code blocks with reader values. Build-time consumers leave them out: the
 * offline search index and the Markdown twins.
 */
export const THEME_CHROME_CLASSES = [
  READER_VALUES_NOTE_CLASS,
  'theme-doc-breadcrumbs',
  'theme-doc-toc-desktop',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'pagination-nav',
  'hash-link',
] as const;
