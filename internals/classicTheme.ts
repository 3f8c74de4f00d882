import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {Options as ClassicOptions, PluginOptions as ClassicPluginOptions} from '@docusaurus/theme-classic';
// The package's entry exports its validators, but its type declarations list only the plugin.
import {DEFAULT_CONFIG, validateOptions as validateClassicOptions, validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import type {HtmlTagObject, LoadContext, OptionValidationContext, Plugin, Validate} from '@docusaurus/types';
import {withColorModeGuard} from './colorModeGuard';
import {pageParsedMarkerTag} from './appRoot';

/**
 * Client modules of @docusaurus/theme-classic that the site turns off, each with
 * what stands in for it. The theme lists them by these relative paths in its
 * `getClientModules()`; tests/unit/docusaurus-internals/internals.test.ts fails when an upgrade renames one.
 */
export const CLASSIC_CLIENT_MODULES = {
  /** Registers Prism's extra languages on every page; plugins/code-highlighting/theme/CodeBlock/Content registers them in its own chunk. */
  prismLanguages: './prism-include-languages',
  /** Starts the progress bar after 200 ms; src/clientModules/progressBar.ts starts it after the spec's delay. */
  progressBar: './nprogress',
} as const;

/** The theme's default magic comments (`highlight-next-line` and the highlight block), which the site keeps. */
export const DEFAULT_MAGIC_COMMENTS = (DEFAULT_CONFIG as {prism: {magicComments: import('./codeBlock').MagicCommentConfig[]}}).prism
  .magicComments;

export type ClassicClientModule = keyof typeof CLASSIC_CLIENT_MODULES;

export interface Options extends ClassicOptions {
  /** The theme's client modules to leave out of the bundle. */
  withoutClientModules?: ClassicClientModule[];
}

type ValidatedOptions = ClassicPluginOptions & {withoutClientModules: ClassicClientModule[]};

/** Removes `unwanted` from a theme's client modules; an entry the theme no longer lists is an error. */
export function filterClientModules(modules: string[], unwanted: readonly string[]): string[] {
  const missing = unwanted.filter((module) => !modules.includes(module));
  if (missing.length > 0) {
    throw new Error(
      `internals/classicTheme.ts: @docusaurus/theme-classic no longer lists the client module(s) ${missing.join(', ')}. ` +
        'An upgrade changed them: read its getClientModules() and update CLASSIC_CLIENT_MODULES.',
    );
  }
  return modules.filter((module) => !unwanted.includes(module));
}

/**
 * The classic theme, unchanged except for the client modules named in
 * `withoutClientModules`, and the colour-mode guard (internals/colorModeGuard.ts) placed right
 * after the theme's own colour-mode script, and the marker after the app's HTML that shows the page
 * once it is all parsed (internals/appRoot.ts). This is the one place the site changes what the theme
 * runs on every page; everything else is a `--wrap` swizzle in src/theme.
 */
export default function classicTheme(context: LoadContext, options: ValidatedOptions): Plugin<undefined> {
  const {withoutClientModules, ...classicOptions} = options;
  const theme = themeClassic(context, classicOptions);
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const getClientModules = theme.getClientModules!;
  const injectHtmlTags = theme.injectHtmlTags!;
  return {
    ...theme,
    injectHtmlTags: (...args) => {
      const tags = injectHtmlTags.apply(theme, args);
      const preBodyTags = tags.preBodyTags ?? [];
      const postBodyTags = tags.postBodyTags ?? [];
      return {
        ...tags,
        preBodyTags: withColorModeGuard<string | HtmlTagObject>(Array.isArray(preBodyTags) ? preBodyTags : [preBodyTags]),
        // First, right after the app's HTML: the page is shown once the parser reaches it (./appRoot.ts).
        postBodyTags: [pageParsedMarkerTag, ...(Array.isArray(postBodyTags) ? postBodyTags : [postBodyTags])],
      };
    },
    // The theme returns these relative to its own folder; this module lives elsewhere.
    getThemePath: () => path.join(themeDir, 'theme'),
    getTypeScriptThemePath: () => path.join(themeDir, '../src/theme'),
    getClientModules: () =>
      filterClientModules(
        getClientModules.call(theme),
        withoutClientModules.map((name) => CLASSIC_CLIENT_MODULES[name]),
      ).map((module) => (module.startsWith('.') ? path.resolve(themeDir, module) : module)),
  };
}

function validateOptions({options, validate}: OptionValidationContext<Options, ValidatedOptions>): ValidatedOptions {
  const {withoutClientModules = [], ...classicOptions} = options;
  for (const name of withoutClientModules) {
    if (!(name in CLASSIC_CLIENT_MODULES)) {
      throw new Error(
        `classicTheme: unknown client module "${name}" in withoutClientModules; known: ${Object.keys(CLASSIC_CLIENT_MODULES).join(', ')}.`,
      );
    }
  }
  // The theme's schema validates its own options; the extra key is checked above.
  const validateClassic = validate as unknown as Validate<ClassicOptions, ClassicPluginOptions>;
  return {...validateClassicOptions({options: classicOptions, validate: validateClassic}), withoutClientModules};
}

// Core reads both validators from the plugin function when the config passes the function itself.
classicTheme.validateOptions = validateOptions;
classicTheme.validateThemeConfig = validateThemeConfig;
