/**
 * "Copy page" copies the page's Markdown twin as the reader sees the page: the twin holds the
 * documented example values (account IDs, region, names), and each of its code blocks that the
 * page shows with the reader's own values is taken from the page instead. A block is matched by
 * its text: the page's block with the reader's values put back to the examples is the twin's
 * block. Prose is copied as it is (reader values appear in code blocks only). Pure.
 */

/** Fenced code blocks of a Markdown text: where each one's body starts and ends (character offsets). */
function codeBodies(markdown: string): {start: number; end: number}[] {
  const bodies: {start: number; end: number}[] = [];
  const fence = /^( {0,3})(`{3,}|~{3,})[^\n]*\n/gm;
  let open: RegExpExecArray | null;
  while ((open = fence.exec(markdown))) {
    const marker = open[2];
    const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`, 'm');
    const rest = markdown.slice(fence.lastIndex);
    const closing = close.exec(rest);
    if (!closing) break;
    bodies.push({start: fence.lastIndex, end: fence.lastIndex + closing.index});
    fence.lastIndex += closing.index + closing[0].length;
  }
  return bodies;
}

/**
 * The twin with each code block the page shows differently (with the reader's values) taken from
 * the page. `pageBlocks` are the page's code blocks as shown; `toExamples` puts a text's reader
 * values back to the documented examples.
 */
export function twinWithPageCode(markdown: string, pageBlocks: readonly string[], toExamples: (text: string) => string): string {
  const shown = new Map<string, string>();
  for (const block of pageBlocks) {
    const example = toExamples(block);
    if (example !== block && !shown.has(example)) shown.set(example, block);
  }
  if (shown.size === 0) return markdown;
  let out = '';
  let at = 0;
  for (const {start, end} of codeBodies(markdown)) {
    const body = markdown.slice(start, end);
    // The body ends with the line break before the closing fence.
    const code = body.replace(/\n$/, '');
    const replacement = shown.get(code);
    out += markdown.slice(at, start) + (replacement === undefined ? body : `${replacement}\n`);
    at = end;
  }
  return out + markdown.slice(at);
}

/** A text with each of the reader's own values put back to its documented example. */
export function toExampleValues(text: string, own: Readonly<Record<string, string>>, examples: Readonly<Record<string, string>>): string {
  // Longest first, so that a value inside another (a region inside a domain) is not replaced before it.
  const pairs = Object.entries(own)
    .filter(([name, value]) => value && examples[name] && examples[name] !== value)
    .sort((a, b) => b[1].length - a[1].length);
  let result = text;
  for (const [name, value] of pairs) result = result.split(value).join(examples[name]);
  return result;
}
