/**
 * Pure helpers for checking Markdown content: code blocks, prose word counts,
 * placeholder text and near-duplicate detection. No file system access here.
 */

export interface CodeBlock {
  language: string;
  /** Whatever follows the language on the opening fence, such as `title="main.tf"`. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** For each line of a Markdown body, whether it belongs to a fenced code block (fences included). */
export function codeLineMask(body: string): boolean[] {
  let openFence: string | null = null;
  return body.split('\n').map((text) => {
    const match = FENCE.exec(text);
    if (openFence) {
      if (match && match[2].startsWith(openFence) && match[3].trim() === '') openFence = null;
      return true;
    }
    if (match) {
      openFence = match[2];
      return true;
    }
    return false;
  });
}

/** Splits a Markdown body into fenced code blocks and the prose lines around them. */
export function splitMarkdown(body: string): {codeBlocks: CodeBlock[]; proseLines: string[]} {
  const lines = body.split('\n');
  const inCode = codeLineMask(body);
  const codeBlocks: CodeBlock[] = [];
  const proseLines: string[] = [];
  let current: CodeBlock | null = null;
  lines.forEach((text, index) => {
    if (!inCode[index]) {
      current = null;
      proseLines.push(text);
      return;
    }
    const opensBlock = current === null || (index > 0 && !inCode[index - 1]);
    if (opensBlock) {
      const info = FENCE.exec(text)?.[3].trim() ?? '';
      const language = info.split(/[\s{]/)[0] ?? '';
      current = {language, meta: info.slice(language.length).trim(), code: '', line: index + 1};
      codeBlocks.push(current);
      return;
    }
    const block: CodeBlock = current!;
    const closes = index + 1 >= lines.length || !inCode[index + 1] || isOpeningAfterClose(lines, inCode, index);
    if (closes && FENCE.test(text)) {
      current = null;
      return;
    }
    block.code = block.code ? `${block.code}\n${text}` : text;
  });
  return {codeBlocks, proseLines};
}

/** A closing fence directly followed by a new opening fence: both lines are code. */
function isOpeningAfterClose(lines: string[], inCode: boolean[], index: number): boolean {
  return inCode[index + 1] && FENCE.test(lines[index]) && FENCE.test(lines[index + 1]) && /\S/.test(FENCE.exec(lines[index + 1])?.[3] ?? '');
}

/** Words a reader reads: prose outside code blocks, imports, JSX tags and link targets. */
export function proseWords(body: string): string[] {
  const text = splitMarkdown(body)
    .proseLines.filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' code ')
    .replace(/:::\w*/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
}

const PLACEHOLDER_PATTERNS: RegExp[] = [
  /lorem ipsum/i,
  /\bcoming soon\b/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /content goes here/i,
  /placeholder text/i,
  /\binsert (?:text|content) here\b/i,
];

/** The first placeholder phrase found in prose, if any. */
export function findPlaceholder(body: string): string | null {
  const prose = splitMarkdown(body).proseLines.join('\n').replace(/`[^`\n]*`/g, ' ');
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(prose);
    if (match) return match[0];
  }
  return null;
}

/** Lower-cased five-word sequences of a text's prose, for near-copy detection. */
export function shingles(body: string, size = 5): Set<string> {
  const words = proseWords(body)
    .map((word) => word.toLowerCase().replace(/[^a-z0-9'-]/g, ''))
    .filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + size <= words.length; i += 1) {
    result.add(words.slice(i, i + size).join(' '));
  }
  return result;
}

/** Share of the smaller text's five-word sequences that also appear in the other. */
export function overlapRatio(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / small.size;
}

/** `## Heading` texts at level 2, in order. */
export function levelTwoHeadings(body: string): string[] {
  return splitMarkdown(body)
    .proseLines.map((line) => /^##\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => Boolean(heading));
}

/** Text under a `## Heading` up to the next level-2 heading. */
export function sectionText(body: string, heading: string): string | null {
  const lines = body.split('\n');
  const inCode = codeLineMask(body);
  const headingAt = (i: number) => (inCode[i] ? null : /^##\s+(.+?)\s*$/.exec(lines[i])?.[1] ?? null);
  const start = lines.findIndex((_, i) => headingAt(i) === heading);
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && headingAt(end) === null) end += 1;
  return lines.slice(start + 1, end).join('\n').trim();
}
