/**
 * The vocabulary of the site's topics in the browser: every name a reader may give a subject, each
 * with its main page (built by lib/buildVocabulary.ts), in one file per length of name; the topic a
 * query names exactly (`exactTopic`), and the words of a query that the shown pages do not hold as
 * typed, which only then send search to lib/nearMisses.ts. Names are compared without case, spaces or
 * punctuation (`topicKey`): "Route 53", "route53" and "route-53" are one name. Pure: no DOM, no file
 * system.
 */
/**
 * Topic names and their main pages, as the build writes them for the browser: in files beside the
 * index, one per length of name (`topicShardFile`), so that a query reads only the names it could be.
 */
export interface TopicVocabulary {
  /** Main pages: the Pagefind result id, and a word of the page's title that finds it in the index. */
  pages: [id: string, term: string][];
  /** Names, most authoritative first, each with the index of its page in `pages`. */
  names: [name: string, page: number][];
}

/** The file of the vocabulary that holds the names of this length (in letters and digits). */
export const topicShard = (length: number): number => length;
export const topicShardFile = (shard: number): string => `topics-${shard}.json`;
/** A near miss is at most this many letters longer or shorter than its name. */
export const MAX_LENGTH_CHANGE = 2;

/** The file of the vocabulary a query's own name would be in. */
export const exactShardFor = (query: string): number[] => (topicKey(query).length > 0 ? [topicShard(topicKey(query).length)] : []);

/** The files of the vocabulary a near miss of a query may be in: those of every length within a near miss. */
export function topicShardsFor(query: string): number[] {
  const length = topicKey(query).length;
  if (length === 0) return [];
  const first = topicShard(Math.max(0, length - MAX_LENGTH_CHANGE));
  const last = topicShard(length + MAX_LENGTH_CHANGE);
  return Array.from({length: last - first + 1}, (_, offset) => first + offset);
}

/** The files' vocabularies as one: names in the order given, each page once (a page has names of several lengths). */
export function mergeVocabularies(parts: readonly TopicVocabulary[]): TopicVocabulary {
  const merged: TopicVocabulary = {pages: [], names: []};
  const indexOf = new Map<string, number>();
  for (const part of parts) {
    const pageIndexes = part.pages.map((page) => {
      if (!indexOf.has(page[0])) {
        indexOf.set(page[0], merged.pages.length);
        merged.pages.push(page);
      }
      return indexOf.get(page[0])!;
    });
    merged.names.push(...part.names.map(([name, page]): [string, number] => [name, pageIndexes[page]]));
  }
  return merged;
}

/** A name reduced to what comparing it needs: lower case letters and digits. */
export const topicKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export interface TopicMatch {
  /** Indexes into the vocabulary's pages, the best first (more than one only for a near miss with several readings). */
  pages: number[];
  /** For each page, the name the query was read as. */
  names: string[];
  /** Whether the query is that name, or a near miss of it. */
  exact: boolean;
}

/** The topic a query names exactly (whatever the case, spaces and punctuation); null when none. */
export function exactTopic(query: string, vocabulary: TopicVocabulary): TopicMatch | null {
  const typed = topicKey(query);
  const exact = typed.length >= 2 ? vocabulary.names.find(([name]) => topicKey(name) === typed) : undefined;
  return exact ? {pages: [exact[1]], names: [exact[0]], exact: true} : null;
}

/** The words of a query as the index splits them. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

/** A word without case or punctuation. */
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

/** The words of shown pages that matched a query (at their `locations`), the most frequent first. */
export function matchedWords(pages: readonly {content?: string; locations?: number[]}[]): string[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const words = (page.content ?? '').split(/\s+/).filter(Boolean);
    for (const location of page.locations ?? []) {
      const word = bare(words[location] ?? '');
      if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/** Endings that make another form of a word ("snapshots", "locked"), not another word. */
const INFLECTION = /^(s|es|d|ed|ing|er|ers|ly|ion|ions|ation|ations|ment|ments)$/;

/**
 * The words of a query that no shown page holds as typed: no matched word is it, or it with or
 * without an ending; with `asPrefix`, also none begins with it (a search word is also a prefix, and
 * the last may be half typed), and then words with digits are left alone. All of them when nothing matched.
 */
export function unheldWords(query: string, matched: readonly string[], {asPrefix = true}: {asPrefix?: boolean} = {}): string[] {
  const held = (word: string) =>
    matched.some(
      (found) =>
        (asPrefix ? found.startsWith(word) : found === word || (found.startsWith(word) && INFLECTION.test(found.slice(word.length)))) ||
        (word.startsWith(found) && INFLECTION.test(word.slice(found.length))),
    );
  // A word with digits may be a misspelt name ("k8ssrevice"), but is no word to correct (a version).
  return queryWords(query).filter((word) => (!asPrefix || !/\d/.test(word)) && !held(word));
}
