import React, {type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import type {RouteConfigComponentProps} from 'react-router-config';
import NotFound from '@theme/NotFound';

/**
 * The parent route of the release-notes pages. Nesting them under one route, as the docs
 * plugin nests its pages, lets a production build move their routes out of the main
 * bundle (plugins/page-weight only moves nested routes). A path under it that is no
 * page is the site's not-found page, as it was before.
 */
export default function ReleaseNotesRoot({route}: RouteConfigComponentProps): ReactNode {
  const {pathname} = useLocation();
  const pages = route?.routes ?? [];
  return pages.some((page) => matchPath(pathname, page)) ? renderRoutes(pages) : <NotFound />;
}
