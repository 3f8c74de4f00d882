/**
 * The MCP site as the edge Worker reads it: the build's search index, MCP data and twins, fetched
 * from the deployment's own static assets (the same files the Node servers read from build/).
 * The index and data are loaded once per Worker instance.
 */
import {loadMcpData, loadSearchIndex, MCP_DATA_FILE, SEARCH_INDEX_FILE, type McpSite} from '../../plugins/mcp/edge';

export interface Assets {
  fetch(request: Request): Promise<Response>;
}

const ORIGIN = 'https://assets.invalid';

async function text(assets: Assets, pathname: string): Promise<string | null> {
  const response = await assets.fetch(new Request(new URL(pathname, ORIGIN)));
  if (response.status !== 200) return null;
  return response.text();
}

let loading: Promise<McpSite> | null = null;

export function edgeSite(assets: Assets): Promise<McpSite> {
  loading ??= (async () => {
    const [index, data] = await Promise.all([text(assets, `/${SEARCH_INDEX_FILE}`), text(assets, `/${MCP_DATA_FILE}`)]);
    if (index === null || data === null)
      throw new Error(`the deployment has no /${SEARCH_INDEX_FILE} or /${MCP_DATA_FILE}: deploy a full build`);
    const loadedIndex = loadSearchIndex(index);
    return {
      index: loadedIndex,
      data: loadMcpData(data),
      // Only twins: twinReference (plugins/mcp/site.ts) has already refused paths that leave the pages.
      readTwin: (twinPath: string) =>
        twinPath.endsWith('.md') ? text(assets, `/${twinPath.slice(loadedIndex.baseUrl.length)}`) : Promise.resolve(null),
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
