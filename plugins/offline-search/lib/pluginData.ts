/** The plugin's name, under which its theme components find the data it passes them. */
export const OFFLINE_SEARCH_PLUGIN_NAME = 'offline-search';

/** What the offline-search plugin passes to its theme components. */
export interface OfflineSearchData {
  /** Pagefind's entry script in the build. */
  indexUrl: string;
  /** The /search route, base URL included. */
  searchPageUrl: string;
}

/** Beside the index, the words for spelling suggestions, read when a query finds nothing. */
export const SPELLING_WORDS_FILE = 'spelling-words.json';

/** The URL of a file beside Pagefind's entry script. */
export const besideIndex = (indexUrl: string, file: string): string => indexUrl.replace(/[^/]*$/, file);
