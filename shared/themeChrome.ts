import {ThemeClassNames} from '../internals/themeClassNames';
import {SITE_CHROME_CLASS} from './lib/siteConstants';

/**
 * Classes of the chrome inside a page's content area: the classic theme's heading hash links,
 * breadcrumbs, tables of contents, edit-link footer, version badge and previous / next links, and
 * controls features add inside the content (SITE_CHROME_CLASS, such as the note under code blocks
 * with reader values). The theme's stable names come from its
 * `ThemeClassNames` (internals/themeClassNames.ts); Infima's `pagination-nav` and the heading's
 * `hash-link` have no stable name there. Build-time consumers leave them out: the
 * offline search index and the Markdown twins.
 */
export const THEME_CHROME_CLASSES = [
  SITE_CHROME_CLASS,
  ThemeClassNames.docs.docBreadcrumbs,
  ThemeClassNames.docs.docTocDesktop,
  ThemeClassNames.docs.docTocMobile,
  ThemeClassNames.docs.docFooter,
  ThemeClassNames.docs.docVersionBadge,
  'pagination-nav',
  'hash-link',
] as const;
