import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchField from '@site/src/components/SearchField';
import SearchResults from '@site/src/components/SearchResults';
import {useOfflineSearch} from '@site/src/components/OfflineSearch/useOfflineSearch';
import {OFFLINE_SEARCH} from '@site/src/lib/searchResults';
import styles from './styles.module.css';

/** /search?q=...: the full results page for offline search. */
export default function OfflineSearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server renders the empty page; the query is read from ?q= once in the browser.
  const [query, setQuery] = useState<string | null>(null);
  const [limit, setLimit] = useState<number>(OFFLINE_SEARCH.pageHitsStep);
  const {hits, hitsQuery, total, status, retry} = useOfflineSearch(query ?? '', limit);
  const changeQuery = (next: string) => {
    setQuery(next);
    setLimit(OFFLINE_SEARCH.pageHitsStep);
  };

  useEffect(() => {
    if (query === null) setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [query, location.search]);

  // Keep ?q= in step with the field so results can be shared and reloaded.
  useEffect(() => {
    if (query === null) return;
    const params = new URLSearchParams(location.search);
    if ((params.get('q') ?? '') === query) return;
    if (query) params.set('q', query);
    else params.delete('q');
    history.replace({search: params.toString() ? `?${params}` : ''});
  }, [query, history, location.search]);

  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search'} description="Search the Gruntwork docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for “${query}”` : 'Search the docs'}</Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.form}>
          <SearchField id="search-page-input" label="Search query" value={query ?? ''} onChange={changeQuery} />
        </form>
        <SearchResults query={query ?? ''} hitsQuery={hitsQuery} hits={hits} status={status} onRetry={retry} />
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
