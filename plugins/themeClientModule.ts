/**
 * Bundler aliases that replace one of @docusaurus/theme-classic's client modules.
 * The theme lists them by path without an extension, so both spellings of the
 * resolved file are aliased.
 */
export function replaceThemeClientModule(specifier: string, replacement: string): Record<string, string> {
  const resolved = require.resolve(specifier);
  return {[resolved]: replacement, [resolved.replace(/\.js$/, '')]: replacement};
}
