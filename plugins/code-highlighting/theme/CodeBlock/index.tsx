import React, {type ComponentType, type ReactNode} from 'react';
import OriginalCodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensProvider} from '@site/plugins/code-highlighting/theme/CodeTokens';

/**
 * The classic code block, highlighted at build time when its Markdown carried the token lines (the
 * remark plugin's `highlightedTokens` prop): ./Content renders them without Prism. The one feature
 * that wraps the code block: Docusaurus gives a plugin's theme only the first theme's component to
 * wrap (`@theme-init`), so two plugin themes cannot both wrap it; reader values wrap the MDX code
 * element instead and change the token lines through CodeTokensTransform.
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
