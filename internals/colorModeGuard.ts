/**
 * The spec says any stored colour mode other than "dark" means light. The classic theme's inline
 * script copies whatever the `theme` storage key holds onto <html data-theme> (and
 * data-theme-choice); this script settles both to light or dark before the first paint. It must
 * run right after the theme's script, so internals/classicTheme.ts puts it there, inside the
 * theme's own tags (tests/unit/docusaurus-internals/internals.test.ts fails if the theme's script moves).
 */
export const colorModeGuardScript = `(function () {
  var root = document.documentElement;
  var mode = root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  root.setAttribute('data-theme', mode);
  var choice = root.getAttribute('data-theme-choice');
  if (choice !== 'system') root.setAttribute('data-theme-choice', mode);
})();`;

interface TagLike {
  tagName?: string;
  innerHTML?: string;
}

/** The theme's colour-mode script: the inline script that writes data-theme from storage. */
const isThemeColorScript = (tag: unknown) =>
  typeof tag === 'object' && tag !== null && (tag as TagLike).tagName === 'script' && /data-theme/.test((tag as TagLike).innerHTML ?? '');

/** `tags` with the guard right after the theme's colour-mode script; an error when the theme has none. */
export function withColorModeGuard<T>(tags: readonly T[]): T[] {
  const index = tags.findIndex(isThemeColorScript);
  if (index < 0) {
    throw new Error(
      'internals/colorModeGuard.ts: @docusaurus/theme-classic no longer injects its colour-mode script in preBodyTags. An upgrade moved it: find where the theme sets data-theme and put the guard right after it.',
    );
  }
  return [...tags.slice(0, index + 1), {tagName: 'script', innerHTML: colorModeGuardScript} as T, ...tags.slice(index + 1)];
}
