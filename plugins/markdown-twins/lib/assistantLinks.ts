/**
 * The links of the page menu for assistants: a page opened in a chat assistant with a prompt that
 * names its Markdown twin, and the site's MCP server added to an editor or a coding agent. Pure:
 * used by the menu (theme/AssistantMenu) and its tests.
 */

/** The name the MCP server is added under in an editor or a coding agent. */
export const MCP_SERVER_NAME = 'gruntwork-docs';

/** A destination of the menu: a link, or a command to copy. */
export type AssistantAction =
  {id: string; label: string; kind: 'open' | 'install'; href: string} | {id: string; label: string; kind: 'copy'; text: string};

/** What a chat assistant is asked: to read the page's twin, named by its full URL. */
export function assistantPrompt(twinUrl: string, title: string): string {
  return `Read ${twinUrl} (the Markdown version of "${title}" from the Gruntwork docs) so that I can ask you questions about it.`;
}

/** The page opened in ChatGPT, Claude and Perplexity, each with the prompt as its query. */
export function openInAssistantActions(twinUrl: string, title: string): AssistantAction[] {
  const query = encodeURIComponent(assistantPrompt(twinUrl, title));
  return [
    {id: 'chatgpt', label: 'Open in ChatGPT', kind: 'open', href: `https://chatgpt.com/?hints=search&q=${query}`},
    {id: 'claude', label: 'Open in Claude', kind: 'open', href: `https://claude.ai/new?q=${query}`},
    {id: 'perplexity', label: 'Open in Perplexity', kind: 'open', href: `https://www.perplexity.ai/search/new?q=${query}`},
  ];
}

/** Base64 of an ASCII string, in the browser and in Node alike. */
const base64 = (text: string) => btoa(text);

/**
 * The MCP server, served at `mcpUrl` over Streamable HTTP, added to Cursor and VS Code by their
 * install links, and to Claude Code by its command.
 */
export function connectMcpActions(mcpUrl: string): AssistantAction[] {
  const cursorConfig = base64(JSON.stringify({url: mcpUrl}));
  const vscodeConfig = encodeURIComponent(JSON.stringify({name: MCP_SERVER_NAME, type: 'http', url: mcpUrl}));
  return [
    {
      id: 'cursor',
      label: 'Connect to Cursor',
      kind: 'install',
      href: `cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_SERVER_NAME}&config=${encodeURIComponent(cursorConfig)}`,
    },
    {id: 'vscode', label: 'Connect to VS Code', kind: 'install', href: `vscode:mcp/install?${vscodeConfig}`},
    {
      id: 'claude-code',
      label: 'Copy the Claude Code command',
      kind: 'copy',
      text: `claude mcp add --transport http ${MCP_SERVER_NAME} ${mcpUrl}`,
    },
  ];
}
