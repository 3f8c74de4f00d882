/**
 * Where a page's Markdown twin is served: the page's URL plus `.md`. Shared by the build plugin
 * that writes the twins (plugins/markdown-twins) and the page's Copy page button.
 */

/** `/a/b/` and `/a/b` → `/a/b.md`; the site root (`/` or the base URL) → `<base>index.md`. */
export function twinPathFor(pathname: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed}/` === base || trimmed === '' ? `${base}index.md` : `${trimmed}.md`;
}

/** The twins plugin's global data: what the pointer to agents on every page needs (theme/AgentPointer). */
export interface TwinsGlobalData {
  /** The MCP server's path on the site's host, or null when the site has none. */
  mcpEndpointPath: string | null;
}
