import {useCallback, useEffect, useRef, useState} from 'react';
import {
  OFFLINE_SEARCH,
  isContentMatch,
  toSearchHit,
  type PagefindMatch,
  type PagefindResultData,
  type SearchHit,
} from '../../lib/searchResults';
import {TOPIC_FILTER, topicFor} from '../../lib/searchTopics';
import {useDebouncedValue} from './useDebouncedValue';
import {useOfflineSearchData} from './useOfflineSearchData';

type PagefindResult = PagefindMatch & {id: string; data(): Promise<PagefindResultData>};

interface PagefindModule {
  options(options: {ranking: typeof OFFLINE_SEARCH.ranking; noWorker: boolean}): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]}>;
  /** Every filter's values, with their page counts. */
  filters(): Promise<Record<string, Record<string, number>>>;
}

/**
 * The page of the topic a one-word query names, or was probably meant as (lib/searchTopics.ts), with
 * the name when it was a near miss; null when the query names no topic. The topic names are the
 * index's `topic` filter values. Its data is not loaded here.
 */
async function topicPage(pagefind: PagefindModule, query: string): Promise<{page: PagefindResult; suggested: string | null} | null> {
  // One word: the index holds one-word names only, and a longer query costs no filter download.
  if (/\s/.test(query)) return null;
  const filters = await pagefind.filters();
  const match = topicFor(query, Object.keys(filters[TOPIC_FILTER] ?? {}));
  if (!match) return null;
  // The name as the search term, limited to the topic's page: it reads the index chunk of the
  // query's own word (already loaded for an exact name), where a search of the filter alone would
  // read every chunk of the index.
  const [page] = (await pagefind.search(match.name, {filters: {[TOPIC_FILTER]: match.name}})).results;
  return page ? {page, suggested: match.exact ? null : match.name} : null;
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
        const [search, topic] = await Promise.all([pagefind.search(trimmed), topicPage(pagefind, trimmed)]);
        // A newer query supersedes this one: its result fragments would never be shown.
        if (latestQuery.current !== query) return;
        // The topic's own page first, then the rest without it: `limit` downloads in all.
        const matches = search.results.filter((match) => isContentMatch(match) && match.id !== topic?.page.id);
        const [topicData, data] = await Promise.all([
          topic?.page.data(),
          Promise.all(matches.slice(0, topic ? limit - 1 : limit).map((match) => match.data())),
        ]);
        if (latestQuery.current !== query) return;
        const rest = data.map((page) => toSearchHit(page));
        const hits =
          topic && topicData ? [{...toSearchHit(topicData, {wholePage: true}), topic: {suggested: topic.suggested}}, ...rest] : rest;
        const total = matches.length + (topic ? 1 : 0);
        setResult({hitsQuery: query, hits, total});
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
