/**
 * What goes into the offline (Pagefind) search index. Pure: paths and strings.
 */

/** Where the index lives in the build, and so on the site. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Search weights of content that should rank below the guide or reference
 * page on a topic (Pagefind's default is 1), set with `data-pagefind-weight`:
 * knowledge-base articles, and the release lists of a month's release notes,
 * which name repositories and versions rather than explain them.
 */
export const SEARCH_WEIGHTS = {knowledgeBase: 0.3, releaseNotes: 0.2} as const;

/** The search page's path under the base URL, for offline and hosted search alike. */
export const SEARCH_PAGE_PATH = 'search';

/** Pages that are not search results: the not-found page and search itself. */
const SKIPPED_PAGES = new Set(['404.html', `${SEARCH_PAGE_PATH}/index.html`]);

/**
 * Folders whose pages are not results: the index itself, and the tag pages,
 * which repeat the titles and descriptions of the pages they list and would
 * crowd those pages out of the results.
 */
const SKIPPED_FOLDERS = ['tags/', `${SEARCH_INDEX_DIR}/`];

/** Whether a built file (a path relative to the build folder, `/`-separated) is indexed. */
export function isIndexedPage(file: string): boolean {
  return file.endsWith('.html') && !SKIPPED_PAGES.has(file) && !SKIPPED_FOLDERS.some((folder) => file.startsWith(folder));
}

/** Pagefind output the site never loads: its ready-made UIs (the site has its own). */
export const isUnusedIndexOutput = (file: string): boolean => /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(file);

/**
 * Images are left out of the index: results show no pictures, and Pagefind
 * would otherwise copy a page's first image (small diagrams are inlined as
 * data URIs) into the fragment that every result download carries, and rank
 * pages on its alt text.
 */
export const withoutImages = (html: string): string => html.replace(/<img\b[^>]*>/gi, '');

/**
 * Pagefind ends a sentence after paragraphs and headings, but joins the text of neighbouring table
 * cells, list items and definitions with nothing between them ("SymptomLikely cause"). A space
 * before each of them keeps their words apart in the index and in excerpts. (Before the opening
 * tag: the minified HTML leaves most closing tags out.)
 */
export const withSeparatedCells = (html: string): string => html.replace(/<(?:td|th|dt|dd|li|caption|summary|figcaption|br)\b/gi, ' $&');

/** A built page as the search index reads it. */
export const forSearchIndex = (html: string): string => withSeparatedCells(withoutImages(html));

/** URL of a built page: `guides/vpc/index.html` is `guides/vpc/`. */
export const pageUrlPath = (file: string): string => file.replace(/index\.html$/, '');
