import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** The tag index gets the meta description the theme leaves out. */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Every tag used in the Gruntwork docs, from ALB to VPN: browse the services and guides for a technology."
        />
      </Head>
      <DocTagsListPage {...props} />
    </>
  );
}
