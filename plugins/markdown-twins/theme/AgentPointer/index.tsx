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
 * A pointer for AI agents at the top of every page, written as a sentence: this page as Markdown,
 * the site's index of Markdown pages (llms.txt), and the MCP server's address (MCP_URL at build
 * time) or, without one, how to run it. Server-rendered; hidden from sighted readers, and from
 * screen readers too (aria-hidden, links out of the tab order), so nobody hears it on every page.
 */
export default function AgentPointer(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {mcp} = usePluginData('markdown-twins') as TwinsGlobalData;
  const origin = siteConfig.url.replace(/\/$/, '');
  return (
    <div style={VISUALLY_HIDDEN} className={SITE_CHROME_CLASS} aria-hidden="true" data-agent-pointer data-pagefind-ignore>
      For AI agents: this page in Markdown is at {origin}
      {twinPathFor(pathname, siteConfig.baseUrl)} (each page&apos;s URL plus .md), and the index of all pages is{' '}
      <Link href={`${origin}${siteConfig.baseUrl}llms.txt`} tabIndex={-1}>
        llms.txt
      </Link>
      .{mcp && 'url' in mcp && <> The site&apos;s MCP server (read-only tools) answers at {mcp.url}.</>}
      {mcp && 'run' in mcp && <> This deployment serves no MCP server: to query these docs over MCP, {mcp.run.replace(/`/g, '')}.</>}
    </div>
  );
}
