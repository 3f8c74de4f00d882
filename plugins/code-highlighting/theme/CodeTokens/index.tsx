import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {decodeTokenLines, mapTokenContent, type TokenLine} from '@site/plugins/code-highlighting/lib/codeTokens';

/** The build-time token lines of the code block being rendered (null: highlight in the browser). */
const CodeTokensContext = createContext<TokenLine[] | null>(null);

export const useCodeTokens = (): TokenLine[] | null => useContext(CodeTokensContext);

/** Provides a block's token lines, decoded from its prop, with `fill` applied to their text. */
export function CodeTokensProvider({
  encoded,
  fill,
  children,
}: {
  encoded: string;
  fill?: (text: string) => string;
  children: ReactNode;
}): ReactNode {
  const decoded = useMemo(() => decodeTokenLines(encoded), [encoded]);
  const lines = useMemo(() => (fill ? mapTokenContent(decoded, fill) : decoded), [decoded, fill]);
  return <CodeTokensContext.Provider value={lines}>{children}</CodeTokensContext.Provider>;
}
