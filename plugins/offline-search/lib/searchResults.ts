/**
 * Shapes offline-search (Pagefind) results for display. Pure: no DOM.
 */

/**
 * Offline-search settings, chosen with `npm run bench:search`.
 * - Ranking: a title match counts half of Pagefind's default, so that
 *   knowledge-base questions (long titles full of product names) don't outrank
 *   the guide on a topic; and near-exact word matches beat prefix matches
 *   ("cloud" should find "Terraform Cloud" before "CloudFront").
 * - The modal shows the first hits and links to /search for the rest; each
 *   shown hit costs one small download, so fewer hits keep a first query light.
 * - Search runs on the main thread: for an index of this size a query takes a
 *   few milliseconds there, and Pagefind's web worker would be one more script
 *   to download before the first results.
 * - A query runs once typing pauses for `debounceMs`, so typing a word fetches
 *   the result fragments of the word, not of each of its prefixes.
 */
export const OFFLINE_SEARCH = {
  ranking: {metaWeights: {title: 0.5}, termSimilarity: 2},
  noWorker: true,
  modalHits: 5,
  pageHitsStep: 10,
  debounceMs: 150,
  /** Words an excerpt shows, at most (it starts at the sentence of the first match). */
  excerptWords: 32,
} as const;

/** A run of excerpt text, highlighted where it matched the query. */
export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

export interface SearchHit {
  /** Site path of the best-matching section (with its anchor) or the page. */
  url: string;
  title: string;
  /** The section heading when the match is inside one. */
  section: string | null;
  excerpt: ExcerptPart[];
  /**
   * The page is the main page of the topic the query names (shown whole, from its top), or the first
   * answer to a query corrected for spelling; `suggested` holds what the query was read as when it
   * was a near miss.
   */
  topic?: {suggested: string | null};
}

/** Where a section starts in a page's words: its heading, as Pagefind records it. */
export interface PagefindAnchor {
  element: string;
  id?: string;
  text: string;
  /** The index of the heading's first word in the page's words. */
  location: number;
}

/** The parts of a Pagefind result this module reads. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  /** The page's text; its words (split at white space) are what `locations` count. */
  content?: string;
  /** Where the query's words are, as indexes into the page's words. */
  locations?: number[];
  anchors?: PagefindAnchor[];
  sub_results?: {title: string; url: string; excerpt: string; locations?: number[]; anchor?: PagefindAnchor}[];
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
/** Drops any raw tag, then decodes entities: escaped text such as `&lt;script&gt;` stays text. */
const decode = (text: string) => text.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);

/**
 * Pagefind excerpts are escaped text with <mark> around matches. They become
 * plain text runs, so nothing from the index is ever inserted as HTML.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({text: decode(excerpt.slice(last, match.index)), highlighted: false});
    parts.push({text: decode(match[1]), highlighted: true});
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({text: decode(excerpt.slice(last)), highlighted: false});
  return parts.filter((part) => part.text.length > 0);
}

const highlightCount = (excerpt: string) => (excerpt.match(/<mark>/g) ?? []).length;

/** A word that ends a sentence: a full stop, question or exclamation mark, maybe inside a closing quote or bracket. */
const endsSentence = (word: string) => /[.!?]["”'’)\]]*$/.test(word) && !/^(e\.g\.|i\.e\.|etc\.|vs\.)$/i.test(word);

export interface ExcerptSpan {
  /** The page's words. */
  words: readonly string[];
  /** The first word of the section's text (after its heading), and the first word after the section. */
  start: number;
  end: number;
  /** The matched words' indexes. */
  matches: readonly number[];
  /** How many words to show at most. */
  length: number;
}

/**
 * An excerpt of a section that starts where a sentence starts: the sentence of the first match in
 * the section's text (or the section's first sentence when the match is only in its heading), and
 * runs for at most `length` words, ending with "…" unless it ends a sentence. When that sentence
 * starts too far before the match to show both, the excerpt starts with "…" a few words before the
 * match instead. The heading itself is never part of it. Matched words are highlighted.
 */
export function sentenceExcerpt({words, start, end, matches, length}: ExcerptSpan): ExcerptPart[] {
  const last = Math.min(end, words.length);
  if (start >= last || length <= 0) return [];
  const matched = new Set(matches);
  const first = [...matches].sort((a, b) => a - b).find((index) => index >= start && index < last) ?? start;
  let from = first;
  while (from > start && !endsSentence(words[from - 1])) from -= 1;
  let lead = '';
  if (first - from > (length * 2) / 3) {
    from = Math.max(start, first - 4);
    lead = '…';
  }
  const to = Math.min(last, from + length);
  const parts: ExcerptPart[] = [];
  const push = (text: string, highlighted: boolean) => {
    const previous = parts[parts.length - 1];
    if (previous && previous.highlighted === highlighted && !highlighted) previous.text += text;
    else parts.push({text, highlighted});
  };
  if (lead) push(lead, false);
  for (let index = from; index < to; index += 1) {
    if (index > from) push(' ', false);
    push(words[index], matched.has(index));
  }
  if (!endsSentence(words[to - 1])) push('…', false);
  return parts;
}

/** A word without case or punctuation, to compare a title with the page's words. */
const bareWord = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The words a heading has, as the index counts them. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * One hit per page, pointing at the section whose excerpt matched best; with `wholePage`, at the
 * page itself (a topic's own page), its excerpt from the top of the page.
 */
export function toSearchHit(
  data: PagefindResultData,
  {excerptWords = OFFLINE_SEARCH.excerptWords, wholePage = false}: {excerptWords?: number; wholePage?: boolean} = {},
): SearchHit {
  const title = data.meta.title?.trim() || data.url;
  const sections = wholePage ? [] : (data.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  const best = sections.reduce<(typeof sections)[number] | null>(
    (top, sub) => (top === null || highlightCount(sub.excerpt) > highlightCount(top.excerpt) ? sub : top),
    null,
  );
  const useSection = best !== null && highlightCount(best.excerpt) > 0;
  const hit: SearchHit = {
    url: useSection ? best.url : data.url,
    title,
    section: useSection && best.title !== title ? best.title : null,
    excerpt: parseExcerpt(useSection ? best.excerpt : data.excerpt),
  };
  // From the page's own words where the result carries them: an excerpt that starts at a sentence.
  if (data.content === undefined) return hit;
  const words = data.content.split(/\s+/).filter(Boolean);
  // Headings only: Pagefind lists every element with an id as an anchor.
  const headings = (data.anchors ?? []).filter((anchor) => /^h[1-6]$/.test(anchor.element)).sort((a, b) => a.location - b.location);
  const anchor = useSection ? best.anchor : headings.find((heading) => heading.element === 'h1');
  const start = anchor ? anchor.location + wordCount(anchor.text) : 0;
  // A section's excerpt stays in the section; the page's may run on.
  const end =
    useSection && anchor ? (headings.find((heading) => heading.location > anchor.location)?.location ?? words.length) : words.length;
  const matches = (useSection ? best.locations : data.locations) ?? [];
  // The excerpt shows neither a heading (the hit already shows its title and section) nor the title
  // at the top of the page's words, which is the h1: Pagefind lists no anchor for an h1 without an id.
  const hidden = new Set<number>();
  for (const heading of headings) for (let offset = 0; offset < wordCount(heading.text); offset += 1) hidden.add(heading.location + offset);
  const titleWords = title.split(/\s+/).filter(Boolean);
  if (titleWords.length > 0 && titleWords.every((word, offset) => bareWord(words[start + offset] ?? '') === bareWord(word))) {
    titleWords.forEach((_, offset) => hidden.add(start + offset));
  }
  const kept: number[] = [];
  for (let index = start; index < Math.max(end, start); index += 1) if (!hidden.has(index)) kept.push(index);
  const keptAt = new Map(kept.map((index, position) => [index, position]));
  const excerpt = sentenceExcerpt({
    words: kept.map((index) => words[index]),
    start: 0,
    end: kept.length,
    matches: matches.flatMap((index) => (keptAt.has(index) ? [keptAt.get(index)!] : [])),
    length: excerptWords,
  });
  return excerpt.length > 0 ? {...hit, excerpt} : hit;
}

/** What Pagefind reports about a match before its data is loaded. */
export interface PagefindMatch {
  words: number[];
  matchedMetaFields?: string[];
}

/**
 * A page matches when the query's words are in its text or its title. Pagefind
 * also reports matches on metadata such as the automatic `image` field, which
 * says nothing about the page's content, so those are dropped.
 */
export function isContentMatch(match: PagefindMatch): boolean {
  return match.words.length > 0 || (match.matchedMetaFields ?? []).includes('title');
}
