/**
 * Writes HCL as `terraform fmt` leaves it: two-space indentation, one space around operators and
 * after commas, and the `=` of consecutive one-line attributes aligned (a multi-line value stands
 * on its own). tests/unit/hclWrite.test.ts checks that HashiCorp's formatter changes nothing in
 * what it writes.
 */
import type {Expression, ObjectItem, TemplatePart, TraversalStep} from './expression';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const INDENT = '  ';

/** A string literal with Terraform's escapes; `${` and `%{` are doubled so they stay text. */
export function quoteString(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char < ' ') out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `"${out.replace(/([$%])\{/g, '$1$1{')}"`;
}

/** An object key as written: bare when it is a valid name, quoted otherwise. */
export const objectKey = (name: string): string =>
  IDENTIFIER.test(name) && !['true', 'false', 'null'].includes(name) ? name : quoteString(name);

function templateText(parts: TemplatePart[], inQuotes: boolean): string {
  return parts
    .map((part) => {
      if (part.kind === 'text') return inQuotes ? quoteString(part.text).slice(1, -1) : part.text.replace(/([$%])\{/g, '$1$1{');
      const open = part.kind === 'interpolation' ? '${' : '%{';
      const body = part.kind === 'interpolation' ? writeExpression(part.expression, '') : part.words;
      return `${open}${part.stripLeft ? '~ ' : ''}${body}${part.stripRight ? ' ~' : ''}}`;
    })
    .join('');
}

function heredocText(marker: string, indented: boolean, body: string): string {
  return `<<${indented ? '-' : ''}${marker}\n${body}${body.endsWith('\n') || body === '' ? '' : '\n'}${marker}`;
}

function writeStep(step: TraversalStep, indent: string): string {
  switch (step.kind) {
    case 'attribute':
      return `.${step.name}`;
    case 'index':
      return `[${writeExpression(step.key, indent)}]`;
    case 'splat':
      return step.brackets ? '[*]' : '.*';
    case 'legacyIndex':
      return `.${step.index}`;
  }
}

/** Whether an expression is written on more than one line. */
export const isMultiline = (text: string): boolean => text.includes('\n');

/** Longest one-line list before it is written one element a line. */
const MAX_INLINE_LIST = 80;

/**
 * Writes an expression. `indent` is the indentation of the line it starts on: the lines of a
 * multi-line value are indented from it.
 */
export function writeExpression(expression: Expression, indent: string): string {
  switch (expression.kind) {
    case 'string':
      return expression.heredoc
        ? heredocText(expression.heredoc.marker, expression.heredoc.indented, expression.value)
        : quoteString(expression.value);
    case 'template':
      return expression.heredoc
        ? heredocText(expression.heredoc.marker, expression.heredoc.indented, templateText(expression.parts, false))
        : `"${templateText(expression.parts, true)}"`;
    case 'number':
      return expression.source;
    case 'bool':
      return String(expression.value);
    case 'null':
      return 'null';
    case 'tuple':
      return writeTuple(expression.elements, indent);
    case 'object':
      return writeObject(expression.items, indent);
    case 'reference':
      return `${expression.name}${expression.steps.map((step) => writeStep(step, indent)).join('')}`;
    case 'traversal':
      return `${writeExpression(expression.base, indent)}${expression.steps.map((step) => writeStep(step, indent)).join('')}`;
    case 'call':
      return `${expression.name}(${expression.args.map((arg) => writeExpression(arg, indent)).join(', ')}${expression.expandFinal ? '...' : ''})`;
    case 'unary':
      return `${expression.operator}${writeExpression(expression.operand, indent)}`;
    case 'binary':
      return `${writeExpression(expression.left, indent)} ${expression.operator} ${writeExpression(expression.right, indent)}`;
    case 'conditional':
      return `${writeExpression(expression.condition, indent)} ? ${writeExpression(expression.then, indent)} : ${writeExpression(expression.otherwise, indent)}`;
    case 'parens':
      return `(${writeExpression(expression.inner, indent)})`;
    case 'for': {
      const names = expression.keyName ? `${expression.keyName}, ${expression.valueName}` : expression.valueName;
      const result = expression.key
        ? `${writeExpression(expression.key, indent)} => ${writeExpression(expression.value, indent)}${expression.group ? '...' : ''}`
        : writeExpression(expression.value, indent);
      const condition = expression.condition ? ` if ${writeExpression(expression.condition, indent)}` : '';
      const body = `for ${names} in ${writeExpression(expression.collection, indent)} : ${result}${condition}`;
      return expression.object ? `{ ${body} }` : `[${body}]`;
    }
  }
}

function writeTuple(elements: Expression[], indent: string): string {
  if (elements.length === 0) return '[]';
  const inner = indent + INDENT;
  const written = elements.map((element) => writeExpression(element, inner));
  const inline = `[${written.join(', ')}]`;
  if (!written.some(isMultiline) && indent.length + inline.length <= MAX_INLINE_LIST) return inline;
  return `[\n${written.map((text) => `${inner}${text},`).join('\n')}\n${indent}]`;
}

function writeObject(items: ObjectItem[], indent: string): string {
  if (items.length === 0) return '{}';
  const inner = indent + INDENT;
  const lines = items.map((item) => ({
    key:
      item.key.kind === 'identifier'
        ? item.key.name
        : item.key.kind === 'string' && !item.key.heredoc
          ? objectKey(item.key.value)
          : item.key.kind === 'parens'
            ? writeExpression(item.key, inner)
            : `(${writeExpression(item.key, inner)})`,
    value: writeExpression(item.value, inner),
  }));
  return `{\n${alignAttributes(lines, inner)}\n${indent}}`;
}

/**
 * Lines of `key = value` at `indent`, with the `=` of each run of one-line values aligned, as
 * terraform fmt does: a multi-line value is not aligned and ends the run.
 */
export function alignAttributes(lines: {key: string; value: string}[], indent: string): string {
  const out: string[] = [];
  let run: {key: string; value: string}[] = [];
  const flushRun = () => {
    const width = Math.max(0, ...run.map((line) => line.key.length));
    for (const line of run) out.push(`${indent}${line.key.padEnd(width)} = ${line.value}`);
    run = [];
  };
  for (const line of lines) {
    if (isMultiline(line.value)) {
      flushRun();
      out.push(`${indent}${line.key} = ${line.value}`);
    } else {
      run.push(line);
    }
  }
  flushRun();
  return out.join('\n');
}

/** A block (`module "rds" { ... }`, `inputs = { ... }` is an attribute) of attributes and blank-line-separated groups. */
export interface HclBlock {
  /** `module "rds"`, `terraform`, `include "root"`. */
  header: string;
  /** Groups of attributes, written with a blank line between groups. */
  groups: {key: string; value: Expression | string}[][];
}

/** Writes a block; a value given as a string is written as it is (already HCL). */
export function writeBlock(block: HclBlock): string {
  const body = block.groups
    .filter((group) => group.length > 0)
    .map((group) =>
      alignAttributes(
        group.map(({key, value}) => ({key, value: typeof value === 'string' ? value : writeExpression(value, INDENT)})),
        INDENT,
      ),
    )
    .join('\n\n');
  return body ? `${block.header} {\n${body}\n}\n` : `${block.header} {\n}\n`;
}

/** A top-level attribute (`inputs = { ... }`). */
export function writeAttribute(key: string, value: Expression): string {
  return `${key} = ${writeExpression(value, '')}\n`;
}
