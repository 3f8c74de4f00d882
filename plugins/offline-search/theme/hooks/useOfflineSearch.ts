import {useCallback, useEffect, useRef, useState} from 'react';
import {
  OFFLINE_SEARCH,
  isContentMatch,
  toSearchHit,
  type PagefindMatch,
  type PagefindResultData,
  type SearchHit,
} from '../../lib/searchResults';
import {useDebouncedValue} from './useDebouncedValue';
import {useOfflineSearchData} from './useOfflineSearchData';

interface PagefindModule {
  options(options: {ranking: typeof OFFLINE_SEARCH.ranking; noWorker: boolean}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: (PagefindMatch & {data(): Promise<PagefindResultData>})[]}>;
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

let pagefindPromise: Promise<PagefindModule> | null = null;

/**
 * Loads the Pagefind runtime once, on first use, never on page load. The browser remembers a
 * module that failed to load for the life of the page, so each retry asks for a fresh URL.
 */
function loadPagefind(indexUrl: string, attempt: number): Promise<PagefindModule> {
  const url = attempt === 0 ? indexUrl : `${indexUrl}?attempt=${attempt}`;
  pagefindPromise ??= import(/* webpackIgnore: true */ url).then(async (module: PagefindModule) => {
    await module.options({ranking: OFFLINE_SEARCH.ranking, noWorker: OFFLINE_SEARCH.noWorker});
    await module.init();
    return module;
  });
  pagefindPromise.catch(() => {
    pagefindPromise = null;
  });
  return pagefindPromise;
}

export interface OfflineSearchState {
  /** The query the current hits answer (it lags the typed query while a search runs). */
  hitsQuery: string;
  hits: SearchHit[];
  /** How many pages match in all; `hits` holds at most `limit` of them. */
  total: number;
  status: SearchStatus;
  /** Tries again after the index could not be loaded (a network error, a deploy in progress). */
  retry: () => void;
}

/**
 * Searches the build's offline index for `query` once typing pauses, and loads the data of the
 * first `limit` matches (one download each). When the index cannot be loaded the status is
 * "unavailable": in `npm start` there is no index at all; in production the network or a deploy
 * in progress is to blame.
 */
export function useOfflineSearch(
  typedQuery: string,
  limit: number,
  {
    typingMayContinue = false,
  }: {
    /**
     * The first query may still be being typed (the modal's results mount while the reader types),
     * so it waits for a pause too; otherwise (a query from the URL) it runs at once.
     */
    typingMayContinue?: boolean;
  } = {},
): OfflineSearchState {
  const {indexUrl} = useOfflineSearchData();
  // Clearing the field takes effect at once; a query waits until typing pauses.
  const query = useDebouncedValue(typedQuery, typedQuery.trim() ? OFFLINE_SEARCH.debounceMs : 0, typingMayContinue ? '' : typedQuery);
  const [result, setResult] = useState<{hitsQuery: string; hits: SearchHit[]; total: number}>({
    hitsQuery: '',
    hits: [],
    total: 0,
  });
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const latestQuery = useRef(query);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  useEffect(() => {
    latestQuery.current = query;
    const trimmed = query.trim();
    if (!trimmed) {
      setResult({hitsQuery: '', hits: [], total: 0});
      setStatus('idle');
      return;
    }
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    loadPagefind(indexUrl, attempt)
      .then(async (pagefind) => {
        const search = await pagefind.search(trimmed);
        // A newer query supersedes this one: its result fragments would never be shown.
        if (latestQuery.current !== query) return;
        const matches = search.results.filter(isContentMatch);
        const data = await Promise.all(matches.slice(0, limit).map((match) => match.data()));
        if (latestQuery.current !== query) return;
        setResult({hitsQuery: query, hits: data.map(toSearchHit), total: matches.length});
        setStatus('ready');
      })
      .catch(() => {
        if (latestQuery.current === query) setStatus('unavailable');
      });
  }, [query, limit, indexUrl, attempt]);

  // While typing has not paused, the list shows "Searching…" or the previous query's hits.
  const waiting = typedQuery !== query && status !== 'ready';
  return {...result, status: waiting ? 'loading' : status, retry};
}
