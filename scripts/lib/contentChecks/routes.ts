/**
 * Each page's doc id and URL, worked out as the docs plugin does (`routeBasePath: '/'` for docs/,
 * the knowledge base under its own route), and the check that no two pages share a URL: the
 * build only warns "Duplicate routes found!" without a file, and one page replaces the other.
 */
import path from 'node:path';
import type {Problem} from '../../../shared/sourceProblems';
import {frontMatterLine, type ContentPage} from './contentPage';

export interface PageRoute {
  page: ContentPage;
  /** The doc id sidebars name (`intro/overview/how-it-works`). */
  id: string;
  /** The page's URL path, without a trailing slash (`/intro/overview/how-it-works`). */
  route: string;
}

/** The docs plugin's number prefixes (`01-setup.md` is `setup`), which it strips from ids and URLs. */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
const stripNumberPrefix = (segment: string) => (/^\d+[-_.]\d+/.test(segment) ? segment : segment.replace(NUMBER_PREFIX, ''));

export const normalizeRoute = (route: string): string => {
  const collapsed = `/${route}`.replace(/\/+/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
};

/** The id and URL of a page of `contentDir`, whose routes start at `routeBase`. */
export function pageRoute(page: ContentPage, contentDir: string, routeBase: string): PageRoute {
  const relative = path.posix.relative(contentDir, page.file).replace(/\.mdx?$/, '');
  const segments = relative.split('/').map(stripNumberPrefix);
  const base = segments.pop() ?? '';
  const dir = segments.join('/');
  const frontMatterId = typeof page.data.id === 'string' ? page.data.id : null;
  const id = [dir, frontMatterId ?? base].filter(Boolean).join('/');
  const slug = typeof page.data.slug === 'string' ? page.data.slug : null;
  let route: string;
  if (slug !== null) route = slug.startsWith('/') ? slug : `${dir}/${slug}`;
  else if (frontMatterId === null && (/^(index|readme)$/i.test(base) || base === segments.at(-1))) route = dir;
  else route = `${dir}/${frontMatterId ?? base}`;
  return {page, id, route: normalizeRoute(`${routeBase}/${route}`)};
}

/**
 * Pages that share a URL: each one whose `slug` gives it the URL (the writer's likely mistake), or,
 * when none has a slug, every one after the first.
 */
export function duplicateRouteProblems(routes: PageRoute[]): Problem[] {
  const byRoute = new Map<string, PageRoute[]>();
  for (const entry of routes) byRoute.set(entry.route, [...(byRoute.get(entry.route) ?? []), entry]);
  const problems: Problem[] = [];
  for (const [route, group] of byRoute) {
    if (group.length < 2) continue;
    const withSlug = group.filter((entry) => typeof entry.page.data.slug === 'string');
    const offenders = withSlug.length > 0 && withSlug.length < group.length ? withSlug : group.slice(1);
    for (const entry of offenders) {
      const others = group.filter((other) => other !== entry).map((other) => other.page.file);
      const bySlug = typeof entry.page.data.slug === 'string';
      problems.push({
        file: entry.page.file,
        line: bySlug ? frontMatterLine(entry.page, 'slug') : 1,
        message: `this page's URL ${route} is also the URL of ${others.join(', ')}, so one page would replace the other. ${bySlug ? 'Change its `slug`' : 'Rename the file or give it a `slug`'} so that each page has its own URL.`,
      });
    }
  }
  return problems;
}
