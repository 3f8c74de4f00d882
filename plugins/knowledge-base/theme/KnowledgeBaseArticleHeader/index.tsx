import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {discussionUrl} from '@site/plugins/knowledge-base/lib/knowledgeBase';
import styles from './styles.module.css';

/** The category label and the link back to the article's original discussion. */
export default function KnowledgeBaseArticleHeader({articleNumber}: {articleNumber: number}): ReactNode {
  return (
    <div className={styles.header} data-pagefind-ignore>
      <span className={styles.category}>Knowledge Base</span>
      <Link to={discussionUrl(articleNumber)} className={styles.discussion}>
        View the original discussion #{articleNumber} on GitHub
      </Link>
    </div>
  );
}
