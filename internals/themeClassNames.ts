/**
 * The classic theme's stable class names (`ThemeClassNames`, which Docusaurus promises not to
 * change) for Node code: the public entry of @docusaurus/theme-common also loads client code, so
 * the module that defines them is loaded on its own (./themeModule.ts).
 * tests/unit/docusaurus-internals/internals.test.ts fails when an upgrade moves it.
 */
import {loadThemeCommonModule} from './themeModule';

interface ThemeClassNamesShape {
  docs: Record<string, unknown> & {
    docBreadcrumbs: string;
    docTocDesktop: string;
    docTocMobile: string;
    docFooter: string;
    docVersionBadge: string;
  };
  common: Record<string, unknown> & {admonition: string};
}

export const THEME_CLASS_NAMES_FILE = 'utils/ThemeClassNames.js';

export const ThemeClassNames = loadThemeCommonModule(THEME_CLASS_NAMES_FILE).ThemeClassNames as ThemeClassNamesShape;
