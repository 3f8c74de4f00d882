import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The title band at the top of the non-doc pages (tools, courses, support). */
export default function PageHeader({title, lead}: {title: string; lead: ReactNode}): ReactNode {
  return (
    <section className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
      </div>
    </section>
  );
}
