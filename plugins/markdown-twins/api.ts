/** The Markdown twins' public API, safe anywhere (browser, Node, the edge Worker): where a page's twin is. */
export * from './lib/markdownTwin';
