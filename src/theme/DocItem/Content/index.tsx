import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import KnowledgeBaseArticleHeader from '@site/src/components/KnowledgeBaseArticleHeader';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import {KNOWLEDGE_BASE_PLUGIN_ID} from '@site/src/lib/knowledgeBase';
import {SEARCH_WEIGHTS} from '@site/src/lib/searchIndex';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every doc page gets Copy page and View as Markdown above its title (the Markdown twin).
 * Knowledge-base articles get their category label and discussion link above
 * the title, and count for less in offline search (SEARCH_WEIGHTS) so that a guide or reference
 * page on a topic ranks above answers that mention it.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {frontMatter} = useDoc();
  const articleNumber = (frontMatter as {number?: unknown}).number;
  if (plugin.id !== KNOWLEDGE_BASE_PLUGIN_ID || typeof articleNumber !== 'number') {
    return (
      <>
        <PageMarkdownActions />
        <Content {...props} />
      </>
    );
  }
  return (
    <div data-pagefind-weight={SEARCH_WEIGHTS.knowledgeBase}>
      <KnowledgeBaseArticleHeader articleNumber={articleNumber} />
      <PageMarkdownActions />
      <Content {...props} />
    </div>
  );
}
