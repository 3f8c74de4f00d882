/**
 * The command-line flags data (data/cli-flags.json): every Terragrunt `--terragrunt-*` option and
 * the Terraform flags the site uses, each with the first release whose source has it. Generated
 * from the tools' repositories by scripts/cli-flags/generate.ts; read and checked here for the
 * content check's flag checks (flagChecks.ts). The site does not render it, so it is not one of
 * shared/dataFiles.ts's DATA_FILES. Every problem names the file, the line and the entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isRecord, type Problem, parseDataJson} from '../../shared/sourceProblems';
import {lineLocator, type DataPath} from '../../shared/dataLocation';
import {DATA_DIR} from '../../shared/dataFiles';
import {compareVersions, parseVersion, type Version} from './lib/versions';

export const CLI_FLAGS_FILE = `${DATA_DIR}/cli-flags.json`;

/** Where Terragrunt reads the option: its command line, the `run_cmd` function, or the tflint hook's arguments. */
export const TERRAGRUNT_SCOPES = ['cli', 'run_cmd', 'tflint-hook'] as const;
export type TerragruntScope = (typeof TERRAGRUNT_SCOPES)[number];

export interface TerragruntOption {
  /** As written on the command line: `--terragrunt-no-auto-approve`. */
  name: string;
  /** The first Terragrunt release whose source has it: `v0.38.1`. */
  since: string;
  scope: TerragruntScope;
  /** The first release where it is a deprecated alias of `replacedBy`: `v0.73.0`. */
  deprecatedIn?: string;
  /** The flag it is an alias of from `deprecatedIn`: `--non-interactive`. */
  replacedBy?: string;
  /** The value of `replacedBy` it stands for (`--terragrunt-json-log` is `--log-format json`). */
  replacedByValue?: string;
  /** The first release from which no later release has it. */
  removedIn?: string;
}

/** The command for a global option, given before the subcommand (`terraform -chdir=dir plan`). */
export const GLOBAL_COMMAND = null;
/** The command for a flag every command takes (`-no-color`). */
export const ANY_COMMAND = '*';

export interface TerraformFlag {
  /** `init`, `providers lock`, ANY_COMMAND or GLOBAL_COMMAND. */
  command: string | null;
  /** As written on the command line: `-lockfile`. */
  name: string;
  /** The first Terraform release whose source has it for that command: `v0.15.0`. */
  since: string;
  /** The first release from which no later release has it for that command. */
  removedIn?: string;
}

export interface CliFlags {
  terragrunt: Map<string, TerragruntOption>;
  terraform: TerraformFlag[];
}

export const emptyCliFlags = (): CliFlags => ({terragrunt: new Map(), terraform: []});

const RELEASE = /^v\d+\.\d+\.\d+$/;
const TERRAGRUNT_NAME = /^--terragrunt-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TERRAFORM_NAME = /^-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const TERRAFORM_COMMAND = /^(?:\*|[a-z][a-z-]*(?: [a-z][a-z-]*)?)$/;
const TOOL_FIELDS = {terragrunt: ['source', 'options'], terraform: ['source', 'flags']} as const;
const ENTRY_FIELDS = {
  terragrunt: ['name', 'since', 'scope', 'deprecatedIn', 'replacedBy', 'replacedByValue', 'removedIn'],
  terraform: ['command', 'name', 'since', 'removedIn'],
} as const;
const REPLACEMENT_NAME = /^--[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FLAG_VALUE = /^[A-Za-z0-9][\w.-]*$/;

/**
 * Problems of an entry's later history (`deprecatedIn`, `replacedBy`, `replacedByValue`, `removedIn`): releases in
 * order after `since`, a replacement only with the release that brought it.
 */
function laterHistoryProblems(entry: Record<string, unknown>, since: string): string[] {
  const problems: string[] = [];
  const release = (field: string): Version | null => {
    const value = entry[field];
    if (value === undefined) return null;
    if (typeof value !== 'string' || !RELEASE.test(value)) {
      problems.push(`"${field}" must be a release tag like v0.73.0, not ${JSON.stringify(value)}. ${REGENERATE}`);
      return null;
    }
    return parseVersion(value);
  };
  const first = parseVersion(since)!;
  const deprecatedIn = release('deprecatedIn');
  const removedIn = release('removedIn');
  if (deprecatedIn && compareVersions(deprecatedIn, first) < 0)
    problems.push(`"deprecatedIn" (${String(entry.deprecatedIn)}) is before "since" (${since}). ${REGENERATE}`);
  if (removedIn && compareVersions(removedIn, first) <= 0)
    problems.push(`"removedIn" (${String(entry.removedIn)}) must be after "since" (${since}). ${REGENERATE}`);
  if (removedIn && deprecatedIn && compareVersions(removedIn, deprecatedIn) <= 0)
    problems.push(`"removedIn" (${String(entry.removedIn)}) must be after "deprecatedIn" (${String(entry.deprecatedIn)}). ${REGENERATE}`);
  if ((entry.deprecatedIn === undefined) !== (entry.replacedBy === undefined))
    problems.push(
      `"deprecatedIn" and "replacedBy" go together: the release that made it an alias and the flag it is an alias of. ${REGENERATE}`,
    );
  if (entry.replacedBy !== undefined && (typeof entry.replacedBy !== 'string' || !REPLACEMENT_NAME.test(entry.replacedBy)))
    problems.push(`"replacedBy" must be a flag such as "--non-interactive", not ${JSON.stringify(entry.replacedBy)}. ${REGENERATE}`);
  if (entry.replacedByValue !== undefined) {
    if (entry.replacedBy === undefined) problems.push(`"replacedByValue" needs "replacedBy", the flag it is a value of. ${REGENERATE}`);
    if (typeof entry.replacedByValue !== 'string' || !FLAG_VALUE.test(entry.replacedByValue))
      problems.push(`"replacedByValue" must be a value such as "json", not ${JSON.stringify(entry.replacedByValue)}. ${REGENERATE}`);
  }
  return problems;
}
const REGENERATE = "Regenerate the file with `npx tsx scripts/cli-flags/generate.ts`, or correct the entry from the tool's source.";

/** Checks the text of data/cli-flags.json and returns what it holds; problems name the entry and its line. */
export function validateCliFlags(text: string, file = CLI_FLAGS_FILE): {flags: CliFlags; problems: Problem[]} {
  const flags = emptyCliFlags();
  const problems: Problem[] = [];
  const lineOf = lineLocator(text);
  const problem = (where: DataPath, message: string): void => {
    problems.push({file, line: lineOf(where), message});
  };
  const parsed = parseDataJson(text, file);
  if (!parsed.ok) return {flags, problems: [parsed.problem]};
  const raw = parsed.value;
  if (!isRecord(raw)) {
    problems.push({file, line: 1, message: 'expected an object with "terragrunt" and "terraform". Restore the file.'});
    return {flags, problems};
  }
  for (const key of Object.keys(raw)) {
    if (!(key in TOOL_FIELDS)) problem([key], `unknown key "${key}". Use only "terragrunt" and "terraform".`);
  }
  for (const tool of ['terragrunt', 'terraform'] as const) {
    const section = raw[tool];
    const listKey = TOOL_FIELDS[tool][1];
    if (!isRecord(section) || typeof section.source !== 'string' || !section.source.trim() || !Array.isArray(section[listKey])) {
      problem([tool], `"${tool}" needs "source" (how the versions were found) and "${listKey}" (a list). Restore the missing field.`);
      continue;
    }
    const unknown = Object.keys(section).find((field) => !(TOOL_FIELDS[tool] as readonly string[]).includes(field));
    if (unknown) problem([tool, unknown], `${tool}: unknown field "${unknown}". Use only ${TOOL_FIELDS[tool].join(', ')}.`);
    const seen = new Set<string>();
    (section[listKey] as unknown[]).forEach((entry, index) => {
      const where: DataPath = [tool, listKey, index];
      const label = `${tool} › ${isRecord(entry) && typeof entry.name === 'string' ? `${typeof entry.command === 'string' ? `${entry.command} ` : ''}${entry.name}` : `${listKey}[${index}]`}`;
      const report = (message: string): void => problem(where, `${label}: ${message}`);
      if (!isRecord(entry)) return report(`each entry is an object with ${ENTRY_FIELDS[tool].join(', ')}. ${REGENERATE}`);
      const extra = Object.keys(entry).find((field) => !(ENTRY_FIELDS[tool] as readonly string[]).includes(field));
      if (extra) report(`unknown field "${extra}". Use only ${ENTRY_FIELDS[tool].join(', ')}.`);
      if (typeof entry.since !== 'string' || !RELEASE.test(entry.since)) {
        return report(`"since" must be a release tag like v0.38.1, not ${JSON.stringify(entry.since)}. ${REGENERATE}`);
      }
      if (tool === 'terragrunt') {
        if (typeof entry.name !== 'string' || !TERRAGRUNT_NAME.test(entry.name))
          return report(`"name" must be an option such as "--terragrunt-config", not ${JSON.stringify(entry.name)}.`);
        if (!TERRAGRUNT_SCOPES.includes(entry.scope as TerragruntScope))
          return report(`"scope" must be one of ${TERRAGRUNT_SCOPES.join(', ')}, not ${JSON.stringify(entry.scope)}.`);
        if (seen.has(entry.name)) return report('listed twice. Keep one entry.');
        seen.add(entry.name);
        const later = laterHistoryProblems(entry, entry.since);
        if (later.length > 0) return later.forEach(report);
        flags.terragrunt.set(entry.name, {
          name: entry.name,
          since: entry.since,
          scope: entry.scope as TerragruntScope,
          ...laterFields(entry, ['deprecatedIn', 'replacedBy', 'replacedByValue', 'removedIn']),
        });
      } else {
        const command = entry.command;
        if (command !== GLOBAL_COMMAND && (typeof command !== 'string' || !TERRAFORM_COMMAND.test(command))) {
          return report(
            `"command" must be a command such as "init" or "providers lock", "${ANY_COMMAND}" for every command, or null for a global option; not ${JSON.stringify(command)}.`,
          );
        }
        if (typeof entry.name !== 'string' || !TERRAFORM_NAME.test(entry.name))
          return report(`"name" must be a flag such as "-upgrade", not ${JSON.stringify(entry.name)}.`);
        const key = `${command ?? ''} ${entry.name}`;
        if (seen.has(key)) return report('listed twice. Keep one entry.');
        seen.add(key);
        const later = laterHistoryProblems(entry, entry.since);
        if (later.length > 0) return later.forEach(report);
        flags.terraform.push({command, name: entry.name, since: entry.since, ...laterFields(entry, ['removedIn'])});
      }
    });
  }
  return {flags, problems};
}

/** The optional string fields an entry has, as they are (checked before). */
function laterFields<Field extends string>(entry: Record<string, unknown>, fields: Field[]): Partial<Record<Field, string>> {
  return Object.fromEntries(fields.filter((field) => typeof entry[field] === 'string').map((field) => [field, entry[field]])) as Partial<
    Record<Field, string>
  >;
}

/**
 * Reads and checks data/cli-flags.json of the site in `rootDir`. A site without a data/ folder
 * (the content check's test fixtures) has no flag data, and its flags are not checked.
 */
export function loadCliFlags(rootDir: string): {flags: CliFlags; problems: Problem[]} {
  const absolute = path.join(rootDir, CLI_FLAGS_FILE);
  if (!fs.existsSync(absolute)) {
    const problems = fs.existsSync(path.join(rootDir, DATA_DIR))
      ? [
          {
            file: CLI_FLAGS_FILE,
            line: 1,
            message: `missing: the content check's flag checks read it. Restore the file, or regenerate it with \`npx tsx scripts/cli-flags/generate.ts\`.`,
          },
        ]
      : [];
    return {flags: emptyCliFlags(), problems};
  }
  return validateCliFlags(fs.readFileSync(absolute, 'utf8'));
}

export interface ReleaseRange {
  oldest: string;
  newest: string;
}

/**
 * The releases each tool's flags were scanned across (`of 855 vX.Y.Z tags, v0.0.1 to v1.1.3`, as the generator
 * records in each section's source): the releases there are, as far as the site's data knows. A tool whose source
 * does not say is left out.
 */
export function scannedReleases(siteDir: string): Partial<Record<'terraform' | 'terragrunt', ReleaseRange>> {
  const raw = JSON.parse(fs.readFileSync(path.join(siteDir, CLI_FLAGS_FILE), 'utf8')) as Record<string, {source?: unknown}>;
  const ranges: Partial<Record<'terraform' | 'terragrunt', ReleaseRange>> = {};
  for (const tool of ['terraform', 'terragrunt'] as const) {
    const match = /tags, (v\d+\.\d+\.\d+) to (v\d+\.\d+\.\d+)/.exec(String(raw[tool]?.source ?? ''));
    if (match) ranges[tool] = {oldest: match[1], newest: match[2]};
  }
  return ranges;
}
