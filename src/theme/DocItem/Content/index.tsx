import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import KnowledgeBaseArticleHeader from '@site/src/components/KnowledgeBaseArticleHeader';
import {KNOWLEDGE_BASE_PLUGIN_ID, KNOWLEDGE_BASE_SEARCH_WEIGHT} from '@site/src/lib/knowledgeBase';

type Props = WrapperProps<typeof ContentType>;

/**
 * Knowledge-base articles get their category label and discussion link above
 * the title, and count for half in offline search so that a guide or reference
 * page on a topic ranks above answers that mention it.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {frontMatter} = useDoc();
  const articleNumber = (frontMatter as {number?: unknown}).number;
  if (plugin.id !== KNOWLEDGE_BASE_PLUGIN_ID || typeof articleNumber !== 'number') {
    return <Content {...props} />;
  }
  return (
    <div data-pagefind-weight={KNOWLEDGE_BASE_SEARCH_WEIGHT}>
      <KnowledgeBaseArticleHeader articleNumber={articleNumber} />
      <Content {...props} />
    </div>
  );
}
