/**
 * The upgrade guides' compatibility data (data/upgrade-compatibility.json and, for Terraform 0.12,
 * data/terraform-0.12-compatibility.json) read and checked against the release history
 * (data/releases.json). Node-only: the docs build (remarkCompatibilityTable) and
 * `npm run check:content` use it. Every problem names the file, the line and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {releaseTag, type ReleaseHistory} from '../release-notes';
import {isRecord, type Problem, parseDataJson} from '../../shared/sourceProblems';
import {atLines, Joi, saying, schemaProblems, TEXT_ERRORS} from '../../shared/dataSchema';
import {lineLocator} from '../../shared/dataLocation';
import {compareVersions, parseVersion} from './lib/versions';
import {DATA_FILES} from '../../shared/dataFiles';
import {STAY_UP_TO_DATE_DOCS, UPGRADE_GUIDES} from '../../shared/lib/upgradeGuides';

export const COMPATIBILITY_FILE = DATA_FILES.upgradeCompatibility;
export const TERRAFORM_012_FILE = DATA_FILES.terraform012Compatibility;
export const UPGRADE_GUIDES_DIR = `docs/${STAY_UP_TO_DATE_DOCS}`;
/** The key of the Terraform 0.12 guide, whose table has its own data file and shape. */
export const TERRAFORM_012_GUIDE = 'terraform-12';

/** Each guide's folder under UPGRADE_GUIDES_DIR, by its key in the data. */
export const UPGRADE_GUIDE_FOLDERS: Record<string, string> = Object.fromEntries(
  UPGRADE_GUIDES.filter((guide) => guide.dataKey !== null).map((guide) => [guide.dataKey!, guide.folder]),
);

export interface CompatibilityRow {
  /** The repository's current name, as in the release history. */
  repo: string;
  /** The GitHub owner: gruntwork-io unless the data says otherwise. */
  owner: string;
  /** The older name the guide's table used, where the repository has been renamed since. */
  listedAs: string | null;
  /** The first release that supports the guide's target; null for a repository with no such release. */
  firstCompatible: string | null;
  /** Why there is no first compatible release (for example "deprecated"). */
  status: string | null;
  /** The repository to use instead, where the data names one. */
  replacedBy: string | null;
  /** CIS AWS Foundations Benchmark recommendations the release brings in (CIS guides only). */
  cisRecommendations: string[];
}

export interface UpgradeGuide {
  key: string;
  /** What the guide upgrades to, for example "Terraform 0.13". */
  target: string;
  rows: CompatibilityRow[];
}

export interface Terraform012Row {
  package: string;
  url: string;
  terraform_0_11: string;
  terraform_0_12: string;
}

export interface CompatibilityData {
  guides: Map<string, UpgradeGuide>;
  terraform012: Terraform012Row[];
  /** Release tags by repository, from the release history. */
  releaseTags: Map<string, Set<string>>;
  /** A repository's older names (as guides' tables list them) to its current name. */
  aliases: Map<string, string>;
}

/** The guide a docs file belongs to (its key in the data), or null outside the upgrade guides. */
export function upgradeGuideOf(file: string): string | null {
  const posix = file.split(path.sep).join('/');
  for (const [key, folder] of Object.entries(UPGRADE_GUIDE_FOLDERS)) {
    if (posix.startsWith(`${UPGRADE_GUIDES_DIR}/${folder}/`)) return key;
  }
  return null;
}

export function releaseTagsByRepository(history: ReleaseHistory): Map<string, Set<string>> {
  const tags = new Map<string, Set<string>>();
  for (const release of Object.values(history).flat()) {
    const set = tags.get(release.repo) ?? new Set<string>();
    set.add(releaseTag(release));
    tags.set(release.repo, set);
  }
  return tags;
}

/** The repository's released version closest to `version`, for an error message's hint. */
export function nearestRelease(tags: Set<string>, version: string): string | null {
  const wanted = parseVersion(version);
  let best: {tag: string; distance: number} | null = null;
  for (const tag of tags) {
    const parsed = parseVersion(tag);
    if (!parsed || !wanted) continue;
    const distance = Math.abs(parsed[0] - wanted[0]) * 1e6 + Math.abs(parsed[1] - wanted[1]) * 1e3 + Math.abs(parsed[2] - wanted[2]);
    if (!best || distance < best.distance || (distance === best.distance && compareVersions(parsed, parseVersion(best.tag)!) > 0)) {
      best = {tag, distance};
    }
  }
  return best?.tag ?? null;
}

const RELEASE_TAG = /^v\d+\.\d+\.\d+$/;
const RECOMMENDATION = /^\d+(\.\d+)+$/;
const ROW_FIELDS = [
  'repo',
  'owner',
  'listed_as',
  'first_compatible',
  'last_incompatible',
  'status',
  'replaced_by',
  'displayed_version',
  'cis_recommendations',
] as const;

/** An optional text field of a row: text, null or absent. */
const optionalText = () =>
  Joi.string()
    .allow(null)
    .messages(saying('"{#key}" must be text or null.', ['string.base', 'string.empty']));

/** A repository's row in a guide's table. */
const COMPATIBILITY_ROW = Joi.object({
  repo: Joi.string()
    .required()
    .messages(saying('each entry needs "repo", the repository\'s current name as in data/releases.json.', TEXT_ERRORS)),
  owner: optionalText(),
  listed_as: optionalText(),
  first_compatible: Joi.string()
    .pattern(RELEASE_TAG)
    .allow(null)
    .required()
    .messages({
      'any.required': '"first_compatible" is missing: give a release tag like v0.30.0, or null with a "status".',
      ...saying('"first_compatible" must be a release tag like v0.30.0 (or null with a "status"), not "{#value}".', [
        'string.base',
        'string.empty',
        'string.pattern.base',
      ]),
    }),
  last_incompatible: optionalText(),
  status: optionalText().when('first_compatible', {
    is: null,
    then: Joi.required().messages(
      saying('"first_compatible" is null, so "status" must say why (for example "deprecated").', ['any.required', 'string.base']),
    ),
  }),
  replaced_by: optionalText(),
  displayed_version: optionalText(),
  cis_recommendations: Joi.array()
    .items(Joi.string().pattern(RECOMMENDATION))
    .messages(
      saying('"cis_recommendations" must be a list of recommendation numbers such as "2.1.5".', [
        'array.base',
        'string.base',
        'string.pattern.base',
      ]),
    ),
}).messages({
  'object.base': 'each entry needs "repo", the repository\'s current name as in data/releases.json.',
  'object.unknown': `unknown field "{#key}". Use only ${ROW_FIELDS.join(', ')}.`,
});

const GUIDE_NEEDS = 'needs "target" (a string) and "repos" (a non-empty list). Restore the missing field.';

/** One upgrade guide's table: what it upgrades to, and a row per repository. */
const COMPATIBILITY_GUIDE = Joi.object({
  target: Joi.string().required().messages(saying(GUIDE_NEEDS, TEXT_ERRORS)),
  repos: Joi.array()
    .items(COMPATIBILITY_ROW)
    .min(1)
    .unique('repo')
    .required()
    .messages({
      ...saying(GUIDE_NEEDS, ['any.required', 'array.base', 'array.min']),
      'array.unique': 'the repository is listed twice in this guide. Keep one entry.',
    }),
})
  .unknown(true)
  .messages({'object.base': GUIDE_NEEDS});

/**
 * Checks the upgrade guides' data. For a repository the release history covers, every version it
 * names must be a release in that history.
 */
export function validateUpgradeCompatibility(
  text: string,
  releaseTags: Map<string, Set<string>>,
  file = COMPATIBILITY_FILE,
): {guides: Map<string, UpgradeGuide>; problems: Problem[]} {
  const guides = new Map<string, UpgradeGuide>();
  const problems: Problem[] = [];
  const parsed = parseDataJson(text, file);
  if (!parsed.ok) return {guides, problems: [parsed.problem]};
  const raw = parsed.value;
  if (!isRecord(raw)) {
    problems.push({file, line: 1, message: 'expected an object with one key per upgrade guide. Restore the file.'});
    return {guides, problems};
  }
  const lineAt = lineLocator(text);
  for (const [key, value] of Object.entries(raw)) {
    const guideLine = lineAt([key]);
    if (!(key in UPGRADE_GUIDE_FOLDERS) || key === TERRAFORM_012_GUIDE) {
      problems.push({
        file,
        line: guideLine,
        message: `unknown upgrade guide "${key}". Use one of ${Object.keys(UPGRADE_GUIDE_FOLDERS)
          .filter((k) => k !== TERRAFORM_012_GUIDE)
          .join(', ')}, or add the guide's folder to UPGRADE_GUIDE_FOLDERS in plugins/library-versions/compatibilityData.ts.`,
      });
      continue;
    }
    const found = schemaProblems(COMPATIBILITY_GUIDE, value);
    // A guide without its target or rows (a problem above the rows): one report, and nothing else to check.
    if (found.some((problem) => problem.path.length <= 1)) {
      problems.push({file, line: guideLine, message: `guide "${key}" ${GUIDE_NEEDS}`});
      continue;
    }
    const guide = value as {target: string; repos: Record<string, unknown>[]};
    const rowLabel = (index: number) => {
      const entry = guide.repos[index];
      return `${key} › ${isRecord(entry) && typeof entry.repo === 'string' ? entry.repo : `repos[${index}]`}`;
    };
    for (const {path: at, message} of found) {
      const index = at[1] as number;
      // At the value at fault, or the row's own line for a problem of the whole row.
      problems.push({file, line: lineAt([key, ...at]), message: `${rowLabel(index)}: ${message}`});
    }
    const invalid = new Set(found.map(({path: at}) => at[1]));
    const rows: CompatibilityRow[] = [];
    guide.repos.forEach((entry, index) => {
      if (!isRecord(entry) || typeof entry.repo !== 'string') return;
      const repo = entry.repo;
      const owner = typeof entry.owner === 'string' ? entry.owner : 'gruntwork-io';
      const tags = owner === 'gruntwork-io' ? releaseTags.get(repo) : undefined;
      for (const field of ['first_compatible', 'last_incompatible', 'displayed_version'] as const) {
        const version = entry[field];
        if (typeof version !== 'string' || !tags || tags.has(version)) continue;
        const nearest = nearestRelease(tags, version);
        problems.push({
          file,
          line: lineAt([key, 'repos', index, field]),
          message: `${rowLabel(index)}: ${field} ${version} is not a release of ${repo} in ${DATA_FILES.releases}${nearest ? ` (nearest release: ${nearest})` : ''}. Correct the version, or add the missing release to the history.`,
        });
      }
      if (invalid.has(index)) return;
      rows.push({
        repo,
        owner,
        listedAs: typeof entry.listed_as === 'string' ? entry.listed_as : null,
        firstCompatible: typeof entry.first_compatible === 'string' ? entry.first_compatible : null,
        status: typeof entry.status === 'string' ? entry.status : null,
        replacedBy: typeof entry.replaced_by === 'string' ? entry.replaced_by : null,
        cisRecommendations: (entry.cis_recommendations as string[] | undefined) ?? [],
      });
    });
    guides.set(key, {key, target: guide.target, rows});
  }
  return {guides, problems};
}

const TERRAFORM_012_FIELDS = ['package', 'url', 'terraform_0_11', 'terraform_0_12'] as const;

/** The Terraform 0.12 table: a list of {package, url, terraform_0_11, terraform_0_12}. */
const TERRAFORM_012_SCHEMA = Joi.array()
  .items(
    Joi.object(
      Object.fromEntries(
        TERRAFORM_012_FIELDS.map((field) => [
          field,
          Joi.string()
            .trim()
            .required()
            .messages(saying(`missing "${field}"`, TEXT_ERRORS)),
        ]),
      ),
    )
      .unknown(true)
      .messages({'object.base': 'missing "package"'}),
  )
  .messages({'array.base': 'expected a list of packages. Restore the file.'});

/** Checks the Terraform 0.12 table's data. */
export function validateTerraform012(text: string, file = TERRAFORM_012_FILE): {rows: Terraform012Row[]; problems: Problem[]} {
  const parsed = parseDataJson(text, file);
  if (!parsed.ok) return {rows: [], problems: [parsed.problem]};
  const raw = parsed.value;
  const found = schemaProblems(TERRAFORM_012_SCHEMA, raw);
  if (!Array.isArray(raw)) return {rows: [], problems: atLines(found, file, () => 1)};
  const lineAt = lineLocator(text);
  const problems: Problem[] = [];
  const invalid = new Set<number>();
  for (const {path: at, message} of found) {
    const index = at[0] as number;
    // One report per entry, naming its first missing field.
    if (invalid.has(index)) continue;
    invalid.add(index);
    const entry: unknown = raw[index];
    const name = isRecord(entry) && typeof entry.package === 'string' ? entry.package : `[${index}]`;
    problems.push({
      file,
      line: lineAt([index]),
      message: `package ${name}: ${message}. Each entry has package, url, terraform_0_11 and terraform_0_12.`,
    });
  }
  const rows = (raw as Terraform012Row[]).filter((_, index) => !invalid.has(index));
  return {rows, problems};
}

function readText(rootDir: string, file: string, problems: Problem[]): string | null {
  const absolute = path.join(rootDir, file);
  if (!fs.existsSync(absolute)) {
    // A site without upgrade guides needs no compatibility data.
    if (fs.existsSync(path.join(rootDir, UPGRADE_GUIDES_DIR))) {
      problems.push({
        file,
        line: 1,
        message: "missing: the upgrade guides' compatibility tables and version checks use it. Restore the file.",
      });
    }
    return null;
  }
  return fs.readFileSync(absolute, 'utf8');
}

/**
 * Reads and checks the compatibility files of the site in `rootDir` against its release history
 * (null when the history itself has problems: versions are then not checked).
 */
export function loadCompatibilityData(rootDir: string, history: ReleaseHistory | null): {data: CompatibilityData; problems: Problem[]} {
  const problems: Problem[] = [];
  const releaseTags = history ? releaseTagsByRepository(history) : new Map<string, Set<string>>();
  const compatibilityText = readText(rootDir, COMPATIBILITY_FILE, problems);
  const {guides, problems: guideProblems} =
    compatibilityText === null
      ? {guides: new Map<string, UpgradeGuide>(), problems: []}
      : validateUpgradeCompatibility(compatibilityText, releaseTags);
  problems.push(...guideProblems);
  const terraform012Text = readText(rootDir, TERRAFORM_012_FILE, problems);
  const {rows: terraform012, problems: terraform012Problems} =
    terraform012Text === null ? {rows: [], problems: []} : validateTerraform012(terraform012Text);
  problems.push(...terraform012Problems);
  const aliases = new Map<string, string>();
  for (const guide of guides.values()) {
    for (const row of guide.rows) if (row.listedAs) aliases.set(row.listedAs, row.repo);
  }
  return {data: {guides, terraform012, releaseTags, aliases}, problems};
}
