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
  /** Main pages, by their Pagefind result id; each has its card (`topicCardFile`). */
  pages: string[];
  /** Names, most authoritative first, each with the index of its page in `pages`. */
  names: [name: string, page: number][];
}

/**
 * What a topic's main page shows as its hit, written by the build beside the index so that the hit
 * needs no download of the page's whole text (its Pagefind fragment): the page's address, title,
 * and its words up to a little past an excerpt's length, with the headings among them.
 */
export interface TopicCard {
  url: string;
  meta: {title: string};
  excerpt: '';
  content: string;
  anchors: {element: string; text: string; location: number}[];
}

/** The file of the vocabulary that holds the names of this length (in letters and digits). */
export const topicShard = (length: number): number => length;
export const topicShardFile = (shard: number): string => `topics-${shard}.json`;
/** The file of a main page's card, by its Pagefind result id. */
export const topicCardFile = (id: string): string => `topic-${id}.json`;
/** A near miss is at most this many letters longer or shorter than its name. */
export const MAX_LENGTH_CHANGE = 2;

/** The file of the vocabulary a query's own name would be in, or null for a query of no letters or digits. */
export const exactShardFor = (query: string): number | null => (topicKey(query).length > 0 ? topicShard(topicKey(query).length) : null);

/** A name reduced to what comparing it needs: lower case letters and digits. */
export const topicKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export interface TopicMatch {
  /** Indexes into the vocabulary's pages, the best first (more than one only for a near miss with several readings). */
  pages: number[];
  /** For each page, the name the query was read as. */
  names: string[];
  /**
   * Whether the query is the first name (any other is another page's name it may have been meant as,
   * by two letters swapped), or a near miss of each.
   */
  exact: boolean;
}

/** Whether `typed` is `name` with two neighbouring letters swapped. */
export function isSwap(typed: string, name: string): boolean {
  if (typed.length !== name.length || typed === name) return false;
  const at = [...typed].findIndex((char, index) => char !== name[index]);
  return typed[at] === name[at + 1] && typed[at + 1] === name[at] && typed.slice(at + 2) === name.slice(at + 2);
}

/**
 * The topic a query names exactly (whatever the case, spaces and punctuation), first; and when the
 * query is also another page's name with two letters swapped, that page after it, offered as what it
 * may have meant. Null when it names none.
 */
export function exactTopic(query: string, vocabulary: TopicVocabulary): TopicMatch | null {
  const typed = topicKey(query);
  const exact = typed.length >= 2 ? vocabulary.names.find(([name]) => topicKey(name) === typed) : undefined;
  if (!exact) return null;
  const match: TopicMatch = {pages: [exact[1]], names: [exact[0]], exact: true};
  for (const [name, page] of vocabulary.names) {
    if (!match.pages.includes(page) && isSwap(typed, topicKey(name))) {
      match.pages.push(page);
      match.names.push(name);
    }
  }
  return match;
}

/**
 * Whether a name of the query's own length (its file is read for the exact lookup) is the query with
 * two letters swapped: the query may be that name misspelt even when it is a word the pages hold
 * ("aim" for "iam"), so search then looks for near misses too.
 */
export const mayBeSwapped = (query: string, vocabulary: TopicVocabulary): boolean =>
  vocabulary.names.some(([name]) => isSwap(topicKey(query), topicKey(name)));

/** The words of a query as the index splits them. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

/** A word without case or punctuation. */
export const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');

/** Endings that make another form of a word ("snapshots", "locked"), not another word. */
const INFLECTION = /^(s|es|d|ed|ing|er|ers|ly|ion|ions|ation|ations|ment|ments)$/;

/** Whether `found`, a word a page matched, is `word` as typed, or it with or without an ending. */
export const holds = (found: string, word: string): boolean =>
  found === word ||
  (found.startsWith(word) && INFLECTION.test(found.slice(word.length))) ||
  (word.startsWith(found) && INFLECTION.test(word.slice(found.length)));

/** The words of shown pages that matched a query, at their `locations`. */
export const wordsAt = (pages: readonly {content?: string; locations?: number[]}[]): string[] =>
  pages.flatMap((page) => {
    const words = (page.content ?? '').split(/\s+/).filter(Boolean);
    return (page.locations ?? []).map((location) => bare(words[location] ?? '')).filter(Boolean);
  });

/**
 * Whether every word of a query is held as typed by the shown pages (`holds`); when one is not,
 * search looks for near misses (lib/nearMisses.ts).
 */
export const allHeld = (query: string, pages: readonly {content?: string; locations?: number[]}[]): boolean => {
  const found = wordsAt(pages);
  return queryWords(query).every((word) => found.some((match) => holds(match, word)));
};
