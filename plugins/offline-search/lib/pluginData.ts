/** The plugin's name, under which its theme components find the data it passes them. */
export const OFFLINE_SEARCH_PLUGIN_NAME = 'offline-search';

/** What the offline-search plugin passes to its theme components. */
export interface OfflineSearchData {
  /** Pagefind's entry script in the build. */
  indexUrl: string;
  /** The /search route, base URL included. */
  searchPageUrl: string;
}
