/**
 * The MCP server's full-text index over the Markdown twins: built at the end of `npm run build`
 * (the twins plugin hands its twins to writeMcpSearchIndex, index.ts) with MiniSearch, loaded by the servers.
 * Pure: no file access here.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';

/** Where the index is written, from the build's root. */
export const SEARCH_INDEX_FILE = 'mcp/search-index.json';
const FORMAT = 1;

export interface IndexedPage {
  /** The page's path from the site's root, with the base URL (`/guides/.../`). */
  path: string;
  title: string;
  markdown: string;
}

/** A Markdown link or image: its text stays, its target goes. */
const MARKDOWN_LINK = /!?\[([^\]]*)\]\([^)]*\)/g;

interface Document {
  id: number;
  path: string;
  title: string;
  headings: string;
  text: string;
}

const OPTIONS: Options<Document> = {
  fields: ['title', 'headings', 'text'],
  storeFields: ['path', 'title'],
  searchOptions: {boost: {title: 4, headings: 2}, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.15 : 0)},
};

/** Headings apart from the body, with Markdown's link and emphasis syntax taken out of both. */
function documentOf(page: IndexedPage, id: number): Document {
  const plain = (text: string) => text.replace(MARKDOWN_LINK, '$1').replace(/[*_`>|]/g, ' ');
  const lines = page.markdown.split('\n');
  const headings = lines.filter((line) => /^#{1,6} /.test(line)).map((line) => line.replace(/^#+ /, ''));
  const body = lines.filter((line) => !/^#{1,6} /.test(line));
  return {id, path: page.path, title: page.title, headings: plain(headings.join('\n')), text: plain(body.join('\n'))};
}

export interface SerializedIndex {
  format: number;
  /** The site's URL and base URL the paths belong to. */
  siteUrl: string;
  baseUrl: string;
  pages: number;
  index: unknown;
}

export function buildSearchIndex(pages: IndexedPage[], site: {siteUrl: string; baseUrl: string}): string {
  const search = new MiniSearch<Document>(OPTIONS);
  search.addAll(pages.map(documentOf));
  const serialized: SerializedIndex = {format: FORMAT, ...site, pages: pages.length, index: search.toJSON()};
  return JSON.stringify(serialized);
}

export interface LoadedIndex {
  siteUrl: string;
  baseUrl: string;
  pages: number;
  search: MiniSearch<Document>;
}

export function loadSearchIndex(json: string): LoadedIndex {
  const serialized = JSON.parse(json) as SerializedIndex;
  if (serialized.format !== FORMAT) throw new Error(`search index format ${serialized.format} is not ${FORMAT}: run npm run build again`);
  return {
    siteUrl: serialized.siteUrl,
    baseUrl: serialized.baseUrl,
    pages: serialized.pages,
    search: MiniSearch.loadJSON<Document>(JSON.stringify(serialized.index), OPTIONS),
  };
}

export interface SearchMatch {
  path: string;
  title: string;
  score: number;
  terms: string[];
}

/** How much a page's section weighs in the ranking: the reference and the guides before the knowledge base and release notes. */
function sectionWeight(path: string): number {
  if (path.includes('/discussions/knowledge-base/')) return 0.3;
  if (path.includes('/releases/')) return 0.2;
  if (path.includes('/tags/')) return 0.1;
  return 1;
}

/**
 * Pages for `query`, best first, from `offset` (at most `limit` of them), and how many match in all.
 * A page whose title holds a word of the query as a word of its own ranks up (a one-word topic such
 * as "EKS" finds its reference page and guide before the articles that mention it); the knowledge
 * base and release notes rank down.
 */
export function searchPages(index: LoadedIndex, query: string, limit: number, offset = 0): {matches: SearchMatch[]; total: number} {
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const results = index.search.search(query, {
    boostDocument: (_id, _term, stored) => {
      const path = String(stored?.path ?? '');
      const titleWords = new Set(
        String(stored?.title ?? '')
          .toLowerCase()
          .match(/[a-z0-9]+/g) ?? [],
      );
      const titled = words.length > 0 && words.every((word) => titleWords.has(word)) ? 3 : 1;
      return sectionWeight(path) * titled;
    },
  });
  return {
    total: results.length,
    matches: results.slice(offset, offset + limit).map((result: SearchResult) => ({
      path: result.path as string,
      title: result.title as string,
      score: result.score,
      terms: result.terms,
    })),
  };
}

/** Every page of the index, by path, with its title. */
export function pageTitles(index: LoadedIndex): Map<string, string> {
  return new Map(index.search.search(MiniSearch.wildcard).map((result) => [result.path as string, result.title as string]));
}

/**
 * A short passage of `markdown` about `terms`: the paragraph that holds the most of them, cut to
 * `maxLength` around the first, as plain text.
 */
export function excerptOf(markdown: string, terms: string[], maxLength = 240): string {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^#+ .*$/gm, '')
        .replace(MARKDOWN_LINK, '$1')
        .replace(/\*\*|`|^> ?/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0 && !paragraph.startsWith('|') && !paragraph.startsWith('---'));
  if (paragraphs.length === 0) return '';
  const lowerTerms = terms.map((term) => term.toLowerCase());
  const hits = (paragraph: string) => lowerTerms.filter((term) => paragraph.toLowerCase().includes(term)).length;
  const best = paragraphs.reduce((chosen, paragraph) => (hits(paragraph) > hits(chosen) ? paragraph : chosen), paragraphs[0]);
  if (best.length <= maxLength) return best;
  const first = Math.max(0, Math.min(...lowerTerms.map((term) => best.toLowerCase().indexOf(term)).filter((at) => at >= 0), best.length));
  const start = first < maxLength / 2 ? 0 : first - Math.floor(maxLength / 3);
  const cut = best.slice(start, start + maxLength);
  return `${start > 0 ? '…' : ''}${cut}${start + maxLength < best.length ? '…' : ''}`;
}
