import React, {useCallback, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensTransform} from '@site/plugins/code-highlighting/theme/CodeTokens';
import {splitTokens, type TokenLine} from '@site/plugins/code-highlighting/api';
import {fillReaderValues, hasReaderValues, readerValuePieces} from '../../lib/readerValues';
import {readerValuesPrepaintScript} from '../../lib/prepaintScript';
import {useReaderValues} from '../ReaderValues/readerValuesStore';
import ReaderValuesNote from '../ReaderValues/ReaderValuesNote';
import '../readerValues.css';

/**
 * A code block with the reader's own values filled in where it has reader-value markers
 * (`@@dev-account-id@@`), wrapping the code block of the features before it (build-time highlighting).
 */
const CodeBlock = OriginalCodeBlock as ComponentType<Props>;

// The same text on every page with such a block; Head keeps one copy of it. Only the server bundle
// renders it (this feature's plugin defines the flag; the browser's bundle leaves the generator
// out): the build minifies it and the Content-Security-Policy allows it by the hash of what the
// HTML holds, so a copy that Head inserted on a client-side navigation would be refused (and is
// not needed: the page's scripts already hold the values then).
const PREPAINT_SCRIPT = process.env.READER_VALUES_SERVER_BUNDLE === 'true' ? readerValuesPrepaintScript() : null;

/**
 * A block with reader values: the examples in the HTML, the reader's own once hydrated. Each value
 * is a token of its own, marked with its name, which the page's inline script fills before the
 * first paint (lib/prepaintScript.ts).
 */
function CodeBlockWithReaderValues({code, ...props}: Props & {code: string}): ReactNode {
  const values = useReaderValues();
  const markValues = useCallback(
    (lines: TokenLine[]) =>
      splitTokens(lines, (token) =>
        readerValuePieces(token.content, values).map(({text, name}) => ({...token, content: text, ...(name ? {readerValue: name} : {})})),
      ),
    [values],
  );
  return (
    <>
      {PREPAINT_SCRIPT && (
        <Head>
          <script>{PREPAINT_SCRIPT}</script>
        </Head>
      )}
      <CodeTokensTransform transform={markValues}>
        <CodeBlock {...props}>{fillReaderValues(code, values)}</CodeBlock>
      </CodeTokensTransform>
      <ReaderValuesNote />
    </>
  );
}

export default function ReaderValuesCodeBlock(props: Props): ReactNode {
  const {children} = props;
  if (typeof children === 'string' && hasReaderValues(children)) return <CodeBlockWithReaderValues {...props} code={children} />;
  return <CodeBlock {...props} />;
}
