/**
 * The Markdown twins' public API, safe anywhere (browser, Node, the edge Worker): where a page's
 * twin is, and a twin read back as the page's Markdown.
 */
export * from './lib/markdownTwin';
export {withoutAgentPointer} from './lib/agentPointer';
