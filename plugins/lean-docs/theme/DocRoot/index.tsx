import React, {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocRoot from '@theme-init/DocRoot';
import type {Props} from '@theme/DocRoot';
import {registeredSidebar, sidebarKey, subscribeToSidebars} from '../sidebarStore';

/**
 * The classic doc root, given the current page's sidebar when lean-docs moved the sidebars out
 * of the version data (production builds): the page's `leanSidebar` module registered it.
 */
export default function DocRootWithSidebar(props: Props): ReactNode {
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const name = props.route.routes?.find((route) => matchPath(pathname, route))?.sidebar as string | undefined;
  const missing = name !== undefined && !(name in version.docsSidebars);
  const key = missing ? sidebarKey(version.pluginId, version.version, name) : undefined;
  const items = useSyncExternalStore(
    subscribeToSidebars,
    () => (key ? registeredSidebar(key) : undefined),
    () => (key ? registeredSidebar(key) : undefined),
  );
  const withSidebar = useMemo(
    () =>
      key && items
        ? {...version, docsSidebars: {...version.docsSidebars, [name!]: items as (typeof version.docsSidebars)[string]}}
        : version,
    [version, key, name, items],
  );
  return (
    <DocsVersionProvider version={withSidebar}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
