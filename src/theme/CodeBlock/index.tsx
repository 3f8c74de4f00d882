import React, {useCallback, type ComponentType, type ReactNode} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {fillReaderValues, hasReaderValues} from '@site/plugins/reader-values/api';
import {useReaderValues} from '@site/plugins/reader-values/theme/ReaderValues/readerValuesStore';
import ReaderValuesNote from '@site/plugins/reader-values/theme/ReaderValues/ReaderValuesNote';
import {CodeTokensProvider} from '@site/plugins/code-highlighting/theme/CodeTokens';

/**
 * A code block of the site: highlighted at build time when its Markdown carried the token lines
 * (plugins/code-highlighting; rendered without Prism by ./Content), and with the reader's own
 * values filled in where it has reader-value markers (`@@dev-account-id@@`).
 */
type WrapperProps = Props & {highlightedTokens?: string};

const CodeBlock = OriginalCodeBlock as ComponentType<Props>;

/** A block with reader values: the examples, then, once hydrated, the reader's own. */
function CodeBlockWithReaderValues({code, highlightedTokens, ...props}: WrapperProps & {code: string}): ReactNode {
  const values = useReaderValues();
  const fill = useCallback((text: string) => fillReaderValues(text, values), [values]);
  const block = <CodeBlock {...props}>{fill(code)}</CodeBlock>;
  return (
    <>
      {highlightedTokens ? (
        <CodeTokensProvider encoded={highlightedTokens} fill={fill}>
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
