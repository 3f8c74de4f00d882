/**
 * What the content check verifies about the versions a page names:
 * - every `?ref=vX.Y.Z` of a library repository is a release in the release history;
 * - on an upgrade guide, pinned versions are not older than the guide's first compatible release;
 * - Terraform, Terragrunt and AWS provider versions stay within the site's era (era.ts);
 * - a Terragrunt version named beside a Terraform version is not older than the minimum the
 *   upgrade guides give for that Terraform release (unless the sentence says the pair fails).
 * Pure functions over a page's text; each finding carries its 1-based line in that text.
 */
import {nearestRelease, type CompatibilityData} from './compatibilityData';
import {UPGRADE_GUIDES} from '../../shared/lib/upgradeGuides';
import {ERA_SUMMARY, ERA_TOOL_NAMES, SITE_ERA, type EraTool} from './era';
import {compareVersions, constraintFloors, isBeyond, isOlder, parseVersion} from './lib/versions';
import {lineAtIndex} from '../../shared/sourceProblems';

export interface Finding {
  line: number;
  message: string;
}

const ERA_SOURCE = 'plugins/library-versions/era.ts';

/** The Terraform release each Terraform upgrade guide moves to, by the guide's key in the data. */
export const TERRAFORM_GUIDE_VERSIONS: Record<string, string> = Object.fromEntries(
  UPGRADE_GUIDES.filter((guide) => guide.dataKey !== null && guide.terraform !== undefined).map((guide) => [
    guide.dataKey!,
    guide.terraform!,
  ]),
);

// A git source of a gruntwork-io repository pinned with ?ref=, over HTTPS or SSH: to a version,
// or to a local that the same page sets (`?ref=${local.cis_version}` with `cis_version = "v0.27.0"`).
const LIBRARY_REF =
  /github\.com[:/]gruntwork-io\/([A-Za-z0-9_.-]+?)(?:\.git)?(?:\/\/[^\s"'`?]*)?\?ref=(?:(v\d+\.\d+\.\d+)(?![\d.]*\d)|\$\{local\.([A-Za-z0-9_]+)\})/g;

interface LibraryRef {
  repo: string;
  version: string;
  index: number;
}

function localValue(text: string, name: string): string | null {
  return new RegExp(String.raw`\b${name}\s*=\s*"(v\d+\.\d+\.\d+)"`).exec(text)?.[1] ?? null;
}

function libraryRefs(text: string, data: CompatibilityData): LibraryRef[] {
  return [...text.matchAll(LIBRARY_REF)].flatMap((match) => {
    const version = match[2] ?? localValue(text, match[3]);
    return version ? [{repo: data.aliases.get(match[1]) ?? match[1], version, index: match.index}] : [];
  });
}

/** Every `?ref=` of a repository the release history covers names a release in it. */
export function checkReleaseRefs(text: string, data: CompatibilityData): Finding[] {
  const findings: Finding[] = [];
  for (const ref of libraryRefs(text, data)) {
    const tags = data.releaseTags.get(ref.repo);
    if (!tags || tags.has(ref.version)) continue;
    const nearest = nearestRelease(tags, ref.version);
    findings.push({
      line: lineAtIndex(text, ref.index),
      message: `?ref=${ref.version}: ${ref.repo} has no release ${ref.version} in data/releases.json${nearest ? ` (nearest: ${nearest})` : ''}. Pin a version that was released.`,
    });
  }
  return findings;
}

// "Terragrunt v0.36.0 or newer", "Terragrunt moves to v0.25.4 or newer", "Terratest v0.40.0 or later"
const TOOL_FLOOR = /\b(Terragrunt|Terratest)\b[^.;:\d]{0,24}?(v?\d+\.\d+\.\d+)\s+or\s+(?:newer|later)\b/g;
const TERRAGRUNT_CONSTRAINT = /terragrunt_version_constraint\s*=\s*"([^"]*)"/g;

/** On an upgrade guide's page, no pin is older than the guide's first compatible release. */
export function checkUpgradePins(text: string, guideKey: string, data: CompatibilityData): Finding[] {
  const guide = data.guides.get(guideKey);
  if (!guide) return [];
  const first = new Map(guide.rows.filter((row) => row.firstCompatible).map((row) => [row.repo, row.firstCompatible!]));
  const findings: Finding[] = [];
  const tooOld = (index: number, what: string, version: string, repo: string) => {
    const minimum = first.get(repo);
    if (minimum && isOlder(version, minimum)) {
      findings.push({
        line: lineAtIndex(text, index),
        message: `${what} pins ${repo} ${version}, older than ${minimum}, its first release for ${guide.target} (data/upgrade-compatibility.json, "${guideKey}"). Pin ${minimum} or later.`,
      });
    }
  };
  for (const ref of libraryRefs(text, data)) tooOld(ref.index, `?ref=${ref.version}`, ref.version, ref.repo);
  for (const match of text.matchAll(TOOL_FLOOR)) {
    tooOld(match.index, `"${match[0]}"`, match[2], match[1].toLowerCase());
  }
  for (const match of text.matchAll(TERRAGRUNT_CONSTRAINT)) {
    for (const floor of constraintFloors(match[1])) tooOld(match.index, 'terragrunt_version_constraint', floor, 'terragrunt');
  }
  return findings.sort((a, b) => a.line - b.line);
}

const VERSION_TEXT = String.raw`v?(\d+\.\d+(?:\.(?:\d+|x))?)(?![\d.]*\d)`;
const ERA_MENTIONS: [EraTool, RegExp][] = [
  ['terraform', new RegExp(String.raw`\bTerraform\s+(?:version\s+)?${VERSION_TEXT}`, 'g')],
  ['terraform', /\b(?:required_version|terraform_version_constraint)\s*=\s*"([^"]*)"/g],
  ['terragrunt', new RegExp(String.raw`\bTerragrunt\s+(?:version\s+)?${VERSION_TEXT}`, 'g')],
  ['terragrunt', /\bterragrunt_version_constraint\s*=\s*"([^"]*)"/g],
  ['awsProvider', /\bAWS provider\s+(?:version\s+)?v?(\d+(?:\.(?:\d+|x)){0,2})(?![\d.]*\d)/gi],
  // A required_providers entry for the AWS provider: aws = { source = "hashicorp/aws", version = "..." }
  ['awsProvider', /\baws\s*=\s*\{[^{}]*?\bversion\s*=\s*"([^"]*)"[^{}]*?\}/g],
];

/** Versions of Terraform, Terragrunt and the AWS provider stay within the site's era. */
export function checkEra(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const [tool, pattern] of ERA_MENTIONS) {
    for (const match of text.matchAll(pattern)) {
      const isConstraint = /[=<>~,]/.test(match[1]) || /=\s*"/.test(match[0]);
      const versions = isConstraint ? constraintFloors(match[1]) : [match[1]];
      const late = versions.find((version) => isBeyond(version, SITE_ERA[tool]));
      if (!late) continue;
      findings.push({
        line: lineAtIndex(text, match.index),
        message: `${ERA_TOOL_NAMES[tool]} ${late} is later than the era the site documents (${ERA_SUMMARY}; ${ERA_SOURCE}). Describe what existed then, or remove it.`,
      });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** The oldest Terragrunt release for each Terraform release line the upgrade guides cover. */
export function terragruntMinimums(data: CompatibilityData): [terraform: string, terragrunt: string][] {
  const minimums: [string, string][] = [];
  const terraform012 = data.terraform012.find((row) => row.package === 'Terragrunt');
  if (terraform012) minimums.push(['0.12', terraform012.terraform_0_12.replace(/^>=\s*/, '')]);
  for (const [key, terraform] of Object.entries(TERRAFORM_GUIDE_VERSIONS)) {
    const row = data.guides.get(key)?.rows.find((entry) => entry.repo === 'terragrunt');
    if (row?.firstCompatible) minimums.push([terraform, row.firstCompatible]);
  }
  return minimums.sort((a, b) => compareVersions(parseVersion(a[0])!, parseVersion(b[0])!));
}

/** The oldest Terragrunt that runs `terraform` (a version as a page writes it), or null if no guide covers it. */
export function minimumTerragruntFor(terraform: string, minimums: [string, string][]): {terraform: string; terragrunt: string} | null {
  const version = parseVersion(terraform);
  if (!version) return null;
  let best: {terraform: string; terragrunt: string} | null = null;
  for (const [line, terragrunt] of minimums) {
    const start = parseVersion(line)!;
    if (compareVersions(version, start) < 0) continue;
    if (!best || isOlder(best.terragrunt, terragrunt)) best = {terraform: line, terragrunt};
  }
  return best;
}

// A sentence that says a pair does not work ("v0.18.x cannot run Terraform 0.12") pairs nothing.
const NEGATION = /\b(?:cannot|can't|not|doesn't|won't|never|older than|before|until)\b/i;
const TERRAFORM_MENTION = new RegExp(String.raw`\bTerraform\s+${VERSION_TEXT}`, 'g');
const TERRAGRUNT_MENTION = new RegExp(String.raw`\bTerragrunt\s+${VERSION_TEXT}`, 'g');

/**
 * A Terragrunt version named in the same sentence as a Terraform version (an asker's setup, a
 * tested pair) is not older than the minimum Terragrunt for that Terraform release.
 */
export function checkTerragruntPairs(text: string, data: CompatibilityData): Finding[] {
  const minimums = terragruntMinimums(data);
  const findings: Finding[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    // Sentences end at ". ", "; " or "? " (a version's own dots are followed by digits).
    for (const sentence of line.split(/(?<=[.;?!])\s+/)) {
      const start = offset + line.indexOf(sentence);
      if (NEGATION.test(sentence)) continue;
      const terraform = [...sentence.matchAll(TERRAFORM_MENTION)];
      for (const mention of sentence.matchAll(TERRAGRUNT_MENTION)) {
        const nearest = terraform.sort((a, b) => Math.abs(a.index - mention.index) - Math.abs(b.index - mention.index))[0];
        if (!nearest) continue;
        const minimum = minimumTerragruntFor(nearest[1], minimums);
        if (!minimum || !isOlder(mention[1], minimum.terragrunt)) continue;
        findings.push({
          line: lineAtIndex(text, start + mention.index),
          message: `Terragrunt ${mention[1]} is paired with Terraform ${nearest[1]}, but Terraform ${minimum.terraform} needs Terragrunt ${minimum.terragrunt} or later (data/upgrade-compatibility.json). Name a Terragrunt release that supports it, or an older Terraform.`,
        });
      }
    }
    offset += line.length + 1;
  }
  return findings;
}
