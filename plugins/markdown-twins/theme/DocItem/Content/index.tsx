import React, {type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdownActions from '../../PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page gets Copy page, View as Markdown (its Markdown twin) and the menu for assistants above its title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageMarkdownActions title={metadata.title} />
      <Content {...props} />
    </>
  );
}
