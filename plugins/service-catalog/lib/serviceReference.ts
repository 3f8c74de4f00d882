/**
 * Pure helpers for the generated Service Catalog API reference: anchors, the order of entries,
 * how types and defaults are shown, and the parts of a description.
 */

/** Lists at least this long get a filter field. */
export const FILTER_FROM = 10;

export type ReferenceKind = 'inputs' | 'outputs';

export interface ReferenceInput {
  name: string;
  required: boolean;
  type: string | null;
  default: string | null;
  description: string;
}

export interface ReferenceOutput {
  name: string;
  description: string;
}

/** The stable anchor of an entry: `#input-allocated_storage`, `#output-primary_endpoint`. */
export const referenceAnchor = (kind: ReferenceKind, name: string): string => `${kind === 'inputs' ? 'input' : 'output'}-${name}`;

/** Required inputs first, then optional ones, each group in the interface's order. */
export function requiredFirst<T extends {required: boolean}>(inputs: readonly T[]): T[] {
  return [...inputs.filter((input) => input.required), ...inputs.filter((input) => !input.required)];
}

/** Types and defaults longer than this, or on several lines, are shown collapsed. */
export const LONG_HCL_CHARS = 48;

export const isLongHcl = (hcl: string): boolean => hcl.includes('\n') || hcl.length > LONG_HCL_CHARS;

/**
 * A one-line summary of a long HCL type: its constructors without their attributes,
 * `list(object({...}))` becomes `list(object)`.
 */
export function typeSummary(type: string): string {
  const head = /^[a-z]+(\([a-z]+)*/.exec(type.trim())?.[0] ?? 'any';
  const opened = (head.match(/\(/g) ?? []).length;
  return `${head}${')'.repeat(opened)}`;
}

/** A one-line summary of a long default: its first line, shortened. */
export function defaultSummary(hcl: string): string {
  const first = hcl.trim().split('\n')[0].trim();
  return first.length > LONG_HCL_CHARS || hcl.includes('\n') ? `${first.slice(0, LONG_HCL_CHARS - 2)} …` : first;
}

export type DescriptionPart = {kind: 'text'; text: string} | {kind: 'code'; text: string; anchor: string | null};

/**
 * A description split into text and inline code. Code naming an input or output of the same
 * service links to its entry: entries of `ownKind` are preferred, then those of the other kind.
 * Only names with an underscore link: a one-word name such as `name` or `port` in a description
 * is as often a field of an object as the input of that name.
 */
export function descriptionParts(
  text: string,
  ownKind: ReferenceKind,
  names: Record<ReferenceKind, ReadonlySet<string>>,
): DescriptionPart[] {
  const otherKind: ReferenceKind = ownKind === 'inputs' ? 'outputs' : 'inputs';
  return text.split(/(`[^`]+`)/).flatMap((piece): DescriptionPart[] => {
    if (!piece) return [];
    if (!/^`[^`]+`$/.test(piece)) return [{kind: 'text', text: piece}];
    const code = piece.slice(1, -1);
    const linkable = code.includes('_');
    const kind = !linkable ? null : names[ownKind].has(code) ? ownKind : names[otherKind].has(code) ? otherKind : null;
    return [{kind: 'code', text: code, anchor: kind ? referenceAnchor(kind, code) : null}];
  });
}

/** Whether an entry's name matches a filter: case-insensitive, `-` and `_` alike, any part. */
export function matchesFilter(name: string, filter: string): boolean {
  const normalize = (value: string) => value.toLowerCase().replace(/-/g, '_').trim();
  const wanted = normalize(filter);
  return !wanted || normalize(name).includes(wanted);
}

/** The labels of an entry's "Copy link" button, in its three states. */
export const COPY_LINK_LABELS = {idle: 'Copy link', copied: 'Link copied', failed: 'Copy failed'} as const;

/** How an optional input's "Add to configuration" button looks when the input is in the builder or not. */
export function addButtonLook(added: boolean): {className: string; label: string} {
  return added
    ? {className: 'button button--sm button--secondary', label: 'In configuration'}
    : {className: 'button button--sm button--outline button--primary', label: 'Add to configuration'};
}
