/**
 * The name of the one component that highlights with Prism in the browser: imported by it alone,
 * so only its chunk carries the string, by which tests/build/pageWeight.test.ts finds that chunk.
 */
export const BROWSER_HIGHLIGHTING = 'BrowserHighlightedCodeBlockContent';
