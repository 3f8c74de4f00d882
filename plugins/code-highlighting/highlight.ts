/**
 * Code highlighting at build time: a code block's text becomes the token lines the theme's code
 * block renders, computed in Node with the same Prism and the same languages as the theme would use
 * in the browser, so the client needs no Prism for Markdown code blocks.
 *
 * The lines are those of the code as the theme shows it: `createCodeBlockMetadata` (the theme's
 * own function, through internals/codeBlock.ts) removes magic comments and parses the language.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {READER_VALUE_MARKER, readerValueNames} from '../reader-values/api';
import {codeBlockMetadata, type CodeBlockOptions} from '../../internals/codeBlock';
import {encodeTokenLines, type TokenLine} from './lib/codeTokens';

const requireFromHere = createRequire(__filename);
const registered = new Set<string>();

/**
 * Registers Prism languages on prism-react-renderer's instance, as the theme's
 * prism-include-languages does in the browser: each component reads the instance from globalThis.
 */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of missing) {
      requireFromHere(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
}

/** The token lines of `code` in `language`, as prism-react-renderer's Highlight makes them. */
export function tokenLines(code: string, language: string): TokenLine[] {
  const grammar = Prism.languages[language.toLowerCase()];
  const tokens = grammar ? Prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens as Parameters<typeof normalizeTokens>[0]).map((line) =>
    line.map((token) => ({types: token.types, content: token.content, ...(token.empty ? {empty: true} : {})})),
  );
}

/**
 * Token lines in which each reader-value marker lies inside one token, where the browser can fill
 * it: markers are swapped for one-word placeholders (letters and digits, one word in every
 * grammar the site uses) before tokenizing, and put back in the tokens after.
 */
export function tokenLinesKeepingMarkers(code: string, language: string): TokenLine[] {
  const markers: string[] = [];
  const placeholder = (index: number) => `ZqReaderValue${index}Zq`;
  const protectedCode = code.replace(new RegExp(READER_VALUE_MARKER.source, 'g'), (marker) => placeholder(markers.push(marker) - 1));
  const lines = tokenLines(protectedCode, language);
  if (markers.length === 0) return lines;
  const restore = (text: string) => text.replace(/ZqReaderValue(\d+)Zq/g, (_, index: string) => markers[Number(index)]);
  return lines.map((line) => line.map((token) => ({...token, content: restore(token.content)})));
}

export class SplitMarkerError extends Error {
  constructor(
    readonly marker: string,
    readonly language: string,
  ) {
    super(`the reader value ${marker} is split across ${language} tokens, so the page could not show the reader's own value in it`);
    this.name = 'SplitMarkerError';
  }
}

/** Every reader-value marker of the code lies inside one token, where the browser can fill it. */
function checkMarkers(code: string, lines: TokenLine[], language: string): void {
  const inTokens = lines.flatMap((line) => line.flatMap((token) => readerValueNames(token.content)));
  const inCode = readerValueNames(code);
  if (inTokens.length === inCode.length) return;
  const missing = inCode.find(
    (name) => inTokens.filter((found) => found === name).length < inCode.filter((found) => found === name).length,
  );
  throw new SplitMarkerError(`@@${missing}@@`, language);
}

export interface HighlightedBlock {
  /** The token lines, encoded for a component prop (lib/codeTokens.ts). */
  tokens: string;
  language: string;
}

/** A code block as the theme would show it, highlighted. */
export function highlightCodeBlock(code: string, options: CodeBlockOptions): HighlightedBlock {
  const metadata = codeBlockMetadata(code, options);
  const lines = tokenLinesKeepingMarkers(metadata.code, metadata.language);
  checkMarkers(metadata.code, lines, metadata.language);
  return {tokens: encodeTokenLines(lines), language: metadata.language};
}
