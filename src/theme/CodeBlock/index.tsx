import React, {useCallback, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {fillReaderValues, hasReaderValues, readerValuePieces, readerValuesPrepaintScript} from '@site/plugins/reader-values/api';
import {useReaderValues} from '@site/plugins/reader-values/theme/ReaderValues/readerValuesStore';
import ReaderValuesNote from '@site/plugins/reader-values/theme/ReaderValues/ReaderValuesNote';
import {CodeTokensProvider} from '@site/plugins/code-highlighting/theme/CodeTokens';
import {splitTokens, type TokenLine} from '@site/plugins/code-highlighting/api';

/**
 * A code block of the site: highlighted at build time when its Markdown carried the token lines
 * (plugins/code-highlighting; rendered without Prism by ./Content), and with the reader's own
 * values filled in where it has reader-value markers (`@@dev-account-id@@`).
 */
type WrapperProps = Props & {highlightedTokens?: string};

const CodeBlock = OriginalCodeBlock as ComponentType<Props>;

// The same text on every page with such a block; Head keeps one copy of it. Only the server bundle
// renders it (plugins/reader-values defines the flag; the browser's bundle leaves the generator
// out): the build minifies it and the Content-Security-Policy allows it by the hash of what the
// HTML holds, so a copy that Head inserted on a client-side navigation would be refused (and is
// not needed: the page's scripts already hold the values then).
const PREPAINT_SCRIPT = process.env.READER_VALUES_SERVER_BUNDLE === 'true' ? readerValuesPrepaintScript() : null;

/**
 * A block with reader values: the examples in the HTML, the reader's own once hydrated. Each value
 * is a token of its own, marked with its name, which the page's inline script fills before the
 * first paint (plugins/reader-values/lib/prepaintScript.ts).
 */
function CodeBlockWithReaderValues({code, highlightedTokens, ...props}: WrapperProps & {code: string}): ReactNode {
  const values = useReaderValues();
  const markValues = useCallback(
    (lines: TokenLine[]) =>
      splitTokens(lines, (token) =>
        readerValuePieces(token.content, values).map(({text, name}) => ({...token, content: text, ...(name ? {readerValue: name} : {})})),
      ),
    [values],
  );
  const block = <CodeBlock {...props}>{fillReaderValues(code, values)}</CodeBlock>;
  return (
    <>
      {PREPAINT_SCRIPT && (
        <Head>
          <script>{PREPAINT_SCRIPT}</script>
        </Head>
      )}
      {highlightedTokens ? (
        <CodeTokensProvider encoded={highlightedTokens} transform={markValues}>
          {block}
        </CodeTokensProvider>
      ) : (
        block
      )}
      <ReaderValuesNote />
    </>
  );
}

export default function CodeBlockWrapper({highlightedTokens, ...props}: WrapperProps): ReactNode {
  const {children} = props;
  if (typeof children === 'string' && hasReaderValues(children)) {
    return <CodeBlockWithReaderValues {...props} highlightedTokens={highlightedTokens} code={children} />;
  }
  if (!highlightedTokens) return <CodeBlock {...props} />;
  return (
    <CodeTokensProvider encoded={highlightedTokens}>
      <CodeBlock {...props} />
    </CodeTokensProvider>
  );
}
