import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchField from '@site/src/components/SearchField';
import SearchResults from '@site/src/components/SearchResults';
import {useOfflineSearch} from '@site/src/components/OfflineSearch/useOfflineSearch';
import styles from './styles.module.css';

/** /search?q=...: the full results page for offline search. */
export default function OfflineSearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server renders the empty page; the query is read from ?q= once in the browser.
  const [query, setQuery] = useState<string | null>(null);
  const {hits, hitsQuery, status} = useOfflineSearch(query ?? '');

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
          <SearchField id="search-page-input" label="Search query" value={query ?? ''} onChange={setQuery} />
        </form>
        <SearchResults query={query ?? ''} hitsQuery={hitsQuery}
              hits={hits} status={status} />
      </main>
    </Layout>
  );
}
