import React, {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {twinPathFor, type TwinsGlobalData} from '@site/plugins/markdown-twins/lib/markdownTwin';
import AssistantMenu from '../AssistantMenu';
import {EXAMPLE_VALUES, ownReaderValues} from '@site/plugins/reader-values/api';
import {useReaderValues} from '@site/plugins/reader-values/hooks/useReaderValues';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'denied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  denied: 'The browser did not allow copying to the clipboard. Use View as Markdown instead.',
  failed: 'The page could not be copied. Use View as Markdown instead.',
};

async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The code blocks of the page's content as the reader sees them (with their own values), one text each. */
function pageCodeBlocks(): string[] {
  return Array.from(document.querySelectorAll('article .theme-code-block code'), (code) =>
    Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n'),
  );
}

/**
 * Copies the page's Markdown twin (fetched on click), with the reader's own values where the page
 * shows them, links to it, and offers it to assistants (the menu loads on first use).
 */
export default function PageMarkdownActions({title}: {title: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const twin = twinPathFor(pathname, siteConfig.baseUrl);
  const {mcp} = usePluginData('markdown-twins') as TwinsGlobalData;
  // One of Copy page's states, or a message of the menu for assistants (which holds its own words).
  const [status, setStatus] = useState<Status | (string & {})>('idle');
  const own = ownReaderValues(useReaderValues());

  const copy = async () => {
    setStatus('copying');
    try {
      const blocks = pageCodeBlocks();
      // The matching of the page's code blocks loads with the first copy, not with every page.
      const text = Promise.all([fetchTwin(twin), import('@site/plugins/markdown-twins/lib/readerValuesInTwin')]).then(
        ([markdown, {twinWithPageCode, toExampleValues}]) =>
          twinWithPageCode(markdown, blocks, (code) => toExampleValues(code, own, EXAMPLE_VALUES)),
      );
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        // Handing the clipboard a pending item keeps the click's permission while the twin loads.
        const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus('copied');
    } catch (error) {
      setStatus((error as Error).name === 'NotAllowedError' ? 'denied' : 'failed');
    }
  };

  return (
    <div className={styles.actions} data-pagefind-ignore>
      <button type="button" className="button button--secondary button--sm" onClick={copy} disabled={status === 'copying'}>
        Copy page
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a route: the browser opens it. */}
      <a className={styles.link} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <AssistantMenu
        twinUrl={`${new URL(siteConfig.url).origin}${twin}`}
        title={title}
        mcpUrl={mcp && 'url' in mcp ? mcp.url : null}
        onStatus={setStatus}
      />
      <span className={styles.status} role="status">
        {MESSAGES[status as Status] ?? status}
      </span>
    </div>
  );
}
