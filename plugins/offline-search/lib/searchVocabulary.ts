/**
 * The vocabulary of the site's topics in the browser: every name a reader may give a subject, each
 * with its main page (built by lib/buildVocabulary.ts), and how a query is read as one
 * (`matchTopic`) or, finding nothing, corrected with the index's words (`correctQuery`). Names are compared without case,
 * spaces or punctuation (`topicKey`): "Route 53", "route53" and "route-53" are one name. Near misses
 * are measured with the `damerau-levenshtein` library, where a swap of two neighbouring letters is
 * one edit. Pure: no DOM, no file system.
 */
import damerauLevenshtein from 'damerau-levenshtein';

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

/** How many lengths of name (letters and digits) one file of the vocabulary holds. */
export const TOPIC_SHARD_WIDTH = 6;
/** The file of the vocabulary that holds the names of this length. */
export const topicShard = (length: number): number => Math.floor(length / TOPIC_SHARD_WIDTH);
export const topicShardFile = (shard: number): string => `topics-${shard}.json`;
/** A near miss is at most this many letters longer or shorter than its name. */
const MAX_LENGTH_CHANGE = 2;

/** The files of the vocabulary a query may find its topic in: those of every length within a near miss. */
export function topicShardsFor(query: string): number[] {
  const length = topicKey(query).length;
  if (length === 0) return [];
  const first = topicShard(Math.max(0, length - MAX_LENGTH_CHANGE));
  const last = topicShard(length + MAX_LENGTH_CHANGE);
  return Array.from({length: last - first + 1}, (_, offset) => first + offset);
}

/** The files' vocabularies as one: names in the order given. */
export function mergeVocabularies(parts: readonly TopicVocabulary[]): TopicVocabulary {
  const merged: TopicVocabulary = {pages: [], names: []};
  for (const part of parts) {
    const offset = merged.pages.length;
    merged.pages.push(...part.pages);
    merged.names.push(...part.names.map(([name, page]): [string, number] => [name, page + offset]));
  }
  return merged;
}

/** A name reduced to what comparing it needs: lower case letters and digits. */
export const topicKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** One edit is allowed from five letters, two from eight; a swap of two letters always counts as one. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);
const sameLetters = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');

/** How far `typed` is from `meant`, or null when too far to be read as it. */
export function nearMiss(typed: string, meant: string): number | null {
  if (Math.abs(typed.length - meant.length) > MAX_LENGTH_CHANGE) return null;
  const {steps} = damerauLevenshtein(typed, meant);
  if (steps === 0) return 0;
  if (steps <= allowedEdits(Math.max(typed.length, meant.length))) return steps;
  // A swap of two neighbouring letters, in a word of any length ("vcp" for "vpc").
  return steps === 1 && sameLetters(typed, meant) ? 1 : null;
}

export interface TopicMatch {
  /** Indexes into the vocabulary's pages, the best first (more than one only for a near miss with several readings). */
  pages: number[];
  /** For each page, the name the query was read as. */
  names: string[];
  /** Whether the query is that name, or a near miss of it. */
  exact: boolean;
}

/** How many readings of a near miss are offered at most. */
export const MAX_SUGGESTIONS = 3;

/**
 * The topic a query names: exactly, or as a near miss of one or more names (the closest first, then
 * the more authoritative); null when it names none.
 */
export function matchTopic(query: string, vocabulary: TopicVocabulary): TopicMatch | null {
  const typed = topicKey(query);
  if (typed.length < 2) return null;
  const exact = vocabulary.names.find(([name]) => topicKey(name) === typed);
  if (exact) return {pages: [exact[1]], names: [exact[0]], exact: true};
  const candidates: {distance: number; order: number; name: string; page: number}[] = [];
  vocabulary.names.forEach(([name, page], order) => {
    const distance = nearMiss(typed, topicKey(name));
    if (distance !== null) candidates.push({distance, order, name, page});
  });
  candidates.sort((a, b) => a.distance - b.distance || a.order - b.order);
  const pages: number[] = [];
  const names: string[] = [];
  for (const candidate of candidates) {
    if (pages.includes(candidate.page)) continue;
    pages.push(candidate.page);
    names.push(candidate.name);
    if (pages.length === MAX_SUGGESTIONS) break;
  }
  return pages.length > 0 ? {pages, names, exact: false} : null;
}

/** The words of a query as the index splits them. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);

/**
 * The query with each word the index does not hold (those of `unknown`, or else those not in
 * `words`) replaced by the closest word it does (`words`, most frequent first, so a tie goes to the
 * commoner word); null when no word needed or found a replacement.
 */
export function correctQuery(query: string, words: readonly string[], unknown?: ReadonlySet<string>): string | null {
  const known = new Set(words);
  let changed = false;
  const corrected = queryWords(query).map((word) => {
    if (known.has(word) || (unknown && !unknown.has(word)) || /\d/.test(word)) return word;
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const candidate of words) {
      const distance = nearMiss(word, candidate);
      if (distance !== null && distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        if (distance === 1) break;
      }
    }
    if (best === null) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : null;
}

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
 * The words of a query that no shown page holds as typed: no matched word begins with it (a search
 * word is also a prefix) or is it less an ending. Words with digits are left alone. All of them when
 * nothing matched.
 */
export function unheldWords(query: string, matched: readonly string[]): string[] {
  const held = (word: string) =>
    matched.some((found) => found.startsWith(word) || (word.startsWith(found) && INFLECTION.test(word.slice(found.length))));
  return queryWords(query).filter((word) => !/\d/.test(word) && !held(word));
}
