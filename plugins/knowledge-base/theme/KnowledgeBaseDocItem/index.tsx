import React, {type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import KnowledgeBaseArticleHeader from '@site/plugins/knowledge-base/theme/KnowledgeBaseArticleHeader';
import {DocItemPrefaceProvider} from '@site/shared/theme/DocItemPreface';
import {SEARCH_WEIGHTS} from '@site/shared/lib/searchIndex';

/**
 * The knowledge base's page component (its docs instance's `docItemComponent`): the theme's doc
 * page, with the category label and discussion link above the title. Articles count for less in
 * offline search (SEARCH_WEIGHTS), so that a guide or reference page on a topic ranks above
 * answers that mention it.
 */
export default function KnowledgeBaseDocItem(props: Props): ReactNode {
  const articleNumber = (props.content.frontMatter as {number?: unknown}).number;
  return (
    <div data-pagefind-weight={SEARCH_WEIGHTS.knowledgeBase}>
      <DocItemPrefaceProvider
        preface={typeof articleNumber === 'number' ? <KnowledgeBaseArticleHeader articleNumber={articleNumber} /> : null}>
        <DocItem {...props} />
      </DocItemPrefaceProvider>
    </div>
  );
}
