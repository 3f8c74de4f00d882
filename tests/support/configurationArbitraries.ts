/**
 * Generated input for the configuration builder's round-trip tests (fast-check): what a reader can
 * put in each field of each input, and what HashiCorp's parser must read back from the file the
 * builder writes. Text is built from the fragments that broke earlier builders (quotes, `${`, `%{`,
 * dotted names, keywords, unicode) and from random graphemes.
 */
import fc from 'fast-check';
import type {HclType} from '../../plugins/configuration-builder/lib/hcl/types';
import type {FieldValue} from '../../plugins/configuration-builder/lib/configurationState';
import {fieldKindOf, type ConfigurableInput} from '../../plugins/configuration-builder/lib/serviceConfiguration';
import {parseType} from '../../plugins/configuration-builder/lib/hcl/types';
import {quoteString} from '../../plugins/configuration-builder/lib/hcl/write';

/**
 * The fixed seed of every generated test: a failure reproduces run after run. PROPERTY_SEED tries
 * another (to explore; a failure it finds becomes an example test), PROPERTY_RUNS multiplies the runs.
 */
export const SEED = Number(process.env.PROPERTY_SEED ?? 40);
export const RUNS_FACTOR = Number(process.env.PROPERTY_RUNS ?? 1);

/** A value as HashiCorp's hcl2json gives it back: its JSON form (where a literal `${` is written `$${`). */
export type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

const FRAGMENTS = [
  '"',
  '\\',
  '\\n',
  '${',
  '%{',
  '$${',
  '%%{',
  '}',
  '{',
  '$',
  '%',
  '.',
  'var.',
  'local.',
  'data.',
  'terraform.',
  'module.',
  'dependency.vpc.outputs.',
  'example.com',
  'é',
  '☃',
  '𝄞',
  ' ',
  '\t',
  'for',
  'in',
  'if',
  'null',
  'true',
  '#',
  '//',
  '/*',
  '*/',
  '<<EOT',
  'EOT',
  '\u00a0',
  '\u2028',
  '\u007f',
  '\u0001',
  '=',
  ',',
];

/** Text as a reader types it into a one-line field (a text field drops line breaks). */
export const lineText = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({unit: 'grapheme', maxLength: 5})), {maxLength: 7})
  .map((parts) => parts.join('').replace(/[\r\n]/g, ''));

/** Text for a string inside an expression, where line breaks are possible (a heredoc holds lines that each end with one). */
const anyText = fc.oneof(
  lineText,
  fc.array(lineText, {minLength: 1, maxLength: 3}).map((lines) => lines.join('\n')),
  fc.array(lineText, {minLength: 1, maxLength: 3}).map((lines) => `${lines.join('\n')}\n`),
);

/** A map key: often one that cannot stand bare (a keyword, a literal's name, a dotted or spaced name). */
export const keyText = fc.oneof(
  fc.constantFrom('for', 'in', 'if', 'null', 'true', 'false', 'Name', 'kubernetes.io/role/elb', 'a b', '${x}', '%{ if }'),
  lineText,
);

/** A number as a reader types it. */
export const numberText = fc.oneof(
  fc.integer({min: -1_000_000_000, max: 1_000_000_000}).map(String),
  fc.tuple(fc.integer({min: -99_999, max: 99_999}), fc.integer({min: 0, max: 9_999})).map(([whole, fraction]) => `${whole}.${fraction}`),
  fc
    .tuple(fc.integer({min: 1, max: 9}), fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.integer({min: 0, max: 12}))
    .map(([digit, e, sign, exponent]) => `${digit}${e}${sign}${exponent}`),
);

/**
 * The JSON form of a literal string as HashiCorp reads it: in Unicode's composed form (HCL
 * normalizes string literals to NFC, so a decomposed é or a compatibility ideograph reads as its
 * composed equal), with `${` and `%{` doubled.
 */
export const jsonString = (value: string): string => value.normalize('NFC').replace(/([$%])\{/g, '$1$1{');

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const RESERVED = new Set(['true', 'false', 'null', 'for', 'in', 'if']);

/** A literal value of `type`, as plain JS (strings unescaped). */
export function literalOf(type: HclType, depth = 0): fc.Arbitrary<Json> {
  const deeper = depth >= 3;
  switch (type.kind) {
    case 'string':
      return anyText;
    case 'number':
      return numberText.map(Number);
    case 'bool':
      return fc.boolean();
    case 'any':
      return deeper
        ? fc.oneof(anyText, fc.boolean(), numberText.map(Number))
        : fc.oneof(
            anyText,
            fc.boolean(),
            numberText.map(Number),
            fc.array(literalOf({kind: 'string'}, depth + 1), {maxLength: 3}),
            fc.dictionary(keyText, literalOf({kind: 'string'}, depth + 1), {maxKeys: 3}),
          );
    case 'list':
    case 'set':
      return fc.array(literalOf(type.element, depth + 1), {maxLength: deeper ? 1 : 3});
    case 'tuple':
      return fc.tuple(...type.elements.map((element) => literalOf(element, depth + 1)));
    case 'map':
      return fc.dictionary(keyText, literalOf(type.element, depth + 1), {maxKeys: deeper ? 1 : 3});
    case 'object': {
      const required = Object.fromEntries(
        type.attributes
          .filter((attribute) => !attribute.optional)
          .map((attribute) => [attribute.name, literalOf(attribute.type, depth + 1)]),
      );
      const optional = type.attributes.filter((attribute) => attribute.optional);
      return fc
        .tuple(
          fc.record(required),
          fc
            .subarray(optional)
            .chain((chosen) =>
              fc.record(Object.fromEntries(chosen.map((attribute) => [attribute.name, literalOf(attribute.type, depth + 1)]))),
            ),
        )
        .map(([a, b]) => ({...a, ...b}) as Json);
    }
  }
}

/** How a reader lays out HCL: the choices the writer of a literal draws. */
interface Layout {
  multiline: boolean;
  trailingComma: boolean;
  comments: boolean;
  colon: boolean;
  quoteKeys: boolean;
  heredoc: boolean;
}

const layout: fc.Arbitrary<Layout> = fc.record({
  multiline: fc.boolean(),
  trailingComma: fc.boolean(),
  comments: fc.boolean(),
  colon: fc.boolean(),
  quoteKeys: fc.boolean(),
  heredoc: fc.boolean(),
});

/** A heredoc of `value` where one can hold it (it ends with a new line, and no line is the marker). */
function heredoc(value: string): string | null {
  if (!value.endsWith('\n') || value.split('\n').some((line) => line.trim() === 'EOT') || value.includes('\r')) return null;
  return `<<EOT\n${jsonString(value)}EOT`;
}

/** `value` written as HCL the way a reader might: spaced, split over lines, with commas and comments. */
export function writeLiteral(value: Json, style: Layout, indent = ''): string {
  const inner = `${indent}  `;
  const comment = style.comments ? ' # a note' : '';
  // After a heredoc's closing marker the line ends: a comma or a comment goes on the next line.
  const after = (item: string, tail: string) => (/\nEOT$/.test(item) ? (tail ? `${item}\n${inner}${tail}` : item) : `${item}${tail}`);
  if (value === null) return 'null';
  if (typeof value === 'string') return (style.heredoc && heredoc(value)) || quoteString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => writeLiteral(item, style, inner));
    if (!style.multiline && !items.some((item) => item.includes('\n'))) return `[${items.join(', ')}${style.trailingComma ? ',' : ''}]`;
    const lines = items.map((item, index) => after(item, `${index < items.length - 1 || style.trailingComma ? ',' : ''}${comment}`));
    return `[\n${lines.map((line) => `${inner}${line}`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (!style.quoteKeys && IDENTIFIER.test(name) && !RESERVED.has(name) ? name : quoteString(name));
  const items = entries.map(([name, item]) => `${key(name)} ${style.colon ? ':' : '='} ${writeLiteral(item, style, inner)}`);
  if (!style.multiline && !items.some((item) => item.includes('\n'))) return `{ ${items.join(', ')} }`;
  // In an object the new line after a heredoc separates the items: no comma there.
  return `{\n${items.map((item) => `${inner}${/\nEOT$/.test(item) ? after(item, comment.trim()) : `${item}${style.trailingComma ? ',' : ''}${comment}`}`).join('\n')}\n${indent}}`;
}

/** A literal's JSON form as HashiCorp gives it back: strings (and keys) in their JSON form. */
export function jsonForm(value: Json): Json {
  if (typeof value === 'string') return jsonString(value);
  if (Array.isArray(value)) return value.map(jsonForm);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [jsonString(key), jsonForm(item)]));
  return value;
}

/** Expressions that Terraform evaluates, as the writer lays them out (hcl2json quotes their text, so layout must match). */
export const referenceText = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    `var.${name}`,
    `local.${name}`,
    'dependency.vpc.outputs.vpc_id',
    `module.base.${name}[0]`,
    `lower("${name}")`,
    `"\${var.prefix}-${name}"`,
    `var.enabled ? var.${name} : null`,
    `[for item in var.items : item.${name}]`,
  );

/** What a reader leaves in one field, and what the file must hold for it (undefined: left out). */
export interface FieldCase {
  field: FieldValue | undefined;
  /** The JSON form the file holds, known in advance (a literal typed as HCL too); undefined: left out, or a reference. */
  expected: Json | undefined;
  /** HCL the reader typed. A reference's expectation is HashiCorp's reading of it; a literal's must equal `expected`. */
  typed?: string;
}

/** A field case for `input`: not set, a value in its own editor, or an HCL expression (a literal laid out any way, or a reference). */
export function fieldCase(input: ConfigurableInput): fc.Arbitrary<FieldCase> {
  const type = parseType(input.type);
  const kind = fieldKindOf(type);
  const unset = fc.constant<FieldCase>({field: undefined, expected: undefined});
  const expression = fc.oneof(
    fc.tuple(literalOf(type), layout).map(([value, style]): FieldCase => {
      const typed = writeLiteral(value, style);
      return {field: {kind: 'expression', text: typed}, expected: jsonForm(value), typed};
    }),
    referenceText(input.name).map((typed): FieldCase => ({field: {kind: 'expression', text: typed}, expected: undefined, typed})),
  );
  let own: fc.Arbitrary<FieldCase>;
  switch (kind) {
    case 'string':
      own = lineText.map((text) => ({field: {kind, text}, expected: text === '' ? undefined : jsonString(text)}));
      break;
    case 'number':
      own = numberText.map((text) => ({field: {kind, text}, expected: Number(text)}));
      break;
    case 'bool':
      own = fc.boolean().map((value) => ({field: {kind, value}, expected: value}));
      break;
    case 'list':
      // A blank item is a value still to be typed: the files leave it out, and the list when every item is blank.
      own = fc.array(lineText, {maxLength: 4}).map((items) => {
        const filled = items.filter((item) => item.trim() !== '');
        return {field: {kind, items}, expected: filled.length === 0 ? undefined : filled.map(jsonString)};
      });
      break;
    case 'map':
      own = fc
        .uniqueArray(fc.tuple(keyText, lineText), {maxLength: 4, selector: ([key]) => key})
        .filter((entries) => entries.every(([key]) => key.trim() !== ''))
        .map((entries) => ({
          field: {kind, entries},
          expected:
            entries.length === 0 ? undefined : Object.fromEntries(entries.map(([key, value]) => [jsonString(key), jsonString(value)])),
        }));
      break;
    default:
      return fc.oneof({weight: 1, arbitrary: unset}, {weight: 4, arbitrary: expression});
  }
  return fc.oneof({weight: 1, arbitrary: unset}, {weight: 4, arbitrary: own}, {weight: 2, arbitrary: expression});
}
