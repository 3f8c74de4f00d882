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
 *   (12 KB gzip) to download before the first results.
 * - A query runs once typing pauses for `debounceMs`, so typing a word fetches
 *   the result fragments of the word, not of each of its prefixes.
 */
export const OFFLINE_SEARCH = {
  ranking: {metaWeights: {title: 0.5}, termSimilarity: 2},
  noWorker: true,
  modalHits: 5,
  pageHitsStep: 10,
  debounceMs: 150,
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
}

/** The parts of a Pagefind result this module reads. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: {title: string; url: string; excerpt: string}[];
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

/** One hit per page, pointing at the section whose excerpt matched best. */
export function toSearchHit(data: PagefindResultData): SearchHit {
  const title = data.meta.title?.trim() || data.url;
  const sections = (data.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  const best = sections.reduce<(typeof sections)[number] | null>(
    (top, sub) => (top === null || highlightCount(sub.excerpt) > highlightCount(top.excerpt) ? sub : top),
    null,
  );
  const useSection = best !== null && highlightCount(best.excerpt) > 0;
  return {
    url: useSection ? best.url : data.url,
    title,
    section: useSection && best.title !== title ? best.title : null,
    excerpt: parseExcerpt(useSection ? best.excerpt : data.excerpt),
  };
}

/** Whether a key press should open search: "/" outside text fields, or Ctrl/Cmd+K anywhere. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  targetIsEditable: boolean;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.targetIsEditable;
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
