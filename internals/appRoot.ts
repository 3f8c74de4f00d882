/**
 * The element Docusaurus renders every page into: `<div id="__docusaurus">` in its page template
 * (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`), the root React hydrates, followed by the
 * template's `postBodyTags`. Internals: "the page template still renders the app into
 * #__docusaurus, followed by the post-body tags".
 */
export const APP_ROOT_ID = '__docusaurus';

/** The attribute of the empty element that follows the app's HTML: see `pageParsedMarkerTag`. */
export const PAGE_PARSED_MARKER = 'data-page-parsed';

/**
 * An empty element put right after the app's HTML (the theme's post-body tags,
 * internals/classicTheme.ts). Until the parser reaches it, the app is not shown
 * (`#__docusaurus:not(:has(~ [data-page-parsed]))` in src/css/custom.css), so a page is painted
 * once its HTML is all there. Without it, a page whose HTML arrives in pieces (a slow connection, a
 * busy machine) is painted as it arrives, and its rows move as their later items arrive: the
 * navbar's right-hand group, a code block's buttons (tests/e2e/layout-stability.spec.ts). Plain
 * CSS: readers without JavaScript get the same; a browser without `:has()` paints as before.
 */
export const pageParsedMarkerTag = {
  tagName: 'div',
  attributes: {[PAGE_PARSED_MARKER]: 'true', hidden: true},
};
