/**
 * The classic theme's progress-bar stylesheet, which src/clientModules/progressBar.ts uses with its
 * own timing: a file of the theme's build output, not a public API. tests/unit/docusaurus-internals/internals.test.ts
 * fails when an upgrade moves it.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
