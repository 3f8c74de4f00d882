import React, {createContext, useContext, type ReactNode, type RefObject} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPathFor} from '@site/plugins/markdown-twins/lib/markdownTwin';

/**
 * Set by the not-found page's content as it renders. The layout renders the link after the page,
 * so by then it knows whether the page is one: an unknown URL has no twin. (A context cannot carry
 * the answer up, and the not-found page is rendered from several places, the docs root among them.)
 */
export const NotFoundMark = createContext<RefObject<boolean> | null>(null);

/** Marks the page being rendered as the not-found page. */
export function useMarkNotFound(): void {
  const mark = useContext(NotFoundMark);
  if (mark) mark.current = true;
}

/**
 * Declares the current page's Markdown twin in its head. Rendered with the page, so the link
 * follows client-side navigation: every page names its own twin however it was reached.
 */
export default function MarkdownTwinLink({notFound}: {notFound: RefObject<boolean>}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  if (notFound.current) return null;
  const href = `${siteConfig.url.replace(/\/$/, '')}${twinPathFor(pathname, siteConfig.baseUrl)}`;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
