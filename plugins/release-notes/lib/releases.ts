/**
 * The library's release history (data/releases.json) and the shapes the release-notes pages render.
 * The file's schema is plugins/release-notes/releaseHistory.ts.
 */

export interface Release {
  repo: string;
  version: string;
  url: string;
  /** ISO date, YYYY-MM-DD. */
  published: string;
}

/** Month key (YYYY-MM) to the releases published that month. */
export type ReleaseHistory = Record<string, Release[]>;

export interface MonthSummary {
  month: string;
  label: string;
  /** The month page's URL path: the release-notes route plus `YYYY-MM/`. */
  path: string;
  releaseCount: number;
  repositoryCount: number;
}

export interface RepositoryReleases {
  repo: string;
  /** Anchor id of the repository's section on the month page. */
  anchor: string;
  releases: DisplayRelease[];
}

export interface DisplayRelease {
  /** The release's git tag, read from its URL. */
  tag: string;
  /** The release's title when the data gives one instead of a version number. */
  title: string | null;
  url: string;
  published: string;
}

export interface MonthPageData {
  month: string;
  label: string;
  /** The page's own URL path. */
  path: string;
  /** The release-notes index's URL path, for the breadcrumb. */
  indexPath: string;
  releaseCount: number;
  repositories: RepositoryReleases[];
  previous: MonthSummary | null;
  next: MonthSummary | null;
}

/** A month key of the history: YYYY-MM. */
export const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A release page of the organisation: the repository, then the tag. */
export const RELEASE_URL = /^https:\/\/github\.com\/gruntwork-io\/([A-Za-z0-9._-]+)\/releases\/tag\/(.+)$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function monthLabel(month: string): string {
  const [, year, monthNumber] = MONTH_KEY.exec(month) ?? [];
  return `${MONTH_NAMES[Number(monthNumber) - 1]} ${year}`;
}

/** The month after `month` (YYYY-MM). */
function followingMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, monthNumber, 1));
  return next.toISOString().slice(0, 7);
}

/**
 * Whether a release's date belongs under a month key. The history groups
 * releases by the publishers' local month while `published` is a UTC date, so
 * a release made on the evening of a month's last day can carry the next
 * month's first day. That one day of slack is allowed; nothing more.
 */
export function dateFitsMonth(published: string, month: string): boolean {
  return published.startsWith(`${month}-`) || published === `${followingMonth(month)}-01`;
}

/** The release's tag, which the release URL always carries. */
export function releaseTag(release: Release): string {
  return decodeURIComponent(RELEASE_URL.exec(release.url)?.[2] ?? release.version);
}

export function toDisplayRelease(release: Release): DisplayRelease {
  const tag = releaseTag(release);
  return {
    tag,
    title: release.version === tag ? null : release.version,
    url: release.url,
    published: release.published,
  };
}

const byNewest = (a: Release, b: Release) =>
  b.published.localeCompare(a.published) || releaseTag(b).localeCompare(releaseTag(a), 'en', {numeric: true});

/**
 * Months, newest first, with their release and repository counts and their page's path under
 * `basePath` (the release-notes route, which the plugin defines once).
 */
export function summarizeMonths(history: ReleaseHistory, basePath = '/'): MonthSummary[] {
  return Object.keys(history)
    .sort()
    .reverse()
    .map((month) => ({
      month,
      label: monthLabel(month),
      path: `${basePath.replace(/\/?$/, '/')}${month}/`,
      releaseCount: history[month].length,
      repositoryCount: new Set(history[month].map((r) => r.repo)).size,
    }));
}

/** One month's releases grouped by repository (alphabetical), newest release first. */
export function groupByRepository(releases: Release[]): RepositoryReleases[] {
  const groups = new Map<string, Release[]>();
  for (const release of releases) {
    groups.set(release.repo, [...(groups.get(release.repo) ?? []), release]);
  }
  return [...groups.keys()].sort().map((repo) => ({
    repo,
    anchor: repo.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    releases: [...groups.get(repo)!].sort(byNewest).map(toDisplayRelease),
  }));
}

/** Everything one month's page needs, and nothing from other months but its neighbours. */
export function buildMonthPages(history: ReleaseHistory, basePath = '/'): MonthPageData[] {
  const summaries = summarizeMonths(history, basePath);
  return summaries.map((summary, index) => ({
    month: summary.month,
    label: summary.label,
    path: summary.path,
    indexPath: basePath,
    releaseCount: summary.releaseCount,
    repositories: groupByRepository(history[summary.month]),
    next: summaries[index - 1] ?? null,
    previous: summaries[index + 1] ?? null,
  }));
}

/** The newest releases across all months, for the feed. */
export function latestReleases(history: ReleaseHistory, count: number): Release[] {
  return Object.values(history).flat().sort(byNewest).slice(0, count);
}
