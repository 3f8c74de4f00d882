/**
 * The library's release history (data/releases.json): validation with errors a
 * writer can act on, and the shapes the release-notes pages render.
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

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELEASE_URL = /^https:\/\/github\.com\/gruntwork-io\/([A-Za-z0-9._-]+)\/releases\/tag\/(.+)$/;
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

/** A problem of one entry, at its place in the file. */
export interface ReleaseDataProblem {
  file: string;
  line: number;
  message: string;
}

export class ReleaseDataError extends Error {
  readonly problems: ReleaseDataProblem[];

  constructor(source: string, problems: ReleaseDataProblem[]) {
    super(
      `${source} has ${problems.length} malformed entr${problems.length === 1 ? 'y' : 'ies'}:\n` +
        problems.map((p) => `  - ${p.file}:${p.line}: ${p.message}`).join('\n') +
        '\nEach month key is "YYYY-MM" and holds a list of {repo, version, url, published: "YYYY-MM-DD"} ' +
        'whose dates fall in that month.',
    );
    this.name = 'ReleaseDataError';
    this.problems = problems;
  }
}

export function monthLabel(month: string): string {
  const [, year, monthNumber] = MONTH_KEY.exec(month) ?? [];
  return `${MONTH_NAMES[Number(monthNumber) - 1]} ${year}`;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
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

/** Where a value sits in the file: month key, then entry index, then field. */
export type ReleaseDataPath = (string | number)[];

/**
 * Validates raw JSON and returns it typed, or throws naming every bad entry. `lineOf` gives the
 * line of a path in the file, where the caller has its text.
 */
export function validateReleaseHistory(
  raw: unknown,
  source = 'data/releases.json',
  lineOf: (path: ReleaseDataPath) => number = () => 1,
): ReleaseHistory {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ReleaseDataError(source, [{file: source, line: 1, message: 'the file must hold an object of month keys'}]);
  }
  const problems: {path: ReleaseDataPath; message: string}[] = [];
  const problem = (path: ReleaseDataPath, message: string) => problems.push({path, message});
  for (const [month, entries] of Object.entries(raw)) {
    if (!MONTH_KEY.test(month)) {
      problem([month], `"${month}": month keys look like "2022-12"`);
      continue;
    }
    if (!Array.isArray(entries)) {
      problem([month], `"${month}": must be a list of releases`);
      continue;
    }
    entries.forEach((entry: unknown, index) => {
      const where = `"${month}"[${index}]`;
      if (typeof entry !== 'object' || entry === null) {
        problem([month, index], `${where}: must be an object`);
        return;
      }
      const release = entry as Partial<Record<keyof Release, unknown>>;
      const name = `${where} (${String(release.repo ?? '?')} ${String(release.version ?? '?')})`;
      for (const field of ['repo', 'version', 'url', 'published'] as const) {
        if (typeof release[field] !== 'string' || !(release[field] as string).trim()) {
          problem([month, index], `${name}: missing "${field}"`);
        }
      }
      if (typeof release.url === 'string') {
        const match = RELEASE_URL.exec(release.url);
        if (!match) {
          problem([month, index, 'url'], `${name}: url "${release.url}" is not a release page under https://github.com/gruntwork-io/`);
        } else if (typeof release.repo === 'string' && match[1] !== release.repo) {
          problem([month, index, 'url'], `${name}: url points at repository "${match[1]}", not "${release.repo}"`);
        }
      }
      if (typeof release.published === 'string') {
        if (!isRealDate(release.published)) {
          problem([month, index, 'published'], `${name}: published "${release.published}" is not a date (YYYY-MM-DD)`);
        } else if (!dateFitsMonth(release.published, month)) {
          problem([month, index, 'published'], `${name}: published ${release.published} does not fall in ${month}`);
        }
      }
    });
  }
  if (problems.length > 0) {
    throw new ReleaseDataError(
      source,
      problems.map(({path, message}) => ({file: source, line: lineOf(path), message})),
    );
  }
  return raw as ReleaseHistory;
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
