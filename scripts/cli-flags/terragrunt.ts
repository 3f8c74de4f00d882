/**
 * Terragrunt's `--terragrunt-*` options, found in its source at every release tag:
 * - command-line options: a string constant `= "terragrunt-..."` under cli/ or options/
 *   (`OPT_TERRAGRUNT_CONFIG`, `optTerragruntConfig`, `FlagNameTerragruntConfig`,
 *   `TerragruntConfigFlagName`, ...; command names such as `CMD_TERRAGRUNT_INFO` are left out; cli/ moved to
 *   internal/cli/ later), a
 *   flag declared inline (`Name: "terragrunt-..."`), or, after the 0.73 flag redesign, a
 *   deprecated alias built from the old prefix (`terragruntPrefix.FlagNames("...")`, or
 *   `terragruntPrefix.FlagNames(DeprecatedXFlagName)` with the constant set in the same file;
 *   `terragruntPrefix.EnvVars(...)` names environment variables, not options);
 * - options of the `run_cmd` function (`"--terragrunt-quiet"` in config/, later pkg/config/) and of the tflint hook
 *   (`"--terragrunt-external-tflint"` in tflint/, later internal/tflint/).
 * Internal names that only look like options (strict-mode control names in internal/strict, the
 * crash-log prefix) are outside those places and so are not counted.
 */
import {git, readFilesAt, removals} from './git';

export type TerragruntScope = 'cli' | 'run_cmd' | 'tflint-hook';

export interface FoundOption {
  name: string;
  since: string;
  scope: TerragruntScope;
  /** The first release from which no later release scanned has it, if the newest scanned does not. */
  removedIn?: string;
}

const GREP_PATTERNS = ['"(--)?terragrunt-[a-z0-9-]+"', 'terragruntPrefix\\.FlagNames?\\('];
const CONSTANT = /^\s*(?:const\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*"(terragrunt-[a-z0-9-]+)"/;
const INLINE_FLAG = /\bName:\s*"(terragrunt-[a-z0-9-]+)"/;
const PREFIXED_ALIAS = /terragruntPrefix\.FlagNames?\(\s*"([a-z0-9-]+)"/g;
const PREFIXED_CONSTANT = /terragruntPrefix\.FlagNames?\(\s*([A-Za-z_][\w.]*)\s*[,)]/g;
const DASHED = /"--(terragrunt-[a-z0-9-]+)"/;
const COMMAND_NAME = /^(?:CMD_|Cmd|Command)/;

/** The options one line of Go source at `file` defines. */
export function optionsInLine(file: string, line: string): {name: string; scope: TerragruntScope}[] {
  if (/^\s*\/\//.test(line)) return [];
  const inCli = /^(?:(?:internal\/)?cli|options)\//.test(file);
  const found: {name: string; scope: TerragruntScope}[] = [];
  const dashed = DASHED.exec(line);
  // run_cmd compares its arguments with its options; a constant there is another function's (mark_glob_as_read's).
  if (dashed && /^(?:pkg\/)?config\//.test(file) && !/^\s*(?:const\s+)?\w+\s*=\s*"--/.test(line))
    found.push({name: dashed[1], scope: 'run_cmd'});
  if (dashed && /^(?:internal\/)?tflint\//.test(file)) found.push({name: dashed[1], scope: 'tflint-hook'});
  if (!inCli) return found;
  const constant = CONSTANT.exec(line);
  if (constant && !COMMAND_NAME.test(constant[1])) found.push({name: constant[2], scope: 'cli'});
  const inline = INLINE_FLAG.exec(line);
  if (inline) found.push({name: inline[1], scope: 'cli'});
  for (const alias of line.matchAll(PREFIXED_ALIAS)) found.push({name: `terragrunt-${alias[1]}`, scope: 'cli'});
  return found;
}

/** The constants a line passes to `terragruntPrefix.FlagName(s)`, to resolve in the line's file. */
export function prefixedConstants(file: string, line: string): string[] {
  if (!/^(?:(?:internal\/)?cli|options)\//.test(file) || /^\s*\/\//.test(line)) return [];
  return [...line.matchAll(PREFIXED_CONSTANT)].map((match) => match[1]);
}

/**
 * Every option with the first tag (of `tags`, oldest first) whose source defines it and, when the newest tag does not,
 * the tag after the last that does (`removedIn`).
 */
export function scanTerragrunt(gitDir: string, tags: string[]): {options: FoundOption[]; warnings: string[]} {
  const options = new Map<string, FoundOption>();
  const lastSeen = new Map<string, number>();
  const warnings = new Set<string>();
  let tagIndex = 0;
  const add = (name: string, tag: string, scope: TerragruntScope) => {
    if (!options.has(`--${name}`)) options.set(`--${name}`, {name: `--${name}`, since: tag, scope});
    lastSeen.set(`--${name}`, tagIndex);
  };
  for (const [index, tag] of tags.entries()) {
    tagIndex = index;
    const args = ['grep', '-E', ...GREP_PATTERNS.flatMap((pattern) => ['-e', pattern]), tag, '--', '*.go', ':!*_test.go', ':!test/**'];
    const constants = new Map<string, Set<string>>();
    for (const row of git(gitDir, args).toString().split('\n')) {
      // tag:path:line
      const match = /^[^:]+:([^:]+):(.*)$/.exec(row);
      if (!match) continue;
      for (const option of optionsInLine(match[1], match[2])) add(option.name, tag, option.scope);
      for (const constant of prefixedConstants(match[1], match[2])) {
        constants.set(match[1], (constants.get(match[1]) ?? new Set()).add(constant));
      }
    }
    if (constants.size === 0) continue;
    const sources = readFilesAt(gitDir, tag, [...constants.keys()]);
    for (const [file, names] of constants) {
      for (const constant of names) {
        const value = new RegExp(String.raw`\b${constant}\s*=\s*"([a-z0-9-]+)"`).exec(sources.get(file) ?? '');
        if (value) add(`terragrunt-${value[1]}`, tag, 'cli');
        else warnings.add(`${file}: terragruntPrefix.FlagNames(${constant}) is not set in that file; check it by hand`);
      }
    }
  }
  for (const [name, removedIn] of removals(lastSeen, tags)) options.get(name)!.removedIn = removedIn;
  return {options: [...options.values()].sort((a, b) => a.name.localeCompare(b.name)), warnings: [...warnings]};
}

/** An option that became a deprecated alias: what replaces it from `since`, and the value it stands for, if any. */
export interface DeprecatedAlias {
  name: string;
  /** The replacing flag as written on the command line: `--non-interactive`. */
  to: string;
  /** For an alias of a flag with a value (`--terragrunt-json-log` is `--log-format json`): that value. */
  value?: string;
}

const NEW_FLAG = /\bflags\.NewFlag\(/g;
const MAIN_NAME = /\bName:\s*([A-Za-z_][\w.]*|"[a-z0-9-]+")\s*,/;
const DEPRECATED_NAMES = /\bWithDeprecatedNames?(?:EnvVars)?\(\s*terragruntPrefix\.FlagNames?\(([^()]*)\)/g;
const DEPRECATED_FLAG =
  /\bWithDeprecatedFlag\(\s*&[\w.[\]]+\{\s*Name:\s*terragruntPrefix\.FlagName\(([^()]*)\)[\s\S]*?\n\s*\},\s*(nil|flags\.NewValue\(((?:[^()]|\([^()]*\))*)\))/g;

/**
 * The deprecated `--terragrunt-*` aliases one Go file declares (Terragrunt 0.73 and later): each `flags.NewFlag(` call
 * names its flag (`Name: NonInteractiveFlagName`) and may add old names, as plain aliases
 * (`flags.WithDeprecatedNames(terragruntPrefix.FlagNames(DeprecatedNonInteractiveFlagName), ...)`, or
 * `flags.WithDeprecatedNamesEnvVars(terragruntPrefix.FlagNames(...), <environment variables>, ...)`) or as a flag of
 * their own standing for a value of the new one (`flags.WithDeprecatedFlag(&cli.BoolFlag{Name:
 * terragruntPrefix.FlagName(DeprecatedJSONLogFlagName), ...}, flags.NewValue(format.JSONFormatName), ...)`).
 * `resolve` gives a Go expression's string value (a literal, a constant) or null; names it cannot resolve come back
 * in `unresolved`.
 */
export function deprecatedAliasesIn(
  text: string,
  resolve: (expression: string) => string | null,
): {aliases: DeprecatedAlias[]; unresolved: string[]} {
  const aliases: DeprecatedAlias[] = [];
  const unresolved: string[] = [];
  const starts = [...text.matchAll(NEW_FLAG)].map((match) => match.index);
  starts.forEach((start, index) => {
    const call = text.slice(start, starts[index + 1] ?? text.length);
    const main = MAIN_NAME.exec(call);
    const to = main ? resolve(main[1]) : null;
    const add = (argument: string, value?: string | null) => {
      // A flag with no Name is read from environment variables only: its old names have no command-line replacement.
      if (!main) return;
      const name = resolve(argument.trim());
      if (!name || !to) return unresolved.push(`${argument.trim()} (of ${main[1]})`);
      aliases.push({name: `--terragrunt-${name}`, to: `--${to}`, ...(value ? {value} : {})});
    };
    for (const names of call.matchAll(DEPRECATED_NAMES))
      for (const argument of names[1].split(',').filter((part) => part.trim())) add(argument);
    for (const flag of call.matchAll(DEPRECATED_FLAG)) {
      const value = flag[3] === undefined ? undefined : resolve(flag[3].trim());
      if (flag[3] !== undefined && value === null) unresolved.push(`the value ${flag[3].trim()} of ${flag[1].trim()}`);
      else add(flag[1], value);
    }
  });
  return {aliases, unresolved};
}

const GO_CONSTANT = /^\s*(?:const\s+)?([A-Za-z_]\w*)\s*=\s*"([^"\n]*)"/;

/**
 * Resolves Go string expressions of one tag's source: a literal, `strconv.FormatBool(true)`, a constant of the
 * file's own package (`NonInteractiveFlagName`) or of another, by the last element of its import path
 * (`format.JSONFormatName`, `global.NoColorFlagName`). `constants` maps `<dir>\0<name>` to values, from every
 * non-test Go file of the tag.
 */
export function goStringResolver(constants: Map<string, string>, file: string): (expression: string) => string | null {
  const dir = file.slice(0, file.lastIndexOf('/'));
  return (expression) => {
    const literal = /^"([^"]*)"$/.exec(expression);
    if (literal) return literal[1];
    const boolean = /^strconv\.FormatBool\((true|false)\)$/.exec(expression);
    if (boolean) return boolean[1];
    const qualified = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/.exec(expression);
    if (!qualified) return constants.get(`${dir}\0${expression}`) ?? null;
    const values = new Set(
      [...constants]
        .filter(([key]) => key.endsWith(`/${qualified[1]}\0${qualified[2]}`) || key === `${qualified[1]}\0${qualified[2]}`)
        .map(([, value]) => value),
    );
    return values.size === 1 ? [...values][0] : null;
  };
}

/** Every string constant (`Name = "value"`) of a tag's non-test Go source, keyed `<dir>\0<name>`. */
function goConstants(gitDir: string, tag: string): Map<string, string> {
  const rows = git(gitDir, [
    'grep',
    '-E',
    '^\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*"[^"]*"',
    tag,
    '--',
    '*.go',
    ':!*_test.go',
    ':!test/**',
  ])
    .toString()
    .split('\n');
  const constants = new Map<string, string>();
  for (const row of rows) {
    const match = /^[^:]+:([^:]+):(.*)$/.exec(row);
    const constant = match && GO_CONSTANT.exec(match[2]);
    if (!match || !constant) continue;
    const dir = match[1].includes('/') ? match[1].slice(0, match[1].lastIndexOf('/')) : '';
    constants.set(`${dir}\0${constant[1]}`, constant[2]);
  }
  return constants;
}

const CLI_SOURCE = /^(?:internal\/)?cli\//;

/** The first tag (oldest first) at which each option became a deprecated alias, with what replaces it then. */
export function scanDeprecatedAliases(
  gitDir: string,
  tags: string[],
): {aliases: Map<string, DeprecatedAlias & {since: string}>; warnings: string[]} {
  const aliases = new Map<string, DeprecatedAlias & {since: string}>();
  const warnings = new Set<string>();
  for (const tag of tags) {
    const files = git(gitDir, ['grep', '-l', '-E', 'terragruntPrefix\\.FlagNames?\\(', tag, '--', '*.go', ':!*_test.go', ':!test/**'])
      .toString()
      .split('\n')
      .map((row) => row.replace(/^[^:]+:/, ''))
      .filter((file) => CLI_SOURCE.test(file));
    if (files.length === 0) continue;
    const constants = goConstants(gitDir, tag);
    for (const [file, text] of readFilesAt(gitDir, tag, files)) {
      const found = deprecatedAliasesIn(text, goStringResolver(constants, file));
      for (const alias of found.aliases) if (!aliases.has(alias.name)) aliases.set(alias.name, {...alias, since: tag});
      for (const name of found.unresolved) warnings.add(`${file}: deprecated alias ${name} not resolved; check it by hand`);
    }
  }
  return {aliases, warnings: [...warnings]};
}
