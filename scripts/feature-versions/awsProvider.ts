/**
 * The AWS provider's resources and data sources, from the provider's CHANGELOG.md: the release whose section
 * announces each (`* **New Resource:** \`aws_x\`` or `* **New Data Source:** \`aws_x\`` under `## 4.0.0 (...)`).
 * Several changelog texts can be read (the provider keeps one per major line: 4.x, 3.x, 2.x and earlier), each a
 * local copy of the file or of some of its sections. Of two announcements (a resource backported to 3.75.0 after
 * 4.0.0) the lower release wins.
 *
 * A name no section announces is not guessed. The sections read end in a run without a gap, from some release L up to
 * the newest one read; when that newest release is at least the one the caller names (the last of the site's era), a
 * name the site uses that the run does not announce existed by L (the changelog announces every new resource, so it
 * came earlier: with the provider's split from Terraform core, or in a release before L, read or not). It is recorded
 * with that bound (`existedBy`), not with an exact first release. Otherwise, and for a name announced only under an
 * `(Unreleased)` heading, it stays under "not found".
 */
import {compareVersions, parseVersion} from '../../plugins/library-versions';
import type {FeatureVersionsJson} from '../../plugins/library-versions';
import type {Found} from './scan';

export interface AwsName {
  kind: 'resource' | 'data-source';
  name: string;
}

export interface ChangelogText {
  text: string;
  /** Where the text comes from, for messages: the path given on the command line. */
  origin: string;
}

/** A wanted name the sections read do not announce, but that the provider had by `existedBy` (see above). */
export interface Bounded {
  kind: AwsName['kind'];
  name: string;
  existedBy: string;
  file: string;
}

export interface AwsScan {
  found: Found[];
  bounded: Bounded[];
  /** `kind name` of the wanted names neither announced nor bounded. */
  missing: string[];
  /** The releases whose sections were read, oldest first. */
  sections: string[];
  /** The sections read as runs without a gap, oldest first: `[["v0.1.0", "v2.39.0"], ["v3.0.0", "v4.53.0"]]`. */
  runs: [string, string][];
  /** Releases between two runs that no text read has: `[["v2.39.0", "v3.0.0"]]` (exclusive bounds). */
  gaps: [string, string][];
}

/** The file of the provider's repository the facts come from. */
export const CHANGELOG_FILE = 'CHANGELOG.md';

const HEADING = /^##\s+v?(\d+\.\d+\.\d+)\s*(.*)$/;
const DATE = /\(([A-Z][a-z]+)\s+(\d{1,2}),\s*(\d{4})\)/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** `* **New Resource:** \`aws_x\``; older sections also write `**New Resource**:` or `**New Resource**`, or no backticks. */
const ANNOUNCEMENT = /^\s*[*-]\s+\*\*New (Resource|Data Source)(?::\*\*|\*\*:?)\s+`?(aws_\w+)`?/;

const version = (release: string) => parseVersion(release)!;
const byRelease = (a: string, b: string) => compareVersions(version(a), version(b));

/** Whether `next` is the release right after `release` in semantic-version order (a patch, minor or major step). */
export function isNextRelease(release: string, next: string): boolean {
  const [major, minor, patch] = version(release);
  const [nextMajor, nextMinor, nextPatch] = version(next);
  if (nextMajor === major && nextMinor === minor) return nextPatch === patch + 1;
  if (nextMajor === major) return nextMinor === minor + 1 && nextPatch === 0;
  return nextMajor === major + 1 && nextMinor === 0 && nextPatch === 0;
}

/** One changelog text: its released sections (an `(Unreleased)` heading is skipped with its lines) and announcements. */
export function parseAwsChangelog(text: string): {
  sections: string[];
  announced: Map<string, string>;
  unreleased: Set<string>;
  /** Each section's release date from its heading (`## 4.0.0 (February 10, 2022)`), where it has one. */
  dates: Map<string, number>;
} {
  const sections: string[] = [];
  const dates = new Map<string, number>();
  const announced = new Map<string, string>();
  const unreleased = new Set<string>();
  let release: string | null = null;
  let inUnreleased = false;
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      inUnreleased = /unreleased/i.test(heading[2]);
      release = inUnreleased ? null : `v${heading[1]}`;
      if (release && !sections.includes(release)) sections.push(release);
      const date = DATE.exec(heading[2]);
      if (release && date && MONTHS.includes(date[1]))
        dates.set(release, Date.UTC(Number(date[3]), MONTHS.indexOf(date[1]), Number(date[2])));
      continue;
    }
    if (/^#{1,2}\s/.test(line)) {
      // Another heading ("## Previous Releases") ends the release section.
      release = null;
      inUnreleased = false;
      continue;
    }
    const entry = ANNOUNCEMENT.exec(line);
    if (!entry) continue;
    const key = `${entry[1] === 'Resource' ? 'resource' : 'data-source'} ${entry[2]}`;
    if (inUnreleased) unreleased.add(key);
    if (release === null) continue;
    const known = announced.get(key);
    if (!known || byRelease(release, known) < 0) announced.set(key, release);
  }
  return {sections, announced, unreleased, dates};
}

/** What one text read shows: its sections, newest first as the changelog lists them, and their dates. */
export interface TextSections {
  sections: string[];
  dates: Map<string, number>;
}

/**
 * The releases read grouped into runs without a gap (oldest first), and the holes between runs. Two releases next to each
 * other in version order are one run when a text lists them one after the other (a changelog lists every release of
 * what it covers), or, across texts, when the newer is a patch or minor step from the older, or the first release of a
 * major line (`4.0.0`) that came out before the last release the older text lists (so that text was written after the
 * new line began and lists the older line up to then). A major step between texts with no such date proves nothing:
 * the releases of the older line after the older text was written may be missing (2.39.0, then 3.0.0: 2.40–2.70 unread).
 */
export function releaseRuns(texts: TextSections[]): {runs: [string, string][]; gaps: [string, string][]} {
  const listedNext = new Set<string>();
  for (const {sections} of texts)
    for (let index = 1; index < sections.length; index += 1) listedNext.add(`${sections[index]} ${sections[index - 1]}`);
  const sorted = [...new Set(texts.flatMap((text) => text.sections))].sort(byRelease);
  const connected = (older: string, newer: string): boolean => {
    if (listedNext.has(`${older} ${newer}`)) return true;
    if (!isNextRelease(older, newer)) return false;
    if (version(newer)[0] === version(older)[0]) return true;
    const newerDate = texts.find((text) => text.dates.has(newer))?.dates.get(newer);
    return texts.some((text) => {
      const olderDate = text.dates.get(older);
      return olderDate !== undefined && newerDate !== undefined && newerDate <= olderDate;
    });
  };
  const runs: [string, string][] = [];
  for (const release of sorted) {
    const last = runs.at(-1);
    if (last && connected(last[1], release)) last[1] = release;
    else runs.push([release, release]);
  }
  const gaps = runs.slice(1).map((run, index): [string, string] => [runs[index][1], run[0]]);
  return {runs, gaps};
}

/** `v0.1.0–v2.39.0, v3.0.0–v4.53.0` (a run of one release is written once). */
export const formatRuns = (runs: [string, string][]): string => runs.map(([from, to]) => (from === to ? from : `${from}–${to}`)).join(', ');

/**
 * Each wanted name's lowest announcing release across all texts; the names none announces, bounded by the start of the
 * gap-free run that ends at the newest release read (or missing when nothing was read).
 */
export function scanAwsChangelogs(texts: ChangelogText[], wanted: AwsName[], newestAtLeast: string): AwsScan {
  const announced = new Map<string, string>();
  const unreleased = new Set<string>();
  const read = new Set<string>();
  const listed: TextSections[] = [];
  for (const {text, origin} of texts) {
    const parsed = parseAwsChangelog(text);
    listed.push(parsed);
    if (parsed.sections.length === 0)
      throw new Error(`${origin}: no release section (## X.Y.Z (date)) found. Give a copy of the provider's CHANGELOG.md.`);
    for (const release of parsed.sections) read.add(release);
    for (const key of parsed.unreleased) unreleased.add(key);
    for (const [key, release] of parsed.announced) {
      const known = announced.get(key);
      if (!known || byRelease(release, known) < 0) announced.set(key, release);
    }
  }
  const sections = [...read].sort(byRelease);
  const {runs, gaps} = releaseRuns(listed);
  const newest = runs.at(-1);
  const bound = newest && byRelease(newest[1], newestAtLeast) >= 0 ? newest[0] : null;
  const found: Found[] = [];
  const bounded: Bounded[] = [];
  const missing: string[] = [];
  for (const {kind, name} of wanted) {
    const since = announced.get(`${kind} ${name}`);
    if (since) found.push({kind, name, since, file: CHANGELOG_FILE});
    else if (bound && !unreleased.has(`${kind} ${name}`)) bounded.push({kind, name, existedBy: bound, file: CHANGELOG_FILE});
    else missing.push(`${kind} ${name}`);
  }
  return {found, bounded, missing, sections, runs, gaps};
}

/** The data's AWS section from what the changelog texts allow. */
export function awsSection(scanned: AwsScan, texts: number): FeatureVersionsJson['aws'] {
  const newest = scanned.runs.at(-1);
  const notRead = scanned.gaps.map(([after, before]) => `the releases after ${after} and before ${before}`).join('; ');
  const bound = scanned.bounded[0]?.existedBy ?? null;
  const bounds = bound
    ? ` "existedBy": none of the sections read announces the name, and they run without a gap from ${bound} to ${newest?.[1]}, beyond the site's era: so the provider had it by ${bound} (it came with the provider's split from Terraform core or in an earlier release${notRead ? ', some of which were not read ("notRead")' : ''}); its first release is not known, and no construct of the provider at or before ${bound} sets a minimum.`
    : '';
  return {
    source: `github.com/hashicorp/terraform-provider-aws: the resources and data sources the site's HCL blocks use, from the release sections of the provider's CHANGELOG.md read (${texts} ${texts === 1 ? 'text' : 'texts'}; "sectionsRead"). "since": the lowest release whose section announces the name ("New Resource" or "New Data Source").${bounds} "notFound": names the sections neither announce nor bound, not guessed. Generated by scripts/feature-versions/generate.ts.`,
    sectionsRead: formatRuns(scanned.runs),
    notRead,
    constructs: [
      ...scanned.found.map(({kind, name, since, file}) => ({kind, name, since, file})),
      ...scanned.bounded.map(({kind, name, existedBy, file}) => ({kind, name, existedBy, file})),
    ].sort((a, b) => `${a.kind} ${a.name}`.localeCompare(`${b.kind} ${b.name}`)),
    notFound: [...scanned.missing].sort(),
  };
}
