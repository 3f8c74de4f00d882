/**
 * What plugins/code-highlighting/theme/CodeBlock/Content takes from the classic theme to render build-time highlighted
 * lines exactly as the theme's own Content does: its stylesheet (a CSS module, not a public API)
 * and the code block context. tests/unit/docusaurus-internals/internals.test.ts fails when an upgrade moves them.
 */
export {default as contentStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
export {useCodeBlockContext} from '@docusaurus/theme-common/internal';
