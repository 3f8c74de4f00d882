import React, {type CSSProperties, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SITE_CHROME_CLASS} from '@site/shared/lib/siteConstants';
import Link from '@docusaurus/Link';
import {twinPathFor, type TwinsGlobalData} from '@site/plugins/markdown-twins/lib/markdownTwin';

/** Out of sight but laid out (not display: none, which agents that read the rendered page skip). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A pointer for AI agents at the top of every page: the site's index of Markdown pages (llms.txt),
 * this page as Markdown, the MCP server. Server-rendered; hidden from sighted readers, and from
 * screen readers too (aria-hidden, links out of the tab order), so nobody hears it on every page.
 */
export default function AgentPointer(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {mcp} = usePluginData('markdown-twins') as TwinsGlobalData;
  const origin = siteConfig.url.replace(/\/$/, '');
  return (
    <div style={VISUALLY_HIDDEN} className={SITE_CHROME_CLASS} aria-hidden="true" data-agent-pointer data-pagefind-ignore>
      For AI agents: the index of this site&apos;s pages in Markdown is{' '}
      <Link href={`${origin}${siteConfig.baseUrl}llms.txt`} tabIndex={-1}>
        llms.txt
      </Link>
      ; this page in Markdown is{' '}
      <Link href={`${origin}${twinPathFor(pathname, siteConfig.baseUrl)}`} tabIndex={-1}>
        {twinPathFor(pathname, siteConfig.baseUrl)}
      </Link>
      {mcp && 'url' in mcp && (
        <>
          ; the MCP server (read-only tools) answers at{' '}
          <Link href={mcp.url} tabIndex={-1}>
            {mcp.url}
          </Link>
        </>
      )}
      {mcp && 'run' in mcp && <>; the MCP server (read-only tools) is not served here: {mcp.run.replace(/`/g, '')}</>}.
    </div>
  );
}
