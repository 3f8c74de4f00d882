/**
 * Terraform's command-line flags, found in its source at every release tag. A command's flags are
 * those its own files declare on their flag set (`cmdFlags.BoolVar(&x, "upgrade", ...)` in
 * command/init.go, internal/command/init.go and, from 0.15, internal/command/arguments/init.go)
 * and those of the shared flag sets it calls: `c.Meta.extendedFlagSet(...)` (meta.go) and
 * `extendedFlagSet("plan", state, operation, vars)` (arguments/extended.go, whose `if state != nil`
 * blocks count only when the call passes that argument). `terraform destroy` is the apply command
 * in destroy mode: blocks under `if c.Destroy` count for destroy only, `if !c.Destroy` for apply
 * only. A command that calls `arguments.ParseView(` also has the view flags that function takes
 * out of its arguments (`case "-compact-warnings":` in arguments/view.go). Two flags are not declared on a command's flag set: the global `-chdir` (main.go, before
 * the subcommand) and `-no-color` (taken out of any command's arguments by meta.go or
 * arguments/view.go).
 */
import {readFilesAt, removals} from './git';

/** The Go file (under command/ or internal/command/, and their arguments/) of each command. */
export const TERRAFORM_COMMAND_FILES: Record<string, {file: string; when?: Record<string, boolean>}> = {
  init: {file: 'init.go'},
  plan: {file: 'plan.go'},
  apply: {file: 'apply.go', when: {'c.Destroy': false}},
  destroy: {file: 'apply.go', when: {'c.Destroy': true}},
  refresh: {file: 'refresh.go'},
  import: {file: 'import.go'},
  output: {file: 'output.go'},
  show: {file: 'show.go'},
  fmt: {file: 'fmt.go'},
  validate: {file: 'validate.go'},
  graph: {file: 'graph.go'},
  get: {file: 'get.go'},
  taint: {file: 'taint.go'},
  untaint: {file: 'untaint.go'},
  version: {file: 'version.go'},
  'force-unlock': {file: 'unlock.go'},
  'providers lock': {file: 'providers_lock.go'},
  'providers mirror': {file: 'providers_mirror.go'},
  'providers schema': {file: 'providers_schema.go'},
  'state list': {file: 'state_list.go'},
  'state mv': {file: 'state_mv.go'},
  'state push': {file: 'state_push.go'},
  'state replace-provider': {file: 'state_replace_provider.go'},
  'state rm': {file: 'state_rm.go'},
  'state show': {file: 'state_show.go'},
  'workspace delete': {file: 'workspace_delete.go'},
  'workspace new': {file: 'workspace_new.go'},
  'workspace select': {file: 'workspace_select.go'},
};

/** `command: null` is a global option (before the subcommand); `'*'` is accepted by every command. */
export interface FlagSpec {
  command: string | null;
  name: string;
}

const COMMAND_DIRS = ['command', 'internal/command'];
const META_FILES = COMMAND_DIRS.map((dir) => `${dir}/meta.go`);
const ARGUMENT_SHARED = ['extended.go', 'default.go', 'flags.go'].flatMap((file) => COMMAND_DIRS.map((dir) => `${dir}/arguments/${file}`));
const GLOBAL_FILES = ['main.go', ...META_FILES, ...COMMAND_DIRS.map((dir) => `${dir}/arguments/view.go`)];
const DECLARATION = /\.(?:Bool|String|Int|Int64|Uint|Uint64|Float64|Duration)?Var\(\s*[^,]+?,\s*"([a-z][a-z0-9-]*)"/g;

/** The files one tag needs read. */
export function terraformFiles(): string[] {
  const own = new Set(Object.values(TERRAFORM_COMMAND_FILES).map((spec) => spec.file));
  const perCommand = [...own].flatMap((file) => COMMAND_DIRS.flatMap((dir) => [`${dir}/${file}`, `${dir}/arguments/${file}`]));
  return [...new Set([...perCommand, ...META_FILES, ...ARGUMENT_SHARED, ...GLOBAL_FILES])];
}

/**
 * `text` without the branches of `if <condition> {` blocks that `decide` rules out (gofmt'ed Go:
 * a block ends at the first line of its own indentation that is `}` or `} else {`).
 */
export function keepBranches(text: string, decide: (condition: string) => boolean | undefined): string {
  const kept: string[] = [];
  let skipTo: string | null = null;
  let elseOf: string | null = null;
  for (const line of text.split('\n')) {
    if (skipTo !== null) {
      if (line === `${skipTo}}`) skipTo = null;
      else if (line === `${skipTo}} else {`) skipTo = null; // the else branch is kept
      continue;
    }
    if (elseOf !== null && line === `${elseOf}} else {`) {
      skipTo = elseOf;
      elseOf = null;
      continue;
    }
    if (elseOf !== null && line === `${elseOf}}`) elseOf = null;
    const block = /^(\s*)if (.+) \{$/.exec(line);
    if (block) {
      const decision = decide(block[2].trim());
      if (decision === false) {
        skipTo = block[1];
        continue;
      }
      if (decision === true) elseOf = block[1];
    }
    kept.push(line);
  }
  return kept.join('\n');
}

export function declaredFlags(text: string): string[] {
  return [...text.matchAll(DECLARATION)].map((match) => match[1]);
}

/** The body of `func (m *Meta) name(` or `func name(` in `text`, or null. */
export function functionBody(text: string, name: string, receiver: boolean): {params: string[]; body: string} | null {
  const signature = receiver ? String.raw`func \(\w+ \*?Meta\) ${name}\(([^)]*)\)` : String.raw`func ${name}\(([^)]*)\)`;
  const match = new RegExp(`(?:^|\\n)${signature}[^\\n]*\\{\\n`).exec(text);
  if (!match) return null;
  const start = match.index + match[0].length;
  const end = text.indexOf('\n}', start);
  const params = match[1]
    .split(',')
    .map((param) => param.trim().split(/\s+/)[0])
    .filter(Boolean);
  return {params, body: text.slice(start, end < 0 ? undefined : end)};
}

function splitArguments(list: string): string[] {
  return list.split(',').map((argument) => argument.trim());
}

/** Flags of the shared flag sets `text` calls: Meta's (`c.Meta.extendedFlagSet(`) or the arguments package's. */
function sharedFlags(text: string, sources: string[], receiver: boolean, seen: Set<string>): string[] {
  const call = receiver ? /\.(\w*[fF]lagSet)\(([^()]*)\)/g : /(?<![.\w])(\w*[fF]lagSet)\(([^()]*)\)/g;
  const flags: string[] = [];
  for (const match of text.matchAll(call)) {
    if (seen.has(match[1])) continue;
    const found = sources.map((source) => functionBody(source, match[1], receiver)).find((body) => body !== null);
    if (!found) continue;
    const args = splitArguments(match[2]);
    const nilParams = new Set(found.params.filter((_, index) => args[index] === 'nil'));
    const body = keepBranches(found.body, (condition) => {
      const nilCheck = /^(\w+) != nil$/.exec(condition);
      return nilCheck && found.params.includes(nilCheck[1]) ? !nilParams.has(nilCheck[1]) : undefined;
    });
    const inner = new Set([...seen, match[1]]);
    flags.push(...declaredFlags(body), ...sharedFlags(body, sources, receiver, inner));
  }
  return flags;
}

/** The flags each command has in one tag's `files` (path → text), as `command flag` keys. */
export function flagsAtTag(files: Map<string, string>): Set<string> {
  const keys = new Set<string>();
  const meta = META_FILES.map((file) => files.get(file)).filter((text): text is string => text !== undefined);
  const argumentShared = ARGUMENT_SHARED.map((file) => files.get(file)).filter((text): text is string => text !== undefined);
  for (const [command, spec] of Object.entries(TERRAFORM_COMMAND_FILES)) {
    const decide = (condition: string) => {
      const negated = condition.startsWith('!');
      const value = spec.when?.[condition.replace(/^!/, '')];
      return value === undefined ? undefined : value !== negated;
    };
    for (const dir of COMMAND_DIRS) {
      const own = files.get(`${dir}/${spec.file}`);
      if (own !== undefined) {
        const text = keepBranches(own, decide);
        for (const flag of [...declaredFlags(text), ...sharedFlags(text, meta, true, new Set())]) keys.add(`${command} -${flag}`);
        const view = files.get(`${dir}/arguments/view.go`);
        if (view !== undefined && /\bParseView\(/.test(text)) {
          for (const flag of view.matchAll(/case "-([a-z][a-z0-9-]*)":/g)) keys.add(`${command} -${flag[1]}`);
        }
      }
      const parsed = files.get(`${dir}/arguments/${spec.file}`);
      if (parsed !== undefined) {
        const text = keepBranches(parsed, decide);
        for (const flag of [...declaredFlags(text), ...sharedFlags(text, argumentShared, false, new Set())])
          keys.add(`${command} -${flag}`);
      }
    }
  }
  if (/"-chdir=?"/.test(files.get('main.go') ?? '')) keys.add('(global) -chdir');
  if (GLOBAL_FILES.slice(1).some((file) => files.get(file)?.includes('"-no-color"'))) keys.add('* -no-color');
  return keys;
}

export const specKey = (spec: FlagSpec): string => `${spec.command ?? '(global)'} ${spec.name}`;

/**
 * The first tag (of `tags`, oldest first) at which each wanted flag exists (null if none has it) and, for a flag the
 * newest tag lacks, the tag after the last that has it (`removedIn`).
 */
export function scanTerraform(
  gitDir: string,
  tags: string[],
  wanted: FlagSpec[],
): {first: Map<string, string | null>; removedIn: Map<string, string>} {
  const first = new Map<string, string | null>(wanted.map((spec) => [specKey(spec), null]));
  const lastSeen = new Map<string, number>();
  const paths = terraformFiles();
  for (const [index, tag] of tags.entries()) {
    const found = flagsAtTag(readFilesAt(gitDir, tag, paths));
    for (const key of first.keys()) {
      if (!found.has(key)) continue;
      if (first.get(key) === null) first.set(key, tag);
      lastSeen.set(key, index);
    }
  }
  return {first, removedIn: removals(lastSeen, tags)};
}
