import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface LinkCardProps {
  title: string;
  description: ReactNode;
  /** A site path (`/guides/`) or an absolute URL. */
  to: string;
  /** Call to action shown under the description. */
  linkLabel: string;
  /** Short facts shown above the title, such as a course level. */
  eyebrow?: string;
  headingLevel?: 'h2' | 'h3';
}

/** A card whose whole surface is one link, for the home, tools and courses pages. */
export default function LinkCard({title, description, to, linkLabel, eyebrow, headingLevel = 'h3'}: LinkCardProps): ReactNode {
  const Heading = headingLevel;
  return (
    <article className={clsx('card', styles.card)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title}>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <div className={styles.description}>{description}</div>
      <p className={styles.cta} aria-hidden="true">
        {linkLabel} →
      </p>
    </article>
  );
}
