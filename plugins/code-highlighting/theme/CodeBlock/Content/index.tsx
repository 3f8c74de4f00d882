import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import {contentStyles as styles, useCodeBlockContext} from '@site/internals/client/codeBlockContent';
import {useCodeTokens} from '@site/plugins/code-highlighting/theme/CodeTokens';
import type {Token, TokenLine} from '@site/plugins/code-highlighting/api';

/**
 * The lines of a code block. Blocks of Markdown arrive highlighted (plugins/code-highlighting) and
 * render here as the theme's own Content would, with no Prism in the browser; token colours come
 * from the generated stylesheet. Code made in the browser (the configuration builder) is
 * highlighted by the theme's Content, loaded with Prism on first use; plain text shows meanwhile.
 */
const PrismContent = lazy(() => import('./PrismContent'));

const tokenProps = ({token, className}: {token: Token; className?: string}) => ({
  className: clsx('token', ...token.types, className),
  children: token.content,
  ...(token.empty ? {style: {display: 'inline-block'}} : {}),
  // A reader's value: the page's inline script may have put it in before hydration, so its text
  // differs from the server's by design (plugins/reader-values/lib/prepaintScript.ts).
  ...(token.readerValue ? {'data-reader-value': token.readerValue, suppressHydrationWarning: true} : {}),
});

function Lines({lines, className}: {lines: TokenLine[]; className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const {lineNumbersStart, lineClassNames, language} = metadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={plain}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={({className: lineClassName}: {className?: string}) => ({className: clsx('token-line', lineClassName)})}
            getTokenProps={tokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

/** Before Prism arrives: the code as plain lines, laid out as the highlighted ones will be. */
function PlainLines({className}: {className?: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const lines = metadata.code
    .split('\n')
    .map((text): TokenLine => [{types: ['plain'], content: text, ...(text === '' ? {empty: true} : {})}]);
  return <Lines lines={lines} className={className} />;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const tokens = useCodeTokens();
  if (tokens) return <Lines lines={tokens} className={props.className} />;
  return (
    <Suspense fallback={<PlainLines className={props.className} />}>
      <PrismContent {...props} />
    </Suspense>
  );
}
