import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {decodeTokenLines, type TokenLine} from '@site/plugins/code-highlighting/lib/codeTokens';

/** The build-time token lines of the code block being rendered (null: highlight in the browser). */
const CodeTokensContext = createContext<TokenLine[] | null>(null);

/** How a feature that wraps the code block changes its token lines (reader values mark theirs). */
const TokenTransformContext = createContext<((lines: TokenLine[]) => TokenLine[]) | null>(null);

export const useCodeTokens = (): TokenLine[] | null => useContext(CodeTokensContext);

/**
 * Around a code block, changes the token lines it renders. Features that wrap `@theme/CodeBlock` after
 * this one (reader values) pass their transform here; the code block applies it when it decodes its lines.
 */
export function CodeTokensTransform({
  transform,
  children,
}: {
  transform: (lines: TokenLine[]) => TokenLine[];
  children: ReactNode;
}): ReactNode {
  return <TokenTransformContext.Provider value={transform}>{children}</TokenTransformContext.Provider>;
}

/** Provides a block's token lines, decoded from its prop, as the surrounding transform (if any) makes them. */
export function CodeTokensProvider({encoded, children}: {encoded: string; children: ReactNode}): ReactNode {
  const transform = useContext(TokenTransformContext);
  const decoded = useMemo(() => decodeTokenLines(encoded), [encoded]);
  const lines = useMemo(() => (transform ? transform(decoded) : decoded), [decoded, transform]);
  return <CodeTokensContext.Provider value={lines}>{children}</CodeTokensContext.Provider>;
}
