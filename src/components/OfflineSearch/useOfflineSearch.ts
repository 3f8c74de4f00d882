import {useEffect, useRef, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isContentMatch, toSearchHit, type PagefindMatch, type PagefindResultData, type SearchHit} from '@site/src/lib/searchResults';

interface PagefindModule {
  init(): Promise<void>;
  search(query: string): Promise<{results: (PagefindMatch & {data(): Promise<PagefindResultData>})[]}>;
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

const MAX_HITS = 8;
let pagefindPromise: Promise<PagefindModule> | null = null;

/** Loads the Pagefind runtime once, on first use, never on page load. */
function loadPagefind(indexUrl: string): Promise<PagefindModule> {
  pagefindPromise ??= import(/* webpackIgnore: true */ indexUrl).then(async (module: PagefindModule) => {
    await module.init();
    return module;
  });
  pagefindPromise.catch(() => {
    pagefindPromise = null;
  });
  return pagefindPromise;
}

/**
 * Searches the build's offline index. In `npm start` there is no index: the
 * status becomes "unavailable" and the UI says how to create one.
 */
export interface OfflineSearchState {
  /** The query the current hits answer (it lags the typed query while a search runs). */
  hitsQuery: string;
  hits: SearchHit[];
  status: SearchStatus;
}

export function useOfflineSearch(query: string): OfflineSearchState {
  const {indexUrl} = usePluginData('offline-search') as {indexUrl: string};
  const [result, setResult] = useState<{hitsQuery: string; hits: SearchHit[]}>({hitsQuery: '', hits: []});
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latestQuery = useRef(query);

  useEffect(() => {
    latestQuery.current = query;
    const trimmed = query.trim();
    if (!trimmed) {
      setResult({hitsQuery: '', hits: []});
      setStatus('idle');
      return;
    }
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    loadPagefind(indexUrl)
      .then(async (pagefind) => {
        const search = await pagefind.search(trimmed);
        const matches = search.results.filter(isContentMatch).slice(0, MAX_HITS);
        const data = await Promise.all(matches.map((result) => result.data()));
        if (latestQuery.current !== query) return;
        setResult({hitsQuery: query, hits: data.map(toSearchHit)});
        setStatus('ready');
      })
      .catch(() => {
        if (latestQuery.current === query) setStatus('unavailable');
      });
  }, [query, indexUrl]);

  return {...result, status};
}
