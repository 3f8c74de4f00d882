import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A responsive grid of cards: one column on phones, up to three on wide screens. */
export default function CardGrid({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
}
