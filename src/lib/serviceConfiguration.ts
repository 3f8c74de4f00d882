/**
 * The configuration builder's model, pure and browser-safe: one field per input, typed from the
 * input's HCL type; the value each field gives, checked against that type; and the two outputs, a
 * Terraform `module` block and a Terragrunt `terragrunt.hcl`, written as terraform fmt writes them.
 * The output only ever names inputs the service has, and a field whose value does not fit keeps
 * its last good value in the output (the component holds that).
 */
import {describeSyntaxError, HclSyntaxError, parseExpression, type Expression} from './hcl/expression';
import {checkValue, describeProblem, parseType, type HclType} from './hcl/types';
import {quoteString, writeAttribute, writeBlock, type HclBlock} from './hcl/write';
import {emptyState, type ConfigurationState, type FieldValue} from './configurationState';

export {emptyState, type ConfigurationState, type FieldValue};

/** An input as the builder knows it (the interface data, without descriptions). */
export interface ConfigurableInput {
  name: string;
  required: boolean;
  /** HCL type constraint; null where the module declares none. */
  type: string | null;
  /** The default as HCL; null for required inputs and for a `null` default. */
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

/** The field that edits a value of `type`: text, number, switch, list, key-value rows, or an HCL expression. */
export function fieldKindOf(type: HclType): FieldKind {
  if (type.kind === 'string' || type.kind === 'number' || type.kind === 'bool') return type.kind;
  if ((type.kind === 'list' || type.kind === 'set') && type.element.kind === 'string') return 'list';
  if (type.kind === 'map' && type.element.kind === 'string') return 'map';
  return 'expression';
}

/** A value the reader types where a literal goes, taken as a reference: `var.x`, `local.x`, `dependency.vpc.outputs.vpc_id`. */
const REFERENCE = /^(var|local|dependency|module|data|path|terraform)\.[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*|\[[^\]]+\])*$/;
export const isReference = (text: string): boolean => REFERENCE.test(text.trim());

/**
 * Required inputs whose value is one of the reader's own (src/lib/readerValues.ts): the builder
 * starts them at it, and the static example shows its marker, which the code block fills.
 */
export const READER_VALUE_INPUTS: Readonly<Record<string, string>> = {
  aws_region: 'region',
  domain_name: 'domain',
  route53_lookup_domain_name: 'domain',
  security_account_id: 'security-account-id',
};

/**
 * The field's starting value: the default for an optional input; for a required one, the reader's
 * value where the input takes one (`readerValues` by name), and empty otherwise.
 */
export function initialField(
  input: ConfigurableInput,
  type: HclType = parseType(input.type),
  readerValues?: Readonly<Record<string, string>>,
): FieldValue {
  const kind = fieldKindOf(type);
  const readerValue = input.required && kind === 'string' ? readerValues?.[READER_VALUE_INPUTS[input.name]] : undefined;
  if (readerValue !== undefined) return {kind: 'string', text: readerValue};
  const fallback = (): FieldValue =>
    kind === 'bool' ? {kind, value: false} : kind === 'list' ? {kind, items: []} : kind === 'map' ? {kind, entries: []} : {kind, text: ''};
  if (input.default === null) return fallback();
  let value: Expression;
  try {
    value = parseExpression(input.default);
  } catch {
    return kind === 'expression' ? {kind, text: input.default} : fallback();
  }
  if (kind === 'bool' && value.kind === 'bool') return {kind, value: value.value};
  if (kind === 'string' && value.kind === 'string') return {kind, text: value.value};
  if (kind === 'number' && value.kind === 'number') return {kind, text: value.source};
  if (kind === 'list' && value.kind === 'tuple' && value.elements.every((element) => element.kind === 'string')) {
    return {kind, items: value.elements.map((element) => (element as {value: string}).value)};
  }
  if (kind === 'map' && value.kind === 'object') {
    const entries = value.items.map((item): [string, string] | null => {
      const key = item.key.kind === 'identifier' ? item.key.name : item.key.kind === 'string' ? item.key.value : null;
      return key !== null && item.value.kind === 'string' ? [key, item.value.value] : null;
    });
    if (entries.every((entry) => entry !== null)) return {kind, entries: entries as [string, string][]};
  }
  return kind === 'expression' ? {kind, text: input.default} : fallback();
}

/** What a field gives: an HCL value, or why it cannot. `null` value: leave the input at its default. */
export type FieldResult = {ok: true; value: Expression} | {ok: false; problem: string};

const text = (value: string): Expression => ({kind: 'string', value, heredoc: null});

/** A text that is a literal or, when it reads as one, a reference. */
function literalOrReference(value: string): Expression {
  return isReference(value) ? parseExpression(value.trim()) : text(value);
}

function parseField(source: string): FieldResult {
  try {
    return {ok: true, value: parseExpression(source)};
  } catch (error) {
    if (error instanceof HclSyntaxError) return {ok: false, problem: `Not valid HCL: ${describeSyntaxError(source, error)}.`};
    throw error;
  }
}

/** The default of an optional input as a value, for a field left empty. */
function defaultValue(input: ConfigurableInput): Expression {
  return input.default === null ? {kind: 'null'} : parseExpression(input.default);
}

/** Converts a field to the value its input gets, checking it against the input's type. */
export function fieldResult(input: ConfigurableInput, field: FieldValue, type: HclType = parseType(input.type)): FieldResult {
  const required = () => ({ok: false as const, problem: 'Required: enter a value.'});
  let result: FieldResult;
  switch (field.kind) {
    case 'bool':
      return {ok: true, value: {kind: 'bool', value: field.value}};
    case 'string':
      if (field.text === '') return input.required ? required() : {ok: true, value: input.default === null ? {kind: 'null'} : text('')};
      return {ok: true, value: literalOrReference(field.text)};
    case 'number': {
      const trimmed = field.text.trim();
      if (trimmed === '') return input.required ? required() : {ok: true, value: defaultValue(input)};
      if (isReference(trimmed)) return {ok: true, value: parseExpression(trimmed)};
      if (!/^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(trimmed))
        return {ok: false, problem: `Enter a number (or a reference such as var.${input.name}).`};
      result = parseField(trimmed);
      break;
    }
    case 'list':
      return {ok: true, value: {kind: 'tuple', elements: field.items.map(literalOrReference)}};
    case 'map': {
      const keys = field.entries.map(([key]) => key.trim());
      if (keys.some((key) => key === '')) return {ok: false, problem: 'Every row needs a key.'};
      const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
      if (duplicate !== undefined) return {ok: false, problem: `The key "${duplicate}" is there twice.`};
      return {
        ok: true,
        value: {kind: 'object', items: field.entries.map(([key, value]) => ({key: text(key.trim()), value: literalOrReference(value)}))},
      };
    }
    case 'expression': {
      if (field.text.trim() === '') return input.required ? required() : {ok: true, value: defaultValue(input)};
      result = parseField(field.text.trim());
      break;
    }
  }
  if (!result.ok) return result;
  const problems = checkValue(result.value, type);
  if (problems.length > 0) return {ok: false, problem: `${problems.slice(0, 3).map(describeProblem).join('. ')}.`};
  return result;
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

/** Values by input name, as the outputs write them: the field's, or the last good one the component kept. */
export type InputValues = Record<string, Expression>;

/** The `module` block of the Terraform tab. */
export function terraformOutput(service: ConfigurableService, state: ConfigurationState, values: InputValues): string {
  const [required, optional] = inputGroups(service, state, (input) => values[input.name] ?? {kind: 'null'});
  const block: HclBlock = {
    header: `module "${moduleName(service.module)}"`,
    groups: [[{key: 'source', value: quoteString(moduleSource(service))}], required, optional],
  };
  return writeBlock(block);
}

/** The configured inputs with their values, required ones first and then optional ones, as two groups. */
function inputGroups(service: ConfigurableService, state: ConfigurationState, valueOf: (input: ConfigurableInput) => Expression) {
  const configured = configuredInputs(service, state);
  const attribute = (input: ConfigurableInput) => ({key: input.name, value: valueOf(input)});
  return [configured.filter((input) => input.required).map(attribute), configured.filter((input) => !input.required).map(attribute)];
}

/** The `terragrunt.hcl` of the Terragrunt tab, laid out as the Reference Architecture does. */
export function terragruntOutput(service: ConfigurableService, state: ConfigurationState, values: InputValues, wires: Wire[]): string {
  const configured = configuredInputs(service, state);
  const active = wires.filter((wire) => configured.some((input) => input.name === wire.input) && !state.unwired.includes(wire.input));
  const dependencies = [...new Map(active.map((wire) => [wire.dependency, wire])).values()];
  const valueOf = (input: ConfigurableInput): Expression => {
    const wire = active.find((candidate) => candidate.input === input.name);
    return wire
      ? {
          kind: 'reference',
          name: 'dependency',
          steps: [
            {kind: 'attribute', name: wire.dependency},
            {kind: 'attribute', name: 'outputs'},
            {kind: 'attribute', name: wire.output},
          ],
        }
      : (values[input.name] ?? {kind: 'null'});
  };
  const parts = [
    writeBlock({header: 'terraform', groups: [[{key: 'source', value: quoteString(moduleSource(service))}]]}),
    writeBlock({header: 'include "root"', groups: [[{key: 'path', value: 'find_in_parent_folders()'}]]}),
    ...dependencies.map((wire) =>
      writeBlock({
        header: `dependency "${wire.dependency}"`,
        groups: [[{key: 'config_path', value: quoteString(configPath(service.module, wire.module))}]],
      }),
    ),
    configured.length > 0
      ? writeBlock({header: 'inputs =', groups: inputGroups(service, state, valueOf)})
      : writeAttribute('inputs', {kind: 'object', items: []}),
  ];
  return parts.join('\n');
}

/** The wires that apply to a service's inputs. */
export const wiresFor = (service: ConfigurableService, wires: Wire[]): Wire[] =>
  wires.filter((wire) => service.inputs.some((input) => input.name === wire.input));

/** Keeps only what applies to `inputs`, with fields of the right shape: for state read from storage or a shared link. */
export function sanitizeState(raw: unknown, inputs: ConfigurableInput[]): ConfigurationState {
  const state = emptyState();
  if (typeof raw !== 'object' || raw === null) return state;
  const {added, values, unwired} = raw as Partial<Record<keyof ConfigurationState, unknown>>;
  const byName = new Map(inputs.map((input) => [input.name, input]));
  const isOptional = (name: unknown): name is string => typeof name === 'string' && byName.get(name)?.required === false;
  if (Array.isArray(added)) state.added = [...new Set(added.filter(isOptional))];
  if (Array.isArray(unwired))
    state.unwired = [...new Set(unwired.filter((name): name is string => typeof name === 'string' && byName.has(name)))];
  if (typeof values === 'object' && values !== null) {
    for (const [name, field] of Object.entries(values as Record<string, unknown>)) {
      const input = byName.get(name);
      if (!input || typeof field !== 'object' || field === null) continue;
      const kind = fieldKindOf(parseType(input.type));
      const value = field as Record<string, unknown>;
      if (value.kind !== kind) continue;
      if ((kind === 'string' || kind === 'number' || kind === 'expression') && typeof value.text === 'string')
        state.values[name] = {kind, text: value.text};
      else if (kind === 'bool' && typeof value.value === 'boolean') state.values[name] = {kind, value: value.value};
      else if (kind === 'list' && Array.isArray(value.items) && value.items.every((item) => typeof item === 'string'))
        state.values[name] = {kind, items: value.items};
      else if (
        kind === 'map' &&
        Array.isArray(value.entries) &&
        value.entries.every((entry) => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string'))
      ) {
        state.values[name] = {kind, entries: value.entries as [string, string][]};
      }
    }
  }
  return state;
}

/** The state as URL-safe text, for a link that restores it. */
export function encodeState(state: ConfigurationState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The state a link carries, kept to what applies to `inputs`; null when the text is not one. */
export function decodeState(text: string, inputs: ConfigurableInput[]): ConfigurationState | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return sanitizeState(JSON.parse(json), inputs);
  } catch {
    return null;
  }
}
