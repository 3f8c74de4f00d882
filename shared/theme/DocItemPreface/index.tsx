import React, {createContext, useContext, type ReactNode} from 'react';

const PrefaceContext = createContext<ReactNode>(null);

/**
 * What a docs instance's page component shows above a doc's title, inside its article. The
 * docs plugin's `docItemComponent` gives an instance its own page component; that component
 * fills this slot, and src/theme/DocItem/Content renders it.
 */
export function DocItemPrefaceProvider({preface, children}: {preface: ReactNode; children: ReactNode}): ReactNode {
  return <PrefaceContext.Provider value={preface}>{children}</PrefaceContext.Provider>;
}

export function useDocItemPreface(): ReactNode {
  return useContext(PrefaceContext);
}
