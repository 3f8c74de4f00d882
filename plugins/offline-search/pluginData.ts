/** What the offline-search plugin passes to its theme components (usePluginData('offline-search')). */
export interface OfflineSearchData {
  /** Pagefind's entry script in the build. */
  indexUrl: string;
  /** The /search route, base URL included. */
  searchPageUrl: string;
}
