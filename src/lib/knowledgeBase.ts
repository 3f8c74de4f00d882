import {KNOWLEDGE_BASE_DISCUSSIONS_URL} from './siteConstants';

/** The docs plugin instance that serves the knowledge base. */
export const KNOWLEDGE_BASE_PLUGIN_ID = 'knowledge-base';
/** Articles live at /discussions/knowledge-base/{number}. */
export const KNOWLEDGE_BASE_ROUTE = 'discussions/knowledge-base';

/** Offline-search weight of an article's words (1 is the default for other pages). */
export const KNOWLEDGE_BASE_SEARCH_WEIGHT = 0.3;

/** The original GitHub discussion an article was answered in. */
export function discussionUrl(articleNumber: number): string {
  return `${KNOWLEDGE_BASE_DISCUSSIONS_URL}/${articleNumber}`;
}
