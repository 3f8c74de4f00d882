/**
 * The token lines of a code block highlighted at build time (plugins/code-highlighting), as a
 * string prop of the code block: compact JSON, one array per line, one `[types, content]` pair
 * per token (types joined by spaces; a third element marks the empty token of an empty line).
 * Read in the browser by theme/CodeBlock/Content, which needs no Prism for them.
 */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
  /**
   * Set in the browser on a token that is a reader's value (`region`; plugins/reader-values): its
   * span is marked with it, so the value can be put in before the page's scripts run.
   */
  readerValue?: string;
}

export type TokenLine = Token[];

type EncodedToken = [types: string, content: string] | [types: string, content: string, empty: 1];

export function encodeTokenLines(lines: readonly TokenLine[]): string {
  return JSON.stringify(
    lines.map((line) =>
      line.map((token): EncodedToken => (token.empty ? [token.types.join(' '), token.content, 1] : [token.types.join(' '), token.content])),
    ),
  );
}

export function decodeTokenLines(encoded: string): TokenLine[] {
  const lines = JSON.parse(encoded) as EncodedToken[][];
  return lines.map((line) => line.map(([types, content, empty]) => ({types: types.split(' '), content, ...(empty ? {empty: true} : {})})));
}

/** The lines with each token replaced by what `split` makes of it (reader values lie inside one token each). */
export function splitTokens(lines: readonly TokenLine[], split: (token: Token) => Token[]): TokenLine[] {
  return lines.map((line) => line.flatMap(split));
}
