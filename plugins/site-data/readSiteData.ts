/**
 * Reads and checks every file of data/ that the site renders, once. Node-only: the site-data
 * plugin calls it in `loadContent`, and `npm run check:content` calls it for its own checks.
 * Every problem names the file, the line and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {validateReleaseHistory, ReleaseDataError, type ReleaseHistory} from '../release-notes';
import {parsePublicRepositories} from '../subscriber-links';
import {loadServiceCatalog, loadServiceWiring, type CatalogWire, type ServiceCatalog} from '../service-catalog';
import {loadCompatibilityData, loadFeatureVersions, type CompatibilityData, type VersionFacts} from '../library-versions';
import {type Problem, parseDataJson, withoutFollowOnProblems} from '../../shared/sourceProblems';
import {lineLocator} from '../../shared/dataLocation';
import {DATA_DIR, DATA_FILES} from '../../shared/dataFiles';

const RELEASES_FILE = DATA_FILES.releases;
const PUBLIC_REPOS_FILE = DATA_FILES.publicRepositories;

export interface SiteData {
  /** The library's release history, by month. */
  releases: ReleaseHistory;
  /** Repositories of the organisation anyone can open (lower case). */
  publicRepositories: string[];
  /** The service catalog's interface with its descriptions. */
  serviceCatalog: ServiceCatalog;
  /** Inputs of catalog services that other services' outputs can give (the configuration builder's Terragrunt tab). */
  serviceWiring: CatalogWire[];
  /** The upgrade guides' compatibility tables and the release tags they are checked against. */
  compatibility: CompatibilityData;
  /** Each construct's and flag's first release (data/feature-versions.json, data/cli-flags.json), for code blocks' minimums. */
  versionFacts: VersionFacts;
}

export interface SiteDataResult {
  data: SiteData;
  problems: Problem[];
  /** Changes whenever the content of any file read changes. */
  fingerprint: string;
}

/** Every file under data/, for the dev server to watch and for the fingerprint. */
export function listDataFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, DATA_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

function readReleases(siteDir: string, problems: Problem[]): ReleaseHistory {
  const file = path.join(siteDir, RELEASES_FILE);
  if (!fs.existsSync(file)) return {};
  const text = fs.readFileSync(file, 'utf8');
  const parsed = parseDataJson(text, RELEASES_FILE);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return {};
  }
  try {
    return validateReleaseHistory(parsed.value, RELEASES_FILE, lineLocator(text));
  } catch (error) {
    if (!(error instanceof ReleaseDataError)) throw error;
    problems.push(...error.problems);
    return {};
  }
}

function readPublicRepositories(siteDir: string, problems: Problem[]): string[] {
  const file = path.join(siteDir, PUBLIC_REPOS_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    return parsePublicRepositories(fs.readFileSync(file, 'utf8'), PUBLIC_REPOS_FILE);
  } catch (error) {
    const [, line, message] = /:(\d+): (.*)$/s.exec((error as Error).message) ?? [];
    problems.push({file: PUBLIC_REPOS_FILE, line: Number(line ?? 1), message: message ?? (error as Error).message});
    return [];
  }
}

/** Reads every data file of the site in `siteDir` and checks it; `problems` is empty when all is well. */
export function readSiteData(siteDir: string): SiteDataResult {
  const problems: Problem[] = [];
  const hash = crypto.createHash('sha256');
  for (const file of listDataFiles(siteDir)) hash.update(path.relative(siteDir, file)).update('\0').update(fs.readFileSync(file));
  const releases = readReleases(siteDir, problems);
  const releasesValid = problems.length === 0;
  const publicRepositories = readPublicRepositories(siteDir, problems);
  const {catalog: serviceCatalog, problems: catalogProblems} = loadServiceCatalog(siteDir);
  problems.push(...catalogProblems);
  const {wires: serviceWiring, problems: wiringProblems} = loadServiceWiring(siteDir, serviceCatalog);
  problems.push(...wiringProblems);
  // Versions are checked against the release history, so only against a sound one.
  const {data: compatibility, problems: compatibilityProblems} = loadCompatibilityData(siteDir, releasesValid ? releases : null);
  problems.push(...compatibilityProblems);
  const {facts: versionFacts, problems: factProblems} = loadFeatureVersions(siteDir);
  problems.push(...factProblems);
  return {
    data: {releases, publicRepositories, serviceCatalog, serviceWiring, compatibility, versionFacts},
    // A file that does not parse is reported alone: the data files are read together, so whatever
    // else is reported follows from it.
    problems: withoutFollowOnProblems(problems, true),
    fingerprint: hash.digest('hex').slice(0, 16),
  };
}
