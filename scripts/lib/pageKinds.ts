/**
 * The kinds of page, by URL path from the site's root: those the page-weight budgets (budgets.json) hold to,
 * and those the agent-docs checker samples (scripts/check-agent-docs.ts).
 */
export const PAGE_KINDS = [
  'home',
  'docs page',
  'service reference page',
  'knowledge-base article',
  'month of release notes',
  'tag page',
  'other page',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export function pageKind(urlPath: string): PageKind {
  if (urlPath === '/') return 'home';
  // A service's page, and the group pages of a split reference under it.
  if (/^\/reference\/services\/[^/]+\/[^/]+(\/[^/]+)?\/?$/.test(urlPath)) return 'service reference page';
  if (/^\/discussions\/knowledge-base\/\d+\/?$/.test(urlPath)) return 'knowledge-base article';
  if (/^\/guides\/stay-up-to-date\/releases\/\d{4}-\d{2}\/?$/.test(urlPath)) return 'month of release notes';
  if (/^\/tags(\/|$)/.test(urlPath)) return 'tag page';
  // The pages of src/pages and the search page.
  if (/^\/(courses|tools|support|search)\/?$/.test(urlPath)) return 'other page';
  return 'docs page';
}
