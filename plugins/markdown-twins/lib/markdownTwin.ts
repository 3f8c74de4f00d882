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

/** How agents reach the site's MCP server: the address a deployment serves it at, or how to run it. */
export type McpPointer = {url: string} | {run: string};

/** The twins plugin's global data: what the pointer to agents on every page needs (theme/AgentPointer). */
export interface TwinsGlobalData {
  /** How agents reach the MCP server, or null when the site has none. */
  mcp: McpPointer | null;
}
