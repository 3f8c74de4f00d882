import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageMarkdownActions from '../../PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page gets Copy page and View as Markdown (its Markdown twin) above its title. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
