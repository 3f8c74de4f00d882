/**
 * The knowledge base: one Markdown article per question, published by a second instance of the docs
 * plugin (docusaurus.config.ts) with this feature's page component (theme/KnowledgeBaseDocItem: the
 * article header above the title) and its remark plugin (remarkQaPage.ts: schema.org QAPage data).
 * This plugin owns the components (getThemePath).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';

export {KNOWLEDGE_BASE_PLUGIN_ID, KNOWLEDGE_BASE_ROUTE, discussionUrl} from './lib/knowledgeBase';
export {default as remarkQaPage, type RemarkQaPageOptions} from './remarkQaPage';

/** The knowledge base's page component, for the docs plugin's `docItemComponent`. */
export const KNOWLEDGE_BASE_DOC_ITEM = '@theme/KnowledgeBaseDocItem';

export default function knowledgeBasePlugin(): Plugin {
  return {
    name: 'knowledge-base',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}

knowledgeBasePlugin.validateOptions = noOptions;
