/**
 * Code highlighting themes: GitHub (light) and Dracula (dark), with the token
 * colours that fall below WCAG AA contrast (4.5:1) on their backgrounds darkened
 * or lightened. Ratios are against each theme's own background.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const replacement = style.types.map((type) => colours[type]).find(Boolean);
      return replacement ? {...style, style: {...style.style, color: replacement}} : style;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  comment: '#6a6a5e', // 5.1:1 (was 2.7)
  string: '#b0115a', // 6.4:1 (was 4.3)
  variable: '#0a6b6a', // 5.9:1 (was 2.6)
  atrule: '#0059a8', // 6.6:1 (was 2.7)
  function: '#b31d28', // 6.3:1 (was 4.3)
});

export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#9aa5ce', // 5.9:1 (was 3.0)
});
