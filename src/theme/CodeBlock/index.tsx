import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * Code highlighting (Prism and the site's extra languages) is a chunk of its own,
 * fetched only by pages that show code. Server rendering waits for it, so the
 * HTML is highlighted; hydration keeps that markup until the chunk arrives.
 */
const HighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    // Shown only after a client-side navigation, for the moment the chunk takes to load.
    <Suspense fallback={<pre><code>{props.children}</code></pre>}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
