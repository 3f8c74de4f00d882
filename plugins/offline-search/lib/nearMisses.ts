/**
 * Near misses, loaded only when a query has a word that the shown pages do not hold as typed: the
 * topic a query was probably meant as (`matchTopic`), and the query read with the words the pages
 * matched or the index's words (`correctQuery`). Distances come from the `damerau-levenshtein`
 * library, where a swap of two neighbouring letters is one edit. Pure: no DOM.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {MAX_LENGTH_CHANGE, exactTopic, queryWords, topicKey, type TopicMatch, type TopicVocabulary} from './searchVocabulary';

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
