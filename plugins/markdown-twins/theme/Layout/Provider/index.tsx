import React, {useRef, type ReactNode} from 'react';
import LayoutProvider from '@theme-init/Layout/Provider';
import type LayoutProviderType from '@theme/Layout/Provider';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink, {NotFoundMark} from '../../MarkdownTwinLink';
import AgentPointer from '../../AgentPointer';

type Props = WrapperProps<typeof LayoutProviderType>;

/**
 * The classic theme's layout providers, which every page renders, with the pointer for agents
 * first and the page's Markdown twin declared in its head. (A plugin theme can wrap only what Docusaurus's own fallback theme does not
 * provide, so not Layout itself: `@theme-init/Layout` is the fallback's.)
 */
export default function LayoutProviderWrapper({children, ...props}: Props): ReactNode {
  const notFound = useRef(false);
  notFound.current = false;
  return (
    <LayoutProvider {...props}>
      <NotFoundMark.Provider value={notFound}>
        <AgentPointer />
        {children}
        <MarkdownTwinLink notFound={notFound} />
      </NotFoundMark.Provider>
    </LayoutProvider>
  );
}
