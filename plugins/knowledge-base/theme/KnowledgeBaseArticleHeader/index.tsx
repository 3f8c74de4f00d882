import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {discussionUrl} from '@site/plugins/knowledge-base/lib/knowledgeBase';
import {TWIN_PRELUDE_ATTRIBUTE} from '@site/shared/lib/siteConstants';
import styles from './styles.module.css';

/**
 * The category label and the link back to the article's original discussion, also at the top of the
 * article's Markdown twin (TWIN_PRELUDE_ATTRIBUTE). The space between them keeps the page's text
 * two phrases, as the twin writes them.
 */
export default function KnowledgeBaseArticleHeader({articleNumber}: {articleNumber: number}): ReactNode {
  return (
    <div className={styles.header} data-pagefind-ignore {...{[TWIN_PRELUDE_ATTRIBUTE]: true}}>
      <span className={styles.category}>Knowledge Base</span>{' '}
      <Link to={discussionUrl(articleNumber)} className={styles.discussion}>
        View the original discussion #{articleNumber} on GitHub
      </Link>
    </div>
  );
}
