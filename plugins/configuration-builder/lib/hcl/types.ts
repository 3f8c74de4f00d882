/**
 * Terraform type constraints (`string`, `list(object({...}))`, ...): parsed from the interface
 * data, and the check of a value against one, with Terraform's automatic conversions (a number or
 * a bool is a string, "5" is a number, a tuple is a list). A value that is only known when
 * Terraform runs (a reference, a call, an operation) conforms to any type.
 */
import {objectKeyName, parseExpression, type Expression} from './expression';

export type HclType =
  | {kind: 'string' | 'number' | 'bool' | 'any'}
  | {kind: 'list' | 'set' | 'map'; element: HclType}
  | {kind: 'tuple'; elements: HclType[]}
  | {kind: 'object'; attributes: ObjectAttribute[]};

export interface ObjectAttribute {
  name: string;
  type: HclType;
  /** Declared with `optional(...)` (Terraform 1.3): it may be left out. */
  optional: boolean;
}

const ANY: HclType = {kind: 'any'};

/** Reads a type constraint; `null` (an input with no declared type) is `any`. Throws on a malformed one. */
export function parseType(source: string | null): HclType {
  if (source === null) return ANY;
  return toType(parseExpression(source), source);
}

function toType(expression: Expression, source: string): HclType {
  const fail = (): never => {
    throw new Error(`not a type constraint: ${source}`);
  };
  if (expression.kind === 'reference' && expression.steps.length === 0) {
    if (['string', 'number', 'bool', 'any'].includes(expression.name)) return {kind: expression.name as 'string'};
    // The Terraform 0.11 spelling, which Terraform still reads as list(any), map(any), set(any).
    if (['list', 'map', 'set'].includes(expression.name)) return {kind: expression.name as 'list', element: ANY};
    return fail();
  }
  if (expression.kind !== 'call') return fail();
  const [argument] = expression.args;
  switch (expression.name) {
    case 'list':
    case 'set':
    case 'map':
      if (expression.args.length !== 1) fail();
      return {kind: expression.name, element: toType(argument, source)};
    case 'tuple':
      if (expression.args.length !== 1 || argument.kind !== 'tuple') fail();
      return {kind: 'tuple', elements: (argument as {elements: Expression[]}).elements.map((element) => toType(element, source))};
    case 'object': {
      if (expression.args.length !== 1 || argument.kind !== 'object') fail();
      const attributes = (argument as {items: {key: Parameters<typeof objectKeyName>[0]; value: Expression}[]}).items.map((item) => {
        const name = objectKeyName(item.key) ?? fail();
        const value = item.value;
        if (value.kind === 'call' && value.name === 'optional') {
          return {name, type: toType(value.args[0] ?? fail(), source), optional: true};
        }
        return {name, type: toType(value, source), optional: false};
      });
      return {kind: 'object', attributes};
    }
    default:
      return fail();
  }
}

/** How a type reads in a message: `list(string)`, `object`. */
export function describeType(type: HclType): string {
  switch (type.kind) {
    case 'list':
    case 'set':
    case 'map':
      return `${type.kind}(${describeType(type.element)})`;
    case 'tuple':
      return 'tuple';
    case 'object':
      return 'object';
    default:
      return type.kind;
  }
}

/** A problem of a value against its type: where (`[0].name`), and what. */
export interface TypeProblem {
  path: string;
  message: string;
}

const isUnknown = (value: Expression) =>
  ['template', 'reference', 'traversal', 'call', 'unary', 'binary', 'conditional', 'for'].includes(value.kind) &&
  !(value.kind === 'unary' && value.operator === '-' && value.operand.kind === 'number');

const valueKind: Record<Expression['kind'], string> = {
  string: 'a string',
  template: 'a string',
  number: 'a number',
  bool: 'true or false',
  null: 'null',
  tuple: 'a list',
  object: 'an object',
  reference: 'a reference',
  traversal: 'a reference',
  call: 'a function call',
  unary: 'an expression',
  binary: 'an expression',
  conditional: 'an expression',
  parens: 'an expression',
  for: 'a for expression',
};

const expectation: Record<HclType['kind'], string> = {
  string: 'a string',
  number: 'a number',
  bool: 'true or false',
  any: 'a value',
  list: 'a list',
  set: 'a list (a set)',
  map: 'a map of key = value',
  tuple: 'a list',
  object: 'an object',
};

const mismatch = (path: string, type: HclType, value: Expression): TypeProblem => ({
  path,
  message: `expected ${expectation[type.kind]}${type.kind === 'list' || type.kind === 'set' || type.kind === 'map' ? ` of ${describeType(type.element)}` : ''}, not ${valueKind[value.kind]}`,
});

/** Checks `value` against `type`, as Terraform converts an input's value; an empty list means it fits. */
export function checkValue(value: Expression, type: HclType, path = ''): TypeProblem[] {
  if (value.kind === 'parens') return checkValue(value.inner, type, path);
  if (type.kind === 'any' || value.kind === 'null' || isUnknown(value)) return [];
  const negative = value.kind === 'unary' ? value.operand : null;
  switch (type.kind) {
    case 'string':
      return ['string', 'number', 'bool'].includes(value.kind) || negative ? [] : [mismatch(path, type, value)];
    case 'number':
      if (value.kind === 'number' || negative) return [];
      if (value.kind === 'string' && /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value.value.trim())) return [];
      return [mismatch(path, type, value)];
    case 'bool':
      if (value.kind === 'bool' || (value.kind === 'string' && (value.value === 'true' || value.value === 'false'))) return [];
      return [mismatch(path, type, value)];
    case 'list':
    case 'set':
      if (value.kind !== 'tuple') return [mismatch(path, type, value)];
      return value.elements.flatMap((element, index) => checkValue(element, type.element, `${path}[${index}]`));
    case 'tuple':
      if (value.kind !== 'tuple') return [mismatch(path, type, value)];
      if (value.elements.length !== type.elements.length) {
        return [{path, message: `expected a list of ${type.elements.length} elements, not ${value.elements.length}`}];
      }
      return value.elements.flatMap((element, index) => checkValue(element, type.elements[index], `${path}[${index}]`));
    case 'map':
      if (value.kind !== 'object') return [mismatch(path, type, value)];
      return value.items.flatMap((item) =>
        checkValue(item.value, type.element, `${path}[${JSON.stringify(objectKeyName(item.key) ?? '?')}]`),
      );
    case 'object': {
      if (value.kind !== 'object') return [mismatch(path, type, value)];
      const problems: TypeProblem[] = [];
      const given = new Map<string, Expression>();
      for (const item of value.items) {
        const name = objectKeyName(item.key);
        if (name === null) continue;
        given.set(name, item.value);
        if (!type.attributes.some((attribute) => attribute.name === name)) {
          problems.push({
            path: `${path}.${name}`,
            message: `is not an attribute of this object (Terraform would drop it); it has ${type.attributes.map((a) => a.name).join(', ')}`,
          });
        }
      }
      for (const attribute of type.attributes) {
        const attributeValue = given.get(attribute.name);
        if (attributeValue === undefined) {
          if (!attribute.optional) problems.push({path: `${path}.${attribute.name}`, message: 'is missing'});
          continue;
        }
        problems.push(...checkValue(attributeValue, attribute.type, `${path}.${attribute.name}`));
      }
      return problems;
    }
  }
}

/** A problem as a sentence: "`[0].name` is missing", "expected a number, not a string". */
export function describeProblem(problem: TypeProblem): string {
  if (!problem.path) return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
  const where = problem.path.replace(/^\./, '');
  return problem.message.startsWith('expected') ? `${where}: ${problem.message}` : `${where} ${problem.message}`;
}
