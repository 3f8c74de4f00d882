/**
 * A code block's minimum versions, as the build labels it and the content check reads it: HCL (as @cdktf/hcl2json parses
 * it) through lib/hclUsage.ts, shell command lines through the flag readers of flagChecks.ts, Go through its Terratest
 * imports (lib/goUsage.ts); the minimums from lib/minimumVersions.ts. The command-line flags of data/cli-flags.json join
 * the feature data as constructs of kind `flag`.
 */
import {ANY_COMMAND, GLOBAL_COMMAND, type CliFlags, type TerraformFlag} from './cliFlags';
import {terraformFlag, terraformFlagUses, terragruntOptionUses} from './flagChecks';
import {hclUses} from './lib/hclUsage';
import {terratestUses} from './lib/goUsage';
import {minimumsOf, type FeatureData, type Minimum, type ToolUse} from './lib/minimumVersions';
import {FLAG_TOOLS, type BlockFlag, type LaterFlagChange, type LaterFlagTable} from './lib/laterFlags';
import {isBeyond} from './lib/versions';
import {SITE_ERA} from './era';

export const HCL_LANGUAGES = new Set(['hcl', 'terraform', 'tf']);
export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
export const GO_LANGUAGES = new Set(['go']);

const FLAG_SOURCE = 'data/cli-flags.json';

/** How a Terraform flag of the data is named as a construct: `terraform init -lockfile`, `terraform -chdir`. */
const terraformFlagName = (flag: Pick<TerraformFlag, 'command' | 'name'>): string =>
  flag.command === GLOBAL_COMMAND || flag.command === ANY_COMMAND ? `terraform ${flag.name}` : `terraform ${flag.command} ${flag.name}`;

/** The feature data with the command-line flags added as constructs of kind `flag`. */
export function withFlags(data: FeatureData, flags: CliFlags): FeatureData {
  const terraform = new Map(data.tools.terraform);
  const terragrunt = new Map(data.tools.terragrunt);
  for (const flag of flags.terraform) {
    const name = terraformFlagName(flag);
    terraform.set(`flag ${name}`, {kind: 'flag', name, since: flag.since, file: FLAG_SOURCE});
  }
  for (const option of flags.terragrunt.values()) {
    terragrunt.set(`flag ${option.name}`, {kind: 'flag', name: option.name, since: option.since, file: FLAG_SOURCE});
  }
  return {...data, tools: {...data.tools, terraform, terragrunt}};
}

/** The flags a shell block uses, as constructs of the data (a Terraform flag the data lacks keeps its command). */
export function shellUses(code: string, flags: CliFlags): ToolUse[] {
  const uses: ToolUse[] = terragruntOptionUses(code).map((use) => ({tool: 'terragrunt', kind: 'flag', name: use.name}));
  for (const use of terraformFlagUses(code)) {
    const known = terraformFlag(flags, use);
    uses.push({tool: 'terraform', kind: 'flag', name: terraformFlagName(known ?? use)});
  }
  return uses;
}

export function goUses(code: string): ToolUse[] {
  return terratestUses(code).map((use) => ({tool: 'terratest', kind: '', name: `${use.pkg}.${use.name}`}));
}

/** Terratest names are keyed by kind in the data; a Go block knows only the name. */
function resolveTerratest(uses: ToolUse[], data: FeatureData): ToolUse[] {
  return uses.map((use) => {
    if (use.tool !== 'terratest' || use.kind !== '') return use;
    const kind = ['function', 'type', 'variable'].find((candidate) => data.tools.terratest.has(`${candidate} ${use.name}`));
    return {...use, kind: kind ?? 'function'};
  });
}

export interface BlockSource {
  language: string;
  code: string;
  /** For HCL: the block as @cdktf/hcl2json reads it, or null when it does not parse. */
  json?: Record<string, unknown> | null;
}

/** What a block uses (before the data is consulted). Languages without versioned constructs use nothing. */
export function blockUses(block: BlockSource, flags: CliFlags, terragruntFunctions: ReadonlySet<string> = new Set()): ToolUse[] {
  if (HCL_LANGUAGES.has(block.language)) return block.json ? hclUses(block.json, terragruntFunctions) : [];
  if (SHELL_LANGUAGES.has(block.language)) return shellUses(block.code, flags);
  if (GO_LANGUAGES.has(block.language)) return goUses(block.code);
  return [];
}

/** Terragrunt's own functions (not Terraform's too): calling one makes a block a terragrunt.hcl. */
export function terragruntOwnFunctions(data: FeatureData): Set<string> {
  return new Set(
    [...data.tools.terragrunt.values()]
      .filter((construct) => construct.kind === 'function' && !data.tools.terraform.has(`function ${construct.name}`))
      .map((construct) => construct.name),
  );
}

/** A block's minimums and the constructs it uses that the data does not know. `data` should include the flags (withFlags). */
export function blockMinimums(block: BlockSource, data: FeatureData, flags: CliFlags): {minimums: Minimum[]; unknown: ToolUse[]} {
  return minimumsOf(resolveTerratest(blockUses(block, flags, terragruntOwnFunctions(data)), data), data);
}

/** A flag's later history as the notes read it, or null when it has none. */
function laterChange(entry: {
  deprecatedIn?: string;
  replacedBy?: string;
  replacedByValue?: string;
  removedIn?: string;
}): LaterFlagChange | null {
  if (!entry.deprecatedIn && !entry.removedIn) return null;
  return {
    ...(entry.deprecatedIn ? {renamedIn: entry.deprecatedIn, to: entry.replacedBy} : {}),
    ...(entry.replacedByValue ? {value: entry.replacedByValue} : {}),
    ...(entry.removedIn ? {removedIn: entry.removedIn} : {}),
  };
}

/**
 * Every flag of the data that was renamed or removed after its release, by the name a block's label carries, and, with
 * the feature data, every Terraform and Terragrunt construct a release after the site's era removed (`attribute skip`).
 */
export function laterFlagTable(flags: CliFlags, data?: FeatureData): LaterFlagTable {
  const table: Required<LaterFlagTable['changes']> = {terraform: {}, terragrunt: {}};
  for (const flag of flags.terraform) {
    const change = laterChange(flag);
    if (change) table.terraform[terraformFlagName(flag)] = change;
  }
  for (const option of flags.terragrunt.values()) {
    const change = laterChange(option);
    if (change) table.terragrunt[option.name] = change;
  }
  const era = {terraform: SITE_ERA.terraform, terragrunt: SITE_ERA.terragrunt};
  const removed: Required<NonNullable<LaterFlagTable['removed']>> = {terraform: {}, terragrunt: {}};
  for (const tool of FLAG_TOOLS) {
    for (const [key, construct] of data?.tools[tool] ?? []) {
      // A removal within the era is the content check's business: the site documents the releases before it.
      if (construct.removedIn && isBeyond(construct.removedIn, era[tool])) removed[tool][key] = construct.removedIn;
    }
  }
  return {era, changes: table, ...(data ? {removed} : {})};
}

/** The flags a block uses that `table` says were renamed or removed after their release (shell blocks only). */
export function blockLaterFlags(block: BlockSource, flags: CliFlags, table: LaterFlagTable): BlockFlag[] {
  if (!SHELL_LANGUAGES.has(block.language)) return [];
  return shellUses(block.code, flags).flatMap((use) =>
    (use.tool === 'terraform' || use.tool === 'terragrunt') && table.changes[use.tool]?.[use.name]
      ? [{tool: use.tool, name: use.name}]
      : [],
  );
}

/** The constructs an HCL block uses that `table` says a release after the era removed, keyed as the table keys them. */
export function blockLaterRemovals(block: BlockSource, data: FeatureData, flags: CliFlags, table: LaterFlagTable): BlockFlag[] {
  if (!HCL_LANGUAGES.has(block.language)) return [];
  return blockUses(block, flags, terragruntOwnFunctions(data)).flatMap((use) => {
    const key = `${use.kind} ${use.name}`;
    return (use.tool === 'terraform' || use.tool === 'terragrunt') && table.removed?.[use.tool]?.[key] ? [{tool: use.tool, name: key}] : [];
  });
}
