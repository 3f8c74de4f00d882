import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import type DocRootLayoutType from '@theme/DocRoot/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocRootLayoutType>;

/**
 * Names the page's doc sidebar on <html data-sidebar="..."> so tests (and
 * stylesheets) can tell which sidebar a page shows. Pages without one have none.
 */
export default function DocRootLayoutWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  return (
    <>
      {sidebar && (
        <Head>
          <html data-sidebar={sidebar.name} />
        </Head>
      )}
      <DocRootLayout {...props} />
    </>
  );
}
