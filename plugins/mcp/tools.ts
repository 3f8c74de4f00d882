/**
 * The MCP tools, as plain functions of the site: each takes its arguments, checks them (a bad one
 * throws ToolArgumentError naming it) and returns a JSON-ready result of bounded size. Pure but for
 * the site's reads of twins, so the Node servers and the edge Worker run the same code.
 * server.ts registers them with the SDK.
 */
import {closestNames, didYouMean} from '../../shared/didYouMean';
import {compareVersions, parseVersion} from '../library-versions/api';
import {excerptOf, pageTitles, searchPages} from './searchIndex';
import {readTwinOf, ToolArgumentError, type McpSite} from './site';
import {quoted} from './httpRules';

/** The most a tool returns in one answer, as characters of Markdown or JSON. */
export const LIMITS = {
  searchResults: 20,
  /** The most results a query can page through with its cursor. */
  searchTotal: 100,
  queryLength: 200,
  pageCharacters: 30_000,
  /** A service interface's entries (inputs, then outputs) per answer, as characters of JSON. */
  interfaceCharacters: 30_000,
  releases: 200,
} as const;

const absolute = (site: McpSite, pagePath: string) => `${site.index.siteUrl}${pagePath}`;

export interface SearchDocsResult {
  query: string;
  results: {title: string; url: string; path: string; excerpt: string}[];
  /** How many pages match (up to LIMITS.searchTotal). */
  total: number;
  /** Pass it as `cursor` with the same query for the next results; null after the last. */
  nextCursor: string | null;
}

export async function searchDocs(
  site: McpSite,
  {query, limit = 5, cursor}: {query: string; limit?: number; cursor?: string},
): Promise<SearchDocsResult> {
  const trimmed = query.trim();
  if (!trimmed) throw new ToolArgumentError('query', 'is empty; give a few words, such as "dependency lock file".');
  if (trimmed.length > LIMITS.queryLength)
    throw new ToolArgumentError('query', `is ${trimmed.length} characters; keep it under ${LIMITS.queryLength}.`);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.searchResults) {
    throw new ToolArgumentError('limit', `must be a whole number from 1 to ${LIMITS.searchResults} (got ${limit}).`);
  }
  let offset = 0;
  if (cursor !== undefined && cursor !== '') {
    if (!/^\d{1,3}$/.test(cursor) || Number(cursor) >= LIMITS.searchTotal) {
      throw new ToolArgumentError(
        'cursor',
        `${quoted(cursor)} is not a cursor of search_docs: pass the nextCursor of the previous answer.`,
      );
    }
    offset = Number(cursor);
  }
  const {matches, total} = searchPages(site.index, trimmed, limit, offset);
  const available = Math.min(total, LIMITS.searchTotal);
  const results = await Promise.all(
    matches.map(async (match) => {
      const {markdown} = await readTwinOf(site, match.path);
      return {title: match.title, url: absolute(site, match.path), path: match.path, excerpt: excerptOf(markdown, match.terms)};
    }),
  );
  const next = offset + matches.length;
  return {query: trimmed, results, total: available, nextCursor: next < available ? String(next) : null};
}

export interface ReadPageResult {
  url: string;
  path: string;
  /** The page's Markdown from `offset`, at most LIMITS.pageCharacters of it. */
  markdown: string;
  /** The page's length in characters. */
  length: number;
  /** Where the next part starts, when the page goes on; null at its end. */
  nextOffset: number | null;
}

export async function readPage(site: McpSite, {url, offset = 0}: {url: string; offset?: number}): Promise<ReadPageResult> {
  if (!url.trim()) throw new ToolArgumentError('url', 'is empty; give a page URL or path, such as /intro.');
  const twin = await readTwinOf(site, url);
  const {markdown} = twin;
  if (!Number.isInteger(offset) || offset < 0 || offset >= Math.max(markdown.length, 1)) {
    throw new ToolArgumentError(
      'offset',
      `must be a whole number from 0 to ${markdown.length - 1} (the page has ${markdown.length} characters; got ${offset}).`,
    );
  }
  const end = Math.min(markdown.length, offset + LIMITS.pageCharacters);
  return {
    url: absolute(site, twin.path),
    path: twin.path,
    markdown: markdown.slice(offset, end),
    length: markdown.length,
    nextOffset: end < markdown.length ? end : null,
  };
}

type InterfaceInput = {name: string; type: string | null; required: boolean; default: string | null; description: string};
type InterfaceOutput = {name: string; description: string};

export interface ServiceInterfaceResult {
  service: string;
  url: string;
  repository: string;
  version: string;
  module: string;
  /** This part's inputs and outputs: the entries (inputs first, then outputs) from `offset`. */
  inputs: InterfaceInput[];
  outputs: InterfaceOutput[];
  /** How many entries the service has in all: its inputs, then its outputs. */
  entries: number;
  offset: number;
  /** The offset of the next part, or null when this part ends the list. */
  nextOffset: number | null;
}

/** A name as readers write it: lower case, spaces and dashes alike, no "/" at either end. */
const normalizeName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^.*\/reference\/services\//, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\s+/g, ' ');

const namesBySite = new WeakMap<McpSite, Map<string, string>>();

/**
 * Every name a service goes by, to its key: the key (data-storage/amazon-rds), its last part
 * (amazon-rds), its page's title (Amazon RDS, and without "Amazon" or "AWS"), its module's path
 * (modules/data-stores/rds) and folder (rds).
 */
function serviceNames(site: McpSite): Map<string, string> {
  let names = namesBySite.get(site);
  if (names) return names;
  names = new Map();
  const titles = pageTitles(site.index);
  for (const service of site.data.serviceCatalog.services.values()) {
    const title = titles.get(`${site.index.baseUrl}reference/services/${service.key}`) ?? '';
    const candidates = [
      service.key,
      service.key.split('/').at(-1)!,
      service.module,
      service.module.split('/').at(-1)!,
      title,
      title.replace(/^(amazon|aws)\s+/i, ''),
    ];
    for (const candidate of candidates) {
      const name = normalizeName(candidate);
      if (name && !names.has(name)) names.set(name, service.key);
    }
  }
  namesBySite.set(site, names);
  return names;
}

/** The key of the service a reader's name for it means, or null. */
export function serviceKeyFor(site: McpSite, name: string): string | null {
  const names = serviceNames(site);
  const wanted = normalizeName(name);
  return names.get(wanted) ?? names.get(wanted.replace(/-/g, ' ')) ?? names.get(wanted.replace(/ /g, '-')) ?? null;
}

export function getServiceInterface(site: McpSite, {service, offset = 0}: {service: string; offset?: number}): ServiceInterfaceResult {
  const {serviceCatalog} = site.data;
  const key = serviceKeyFor(site, service);
  const found = key ? serviceCatalog.services.get(key) : undefined;
  if (!found) {
    const names = [...serviceNames(site).keys()];
    throw new ToolArgumentError(
      'service',
      `no service ${quoted(service)} in the catalog. Closest: ${closestNames(normalizeName(service).slice(0, 80), names)
        .map((name) => `\`${name}\``)
        .join(
          ', ',
        )}. Give a service as under /reference/services/ (data-storage/amazon-rds), its page's title (Amazon RDS) or its module's folder (rds).`,
    );
  }
  const entries: (({kind: 'input'} & InterfaceInput) | ({kind: 'output'} & InterfaceOutput))[] = [
    ...found.inputs.map(({name, type, required, default: defaultValue, description}) => ({
      kind: 'input' as const,
      name,
      type,
      required,
      default: defaultValue,
      description,
    })),
    ...found.outputs.map(({name, description}) => ({kind: 'output' as const, name, description})),
  ];
  if (!Number.isInteger(offset) || offset < 0 || offset >= Math.max(1, entries.length)) {
    throw new ToolArgumentError('offset', `must be a whole number from 0 to ${entries.length - 1} (got ${offset}).`);
  }
  // Whole entries up to the answer's budget, at least one.
  let end = offset;
  let size = 0;
  while (end < entries.length) {
    size += JSON.stringify(entries[end]).length;
    if (size > LIMITS.interfaceCharacters && end > offset) break;
    end += 1;
  }
  const part = entries.slice(offset, end);
  return {
    service: found.key,
    url: absolute(site, `${site.index.baseUrl}reference/services/${found.key}`),
    repository: serviceCatalog.repository,
    version: serviceCatalog.version,
    module: found.module,
    inputs: part.flatMap(({kind, ...entry}) => (kind === 'input' ? [entry as InterfaceInput] : [])),
    outputs: part.flatMap(({kind, ...entry}) => (kind === 'output' ? [entry as InterfaceOutput] : [])),
    entries: entries.length,
    offset,
    nextOffset: end < entries.length ? end : null,
  };
}

export interface FindReleasesResult {
  repo: string;
  from: string | null;
  to: string | null;
  total: number;
  /** Oldest first; at most LIMITS.releases (the newest of the range when there are more). */
  releases: {version: string; published: string; url: string}[];
}

/** A release's version number: its tag, without a title some releases carry (`v0.8.3: Support for ...`). */
const versionOf = (release: {version: string}) => parseVersion(release.version.split(/[:\s]/)[0]);

type Bound = {kind: 'date'; value: string} | {kind: 'version'; value: [number, number, number]};

function boundOf(argument: string, value: string | undefined): Bound | null {
  if (value === undefined || value.trim() === '') return null;
  const trimmed = value.trim();
  const date = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(trimmed);
  if (date) {
    const [, year, month, day] = date.map(Number);
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (month < 1 || month > 12)
      throw new ToolArgumentError(argument, `${quoted(value)} has no month ${date[2]}: months run from 01 to 12.`);
    if (date[3] !== undefined && (day < 1 || day > days)) {
      throw new ToolArgumentError(argument, `${quoted(value)} has no day ${date[3]}: ${date[1]}-${date[2]} has ${days} days.`);
    }
    return {kind: 'date', value: trimmed};
  }
  const version = parseVersion(trimmed);
  if (version) return {kind: 'version', value: version};
  throw new ToolArgumentError(argument, `${quoted(value)} is neither a date (2022-06 or 2022-06-30) nor a version (v0.38.0).`);
}

export function findReleases(site: McpSite, {repo, from, to}: {repo: string; from?: string; to?: string}): FindReleasesResult {
  const all = site.data.releases;
  const repositories = new Set(all.map((release) => release.repo));
  const wanted = repo
    .trim()
    .replace(/^(https:\/\/github\.com\/)?gruntwork-io\//, '')
    .toLowerCase();
  if (!repositories.has(wanted)) {
    throw new ToolArgumentError(
      'repo',
      `no releases of ${quoted(repo)} in the release history.${didYouMean(wanted, repositories)} Its repositories: ${[...repositories].sort().join(', ')}.`,
    );
  }
  const lower = boundOf('from', from);
  const upper = boundOf('to', to);
  const within = (release: {version: string; published: string}, bound: Bound | null, side: 1 | -1) => {
    if (!bound) return true;
    if (bound.kind === 'date') {
      const published = release.published.slice(0, bound.value.length);
      return side === 1 ? published >= bound.value : published <= bound.value;
    }
    const version = versionOf(release);
    return version !== null && side * compareVersions(version, bound.value) >= 0;
  };
  const matching = all
    .filter((release) => release.repo === wanted && within(release, lower, 1) && within(release, upper, -1))
    .sort((a, b) => a.published.localeCompare(b.published) || compareVersions(versionOf(a) ?? [0, 0, 0], versionOf(b) ?? [0, 0, 0]));
  return {
    repo: wanted,
    from: from ?? null,
    to: to ?? null,
    total: matching.length,
    releases: matching.slice(-LIMITS.releases).map(({version, published, url}) => ({version, published, url})),
  };
}

export interface UpgradeCompatibilityResult {
  guide: string;
  target: string;
  /** The guide's page. */
  url: string;
  /** Why there are no rows, for a guide without a compatibility table; null otherwise. */
  note: string | null;
  rows: {
    repo: string;
    listedAs: string | null;
    firstCompatible: string | null;
    status: string | null;
    replacedBy: string | null;
    cisRecommendations: string[];
    /** Terraform 0.12's table only: the repository's releases that work with Terraform 0.11. */
    terraform011?: string;
  }[];
}

/** The guide a reader's name for it means: its key, its folder or sidebar, its target (Terraform 0.12, 0.12). */
function guideFor(site: McpSite, name: string) {
  const wanted = normalizeName(name).replace(/\s+/g, ' ');
  const plain = (text: string) => normalizeName(text).replace(/[-_]/g, ' ');
  for (const guide of site.data.upgradeGuides.values()) {
    if ([guide.key, guide.target, ...guide.names].some((candidate) => plain(candidate) === plain(wanted))) return guide;
  }
  return undefined;
}

export function upgradeCompatibility(site: McpSite, {guide, repo}: {guide: string; repo?: string}): UpgradeCompatibilityResult {
  const {aliases} = site.data;
  const found = guideFor(site, guide);
  if (!found) {
    const keys = [...site.data.upgradeGuides.keys()];
    throw new ToolArgumentError(
      'guide',
      `no upgrade guide ${quoted(guide)}.${didYouMean(normalizeName(guide), keys)} Guides: ${keys.join(', ')}.`,
    );
  }
  let rows = found.rows;
  if (repo !== undefined && repo.trim() !== '' && found.hasTable) {
    const name = repo.trim().toLowerCase();
    const current = aliases.get(name) ?? name;
    rows = rows.filter((row) => row.repo === current || row.listedAs?.toLowerCase() === name);
    if (rows.length === 0) {
      const names = found.rows.flatMap((row) => [row.repo, ...(row.listedAs ? [row.listedAs] : [])]);
      throw new ToolArgumentError('repo', `the ${found.target} guide lists no ${quoted(repo)}.${didYouMean(name, names)}`);
    }
  }
  return {
    guide: found.key,
    target: found.target,
    url: absolute(site, found.path),
    note: found.hasTable
      ? null
      : 'This guide has no compatibility table: it changes how the code is laid out, not which releases to use. Read it at its URL.',
    rows: rows.map(({repo: name, listedAs, firstCompatible, status, replacedBy, cisRecommendations}) => ({
      repo: name,
      listedAs,
      firstCompatible,
      status,
      replacedBy,
      cisRecommendations,
      ...(found.terraform011 ? {terraform011: found.terraform011[name] ?? 'unknown'} : {}),
    })),
  };
}
