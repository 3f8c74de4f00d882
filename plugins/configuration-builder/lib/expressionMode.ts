/**
 * The "HCL expression" switch of a field: the same value written as HCL, and back in the field's
 * own editor where that editor can hold it.
 */
import {parseExpressionWithComments, stringExpression as text, type Expression} from './hcl/expression';
import type {HclType} from './hcl/types';
import {quoteString, writeExpression} from './hcl/write';
import type {FieldValue} from './configurationState';
import {fieldKindOf, type ConfigurableInput} from './service';

/** Text that reads as a reference: `var.x`, `local.x`, `dependency.vpc.outputs.vpc_id`. */
const REFERENCE = /^(var|local|dependency|module|data|path|terraform)\.[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*|\[[^\]]+\])*$/;
export const isReference = (text: string): boolean => REFERENCE.test(text.trim());

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
