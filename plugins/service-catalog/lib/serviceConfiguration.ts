/**
 * The configuration builder's model, pure and browser-safe: one field per input, typed from the
 * input's HCL type; the value each field gives, checked against that type; and the two outputs, a
 * Terraform `module` block and a Terragrunt `terragrunt.hcl`, written as terraform fmt writes them.
 *
 * What the reader typed is what the code holds: a text field is always a string (an expression is
 * the reader's choice, field by field); a field not set is left out, so the module's default
 * applies (a comment says so); a field whose value does not fit keeps, in the code, the last value
 * that did (`state.kept`). tests/unit/service-catalog/builderRoundTrip.test.ts holds it to HashiCorp's parser on
 * generated values of every input of every service.
 */
import {describeSyntaxError, HclSyntaxError, parseExpressionWithComments, type Expression} from './hcl/expression';
import {checkValue, describeProblem, describeType, parseType, type HclType} from './hcl/types';
import {quoteString, writeAttribute, writeBlock, writeExpression, type BlockLine, type HclBlock} from './hcl/write';
import {emptyState, type ConfigurationState, type FieldValue} from './configurationState';

export {emptyState, type ConfigurationState, type FieldValue};

/** An input as the builder knows it (the interface data, without descriptions). */
export interface ConfigurableInput {
  name: string;
  required: boolean;
  /** HCL type constraint; null where the module declares none. */
  type: string | null;
  /** The default as HCL (`null` included); null for required inputs. */
  default: string | null;
}

/** A service as the builder knows it. */
export interface ConfigurableService {
  /** `data-storage/amazon-rds`. */
  key: string;
  repository: string;
  version: string;
  /** `modules/data-stores/rds`. */
  module: string;
  inputs: ConfigurableInput[];
}

/** An input another service's output can give, through a Terragrunt `dependency` block. */
export interface Wire {
  input: string;
  /** The dependency block's name (`vpc`). */
  dependency: string;
  /** The producing service's module path, for `config_path`. */
  module: string;
  output: string;
}

export type FieldKind = 'string' | 'number' | 'bool' | 'list' | 'map' | 'expression';

/** The field that edits a value of `type`: text, number, true/false, list, key-value rows, or an HCL expression. */
export function fieldKindOf(type: HclType): FieldKind {
  if (type.kind === 'string' || type.kind === 'number' || type.kind === 'bool') return type.kind;
  if ((type.kind === 'list' || type.kind === 'set') && type.element.kind === 'string') return 'list';
  if (type.kind === 'map' && type.element.kind === 'string') return 'map';
  return 'expression';
}

/** Text that reads as a reference: `var.x`, `local.x`, `dependency.vpc.outputs.vpc_id`. */
const REFERENCE = /^(var|local|dependency|module|data|path|terraform)\.[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*|\[[^\]]+\])*$/;
export const isReference = (text: string): boolean => REFERENCE.test(text.trim());

/**
 * Required inputs whose value is one of the reader's own (plugins/reader-values): the builder
 * fills them with the value the reader set (never with the documented placeholder), and the static
 * example shows its marker, which the code block fills.
 */
export const READER_VALUE_INPUTS: Readonly<Record<string, string>> = {
  aws_region: 'region',
  domain_name: 'domain',
  route53_lookup_domain_name: 'domain',
  security_account_id: 'security-account-id',
};

/** The reader's own value for an input that takes one (`ownValues` holds only values the reader set). */
export function readerValueFor(
  input: ConfigurableInput,
  type: HclType,
  ownValues: Readonly<Record<string, string>> | undefined,
): string | undefined {
  if (!input.required || fieldKindOf(type) !== 'string') return undefined;
  const name = READER_VALUE_INPUTS[input.name];
  return name === undefined ? undefined : ownValues?.[name];
}

/** The field as the builder shows it: what the reader set, else the reader's own value where the input takes one. */
export function effectiveField(
  input: ConfigurableInput,
  type: HclType,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): FieldValue | undefined {
  const field = state.values[input.name];
  if (field !== undefined) return field;
  const own = readerValueFor(input, type, ownValues);
  return own === undefined ? undefined : {kind: 'string', text: own};
}

/** A field with nothing in it: no text, no item, no row. */
export function isEmptyField(field: FieldValue): boolean {
  switch (field.kind) {
    case 'bool':
      return false;
    case 'list':
      return field.items.length === 0;
    case 'map':
      return field.entries.length === 0;
    case 'expression':
      return field.text.trim() === '';
    default:
      return field.text === '';
  }
}

/**
 * What a field gives: an HCL value, or `null` when it is not set (the input is left out and the
 * module's default applies), or why it cannot. `comments`: comments in an expression, which the
 * code does not carry.
 */
export type FieldResult =
  | {ok: true; value: Expression | null; comments: number}
  | {
      ok: false;
      problem: string;
      /** A required input without a value: nothing set, or a list whose every item is blank. */
      missing: boolean;
      /** The blank items of a list (numbered from 1): missing values, which the code leaves out. */
      blankItems?: number[];
    };

/** Whether a list item holds nothing but spaces: a value still to be typed, never one to write. */
export const isBlankItem = (item: string): boolean => item.trim() === '';

/** "Item 2 is blank", "Items 1 and 3 are blank". */
function blankItemsProblem(numbers: number[]): string {
  const names = numbers.length === 1 ? `Item ${numbers[0]} is` : `Items ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} are`;
  return `${names} blank: type ${numbers.length === 1 ? 'a value or remove it' : 'values or remove them'}.`;
}

const text = (value: string): Expression => ({kind: 'string', value, heredoc: null});
const NUMBER = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function numberValue(source: string): Expression {
  const negative = source.startsWith('-');
  const digits = negative ? source.slice(1) : source;
  const number: Expression = {kind: 'number', value: Number(digits), source: digits};
  return negative ? {kind: 'unary', operator: '-', operand: number} : number;
}

/** Converts a field to the value its input gets, checking it against the input's type. */
export function fieldResult(input: ConfigurableInput, field: FieldValue | undefined, type: HclType = parseType(input.type)): FieldResult {
  if (field === undefined || isEmptyField(field)) {
    return input.required ? {ok: false, problem: 'Required: enter a value.', missing: true} : {ok: true, value: null, comments: 0};
  }
  const fits = (value: Expression, comments = 0): FieldResult => {
    const problems = checkValue(value, type);
    if (problems.length === 0) return {ok: true, value, comments};
    return {ok: false, problem: `${problems.slice(0, 3).map(describeProblem).join('. ')}.`, missing: false};
  };
  switch (field.kind) {
    case 'bool':
      return fits({kind: 'bool', value: field.value});
    case 'string':
      return fits(text(field.text));
    case 'number': {
      const trimmed = field.text.trim();
      if (!NUMBER.test(trimmed)) {
        return {ok: false, problem: `Enter a number, or tick "HCL expression" for a reference such as var.${input.name}.`, missing: false};
      }
      return fits(numberValue(trimmed));
    }
    case 'list': {
      const blankItems = field.items.flatMap((item, index) => (isBlankItem(item) ? [index + 1] : []));
      if (blankItems.length > 0) {
        const missing = input.required && blankItems.length === field.items.length;
        return {ok: false, problem: blankItemsProblem(blankItems), missing, blankItems};
      }
      return fits({kind: 'tuple', elements: field.items.map(text)});
    }
    case 'map': {
      if (field.entries.some(([key]) => key.trim() === '')) return {ok: false, problem: 'Every row needs a key.', missing: false};
      const keys = field.entries.map(([key]) => key);
      const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
      if (duplicate !== undefined) return {ok: false, problem: `The key "${duplicate}" is there twice.`, missing: false};
      return fits({kind: 'object', items: field.entries.map(([key, value]) => ({key: text(key), value: text(value)}))});
    }
    case 'expression': {
      const source = field.text.trim();
      try {
        const {expression, comments} = parseExpressionWithComments(source);
        return fits(expression, comments);
      } catch (error) {
        if (error instanceof HclSyntaxError) {
          return {ok: false, problem: `Not valid HCL: ${describeSyntaxError(source, error)}.`, missing: false};
        }
        throw error;
      }
    }
  }
}

/**
 * The state after the reader sets a field (`next` undefined: cleared). A field emptied is not set,
 * except where the reader's own value would fill it again: there it stays, empty. A field that
 * stops fitting keeps its last good value for the code (`kept`) until it fits again or is cleared.
 * An emptied expression field of a plain input stays, so that the field keeps the reader's choice.
 */
export function setFieldValue(
  state: ConfigurationState,
  input: ConfigurableInput,
  type: HclType,
  next: FieldValue | undefined,
  ownValues?: Readonly<Record<string, string>>,
): ConfigurationState {
  const {name} = input;
  const previous = effectiveField(input, type, state, ownValues);
  const filled = readerValueFor(input, type, ownValues) !== undefined;
  const values = {...state.values};
  const kept = {...state.kept};
  const cleared = next === undefined || isEmptyField(next);
  // An empty expression field of a plain input stays: the reader chose to write an expression there.
  const chosenMode = next?.kind === 'expression' && fieldKindOf(type) !== 'expression';
  if (cleared && !filled && !chosenMode) delete values[name];
  else values[name] = next ?? {kind: 'string', text: ''};
  const result = fieldResult(input, next, type);
  // A list with blank items writes its other items (codeValue): no last good value to keep.
  if (cleared || result.ok || result.blankItems) {
    delete kept[name];
  } else if (!(name in kept) && previous !== undefined && !isEmptyField(previous) && fieldResult(input, previous, type).ok) {
    kept[name] = previous;
  }
  return {...state, values, kept};
}

/**
 * The value the code holds for an input: the field's, else the kept one while the field does not
 * fit; null when not set. A list's blank items are left out, and a list of nothing but blank items
 * is not set.
 */
export function codeValue(
  input: ConfigurableInput,
  type: HclType,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): Expression | null {
  const field = effectiveField(input, type, state, ownValues);
  const result = fieldResult(input, field, type);
  if (result.ok) return result.value;
  if (result.blankItems && field?.kind === 'list') {
    const filled = fieldResult(input, {kind: 'list', items: field.items.filter((item) => !isBlankItem(item))}, type);
    return filled.ok ? filled.value : null;
  }
  if (result.missing) return null;
  const kept = state.kept[input.name];
  if (kept === undefined) return null;
  const keptResult = fieldResult(input, kept, type);
  return keptResult.ok ? keptResult.value : null;
}

/** Whether the field of `type` can be switched to an HCL expression and back: every field but one that already takes one. */
export const hasExpressionMode = (type: HclType): boolean => fieldKindOf(type) !== 'expression';

/**
 * The field as an HCL expression, for the reader who ticks "HCL expression": the same value, written
 * as HCL. Text that reads as a reference becomes that reference (the reader ticked it for that).
 */
export function toExpressionField(field: FieldValue | undefined): FieldValue {
  if (field === undefined) return {kind: 'expression', text: ''};
  switch (field.kind) {
    case 'expression':
      return field;
    case 'string':
      return {kind: 'expression', text: field.text === '' || isReference(field.text) ? field.text.trim() : quoteString(field.text)};
    case 'number':
      return {kind: 'expression', text: field.text.trim()};
    case 'bool':
      return {kind: 'expression', text: String(field.value)};
    case 'list':
      return {
        kind: 'expression',
        text: field.items.length === 0 ? '' : writeExpression({kind: 'tuple', elements: field.items.map(text)}, ''),
      };
    case 'map':
      return {
        kind: 'expression',
        text:
          field.entries.length === 0
            ? ''
            : writeExpression({kind: 'object', items: field.entries.map(([key, value]) => ({key: text(key), value: text(value)}))}, ''),
      };
  }
}

/**
 * The field back in its own editor, for the reader who unticks "HCL expression": the same value
 * where the editor can hold it. A string field takes any text back (as text: the reader unticked
 * it for that); another editor refuses an expression it cannot hold, and says why.
 */
export function fromExpressionField(
  input: ConfigurableInput,
  type: HclType,
  source: string,
): {ok: true; field: FieldValue | undefined} | {ok: false; problem: string} {
  const kind = fieldKindOf(type);
  if (source.trim() === '') return {ok: true, field: undefined};
  let expression: Expression | null = null;
  try {
    expression = parseExpressionWithComments(source.trim()).expression;
  } catch {
    expression = null;
  }
  const plainString = (value: Expression | null): value is Expression & {kind: 'string'} =>
    value !== null && value.kind === 'string' && !value.value.includes('\n');
  const refuse = (editor: string) => ({
    ok: false as const,
    problem: `This expression is not ${editor}: edit it to one, or clear it, to switch back.`,
  });
  switch (kind) {
    case 'string':
      return {ok: true, field: {kind, text: plainString(expression) ? expression.value : source}};
    case 'number':
      if (expression?.kind === 'number') return {ok: true, field: {kind, text: expression.source}};
      if (expression?.kind === 'unary' && expression.operator === '-' && expression.operand.kind === 'number') {
        return {ok: true, field: {kind, text: `-${expression.operand.source}`}};
      }
      return refuse('a plain number');
    case 'bool':
      return expression?.kind === 'bool' ? {ok: true, field: {kind, value: expression.value}} : refuse('true or false');
    case 'list':
      if (expression?.kind === 'tuple' && expression.elements.every(plainString)) {
        return {ok: true, field: {kind, items: expression.elements.map((element) => (element as {value: string}).value)}};
      }
      return refuse('a plain list of strings');
    case 'map':
      if (expression?.kind === 'object') {
        const entries = expression.items.map((item): [string, string] | null => {
          const key = item.key.kind === 'identifier' ? item.key.name : plainString(item.key) ? item.key.value : null;
          return key !== null && plainString(item.value) ? [key, item.value.value] : null;
        });
        if (entries.every((entry) => entry !== null)) return {ok: true, field: {kind, entries: entries as [string, string][]}};
      }
      return refuse('a plain map of strings');
    default:
      return {ok: true, field: {kind: 'expression', text: source}};
  }
}

/** The inputs the configuration sets, in the interface's order: every required one, and those added. */
export function configuredInputs(service: ConfigurableService, state: ConfigurationState): ConfigurableInput[] {
  const added = new Set(state.added);
  return service.inputs.filter((input) => input.required || added.has(input.name));
}

/** `git::git@github.com:gruntwork-io/<repo>.git//<module>?ref=<version>`. */
export const moduleSource = (service: Pick<ConfigurableService, 'repository' | 'version' | 'module'>): string =>
  `git::git@github.com:gruntwork-io/${service.repository}.git//${service.module}?ref=${service.version}`;

/** The module block's name: the module folder's name, as an identifier. */
export const moduleName = (module: string): string => module.split('/').at(-1)!.replace(/-/g, '_');

/** The folder of a module's `terragrunt.hcl` in an infrastructure-live repository: its path under modules/. */
const liveFolder = (module: string): string => module.replace(/^modules\//, '');

/** `config_path` from one live folder to another: `../vpc`, `../../networking/vpc`. */
export function configPath(fromModule: string, toModule: string): string {
  const from = liveFolder(fromModule).split('/');
  const to = liveFolder(toModule).split('/');
  let common = 0;
  while (common < from.length - 1 && common < to.length - 1 && from[common] === to[common]) common += 1;
  return [...Array(from.length - common).fill('..'), ...to.slice(common)].join('/');
}

/** Values by input name, as the code writes them; null: not set (left out, with a comment). */
export type InputValues = Record<string, Expression | null>;

/** The value of each configured input, as the code writes it. */
export function inputValues(
  service: ConfigurableService,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): InputValues {
  return Object.fromEntries(
    configuredInputs(service, state).map((input) => [input.name, codeValue(input, parseType(input.type), state, ownValues)]),
  );
}

/** Longest default a comment quotes; a longer (or multi-line) one is named, not quoted. */
const MAX_QUOTED_DEFAULT = 60;

/**
 * The comment that stands for an input the code leaves out: a required one not set yet (Terraform
 * will say it is missing), or an optional one whose default applies.
 */
export function unsetComment(input: ConfigurableInput, type: HclType = parseType(input.type)): string {
  if (input.required) return `${input.name} = <${describeType(type)}, required>`;
  const fallback = input.default ?? 'null';
  return fallback.includes('\n') || fallback.length > MAX_QUOTED_DEFAULT
    ? `${input.name}: not set, so the module's default applies`
    : `${input.name} = ${fallback} (default)`;
}

/** The configured inputs as two groups of lines, required then optional: attributes, and comments for those not set. */
function inputGroups(service: ConfigurableService, state: ConfigurationState, valueOf: (input: ConfigurableInput) => Expression | null) {
  const line = (input: ConfigurableInput): BlockLine => {
    const value = valueOf(input);
    return value === null ? {comment: unsetComment(input)} : {key: input.name, value};
  };
  const configured = configuredInputs(service, state);
  return [configured.filter((input) => input.required).map(line), configured.filter((input) => !input.required).map(line)];
}

/** The `module` block of the Terraform tab. */
export function terraformOutput(service: ConfigurableService, state: ConfigurationState, values: InputValues): string {
  const [required, optional] = inputGroups(service, state, (input) => values[input.name] ?? null);
  const block: HclBlock = {
    header: `module "${moduleName(service.module)}"`,
    groups: [[{key: 'source', value: quoteString(moduleSource(service))}], required, optional],
  };
  return writeBlock(block);
}

/** Whether Terragrunt takes an input from its dependency: the reader's choice, else while the field is not set. */
export const takesFromDependency = (state: ConfigurationState, values: InputValues, input: string): boolean =>
  state.wiring[input] ?? (values[input] === null || values[input] === undefined);

/** The wires that apply: those of configured inputs that take their dependency's output. */
export function activeWires(service: ConfigurableService, state: ConfigurationState, values: InputValues, wires: Wire[]): Wire[] {
  const configured = new Set(configuredInputs(service, state).map((input) => input.name));
  return wires.filter((wire) => configured.has(wire.input) && takesFromDependency(state, values, wire.input));
}

/** A stand-in value of `type` for `mock_outputs`, so that `plan` runs before the dependency is applied. */
export function mockValue(type: HclType, output: string): Expression {
  switch (type.kind) {
    case 'number':
      return {kind: 'number', value: 1, source: '1'};
    case 'bool':
      return {kind: 'bool', value: false};
    case 'list':
    case 'set':
      return {kind: 'tuple', elements: [mockValue(type.element, output)]};
    case 'tuple':
      return {kind: 'tuple', elements: type.elements.map((element) => mockValue(element, output))};
    case 'map':
      return {kind: 'object', items: []};
    case 'object':
      return {
        kind: 'object',
        items: type.attributes
          .filter((attribute) => !attribute.optional)
          .map((attribute) => ({key: {kind: 'identifier', name: attribute.name}, value: mockValue(attribute.type, attribute.name)})),
      };
    default:
      return text(`mock-${output.replace(/_/g, '-')}`);
  }
}

/** Terragrunt's commands that may run on mock outputs: those that change nothing. */
export const MOCK_OUTPUT_COMMANDS = ['validate', 'plan'];

/** The `terragrunt.hcl` of the Terragrunt tab, laid out as the Reference Architecture does. */
export function terragruntOutput(service: ConfigurableService, state: ConfigurationState, values: InputValues, wires: Wire[]): string {
  const active = activeWires(service, state, values, wires);
  const dependencies = [...new Set(active.map((wire) => wire.dependency))];
  const reference = (wire: Wire): Expression => ({
    kind: 'reference',
    name: 'dependency',
    steps: [
      {kind: 'attribute', name: wire.dependency},
      {kind: 'attribute', name: 'outputs'},
      {kind: 'attribute', name: wire.output},
    ],
  });
  const typeOf = (name: string) => parseType(service.inputs.find((input) => input.name === name)?.type ?? null);
  const dependencyBlock = (dependency: string): string => {
    const taken = active.filter((wire) => wire.dependency === dependency);
    const outputs = [...new Map(taken.map((wire) => [wire.output, wire])).values()];
    const mocks: Expression = {
      kind: 'object',
      items: outputs.map((wire) => ({key: {kind: 'identifier', name: wire.output}, value: mockValue(typeOf(wire.input), wire.output)})),
    };
    return writeBlock({
      header: `dependency "${dependency}"`,
      groups: [
        [{key: 'config_path', value: quoteString(configPath(service.module, taken[0].module))}],
        [
          {key: 'mock_outputs', value: mocks},
          {key: 'mock_outputs_allowed_terraform_commands', value: {kind: 'tuple', elements: MOCK_OUTPUT_COMMANDS.map(text)}},
        ],
      ],
    });
  };
  const valueOf = (input: ConfigurableInput): Expression | null => {
    const wire = active.find((candidate) => candidate.input === input.name);
    return wire ? reference(wire) : (values[input.name] ?? null);
  };
  const configured = configuredInputs(service, state);
  const parts = [
    writeBlock({header: 'terraform', groups: [[{key: 'source', value: quoteString(moduleSource(service))}]]}),
    writeBlock({header: 'include "root"', groups: [[{key: 'path', value: 'find_in_parent_folders()'}]]}),
    ...dependencies.map(dependencyBlock),
    configured.length > 0
      ? writeBlock({header: 'inputs =', groups: inputGroups(service, state, valueOf)})
      : writeAttribute('inputs', {kind: 'object', items: []}),
  ];
  return parts.join('\n');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored field of the right shape for an input whose own editor is `kind` (an expression fits any), or null. */
function sanitizeField(raw: unknown, kind: FieldKind): FieldValue | null {
  if (!isRecord(raw)) return null;
  if (raw.kind === 'expression' && typeof raw.text === 'string') return {kind: 'expression', text: raw.text};
  if (raw.kind !== kind) return null;
  if ((kind === 'string' || kind === 'number') && typeof raw.text === 'string') return {kind, text: raw.text};
  if (kind === 'bool' && typeof raw.value === 'boolean') return {kind, value: raw.value};
  if (kind === 'list' && isStringArray(raw.items)) return {kind, items: raw.items};
  if (kind === 'map' && Array.isArray(raw.entries) && raw.entries.every((entry) => isStringArray(entry) && entry.length === 2)) {
    return {kind, entries: raw.entries as [string, string][]};
  }
  return null;
}

/**
 * A field stored by the first builder, which read a reference where a text or number field's text
 * looked like one: kept as the code showed it then, an expression where it wrote a reference.
 */
function fromFirstBuilder(field: FieldValue): FieldValue {
  if ((field.kind === 'string' || field.kind === 'number') && isReference(field.text)) return {kind: 'expression', text: field.text.trim()};
  if (field.kind === 'list' && field.items.some(isReference)) {
    const elements = field.items.map((item) => (isReference(item) ? item.trim() : quoteString(item)));
    return {kind: 'expression', text: `[${elements.join(', ')}]`};
  }
  if (field.kind === 'map' && field.entries.some(([, value]) => isReference(value))) {
    const items = field.entries.map(
      ([key, value]) => `${quoteString(key.trim())} = ${isReference(value) ? value.trim() : quoteString(value)}`,
    );
    return {kind: 'expression', text: `{\n${items.map((item) => `  ${item}`).join('\n')}\n}`};
  }
  return field;
}

/** Keeps only what applies to `inputs`, with fields of the right shape: for state read from storage or a shared link. */
export function sanitizeState(raw: unknown, inputs: ConfigurableInput[]): ConfigurationState {
  const state = emptyState();
  if (!isRecord(raw)) return state;
  const byName = new Map(inputs.map((input) => [input.name, input]));
  const firstBuilder = !('wiring' in raw);
  if (isStringArray(raw.added)) state.added = [...new Set(raw.added.filter((name) => byName.get(name)?.required === false))];
  const fields = (source: unknown, target: Record<string, FieldValue>) => {
    if (!isRecord(source)) return;
    for (const [name, value] of Object.entries(source)) {
      const input = byName.get(name);
      const field = input ? sanitizeField(value, fieldKindOf(parseType(input.type))) : null;
      if (field) target[name] = firstBuilder ? fromFirstBuilder(field) : field;
    }
  };
  fields(raw.values, state.values);
  fields(raw.kept, state.kept);
  if (isRecord(raw.wiring)) {
    for (const [name, wired] of Object.entries(raw.wiring)) if (byName.has(name) && typeof wired === 'boolean') state.wiring[name] = wired;
  }
  // The first builder's list of inputs the reader took off their dependency.
  if (isStringArray(raw.unwired)) for (const name of raw.unwired) if (byName.has(name)) state.wiring[name] = false;
  return state;
}

/**
 * The state a link carries: what the reader set, and the reader's own values where fields show
 * them, so that the recipient sees the same configuration whatever values they have set.
 */
export function shareableState(
  service: ConfigurableService,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): ConfigurationState {
  const values = {...state.values};
  for (const input of configuredInputs(service, state)) {
    const field = effectiveField(input, parseType(input.type), state, ownValues);
    if (field !== undefined) values[input.name] = field;
  }
  return {...state, values};
}

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * What a configuration sets, in words, for the notice of "Start again": "2 values, 1 added input
 * and 1 Terragrunt dependency choice". A kept value belongs to a field already counted. Empty: "nothing".
 */
export function clearedSummary(state: ConfigurationState): string {
  const wiring = Object.keys(state.wiring).length;
  const parts = [
    ...(Object.keys(state.values).length > 0 ? [counted(Object.keys(state.values).length, 'value', 'values')] : []),
    ...(state.added.length > 0 ? [counted(state.added.length, 'added input', 'added inputs')] : []),
    ...(wiring > 0 ? [counted(wiring, 'Terragrunt dependency choice', 'Terragrunt dependency choices')] : []),
  ];
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** JSON with object keys in order: the same configuration gives the same text, whatever order it was set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two configurations set the same inputs to the same values. */
export function sameConfiguration(a: ConfigurationState, b: ConfigurationState): boolean {
  const comparable = (state: ConfigurationState) => ({...state, added: [...state.added].sort()});
  return canonical(comparable(a)) === canonical(comparable(b));
}
