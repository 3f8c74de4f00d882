import React, {type ComponentType, type ReactNode} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensProvider} from '@site/plugins/code-highlighting/theme/CodeTokens';

/**
 * The classic code block, highlighted at build time when its Markdown carried the token lines (the
 * remark plugin's `highlightedTokens` prop): ./Content renders them without Prism.
 */
type WrapperProps = Props & {highlightedTokens?: string};

const CodeBlock = OriginalCodeBlock as ComponentType<Props>;

export default function HighlightedCodeBlock({highlightedTokens, ...props}: WrapperProps): ReactNode {
  if (!highlightedTokens) return <CodeBlock {...props} />;
  return (
    <CodeTokensProvider encoded={highlightedTokens}>
      <CodeBlock {...props} />
    </CodeTokensProvider>
  );
}
