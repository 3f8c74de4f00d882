import type {Plugin} from '@docusaurus/types';

/**
 * The theme's inline script copies whatever the `theme` storage key holds onto
 * <html data-theme>. The spec says any value other than "dark" means light, so
 * this script, injected right after it, settles the attribute to one of the two
 * before the first paint. It is listed in `themes` right after the classic theme,
 * because tags are injected in plugin order.
 */
export const colorModeGuardScript = `(function () {
  var root = document.documentElement;
  var mode = root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
  root.setAttribute('data-theme', mode);
  var choice = root.getAttribute('data-theme-choice');
  if (choice !== 'system') root.setAttribute('data-theme-choice', mode);
})();`;

export default function colorModeGuardPlugin(): Plugin {
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: colorModeGuardScript}]};
    },
  };
}
