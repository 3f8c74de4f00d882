import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDocItemPreface} from '@site/shared/theme/DocItemPreface';

type Props = WrapperProps<typeof ContentType>;

/**
 * What a docs instance's page component puts above the content (the knowledge base's article
 * header) comes first, before what the themes below add (the Markdown twins' Copy page and View
 * as Markdown, from plugins/markdown-twins/theme).
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      {useDocItemPreface()}
      <Content {...props} />
    </>
  );
}
