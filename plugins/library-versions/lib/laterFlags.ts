/**
 * Notes for a reader on a release after the site's era: which of a block's command-line flags their version spells
 * differently or no longer has, from data/cli-flags.json (each flag's deprecated-alias release, its replacement, its
 * removal). The page text stays as of the era; these notes are added in the browser next to the block's label, only
 * where the reader stored versions. Pure: no DOM, no Node.
 */
import {isBeyond} from './versions';
import {compareVersions, parseToolVersion, TOOL_NAMES} from './minimumVersions';
import type {ReaderVersions} from './labelAttributes';

/** The tools whose flags the data follows after the era. */
export const FLAG_TOOLS = ['terraform', 'terragrunt'] as const;
export type FlagTool = (typeof FLAG_TOOLS)[number];

/** What became of a flag after it was released (releases as the data writes them: `v0.73.0`). */
export interface LaterFlagChange {
  /** The release from which it is a deprecated alias of `to`. */
  renamedIn?: string;
  to?: string;
  /** The value of `to` it stands for (`--log-format json`). */
  value?: string;
  removedIn?: string;
}

/**
 * The site's era (the last release line it documents, per tool: `0.42`) and, per tool, each flag with a later change,
 * by the name a block's label carries (`--terragrunt-non-interactive`, `terraform destroy -force`).
 */
export interface LaterFlagTable {
  era: Record<FlagTool, string>;
  changes: Partial<Record<FlagTool, Record<string, LaterFlagChange>>>;
}

export interface BlockFlag {
  tool: FlagTool;
  name: string;
}

/** The label's attribute listing the block's flags of one tool that change after their release. */
export const flagsAttribute = (tool: FlagTool): string => `data-${tool}-flags`;
/** Flag names hold spaces (`terraform destroy -force`), never commas. */
const FLAG_SEPARATOR = ',';

/** The label's data attributes for the block's flags (none for a tool without any). */
export function flagAttributes(flags: BlockFlag[]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const tool of FLAG_TOOLS) {
    const names = [...new Set(flags.filter((flag) => flag.tool === tool).map((flag) => flag.name))];
    if (names.length > 0) attributes[flagsAttribute(tool)] = names.join(FLAG_SEPARATOR);
  }
  return attributes;
}

/** The flags back from a label's attributes (`read` gives an attribute's value or null). */
export function readLabelFlags(read: (name: string) => string | null): BlockFlag[] {
  return FLAG_TOOLS.flatMap((tool) =>
    (read(flagsAttribute(tool)) ?? '')
      .split(FLAG_SEPARATOR)
      .filter(Boolean)
      .map((name) => ({tool, name})),
  );
}

const bare = (release: string): string => release.replace(/^v/, '');

/**
 * One sentence per flag of the block that the reader's version spells differently ("In Terragrunt 0.73.0 and later,
 * --terragrunt-non-interactive is --non-interactive.") or no longer has ("Terragrunt 0.85.0 removed
 * --terragrunt-non-interactive; use --non-interactive."). None for a reader within the site's era, with no version
 * of that tool, or one that does not parse.
 */
export function laterFlagNotes(flags: BlockFlag[], table: LaterFlagTable, reader: ReaderVersions): string[] {
  return flags.flatMap(({tool, name}) => {
    const own = reader[tool];
    const change = table.changes[tool]?.[name];
    if (!own || !change || !isBeyond(own, table.era[tool])) return [];
    const ownVersion = parseToolVersion(own);
    if (!ownVersion.ok) return [];
    const reached = (release: string | undefined): release is string => {
      const parsed = release === undefined ? null : parseToolVersion(release);
      return parsed !== null && parsed.ok && compareVersions(ownVersion.version, parsed.version) >= 0;
    };
    const replacement = change.to && (change.value ? `${change.to} ${change.value}` : change.to);
    const toolName = TOOL_NAMES[tool];
    if (reached(change.removedIn))
      return [`${toolName} ${bare(change.removedIn)} removed ${name}${replacement ? `; use ${replacement}` : ''}.`];
    if (replacement && reached(change.renamedIn)) return [`In ${toolName} ${bare(change.renamedIn)} and later, ${name} is ${replacement}.`];
    return [];
  });
}
