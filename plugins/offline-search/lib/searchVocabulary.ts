/**
 * The vocabulary of the site's topics: every name a reader may give a subject, each with its main
 * page. Built at build time (`buildVocabulary`) from the page titles, the service catalog's names
 * and folders and the table of AWS services, tools and guide subjects (lib/topicTable.ts); read in
 * the browser on first search (`matchTopic`, `correctQuery`). Names are compared without case,
 * spaces or punctuation (`topicKey`): "Route 53", "route53" and "route-53" are one name. Near misses
 * are measured with the `damerau-levenshtein` library, where a swap of two neighbouring letters is
 * one edit. Pure: no DOM, no file system.
 */
import damerauLevenshtein from 'damerau-levenshtein';
import {topicNames, isTopicPage} from './searchTopics';
import type {TopicTableEntry} from './topicTable';

/** What the build writes for the browser (`topics.json` beside the index). */
export interface TopicVocabulary {
  /** Main pages: the Pagefind result id, the page's path, and a word of the page that finds it in the index. */
  pages: [id: string, url: string, term: string][];
  /** Names, most authoritative first, each with the index of its page in `pages`. */
  names: [name: string, page: number][];
}

/** A name reduced to what comparing it needs: lower case letters and digits. */
export const topicKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A name as it is shown: lower case, single spaces, no punctuation at the ends. */
export const displayName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s\-_/]+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .trim();

const trimSlashes = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** Pages that are no subject's main page: the knowledge base's questions and the release notes. */
const isSecondaryPage = (url: string) => /^(discussions|guides\/stay-up-to-date\/releases)\//.test(trimSlashes(url));

export interface VocabularySource {
  /** Every indexed page, its path from the site's root and its title (its first heading). */
  pages: readonly {url: string; title: string}[];
  /** The service catalog's services: the key of the interface data (`networking/route-53-hosted-zones`) and its module folder. */
  services: readonly {slug: string; module: string}[];
  table: readonly TopicTableEntry[];
  /** Where the table is written, for errors. */
  tableFile: string;
}

/**
 * Every topic name with its main page: the first claim on a name wins, in this order: the table,
 * the names in the title of a service's reference page or a tool's fundamentals page, a service's
 * module name and folder, then the title of every other page (a title that several pages share,
 * such as "Core Concepts", names no single subject and is left out).
 */
export function buildVocabulary({pages, services, table, tableFile}: VocabularySource): Map<string, {name: string; url: string}> {
  const byPath = new Map(pages.map((page) => [trimSlashes(page.url), page.url]));
  const entries = new Map<string, {name: string; url: string}>();
  const claim = (name: string, url: string) => {
    const key = topicKey(name);
    if (key.length >= 2 && !entries.has(key)) entries.set(key, {name: displayName(name), url});
  };
  for (const entry of table) {
    const url = byPath.get(trimSlashes(entry.page));
    if (!url) {
      throw new Error(
        `${tableFile}: the topic "${entry.names[0]}" names the page ${entry.page}, which the build does not have. ` +
          'Fix: give the path of an existing page (from the site root, as in the address bar), or remove the entry.',
      );
    }
    for (const name of entry.names) claim(name, url);
  }
  const topicPages = pages.filter((page) => isTopicPage(page.url));
  for (const page of topicPages) for (const name of topicNames(page.title)) claim(name, page.url);
  for (const service of services) {
    const url = byPath.get(trimSlashes(`reference/services/${service.slug}`));
    if (!url) continue;
    const moduleName = service.module.split('/').pop() ?? '';
    claim(moduleName, url);
    claim(service.module, url);
    claim(service.slug.split('/').pop() ?? '', url);
  }
  const titleCounts = new Map<string, number>();
  for (const page of pages) titleCounts.set(topicKey(page.title), (titleCounts.get(topicKey(page.title)) ?? 0) + 1);
  for (const page of pages) {
    if (isSecondaryPage(page.url) || titleCounts.get(topicKey(page.title)) !== 1) continue;
    claim(page.title, page.url);
  }
  return entries;
}

/** One edit is allowed from five letters, two from eight; a swap of two letters always counts as one. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);
const sameLetters = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');

/** How far `typed` is from `meant`, or null when too far to be read as it. */
export function nearMiss(typed: string, meant: string): number | null {
  if (Math.abs(typed.length - meant.length) > 2) return null;
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
 * The query with each word the index does not hold replaced by the closest word it does (`words`,
 * most frequent first, so a tie goes to the commoner word); null when no word needed or found a
 * replacement.
 */
export function correctQuery(query: string, words: readonly string[]): string | null {
  const known = new Set(words);
  let changed = false;
  const corrected = queryWords(query).map((word) => {
    if (known.has(word) || /\d/.test(word)) return word;
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

/**
 * The words a reader may have meant, for spelling suggestions: the words of the pages' text that
 * appear on at least two pages (a word on one page only is more often a name or a typo than a
 * subject), of four letters or more, most frequent first.
 */
export function spellingWords(contents: readonly string[]): string[] {
  const pagesWith = new Map<string, number>();
  for (const content of contents) {
    for (const word of new Set(content.toLowerCase().match(/\p{L}+/gu) ?? [])) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  }
  return [...pagesWith]
    .filter(([word, count]) => count >= 2 && word.length >= 4 && word.length <= 24)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
}

/** The word of a page's title that finds the page in the index: its longest, since rare words are long. */
export function findingTerm(title: string): string {
  const words = queryWords(title).filter((word) => !/^\d+$/.test(word));
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '') || title.toLowerCase();
}
