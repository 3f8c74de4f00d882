/**
 * What the content check verifies about the command-line flags a page uses, against
 * data/cli-flags.json (cliFlags.ts):
 * - no flag is newer than the site's era (era.ts: Terragrunt 0.42, Terraform 1.3);
 * - a page that names versions of a tool ("Terragrunt v0.36.1", "terragrunt version v0.36.1",
 *   "I'm on Terraform v1.1") uses no flag of that tool that none of those versions has. The rule:
 *   a flag is covered when the page names at least one version of the tool that has it, anywhere
 *   on the page ("upgrade to Terragrunt v0.38.1 or later", "Terraform 0.15.4 added it"), so a page
 *   that says which release brings the flag passes. A version written as a release line
 *   ("Terraform 0.14", "0.14.x") has every flag of that line (0.14.3's `output -raw` included);
 *   a page that names no version of the tool is not checked by this rule;
 * - every `--terragrunt-*` option is one Terragrunt has.
 * Terraform flags are read from command lines (`terraform init -upgrade`, `terraform -chdir=dir
 * plan`, and Terraform flags passed through `terragrunt plan -refresh-only` or `terragrunt run-all
 * apply -replace=...`), in code blocks and prose alike; `--terragrunt-*` options wherever they are
 * written. Pure functions over a page's text; each finding carries its 1-based line in that text.
 */
import {ANY_COMMAND, GLOBAL_COMMAND, type CliFlags, type TerraformFlag} from './cliFlags';
import {ERA_SUMMARY, SITE_ERA} from './era';
import {compareVersions, isBeyond, parseVersion} from './lib/versions';
import {didYouMean} from '../../shared/didYouMean';
import {lineAtIndex} from '../../shared/sourceProblems';
import type {Finding} from './versionChecks';

export type FlagTool = 'terraform' | 'terragrunt';

const TOOL_NAMES: Record<FlagTool, string> = {terraform: 'Terraform', terragrunt: 'Terragrunt'};
const DATA_SOURCE = 'data/cli-flags.json';
const ERA_SOURCE = 'plugins/library-versions/era.ts';

/** A flag as a page uses it: the tool it belongs to, its command (Terraform) and where it is. */
export interface FlagUse {
  tool: FlagTool;
  /** `--terragrunt-no-auto-approve`, `-refresh-only` */
  name: string;
  /** The Terraform command (`init`, `providers lock`); null for a global option or a Terragrunt option. */
  command: string | null;
  index: number;
}

const TERRAGRUNT_OPTION = /(?<![\w-])--terragrunt-[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** Every `--terragrunt-*` option written on the page. */
export function terragruntOptionUses(text: string): FlagUse[] {
  return [...text.matchAll(TERRAGRUNT_OPTION)].map((match) => ({tool: 'terragrunt', name: match[0], command: null, index: match.index}));
}

/** Commands whose next word names a subcommand (`state mv`, `providers lock`, `workspace new`). */
const NESTED_COMMANDS = new Set(['state', 'providers', 'workspace', 'env']);
const INVOCATION = /(?<![\w./@$-])(terraform|terragrunt)(?=[ \t])/g;
// Where a command line ends: inline code, a pipe, &&/||, ;, a subshell, a redirection, a comment,
// the next command, or the end of a sentence in prose.
const COMMAND_END = /`|\||&|;|\)|\s\d?>|\s<|\s#|\s(?:terraform|terragrunt)(?=\s|$)|[,.:](?:\s|$)/;
const WORD = /^[a-z][a-z0-9-]*$/;
const SINGLE_DASH_FLAG = /^-([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/;

/** The Terraform flags on the page's command lines, with the command each is given to. */
export function terraformFlagUses(text: string): FlagUse[] {
  // A line ending in `\` continues on the next: join them (keeping every character's position).
  const joined = text.replace(/\\\r?\n/g, (match) => ' '.repeat(match.length));
  const uses: FlagUse[] = [];
  for (const invocation of joined.matchAll(INVOCATION)) {
    const start = invocation.index + invocation[0].length;
    const lineEnd = joined.indexOf('\n', start);
    const rest = joined.slice(start, lineEnd < 0 ? undefined : lineEnd);
    const end = COMMAND_END.exec(rest);
    const tokens = [...rest.slice(0, end ? end.index : undefined).matchAll(/\S+/g)];
    let position = 0;
    if (invocation[1] === 'terraform') {
      // Global options come before the subcommand: terraform -chdir=env/dev plan
      for (; position < tokens.length && tokens[position][0].startsWith('-'); position += 1) {
        const flag = SINGLE_DASH_FLAG.exec(tokens[position][0]);
        if (flag) uses.push({tool: 'terraform', name: `-${flag[1]}`, command: GLOBAL_COMMAND, index: start + tokens[position].index});
      }
    } else {
      // Terragrunt's own options (--terragrunt-*) may come first; run-all and the old *-all
      // commands run the Terraform command that follows or that they name.
      while (position < tokens.length && tokens[position][0].startsWith('--')) position += 1;
      if (tokens[position]?.[0] === 'run-all') position += 1;
    }
    let command = tokens[position]?.[0];
    if (!command || !WORD.test(command)) continue;
    if (invocation[1] === 'terragrunt') command = command.replace(/^(plan|apply|destroy|output|validate|init|refresh)-all$/, '$1');
    position += 1;
    if (NESTED_COMMANDS.has(command) && tokens[position] && WORD.test(tokens[position][0])) {
      command = `${command} ${tokens[position][0]}`;
      position += 1;
    }
    for (const token of tokens.slice(position)) {
      const flag = token[0].startsWith('--') ? null : SINGLE_DASH_FLAG.exec(token[0]);
      if (flag) uses.push({tool: 'terraform', name: `-${flag[1]}`, command, index: start + token.index});
    }
  }
  return uses;
}

/** The data's entry for a Terraform flag as a page uses it, or null when the data does not list it. */
export function terraformFlag(flags: CliFlags, use: FlagUse): TerraformFlag | null {
  const matching = flags.terraform.filter((flag) => flag.name === use.name);
  return (
    matching.find((flag) => flag.command === use.command) ??
    (use.command === GLOBAL_COMMAND ? undefined : matching.find((flag) => flag.command === ANY_COMMAND)) ??
    null
  );
}

/** The release that brought a flag as a page uses it, or null when the data does not know it. */
function releaseOf(flags: CliFlags, use: FlagUse): string | null {
  return use.tool === 'terragrunt' ? (flags.terragrunt.get(use.name)?.since ?? null) : (terraformFlag(flags, use)?.since ?? null);
}

/** How the page shows the flag: `terraform init -lockfile`, `--terragrunt-no-auto-approve`. */
function shown(use: FlagUse): string {
  if (use.tool === 'terragrunt') return `\`${use.name}\``;
  return use.command === GLOBAL_COMMAND ? `\`terraform ${use.name}\`` : `\`terraform ${use.command} ${use.name}\``;
}

/** Every flag use the data has a release for, one per flag and line. */
function knownUses(text: string, flags: CliFlags): (FlagUse & {since: string; line: number})[] {
  const seen = new Set<string>();
  const uses: (FlagUse & {since: string; line: number})[] = [];
  for (const use of [...terragruntOptionUses(text), ...terraformFlagUses(text)].sort((a, b) => a.index - b.index)) {
    const since = releaseOf(flags, use);
    if (!since) continue;
    const line = lineAtIndex(text, use.index);
    const key = `${line} ${use.tool} ${use.command} ${use.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    uses.push({...use, since, line});
  }
  return uses;
}

/** No flag a page uses came out after the site's era. */
export function checkFlagEra(text: string, flags: CliFlags): Finding[] {
  return knownUses(text, flags)
    .filter((use) => isBeyond(use.since, SITE_ERA[use.tool]))
    .map((use) => ({
      line: use.line,
      message: `${shown(use)} first appeared in ${TOOL_NAMES[use.tool]} ${use.since} (${DATA_SOURCE}), later than the era the site documents (${ERA_SUMMARY}; ${ERA_SOURCE}). Use what ${TOOL_NAMES[use.tool]} ${SITE_ERA[use.tool]} offers, or remove it.`,
    }));
}

const VERSION = String.raw`(v?\d+\.\d+(?:\.(?:\d+|x))?)(?![\d.]*\d)`;
const MORE_VERSIONS = String.raw`((?:\s*(?:,|and|or|to|through|-|–)\s*v?\d+\.\d+(?:\.(?:\d+|x))?(?![\d.]*\d))*)`;
const MENTIONS: Record<FlagTool, RegExp> = {
  terraform: new RegExp(String.raw`\b(?:Terraform(?:\s+version)?|terraform\s+version)\s+${VERSION}${MORE_VERSIONS}`, 'g'),
  terragrunt: new RegExp(String.raw`\b(?:Terragrunt(?:\s+version)?|terragrunt\s+version)\s+${VERSION}${MORE_VERSIONS}`, 'g'),
};

export interface VersionMention {
  /** As written: `v0.36.1`, `1.1`, `0.14.x`. */
  version: string;
  index: number;
}

/**
 * The versions of `tool` the page names: "Terragrunt v0.36.1", "Terraform 0.14.5", "terragrunt
 * version v0.36.1", and each version of a list ("Terraform 0.13 or 0.14 to 0.15").
 */
export function versionMentions(text: string, tool: FlagTool): VersionMention[] {
  return [...text.matchAll(MENTIONS[tool])].flatMap((match) => [
    {version: match[1], index: match.index},
    ...[...match[2].matchAll(/v?\d+\.\d+(?:\.(?:\d+|x))?/g)].map((more) => ({version: more[0], index: match.index})),
  ]);
}

/** Whether `named` (a release, or a release line such as `0.14` or `0.14.x`) has what `since` brought. */
export function versionHas(named: string, since: string): boolean {
  const version = parseVersion(named);
  const release = parseVersion(since);
  if (!version || !release) return true;
  const isLine = !/^v?\d+\.\d+\.\d+$/.test(named);
  if (isLine) return version[0] !== release[0] ? version[0] > release[0] : version[1] >= release[1];
  return compareVersions(version, release) >= 0;
}

/**
 * What a finding says of the versions a text names, none of which has what is used: the newest of them, and "Terragrunt
 * v0.31.1, which does" or "Terragrunt versions up to v0.31.1, which do".
 */
export function namedOnly(mentions: VersionMention[], tool: string): {newest: string; phrase: string} {
  const newest = mentions.reduce((a, b) => (compareVersions(parseVersion(b.version)!, parseVersion(a.version)!) > 0 ? b : a)).version;
  const several = new Set(mentions.map((mention) => mention.version.replace(/^v/, ''))).size > 1;
  return {newest, phrase: several ? `${tool} versions up to ${newest}, which do` : `${tool} ${newest}, which does`};
}

/**
 * A page that names versions of a tool uses no flag of that tool that none of those versions
 * has. A page that also names a version that has the flag (telling the reader to upgrade to it)
 * passes.
 */
export function checkFlagVersions(text: string, flags: CliFlags): Finding[] {
  const named: Record<FlagTool, VersionMention[]> = {
    terraform: versionMentions(text, 'terraform'),
    terragrunt: versionMentions(text, 'terragrunt'),
  };
  const findings: Finding[] = [];
  for (const use of knownUses(text, flags)) {
    const mentions = named[use.tool];
    if (mentions.length === 0 || mentions.some((mention) => versionHas(mention.version, use.since))) continue;
    const tool = TOOL_NAMES[use.tool];
    const {newest, phrase} = namedOnly(mentions, tool);
    findings.push({
      line: use.line,
      message: `${shown(use)} needs ${tool} ${use.since} or later (${DATA_SOURCE}), but the page names only ${phrase} not have it. Tell the reader to upgrade ("upgrade to ${tool} ${use.since} or later"), or use what ${newest} offers.`,
    });
  }
  return findings;
}

/** Every `--terragrunt-*` option a page writes is one Terragrunt has (when the data is loaded). */
export function checkUnknownTerragruntOptions(text: string, flags: CliFlags): Finding[] {
  if (flags.terragrunt.size === 0) return [];
  return terragruntOptionUses(text)
    .filter((use) => !flags.terragrunt.has(use.name))
    .map((use) => {
      return {
        line: lineAtIndex(text, use.index),
        message: `\`${use.name}\`: no such Terragrunt option in ${DATA_SOURCE}; check spelling.${didYouMean(use.name, flags.terragrunt.keys())}`,
      };
    });
}

/** All flag checks of one page, by line. */
export function checkFlags(text: string, flags: CliFlags): Finding[] {
  return [...checkUnknownTerragruntOptions(text, flags), ...checkFlagEra(text, flags), ...checkFlagVersions(text, flags)].sort(
    (a, b) => a.line - b.line,
  );
}
