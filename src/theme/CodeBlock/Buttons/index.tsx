import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import OriginalButtons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

/**
 * A code block's buttons (copy, and word wrap when the code scrolls sideways), rendered by the
 * theme once the page has hydrated. The word-wrap button joins the copy button a moment later, and
 * the group, anchored at the block's right, would move left as it grows: a layout shift. Its space
 * is kept from the start (`.code-block-buttons` in src/css/custom.css).
 */
export default function CodeBlockButtons({className, ...props}: Props): ReactNode {
  return <OriginalButtons {...props} className={clsx(className, 'code-block-buttons')} />;
}
