import React, {useCallback, type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme-init/MDXComponents/Code';
import {CodeTokensTransform} from '@site/plugins/code-highlighting/theme/CodeTokens';
import {splitTokens, type TokenLine} from '@site/plugins/code-highlighting/api';
import {fillReaderValues, hasReaderValues, readerValuePieces} from '../../lib/readerValues';
import {readerValuesPrepaintScript} from '../../lib/prepaintScript';
import {useReaderValues} from '../ReaderValues/readerValuesStore';
import ReaderValuesNote from '../ReaderValues/ReaderValuesNote';
import '../readerValues.css';

/**
 * The MDX code element: a code block of a page's Markdown with the reader's own values filled in where
 * it has reader-value markers (`@@dev-account-id@@`). The values reach the build-time highlighted
 * tokens through code highlighting's CodeTokensTransform, around the theme's code block.
 */
type Props = ComponentProps<typeof MDXCode>;

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
        <MDXCode {...props}>{fillReaderValues(code, values)}</MDXCode>
      </CodeTokensTransform>
      <ReaderValuesNote />
    </>
  );
}

export default function ReaderValuesCode(props: Props): ReactNode {
  const {children} = props;
  // A block (the theme renders code with a line break as a block, the rest as inline code) with markers.
  if (typeof children === 'string' && children.includes('\n') && hasReaderValues(children))
    return <CodeBlockWithReaderValues {...props} code={children} />;
  return <MDXCode {...props} />;
}
