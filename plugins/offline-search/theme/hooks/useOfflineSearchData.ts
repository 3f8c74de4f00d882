import {usePluginData} from '@docusaurus/useGlobalData';
import {OFFLINE_SEARCH_PLUGIN_NAME, type OfflineSearchData} from '../../lib/pluginData';

/** The index URL and search page URL the plugin passed down. */
export function useOfflineSearchData(): OfflineSearchData {
  return usePluginData(OFFLINE_SEARCH_PLUGIN_NAME) as OfflineSearchData;
}
