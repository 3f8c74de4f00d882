/**
 * A Markdown twin longer than agents read in one go is split into parts, at its sections: the
 * page's twin keeps its beginning and lists the other parts (`<page>.part-2.md`, ...), each of
 * which says where it belongs. `joinTwinParts` puts them back together, as they were. Pure: used
 * by the twins plugin when it writes twins, and by the MCP server (also at the edge) when it reads one.
 */

import type {McpPointer} from './markdownTwin';

/** The most characters a twin file holds, below the 50,000 at which agents cut a page short. */
export const TWIN_PART_LIMIT = 45_000;

/** The heading of the list of the other parts, at the end of the page's twin. */
const PARTS_HEADING = '## The rest of this page';
/** How a part opens, after its H1: a quoted line saying whose part it is (read back by joinTwinParts). */
const PART_NOTE = /^> Part (\d+) of (\d+) of the Markdown twin of /;

/** `<page>.md` → `<page>.part-N.md`. */
export const partPathFor = (twinPath: string, part: number): string => twinPath.replace(/\.md$/, `.part-${part}.md`);

/** Whether a path is a part of a twin (`.part-N.md`) rather than a page's twin. */
export const isTwinPart = (twinPath: string): boolean => /\.part-\d+\.md$/.test(twinPath);

const chars = (text: string): number => [...text].length;

/**
 * The Markdown cut into chunks that each start at a section (`## `), or within a section too long
 * alone at a subsection (`### `) or list item, none longer than `limit` when that is possible.
 */
function chunksOf(markdown: string, limit: number): string[] {
  const lines = markdown.split('\n');
  // Where a chunk may start: a heading of level 2 or 3, or a top-level list item, outside code.
  const breaks: number[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const opener = /^(`{3,}|~{3,})/.exec(line);
    if (opener && (fence === null || line.startsWith(fence))) fence = fence === null ? opener[1] : null;
    else if (fence === null && index > 0 && /^(##|###) |^- /.test(line)) breaks.push(index);
  });
  const chunks: string[] = [];
  let start = 0;
  let size = 0;
  let lastBreak = -1;
  for (let index = 0; index < lines.length; index += 1) {
    if (breaks.includes(index)) {
      // A section heading always may start a chunk; prefer it when the chunk is already long.
      if (size > limit * 0.6 && /^## /.test(lines[index])) {
        chunks.push(lines.slice(start, index).join('\n'));
        start = index;
        size = 0;
      }
      lastBreak = index;
    }
    size += chars(lines[index]) + 1;
    if (size > limit && lastBreak > start) {
      chunks.push(lines.slice(start, lastBreak).join('\n'));
      start = lastBreak;
      size = lines.slice(start, index + 1).reduce((total, line) => total + chars(line) + 1, 0);
    }
  }
  chunks.push(lines.slice(start).join('\n'));
  return chunks;
}

export interface TwinFiles {
  /** The page's twin. */
  main: string;
  /** The other parts, in order (part 2 first). */
  parts: string[];
}

/**
 * A twin as the files that hold it: itself when it is short enough; otherwise its beginning with a
 * list of the other parts, and those parts, each opening with the page's title and a line that
 * says whose part it is. `twinUrl` is the page's twin's URL, from which the parts' are made.
 */
export function splitTwin(markdown: string, twinUrl: string, limit = TWIN_PART_LIMIT): TwinFiles {
  if (chars(markdown) <= limit) return {main: markdown, parts: []};
  const title = /^# .*$/m.exec(markdown)?.[0] ?? '# Page';
  // Room for the part's header and for the list of parts.
  const chunks = chunksOf(markdown, limit - 2_000);
  const count = chunks.length;
  // A part is named after the section it starts, or continues.
  const names: string[] = [];
  let section = '';
  for (const chunk of chunks) {
    const opening = /^## (.*)$/.exec(chunk.split('\n')[0]);
    names.push(opening ? opening[1] : `${section || 'the page'}, continued`);
    for (const match of chunk.matchAll(/^## (.*)$/gm)) section = match[1];
  }
  const list = chunks
    .slice(1)
    .map((_, index) => `- [Part ${index + 2}: ${names[index + 1]}](${partPathFor(twinUrl, index + 2)})`)
    .join('\n');
  const main = `${chunks[0]}\n\n${PARTS_HEADING}\n\nThis page continues in ${count - 1} more ${count === 2 ? 'part' : 'parts'}:\n\n${list}\n`;
  const parts = chunks.slice(1).map((chunk, index) => {
    const note = `> Part ${index + 2} of ${count} of the Markdown twin of ${twinUrl}; the parts together are the whole page.`;
    return `${title}\n\n${note}\n\n${chunk}`;
  });
  return {main, parts};
}

/** The whole twin from its files, as splitTwin received it (its parts' headers and the list of parts taken out). */
export function joinTwinParts(main: string, parts: string[]): string {
  if (parts.length === 0) return main;
  const at = main.lastIndexOf(`\n\n${PARTS_HEADING}\n`);
  const head = at === -1 ? main : main.slice(0, at);
  const bodies = parts.map((part) => {
    const lines = part.split('\n');
    // "# Title", "", "> Part N of M ...", "": the chunk follows.
    const noteLine = lines.findIndex((line) => PART_NOTE.test(line));
    return lines.slice(noteLine + 2).join('\n');
  });
  return [head, ...bodies].join('\n');
}

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

/** A twin's files as written (each with the pointer for agents under its title), read back as the page's Markdown. */
export function readBackTwin(main: string, parts: string[]): string {
  const withoutPointer = (text: string) => text.replace(/^(# .*\n)\n> For AI agents: .*\n/, '$1');
  return joinTwinParts(withoutPointer(main), parts.map(withoutPointer));
}
