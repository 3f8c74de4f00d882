/**
 * The Markdown twins' public API, safe anywhere (browser, Node, the edge Worker): where a page's
 * twin is, and how a long twin's parts join back into the page.
 */
export * from './lib/markdownTwin';
export {isTwinPart, joinTwinParts, partPathFor, readBackTwin} from './lib/twinParts';
