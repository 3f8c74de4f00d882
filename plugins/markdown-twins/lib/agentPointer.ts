/**
 * The line under a twin's title that points agents to the rest of the site for machines, put in
 * when the twins plugin writes a twin and taken out when the MCP server (also at the edge) reads
 * the page's Markdown back. Pure.
 */

import type {McpPointer} from './markdownTwin';

/**
 * The line that tells an agent where the rest of the site is for machines: the index of twins
 * (llms.txt), the page as HTML, the MCP server where there is one. Goes right under a twin's title.
 */
export function agentPointerLine({llmsUrl, pageUrl, mcp}: {llmsUrl: string; pageUrl: string; mcp: McpPointer | null}): string {
  return `> For AI agents: this site's index of pages in Markdown is [llms.txt](${llmsUrl})${mcp ? `, and ${mcpPointerText(mcp)}` : ''}. This page as HTML: ${pageUrl}`;
}

/** What the pointer for agents says of the MCP server: where it answers, or, with no address given at build time, how to run it. */
export function mcpPointerText(mcp: McpPointer): string {
  return 'url' in mcp
    ? `its MCP server (read-only tools) answers at ${mcp.url}`
    : `its MCP server (read-only tools) is not served here: ${mcp.run}`;
}

/** The twin with `line` as its second paragraph, right under its title. */
export function withAgentPointer(markdown: string, line: string): string {
  const titleEnd = markdown.indexOf('\n');
  if (!markdown.startsWith('# ') || titleEnd === -1) return `${line}\n\n${markdown}`;
  return `${markdown.slice(0, titleEnd)}\n\n${line}${markdown.slice(titleEnd)}`;
}

/** A twin as written (with the pointer for agents under its title), read back as the page's Markdown. */
export const withoutAgentPointer = (twin: string): string => twin.replace(/^(# .*\n)\n> For AI agents: .*\n/, '$1');
