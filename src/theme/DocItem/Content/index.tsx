import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import {useDocItemPreface} from '@site/src/components/DocItemPreface';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every doc page gets Copy page and View as Markdown above its title (the Markdown twin), after
 * whatever its docs instance's page component puts there (the knowledge base's article header).
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      {useDocItemPreface()}
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
