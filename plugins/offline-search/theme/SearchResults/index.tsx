import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SearchStatus} from '../hooks/useOfflineSearch';
import type {SearchHit} from '../../lib/searchResults';
import SearchUnavailable from './SearchUnavailable';
import styles from './styles.module.css';

interface Props {
  query: string;
  /** The query the hits answer; while a newer query runs, the list keeps the older label. */
  hitsQuery: string;
  hits: SearchHit[];
  status: SearchStatus;
  onNavigate?: () => void;
  /** Loads the index again after it could not be fetched. */
  onRetry: () => void;
}

/** Result list shared by the search modal and the /search page. */
export default function SearchResults({query, hitsQuery, hits, status, onNavigate, onRetry}: Props): ReactNode {
  if (status === 'unavailable' && process.env.NODE_ENV === 'development') {
    return (
      <p className={styles.message} role="status">
        The search index is created by <code>npm run build</code>. Run a build (then <code>npm run serve</code>) to search locally; the
        development server has no index.
      </p>
    );
  }
  if (status === 'unavailable') return <SearchUnavailable onRetry={onRetry} />;
  if (!query.trim()) {
    return <p className={styles.message}>Type to search the guides, reference, FAQ and knowledge base.</p>;
  }
  if (status === 'loading' && hits.length === 0) {
    return (
      <p className={styles.message} role="status">
        Searching…
      </p>
    );
  }
  if (hits.length === 0) {
    return (
      <p className={styles.message} role="status">
        No results for “{hitsQuery || query}”. Try fewer or different words.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={`Results for ${hitsQuery}`}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.hit}>
          <Link to={hit.url} className={styles.link} onClick={onNavigate} data-search-hit>
            {hit.topic?.suggested && <span className={styles.section}>Did you mean “{hit.topic.suggested}”?</span>}
            <span className={styles.title} data-search-hit-title>
              {hit.title}
            </span>
            {hit.section && (
              <span className={styles.section} data-search-hit-section>
                {hit.section}
              </span>
            )}
            <span className={styles.excerpt} data-search-hit-excerpt>
              {hit.excerpt.map((part, partIndex) =>
                part.highlighted ? <mark key={partIndex}>{part.text}</mark> : <span key={partIndex}>{part.text}</span>,
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
