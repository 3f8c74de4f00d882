import fs from 'node:fs';
import path from 'node:path';

/**
 * One route of the contract: a line of tests/routes.txt (`KIND PATH SIDEBAR`, see the file's
 * header), or a route the spec derives from its lists (tests/kb-articles.txt, tests/tags.txt): a knowledge-base
 * article or a tag page.
 */
export interface RouteContractLine {
  kind: 'exact' | 'prefix';
  path: string;
  /** A sidebar name, `none`, `some` (a sidebar of its own) or `any`. */
  sidebar: string;
  /** Where the route comes from, as file:line. */
  source: string;
}

/** Kebab case as the spec defines tag routes: letters and digits split into words (`s3` → `s-3`). */
export function kebab(label: string): string {
  return (label.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|\b)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? []).map((w) => w.toLowerCase()).join('-');
}

/** The non-empty lines of a list file, each with its line number; a repeated line is an error. */
function dataLines(file: string): {value: string; line: number}[] {
  const lines = fs
    .readFileSync(path.join(__dirname, '../..', file), 'utf8')
    .split('\n')
    .map((value, index) => ({value: value.trim(), line: index + 1}))
    .filter(({value}) => value);
  const seen = new Set<string>();
  for (const {value, line} of lines) {
    if (seen.has(value)) throw new Error(`${file}:${line}: "${value}" is listed twice`);
    seen.add(value);
  }
  if (lines.length === 0) throw new Error(`${file} lists nothing`);
  return lines;
}

/** The routes the spec derives from data/: one page per knowledge-base article and per tag. */
export function derivedRoutes(): RouteContractLine[] {
  return [
    ...dataLines('tests/kb-articles.txt').map(({value, line}) => ({
      kind: 'exact' as const,
      path: `/discussions/knowledge-base/${value}`,
      sidebar: 'none',
      source: `tests/kb-articles.txt:${line}`,
    })),
    ...dataLines('tests/tags.txt').map(({value, line}) => ({
      kind: 'exact' as const,
      path: `/tags/${kebab(value)}`,
      sidebar: 'none',
      source: `tests/tags.txt:${line}`,
    })),
  ];
}

export function parseRouteContract(text: string): RouteContractLine[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [kind, routePath, sidebar, ...rest] = line.split(/\s+/);
    if ((kind !== 'exact' && kind !== 'prefix') || !routePath?.startsWith('/') || !sidebar || rest.length) {
      throw new Error(`tests/routes.txt:${index + 1}: expected "exact|prefix /path SIDEBAR", got "${line}"`);
    }
    return [{kind, path: routePath, sidebar, source: `tests/routes.txt:${index + 1}`}];
  });
}

/** The whole contract: what the spec alone says (tests/routes.txt), and the routes of its lists of knowledge-base articles and tags (tests/). */
export function readRouteContract(): RouteContractLine[] {
  return [...parseRouteContract(fs.readFileSync(path.join(__dirname, '../routes.txt'), 'utf8')), ...derivedRoutes()];
}

const withoutTrailingSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** The built pages a contract line covers: itself, or every page under a prefix. */
export function pagesForLine(line: RouteContractLine, sitemapPaths: string[]): string[] {
  if (line.kind === 'exact') return [line.path];
  const prefix = withoutTrailingSlash(line.path);
  return sitemapPaths.filter((p) => p === prefix || p === `${prefix}/` || p.startsWith(`${prefix}/`));
}

/** Does the sidebar a page shows (null: none) satisfy the contract's expectation? */
export function sidebarMatches(expected: string, shown: string | null): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'none':
      return shown === null;
    case 'some':
      return shown !== null;
    default:
      return shown === expected;
  }
}
