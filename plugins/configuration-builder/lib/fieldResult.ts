/**
 * What a field gives: its value as HCL, checked against the input's type, or why it gives none (a
 * required input not set, a list's blank items, a value that does not fit, HCL that does not parse).
 */
import {
  describeSyntaxError,
  HclSyntaxError,
  parseExpressionWithComments,
  stringExpression as text,
  type Expression,
} from './hcl/expression';
import {checkValue, describeProblem, parseType, type HclType} from './hcl/types';
import type {FieldValue} from './configurationState';
import type {ConfigurableInput} from './service';

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
