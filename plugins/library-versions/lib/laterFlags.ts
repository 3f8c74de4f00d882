/**
 * Notes for a reader on a release after the site's era: which of a block's command-line flags their version spells
 * differently or no longer has, from data/cli-flags.json (each flag's deprecated-alias release, its replacement, its
 * removal), and which of its HCL constructs that release removed, from data/feature-versions.json. The page text stays as of the era; these notes are added in the browser next to the block's label, only
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
  /** Per tool, each construct removed after the era, keyed as the label carries it (`attribute skip`), and its release. */
  removed?: Partial<Record<FlagTool, Record<string, string>>>;
}

export interface BlockFlag {
  tool: FlagTool;
  name: string;
}

/** The label's attribute listing the block's flags of one tool that change after their release. */
export const flagsAttribute = (tool: FlagTool): string => `data-${tool}-flags`;
/** Flag names hold spaces (`terraform destroy -force`), never commas. */
const FLAG_SEPARATOR = ',';

/**
 * The label's attribute listing the block's constructs of one tool that a release after the era removed, each as
 * `<kind> <name>` (`attribute skip`); construct names hold no commas either.
 */
export const removedAttribute = (tool: FlagTool): string => `data-${tool}-removed`;

/** The label's data attributes for the block's flags and removed constructs (none for a tool without any). */
export function flagAttributes(flags: BlockFlag[], removed: BlockFlag[] = []): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [entries, name] of [
    [flags, flagsAttribute],
    [removed, removedAttribute],
  ] as const) {
    for (const tool of FLAG_TOOLS) {
      const names = [...new Set(entries.filter((flag) => flag.tool === tool).map((flag) => flag.name))];
      if (names.length > 0) attributes[name(tool)] = names.join(FLAG_SEPARATOR);
    }
  }
  return attributes;
}

const readList = (read: (name: string) => string | null, attribute: (tool: FlagTool) => string): BlockFlag[] =>
  FLAG_TOOLS.flatMap((tool) =>
    (read(attribute(tool)) ?? '')
      .split(FLAG_SEPARATOR)
      .filter(Boolean)
      .map((name) => ({tool, name})),
  );

/** The flags back from a label's attributes (`read` gives an attribute's value or null). */
export const readLabelFlags = (read: (name: string) => string | null): BlockFlag[] => readList(read, flagsAttribute);

/** The removed constructs back from a label's attributes (`name` is `<kind> <name>`). */
export const readLabelRemoved = (read: (name: string) => string | null): BlockFlag[] => readList(read, removedAttribute);

const bare = (release: string): string => release.replace(/^v/, '');

/**
 * For a reader of `tool` on a release after the era, whether their version is at or after a given release; null for a
 * reader within the era, with no version of the tool, or one that does not parse.
 */
function readerReached(
  reader: ReaderVersions,
  tool: FlagTool,
  table: LaterFlagTable,
): ((release: string | undefined) => release is string) | null {
  const own = reader[tool];
  if (!own || !isBeyond(own, table.era[tool])) return null;
  const ownVersion = parseToolVersion(own);
  if (!ownVersion.ok) return null;
  return (release: string | undefined): release is string => {
    const parsed = release === undefined ? null : parseToolVersion(release);
    return parsed !== null && parsed.ok && compareVersions(ownVersion.version, parsed.version) >= 0;
  };
}

/**
 * One sentence per flag of the block that the reader's version spells differently ("In Terragrunt 0.73.0 and later,
 * --terragrunt-non-interactive is --non-interactive.") or no longer has ("Terragrunt 0.85.0 removed
 * --terragrunt-non-interactive; use --non-interactive."). None for a reader within the site's era, with no version
 * of that tool, or one that does not parse.
 */
export function laterFlagNotes(flags: BlockFlag[], table: LaterFlagTable, reader: ReaderVersions): string[] {
  return flags.flatMap(({tool, name}) => {
    const change = table.changes[tool]?.[name];
    const reached = change ? readerReached(reader, tool, table) : null;
    if (!change || !reached) return [];
    const replacement = change.to && (change.value ? `${change.to} ${change.value}` : change.to);
    const toolName = TOOL_NAMES[tool];
    if (reached(change.removedIn))
      return [`${toolName} ${bare(change.removedIn)} removed ${name}${replacement ? `; use ${replacement}` : ''}.`];
    if (replacement && reached(change.renamedIn)) return [`In ${toolName} ${bare(change.renamedIn)} and later, ${name} is ${replacement}.`];
    return [];
  });
}

/**
 * One sentence per construct of the block that the reader's version no longer has ("Terragrunt 0.93.0 removed the skip
 * attribute."). None for a reader within the site's era, before the removal, with no version of that tool, or one that
 * does not parse.
 */
export function laterRemovalNotes(removed: BlockFlag[], table: LaterFlagTable, reader: ReaderVersions): string[] {
  return removed.flatMap(({tool, name: key}) => {
    const removedIn = table.removed?.[tool]?.[key];
    const reached = removedIn ? readerReached(reader, tool, table) : null;
    if (!reached?.(removedIn)) return [];
    const space = key.indexOf(' ');
    const [kind, name] = [key.slice(0, space), key.slice(space + 1)];
    return [`${TOOL_NAMES[tool]} ${bare(removedIn!)} removed the ${name} ${kind.replace('-', ' ')}.`];
  });
}
