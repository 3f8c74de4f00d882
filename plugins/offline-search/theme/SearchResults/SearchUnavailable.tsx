import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Said when the index, or the code that reads it, cannot be fetched: offline, or a deploy in progress. */
export default function SearchUnavailable({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className={styles.message}>
      <p role="status">Search is unavailable right now. Check your connection, then try again.</p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
