import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useSearchQueryString} from '@docusaurus/theme-common';
import SearchField from '../SearchField';
import SearchResults from '../SearchResults';
import {useOfflineSearch} from '../hooks/useOfflineSearch';
import {OFFLINE_SEARCH} from '../../lib/searchResults';
import styles from './styles.module.css';

/**
 * /search?q=...: the full results page for offline search. The query lives in `?q=`, so results
 * can be shared and reloaded; the server renders the page without one, and the browser reads it
 * after hydration.
 */
export default function SearchPage(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const [limit, setLimit] = useState<number>(OFFLINE_SEARCH.pageHitsStep);
  const {hits, hitsQuery, total, status, retry} = useOfflineSearch(query, limit);
  const changeQuery = (next: string) => {
    setQuery(next);
    setLimit(OFFLINE_SEARCH.pageHitsStep);
  };

  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search'} description="Search the Gruntwork docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for “${query}”` : 'Search the docs'}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <SearchField id="search-page-input" label="Search query" value={query} onChange={changeQuery} />
        </form>
        <SearchResults query={query} hitsQuery={hitsQuery} hits={hits} status={status} onRetry={retry} />
        {status === 'ready' && hitsQuery === query && total > hits.length && (
          <p className={styles.more}>
            <span role="status">
              Showing {hits.length} of {total} results.
            </span>{' '}
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setLimit((current) => current + OFFLINE_SEARCH.pageHitsStep)}>
              Show more results
            </button>
          </p>
        )}
      </main>
    </Layout>
  );
}
