import fs from 'node:fs';
import path from 'node:path';

/** One line of tests/routes.txt: `KIND PATH SIDEBAR` (see the file's header). */
export interface RouteContractLine {
  kind: 'exact' | 'prefix';
  path: string;
  /** A sidebar name, `none`, `some` (a sidebar of its own) or `any`. */
  sidebar: string;
  lineNumber: number;
}

export function parseRouteContract(text: string): RouteContractLine[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [kind, routePath, sidebar, ...rest] = line.split(/\s+/);
    if ((kind !== 'exact' && kind !== 'prefix') || !routePath?.startsWith('/') || !sidebar || rest.length) {
      throw new Error(`tests/routes.txt:${index + 1}: expected "exact|prefix /path SIDEBAR", got "${line}"`);
    }
    return [{kind, path: routePath, sidebar, lineNumber: index + 1}];
  });
}

export function readRouteContract(): RouteContractLine[] {
  return parseRouteContract(fs.readFileSync(path.join(__dirname, '../routes.txt'), 'utf8'));
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
