/**
 * Near misses, loaded only when a query has a word that the shown pages do not hold as typed, or has
 * the letters of a name of its length in another order (lib/searchVocabulary.ts): the topic a query
 * was probably meant as (`matchTopic`, over the vocabulary's files of the lengths a near miss may
 * have, `topicShardsFor`), and the query read with the words the pages matched or the index's words
 * (`correctQuery`), the two in the order search tries them (`readAsMeant`). Distances come from the
 * `damerau-levenshtein` library, where a swap of two neighbouring letters is one edit. Pure: no DOM.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {
  MAX_LENGTH_CHANGE,
  exactTopic,
  holds,
  queryWords,
  topicKey,
  topicShard,
  wordsAt,
  type TopicMatch,
  type TopicVocabulary,
} from './searchVocabulary';

type ShownPages = readonly {content?: string; locations?: number[]}[];

/** The words of shown pages that matched a query (at their `locations`), the most frequent first. */
export function matchedWords(pages: ShownPages): string[] {
  const counts = new Map<string, number>();
  for (const word of wordsAt(pages)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/**
 * The words of a query that no shown page holds as typed: no matched word is it, or it with or
 * without an ending (`holds`); with `asPrefix`, also none begins with it (a search word is also a
 * prefix, and the last may be half typed), and then words with digits are left alone. All of them
 * when nothing matched.
 */
export function unheldWords(query: string, matched: readonly string[], {asPrefix = true}: {asPrefix?: boolean} = {}): string[] {
  const held = (word: string) => matched.some((found) => holds(found, word) || (asPrefix && found.startsWith(word)));
  // A word with digits may be a misspelt name ("k8ssrevice"), but is no word to correct (a version).
  return queryWords(query).filter((word) => (!asPrefix || !/\d/.test(word)) && !held(word));
}

/** What search shows for a query: the topics' main pages, then the rest of the matches and the data of those shown. */
interface Answer {
  topics: unknown[];
  rest: unknown[];
  data: ShownPages;
}

/**
 * What a query that names no topic as typed shows when it may be a near miss (`shown` is its own
 * answer): the topic it was probably meant as (`asNearMiss`); failing that, when a word no shown page
 * holds even as a prefix, the query read with the closest words the pages matched or, failing that,
 * of the index's words (`spellingWords`, a file read only then), and answered as read (`asTyped`),
 * with that reading as `correction`; or else its own answer.
 */
export async function readAsMeant<A extends Answer>(
  query: string,
  shown: A,
  {
    asNearMiss,
    asTyped,
    spellingWords,
  }: {asNearMiss: (text: string) => Promise<A>; asTyped: (text: string) => Promise<A>; spellingWords: () => Promise<string[]>},
): Promise<{shown: A; correction: string | null}> {
  const guessed = await asNearMiss(query);
  if (guessed.topics.length > 0) return {shown: guessed, correction: null};
  const matched = matchedWords(shown.data);
  const unheld = new Set(unheldWords(query, matched));
  const correction =
    unheld.size > 0
      ? (correctQuery(query, matched, unheld) ?? correctQuery(query, [...matched, ...(await spellingWords())], unheld))
      : null;
  if (!correction) return {shown, correction: null};
  const corrected = await asTyped(correction);
  return corrected.topics.length > 0 || corrected.rest.length > 0 ? {shown: corrected, correction} : {shown, correction: null};
}

/** The same letters in another order: a swap of two letters is one such. */
const sameLetters = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');

/** One edit is allowed from five letters, two from eight; a swap of two letters always counts as one. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** How far `typed` is from `meant`, or null when too far to be read as it. */
export function nearMiss(typed: string, meant: string): number | null {
  if (Math.abs(typed.length - meant.length) > MAX_LENGTH_CHANGE) return null;
  const {steps} = damerauLevenshtein(typed, meant);
  if (steps === 0) return 0;
  if (steps <= allowedEdits(Math.max(typed.length, meant.length))) return steps;
  // A swap of two neighbouring letters, in a word of any length ("vcp" for "vpc").
  return steps === 1 && sameLetters(typed, meant) ? 1 : null;
}

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
      if (!indexOf.has(page)) {
        indexOf.set(page, merged.pages.length);
        merged.pages.push(page);
      }
      return indexOf.get(page)!;
    });
    merged.names.push(...part.names.map(([name, page]): [string, number] => [name, pageIndexes[page]]));
  }
  return merged;
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
  const exact = exactTopic(query, vocabulary);
  if (exact) return exact;
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
