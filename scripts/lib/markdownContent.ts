/**
 * Helpers for checking Markdown content (code blocks, prose word counts, placeholder text, headings,
 * near-duplicate detection), read from the mdast tree that remark builds, as Docusaurus does. Node-only:
 * the content check uses them at build time. No file system access here.
 */
import type {Code, Heading, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** How Docusaurus reads a file (`markdown.format: 'detect'`): `.mdx` as MDX, everything else as CommonMark. */
export type MarkdownFormat = 'md' | 'mdx';

/** A Markdown body (front matter removed) and its tree; line numbers are 1-based lines of `source`. */
export interface MarkdownDocument {
  source: string;
  format: MarkdownFormat;
  tree: Root;
}

export interface CodeBlock {
  language: string;
  /** Whatever follows the language on the opening fence, such as `title="main.tf"`. */
  meta: string;
  /** The code as rendered: without the fences and without the indentation of a list or quote around it. */
  code: string;
  /** 1-based line of the opening fence (of the first line, for an indented code block). */
  line: number;
}

// The syntax extensions Docusaurus enables for both formats (GFM, admonitions and other directives).
const commonMark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
// MDX adds ESM and JSX, and (as in Docusaurus) drops indented code, HTML and `<url>` autolinks.
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();

export const markdownFormat = (file: string): MarkdownFormat => (file.endsWith('.mdx') ? 'mdx' : 'md');

/** Parses a body once; every helper below reads the result. Throws when an MDX body is not valid MDX. */
export function parseMarkdown(source: string, format: MarkdownFormat = 'md'): MarkdownDocument {
  const tree = format === 'mdx' ? mdx.parse(source) : commonMark.parse(source);
  return {source, format, tree};
}

interface Span {
  startLine: number;
  endLine: number;
  startOffset: number;
  endOffset: number;
}

/** Where a node is in the source. Nodes the parser made always carry lines and offsets. */
function spanOf(node: Nodes): Span {
  const {start, end} = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) throw new Error(`a parsed "${node.type}" node has no position`);
  return {startLine: start.line, endLine: end.line, startOffset: start.offset, endOffset: end.offset};
}

function codeNodes(doc: MarkdownDocument): Code[] {
  const found: Code[] = [];
  visit(doc.tree, 'code', (node) => {
    found.push(node);
  });
  return found;
}

/** The code blocks of a body (at any depth: in lists, quotes and admonitions too) and the lines outside them. */
export function splitMarkdown(doc: MarkdownDocument): {codeBlocks: CodeBlock[]; proseLines: string[]} {
  const nodes = codeNodes(doc);
  const codeLines = new Set<number>();
  for (const node of nodes) {
    const {startLine, endLine} = spanOf(node);
    for (let line = startLine; line <= endLine; line += 1) codeLines.add(line);
  }
  return {
    codeBlocks: nodes.map((node) => ({
      language: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
      line: spanOf(node).startLine,
    })),
    proseLines: doc.source.split('\n').filter((_, index) => !codeLines.has(index + 1)),
  };
}

/** Nodes a reader does not read as prose: code, raw HTML, MDX imports and expressions, link definitions. */
const NOT_PROSE = new Set(['code', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition']);
/** Nodes that hold one run of text: a line break after each keeps neighbouring blocks' words apart. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'leafDirective']);

/**
 * The text a reader reads: link text but not the URL, labels of directives but not their names, the
 * children of JSX elements but not their attributes, image alt text. Each inline code span becomes `inlineCode`.
 */
function proseText(node: Nodes, inlineCode: string): string {
  if (NOT_PROSE.has(node.type)) return ' ';
  switch (node.type) {
    case 'text':
      return node.value;
    case 'inlineCode':
      return inlineCode;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'textDirective':
      // Docusaurus shows a bare `:name` it does not handle (`key:value` in a sentence) as text.
      if (node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0) return `:${node.name}`;
  }
  if (!('children' in node)) return '';
  const text = node.children.map((child) => proseText(child, inlineCode)).join('');
  return TEXT_BLOCKS.has(node.type) ? `${text}\n` : text;
}

const words = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));

/** Words a reader reads (see `proseText`); inline code counts as one word, `code`, as it always has. */
export function proseWords(doc: MarkdownDocument): string[] {
  return words(proseText(doc.tree, ' code '));
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

/** The first placeholder phrase found in prose (not in code, inline code or link URLs), if any. */
export function findPlaceholder(doc: MarkdownDocument): string | null {
  const prose = proseText(doc.tree, ' ');
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const match = pattern.exec(prose);
    if (match) return match[0];
  }
  return null;
}

/** Lower-cased five-word sequences of a text's prose, for near-copy detection. */
export function shingles(doc: MarkdownDocument, size = 5): Set<string> {
  const words = proseWords(doc)
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

/** Level-2 headings (`## Heading` or `Heading` over `---`) in document order. */
function levelTwoHeadingNodes(doc: MarkdownDocument): Heading[] {
  const found: Heading[] = [];
  visit(doc.tree, 'heading', (node) => {
    if (node.depth === 2) found.push(node);
  });
  return found;
}

/** The texts of the level-2 headings, in order, as a reader sees them (no `#`, no inline-code backticks). */
export function levelTwoHeadings(doc: MarkdownDocument): string[] {
  return levelTwoHeadingNodes(doc).map((node) => toString(node));
}

/** Where the section under the level-2 heading whose text is `heading` is: up to the next level-2 heading. */
function sectionSpan(doc: MarkdownDocument, heading: string): {start: number; end: number} | null {
  const headings = levelTwoHeadingNodes(doc);
  const index = headings.findIndex((node) => toString(node) === heading);
  if (index < 0) return null;
  const next = headings[index + 1];
  return {start: spanOf(headings[index]).endOffset, end: next ? spanOf(next).startOffset : doc.source.length};
}

/**
 * The words a reader reads (as `proseWords`) in the section under the level-2 heading whose text is
 * `heading`, from the tree already parsed; null when there is no such heading.
 */
export function sectionProseWords(doc: MarkdownDocument, heading: string): string[] | null {
  const span = sectionSpan(doc, heading);
  if (!span) return null;
  const inSection = (node: Nodes): string => {
    const {startOffset, endOffset} = spanOf(node);
    if (startOffset >= span.start && endOffset <= span.end) return proseText(node, ' code ');
    if (startOffset >= span.end || endOffset <= span.start || !('children' in node)) return ' ';
    return node.children.map(inSection).join(' ');
  };
  return words(inSection(doc.tree));
}
