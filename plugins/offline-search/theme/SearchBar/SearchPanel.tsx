import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SearchResults from '../SearchResults';
import {useOfflineSearch} from '../hooks/useOfflineSearch';
import {useOfflineSearchData} from '../hooks/useOfflineSearchData';
import {OFFLINE_SEARCH} from '../../lib/searchResults';
import styles from './styles.module.css';

interface Props {
  query: string;
  /** Closes the modal: a result or the full-results link was followed. */
  onNavigate: () => void;
}

/**
 * What the search modal shows under its field: the hits and a link to the full results. Loaded on
 * the first request to search, with the Pagefind loader, so pages do not download it up front.
 */
export default function SearchPanel({query, onNavigate}: Props): ReactNode {
  const {hits, hitsQuery, status, retry} = useOfflineSearch(query, OFFLINE_SEARCH.modalHits, {typingMayContinue: true});
  const {searchPageUrl} = useOfflineSearchData();
  return (
    <>
      <SearchResults query={query} hitsQuery={hitsQuery} hits={hits} status={status} onNavigate={onNavigate} onRetry={retry} />
      {query.trim() && status !== 'unavailable' && (
        <p className={styles.footer}>
          <Link to={`${searchPageUrl}?q=${encodeURIComponent(query.trim())}`} onClick={onNavigate}>
            See all results for “{query.trim()}”
          </Link>
        </p>
      )}
    </>
  );
}
