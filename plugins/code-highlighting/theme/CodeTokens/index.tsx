import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {decodeTokenLines, type TokenLine} from '@site/plugins/code-highlighting/lib/codeTokens';

/** The build-time token lines of the code block being rendered (null: highlight in the browser). */
const CodeTokensContext = createContext<TokenLine[] | null>(null);

export const useCodeTokens = (): TokenLine[] | null => useContext(CodeTokensContext);

/** Provides a block's token lines, decoded from its prop, as `transform` makes them. */
export function CodeTokensProvider({
  encoded,
  transform,
  children,
}: {
  encoded: string;
  transform?: (lines: TokenLine[]) => TokenLine[];
  children: ReactNode;
}): ReactNode {
  const decoded = useMemo(() => decodeTokenLines(encoded), [encoded]);
  const lines = useMemo(() => (transform ? transform(decoded) : decoded), [decoded, transform]);
  return <CodeTokensContext.Provider value={lines}>{children}</CodeTokensContext.Provider>;
}
