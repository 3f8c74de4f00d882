import {useCallback, useEffect, useRef, useState} from 'react';
import {
  OFFLINE_SEARCH,
  isContentMatch,
  toSearchHit,
  type PagefindMatch,
  type PagefindResultData,
  type SearchHit,
} from '../../lib/searchResults';
import {
  allHeld,
  exactShardFor,
  exactTopic,
  mayBeSwapped,
  topicCardFile,
  topicShardFile,
  type TopicCard,
  type TopicVocabulary,
} from '../../lib/searchVocabulary';
import {SPELLING_WORDS_FILE, besideIndex} from '../../lib/pluginData';
import {useDebouncedValue} from './useDebouncedValue';
import {useOfflineSearchData} from './useOfflineSearchData';

type PagefindResult = PagefindMatch & {id: string; data(): Promise<PagefindResultData>};

interface PagefindModule {
  options(options: {ranking: typeof OFFLINE_SEARCH.ranking; noWorker: boolean}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]}>;
}

/** A JSON file beside the index, fetched once (again after a failure). */
const jsonFiles = new Map<string, Promise<unknown>>();
function loadJson<T>(url: string): Promise<T> {
  let promise = jsonFiles.get(url);
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    promise.catch(() => jsonFiles.delete(url));
    jsonFiles.set(url, promise);
  }
  return promise as Promise<T>;
}

/** A file of the topics' vocabulary; a length that no name has has no file. */
const topicShard = (indexUrl: string, shard: number) =>
  loadJson<TopicVocabulary>(besideIndex(indexUrl, topicShardFile(shard))).catch((): TopicVocabulary => ({pages: [], names: []}));

type NearMisses = typeof import('../../lib/nearMisses');

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
        // Each page's data is one download, whichever answer shows it.
        const loaded = new Map<string, Promise<PagefindResultData>>();
        const dataOf = (result: PagefindResult) => {
          if (!loaded.has(result.id)) loaded.set(result.id, result.data());
          return loaded.get(result.id)!;
        };
        /**
         * The pages a query shows: the main pages of the topic it names (with `near`, or was probably
         * meant as), opened at the top, then the rest: `limit` downloads in all.
         */
        const answer = async (text: string, near: NearMisses | null) => {
          const exactShard = exactShardFor(text);
          const [search, vocabulary] = await Promise.all([
            pagefind.search(text),
            near
              ? Promise.all(near.topicShardsFor(text).map((shard) => topicShard(indexUrl, shard))).then(near.mergeVocabularies)
              : exactShard === null
                ? {pages: [], names: []}
                : topicShard(indexUrl, exactShard),
          ]);
          const match = near ? near.matchTopic(text, vocabulary) : exactTopic(text, vocabulary);
          // The code for topics' hits loads only for a query that names one.
          const topics = match
            ? await (
                await import('../../lib/topicHits')
              ).topicHits(text, match, vocabulary, (id) => loadJson<TopicCard>(besideIndex(indexUrl, topicCardFile(id))))
            : [];
          const topicIds = new Set(topics.map((topic) => topic.id));
          const rest = search.results.filter((result) => isContentMatch(result) && !topicIds.has(result.id));
          const data = await Promise.all(rest.slice(0, Math.max(0, limit - topics.length)).map(dataOf));
          return {topics, rest, data, swapped: mayBeSwapped(text, vocabulary)};
        };
        let shown = await answer(trimmed, null);
        // A newer query supersedes this one.
        if (latestQuery.current !== query) return;
        // A word that no shown page holds as typed, or the letters of a name in another order: the
        // query may be a near miss (lib/nearMisses.ts, whose code, the vocabulary's neighbouring
        // lengths and the spelling words load only then). Pagefind also finds pages for a word it does
        // not hold, through words like it, so such a word may also be read as another.
        let correction: string | null = null;
        if (shown.topics.length === 0 && (shown.swapped || !allHeld(trimmed, shown.data))) {
          const near = await import('../../lib/nearMisses');
          ({shown, correction} = await near.readAsMeant(trimmed, shown, {
            asNearMiss: (text) => answer(text, near),
            asTyped: (text) => answer(text, null),
            spellingWords: () => loadJson<string[]>(besideIndex(indexUrl, SPELLING_WORDS_FILE)).catch((): string[] => []),
          }));
        }
        if (latestQuery.current !== query) return;
        const {topics, rest, data} = shown;
        const hits: SearchHit[] = [
          ...topics.map((topic) => ({
            ...toSearchHit(topic.data, {wholePage: true}),
            topic: {suggested: topic.suggested ?? correction},
          })),
          ...data.map((page) => toSearchHit(page)),
          // Each address once: it is the list's key.
        ].filter((hit, index, all) => all.findIndex((other) => other.url === hit.url) === index);
        if (correction && topics.length === 0 && hits.length > 0) hits[0] = {...hits[0], topic: {suggested: correction}};
        const total = rest.length + topics.length;
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
