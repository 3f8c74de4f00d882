/**
 * The release history's schema (data/releases.json): month keys, each holding a list of releases
 * whose dates fall in that month. Node-only: the site-data plugin checks the file with it.
 */
import {dateFitsMonth, MONTH_KEY, RELEASE_URL, type ReleaseHistory} from './lib/releases';
import {atLines, Joi, saying, schemaProblems, TEXT_ERRORS, type SchemaProblem} from '../../shared/dataSchema';
import type {DataPath} from '../../shared/dataLocation';
import type {Problem} from '../../shared/sourceProblems';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const text = () => Joi.string().trim().required().messages(saying('missing "{#key}"', TEXT_ERRORS));

/** A value written as a version (`v1.2.3`, `0.0.3a`) rather than as a release's title. */
const VERSION_LIKE = /^v?\d\S*$/;
/** A semantic version, with the `v` the organisation's tags carry. */
export const RELEASE_VERSION = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

const release = Joi.object({
  repo: text(),
  // The release's name on GitHub: a title, its tag as it is, or a version, which must be well formed.
  version: text().custom((version: string, helpers) => {
    const {url} = helpers.state.ancestors[0] as {url?: unknown};
    const tag = typeof url === 'string' ? RELEASE_URL.exec(url)?.[2] : undefined;
    if (version !== tag && VERSION_LIKE.test(version) && !RELEASE_VERSION.test(version)) return helpers.error('release.version');
    return version;
  }),
  url: text().custom((url: string, helpers) => {
    const match = RELEASE_URL.exec(url);
    if (!match) return helpers.error('release.url');
    const {repo} = helpers.state.ancestors[0] as {repo?: unknown};
    if (typeof repo === 'string' && match[1] !== repo) return helpers.error('release.otherRepository', {actual: match[1], repo});
    return url;
  }),
  published: text().custom((published: string, helpers) => {
    if (!isRealDate(published)) return helpers.error('release.date');
    const month = String(helpers.state.path?.[0]);
    return dateFitsMonth(published, month) ? published : helpers.error('release.month', {month});
  }),
})
  .unknown(true)
  .messages({
    'object.base': 'must be an object',
    'release.version':
      'version "{#value}" is not a version: write it as major.minor.patch with an optional "-prerelease" (v0.0.3, v1.2.0-alpha.1), as the release\'s tag is',
    'release.url': 'url "{#value}" is not a release page under https://github.com/gruntwork-io/',
    'release.otherRepository': 'url points at repository "{#actual}", not "{#repo}"',
    'release.date': 'published "{#value}" is not a date (YYYY-MM-DD)',
    'release.month': 'published {#value} does not fall in {#month}',
  });

export const RELEASE_HISTORY_SCHEMA = Joi.object()
  .pattern(MONTH_KEY, Joi.array().items(release).messages({'array.base': 'must be a list of releases'}))
  .messages({
    'object.base': 'the file must hold an object of month keys',
    'object.unknown': 'month keys look like "2022-12"',
  });

export class ReleaseDataError extends Error {
  readonly problems: Problem[];

  constructor(source: string, problems: Problem[]) {
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

/** Names the month, or the entry with its repository and version, that a problem is about. */
function withPlace(raw: unknown, {path, message}: SchemaProblem): SchemaProblem {
  const [month, index] = path;
  if (month === undefined) return {path, message};
  if (index === undefined) return {path, message: `"${month}": ${message}`};
  const entry = (raw as Record<string, Record<string, unknown>[]>)[month][index as number];
  const field = (name: string) => String((typeof entry === 'object' && entry !== null && entry[name]) || '?');
  return {path, message: `"${month}"[${index}] (${field('repo')} ${field('version')}): ${message}`};
}

/**
 * Checks raw JSON against the schema and returns it typed, or throws naming every bad entry. `lineOf`
 * gives the line of a path in the file, where the caller has its text.
 */
export function validateReleaseHistory(
  raw: unknown,
  source = 'data/releases.json',
  lineOf: (path: DataPath) => number = () => 1,
): ReleaseHistory {
  const problems = schemaProblems(RELEASE_HISTORY_SCHEMA, raw).map((problem) => withPlace(raw, problem));
  if (problems.length > 0) throw new ReleaseDataError(source, atLines(problems, source, lineOf));
  return raw as ReleaseHistory;
}
