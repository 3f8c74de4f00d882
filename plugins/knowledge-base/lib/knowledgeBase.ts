import {KNOWLEDGE_BASE_DISCUSSIONS_URL} from '../../../shared/lib/siteConstants';

/** The docs plugin instance that serves the knowledge base. */
export const KNOWLEDGE_BASE_PLUGIN_ID = 'knowledge-base';
/** Articles live at /discussions/knowledge-base/{number}. */
export const KNOWLEDGE_BASE_ROUTE = 'discussions/knowledge-base';

/** The original GitHub discussion an article was answered in. */
export function discussionUrl(articleNumber: number): string {
  return `${KNOWLEDGE_BASE_DISCUSSIONS_URL}/${articleNumber}`;
}
