import React, {type ReactNode} from 'react';
import Content from '@theme-init/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useMarkNotFound} from '../../MarkdownTwinLink';

type Props = WrapperProps<typeof ContentType>;

/** The not-found page's content, which tells the layout that this URL has no Markdown twin. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  useMarkNotFound();
  return <Content {...props} />;
}
