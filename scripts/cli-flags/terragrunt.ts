/**
 * Terragrunt's `--terragrunt-*` options, found in its source at every release tag:
 * - command-line options: a string constant `= "terragrunt-..."` under cli/ or options/
 *   (`OPT_TERRAGRUNT_CONFIG`, `optTerragruntConfig`, `FlagNameTerragruntConfig`,
 *   `TerragruntConfigFlagName`, ...; command names such as `CMD_TERRAGRUNT_INFO` are left out), a
 *   flag declared inline (`Name: "terragrunt-..."`), or, after the 0.73 flag redesign, a
 *   deprecated alias built from the old prefix (`terragruntPrefix.FlagNames("...")`, or
 *   `terragruntPrefix.FlagNames(DeprecatedXFlagName)` with the constant set in the same file;
 *   `terragruntPrefix.EnvVars(...)` names environment variables, not options);
 * - options of the `run_cmd` function (`"--terragrunt-quiet"` in config/) and of the tflint hook
 *   (`"--terragrunt-external-tflint"` in tflint/).
 * Internal names that only look like options (strict-mode control names in internal/strict, the
 * crash-log prefix) are outside those places and so are not counted.
 */
import {git, readFilesAt} from './git';

export type TerragruntScope = 'cli' | 'run_cmd' | 'tflint-hook';

export interface FoundOption {
  name: string;
  since: string;
  scope: TerragruntScope;
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
  const inCli = /^(?:cli|options)\//.test(file);
  const found: {name: string; scope: TerragruntScope}[] = [];
  const dashed = DASHED.exec(line);
  if (dashed && file.startsWith('config/')) found.push({name: dashed[1], scope: 'run_cmd'});
  if (dashed && file.startsWith('tflint/')) found.push({name: dashed[1], scope: 'tflint-hook'});
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
  if (!/^(?:cli|options)\//.test(file) || /^\s*\/\//.test(line)) return [];
  return [...line.matchAll(PREFIXED_CONSTANT)].map((match) => match[1]);
}

/** Every option with the first tag (of `tags`, oldest first) whose source defines it. */
export function scanTerragrunt(gitDir: string, tags: string[]): {options: FoundOption[]; warnings: string[]} {
  const options = new Map<string, FoundOption>();
  const warnings = new Set<string>();
  const add = (name: string, tag: string, scope: TerragruntScope) => {
    if (!options.has(`--${name}`)) options.set(`--${name}`, {name: `--${name}`, since: tag, scope});
  };
  for (const tag of tags) {
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
  return {options: [...options.values()].sort((a, b) => a.name.localeCompare(b.name)), warnings: [...warnings]};
}
