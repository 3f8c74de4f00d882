/**
 * Writes HCL as `terraform fmt` leaves it: two-space indentation, one space around operators and
 * after commas, and the `=` of consecutive one-line attributes aligned (a multi-line value stands
 * on its own). plugins/configuration-builder/__tests__/hclExpression.test.ts checks that HashiCorp's formatter changes nothing in
 * what it writes.
 */
import {closesHeredoc, type Expression, type ObjectItem, type TemplatePart, type TraversalStep} from './expression';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const INDENT = '  ';

/** Template text with `${` and `%{` doubled, so that they stay text (in quotes and in heredocs alike). */
const escapeTemplateText = (text: string): string => text.replace(/([$%])\{/g, '$1$1{');

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
  return `"${escapeTemplateText(out)}"`;
}

/**
 * Names that cannot stand bare as an object key: the literals, and the keywords of for expressions
 * (`{ for = 1 }` opens a for expression). Quoted, they are keys like any other.
 */
const RESERVED_KEYS = new Set(['true', 'false', 'null', 'for', 'in', 'if']);

/** An object key as written: bare when it is a valid name, quoted otherwise. */
export const objectKey = (name: string): string => (IDENTIFIER.test(name) && !RESERVED_KEYS.has(name) ? name : quoteString(name));

function templateText(parts: TemplatePart[], inQuotes: boolean): string {
  return parts
    .map((part) => {
      if (part.kind === 'text') return inQuotes ? quoteString(part.text).slice(1, -1) : escapeTemplateText(part.text);
      const open = part.kind === 'interpolation' ? '${' : '%{';
      const body = part.kind === 'interpolation' ? writeExpression(part.expression, '') : part.words;
      return `${open}${part.stripLeft ? '~ ' : ''}${body}${part.stripRight ? ' ~' : ''}}`;
    })
    .join('');
}

function heredocText(marker: string, indented: boolean, body: string): string {
  // A line of the body that reads as the marker would close the heredoc early: another marker then.
  const lines = body.split('\n');
  let chosen = marker;
  while (lines.some((line) => closesHeredoc(line, chosen))) chosen += '_';
  return `<<${indented ? '-' : ''}${chosen}\n${body}${body.endsWith('\n') || body === '' ? '' : '\n'}${chosen}`;
}

function writeStep(step: TraversalStep, indent: string): string {
  switch (step.kind) {
    case 'attribute':
      return `.${step.name}`;
    case 'index':
      return `[${lineAfter(writeExpression(step.key, indent), indent)}]`;
    case 'splat':
      return step.brackets ? '[*]' : '.*';
    case 'legacyIndex':
      return `.${step.index}`;
  }
}

/** Whether an expression is written on more than one line. */
export const isMultiline = (text: string): boolean => text.includes('\n');

/** Whether written HCL ends with a heredoc's closing marker: what follows must start on a new line. */
const endsWithHeredoc = (text: string): boolean => text.includes('<<') && /\n[ \t]*[A-Za-z_][A-Za-z0-9_-]*$/.test(text);

/** `text`, with a new line (at `indent`) after it where it ends with a heredoc: for what follows it inside brackets. */
const lineAfter = (text: string, indent: string): string => (endsWithHeredoc(text) ? `${text}\n${indent}` : text);

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
        ? heredocText(expression.heredoc.marker, expression.heredoc.indented, escapeTemplateText(expression.value))
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
    case 'call': {
      const args = expression.args.map((arg) => lineAfter(writeExpression(arg, indent), indent));
      return `${expression.name}(${args.join(', ')}${expression.expandFinal ? '...' : ''})`;
    }
    case 'unary':
      return `${expression.operator}${writeExpression(expression.operand, indent)}`;
    case 'binary':
      return `${lineAfter(writeExpression(expression.left, indent), indent)} ${expression.operator} ${writeExpression(expression.right, indent)}`;
    case 'conditional':
      return `${lineAfter(writeExpression(expression.condition, indent), indent)} ? ${lineAfter(writeExpression(expression.then, indent), indent)} : ${writeExpression(expression.otherwise, indent)}`;
    case 'parens':
      return `(${lineAfter(writeExpression(expression.inner, indent), indent)})`;
    case 'for': {
      const names = expression.keyName ? `${expression.keyName}, ${expression.valueName}` : expression.valueName;
      const value = lineAfter(writeExpression(expression.value, indent), indent);
      const result = expression.key
        ? `${lineAfter(writeExpression(expression.key, indent), indent)} => ${value}${expression.group ? '...' : ''}`
        : value;
      const condition = expression.condition
        ? `${result.endsWith('\n' + indent) ? '' : ' '}if ${lineAfter(writeExpression(expression.condition, indent), indent)}`
        : '';
      const body = `for ${names} in ${lineAfter(writeExpression(expression.collection, indent), indent)} : ${result}${condition}`;
      return expression.object ? `{ ${body}${body.endsWith('\n' + indent) ? '' : ' '}}` : `[${body}]`;
    }
  }
}

function writeTuple(elements: Expression[], indent: string): string {
  if (elements.length === 0) return '[]';
  const inner = indent + INDENT;
  const written = elements.map((element) => writeExpression(element, inner));
  const inline = `[${written.join(', ')}]`;
  if (!written.some(isMultiline) && indent.length + inline.length <= MAX_INLINE_LIST) return inline;
  return `[\n${written.map((text) => `${inner}${lineAfter(text, inner)},`).join('\n')}\n${indent}]`;
}

function writeObject(items: ObjectItem[], indent: string): string {
  if (items.length === 0) return '{}';
  const inner = indent + INDENT;
  const lines = items.map((item) => ({
    key:
      item.key.kind === 'identifier'
        ? objectKey(item.key.name)
        : item.key.kind === 'string' && !item.key.heredoc
          ? objectKey(item.key.value)
          : item.key.kind === 'parens'
            ? writeExpression(item.key, inner)
            : `(${writeExpression(item.key, inner)})`,
    value: writeExpression(item.value, inner),
  }));
  return `{\n${alignAttributes(lines, inner)}\n${indent}}`;
}

const HEREDOC_START = /^<<-?[A-Za-z_]/;

const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', {granularity: 'grapheme'}) : null;

/** The columns a key takes as terraform fmt counts them: grapheme clusters (an emoji, an accented letter: one each). */
function columns(text: string): number {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  if (!graphemes) return [...text].length;
  let count = 0;
  for (const segment of graphemes.segment(text)) count += segment.segment.length > 0 ? 1 : 0;
  return count;
}

/** A line of a block's body: `key = value`, or a comment (its text, without the `#`). */
export type BodyLine = {key: string; value: string} | {comment: string};

/**
 * Lines of `key = value` at `indent`, with the `=` of each run of one-line values aligned, as
 * terraform fmt does: a multi-line value or a comment line is not aligned and ends the run. A
 * heredoc counts as one line (its `<<EOT` is the line's last token), so the run goes on past it.
 */
export function alignAttributes(lines: BodyLine[], indent: string): string {
  const out: string[] = [];
  let run: {key: string; value: string}[] = [];
  const flushRun = () => {
    const width = Math.max(0, ...run.map((line) => columns(line.key)));
    for (const line of run) out.push(`${indent}${line.key}${' '.repeat(width - columns(line.key))} = ${line.value}`);
    run = [];
  };
  for (const line of lines) {
    if ('comment' in line) {
      flushRun();
      out.push(`${indent}# ${line.comment}`);
    } else if (isMultiline(line.value) && !HEREDOC_START.test(line.value)) {
      flushRun();
      out.push(`${indent}${line.key} = ${line.value}`);
    } else {
      run.push(line);
    }
  }
  flushRun();
  return out.join('\n');
}

/** An attribute of a block; a value given as a string is written as it is (already HCL). */
export type BlockLine = {key: string; value: Expression | string} | {comment: string};

/** A block (`module "rds" { ... }`, `inputs = { ... }` is an attribute) of attributes and blank-line-separated groups. */
export interface HclBlock {
  /** `module "rds"`, `terraform`, `include "root"`. */
  header: string;
  /** Groups of attributes and comment lines, written with a blank line between groups. */
  groups: BlockLine[][];
}

/** Writes a block. */
export function writeBlock(block: HclBlock): string {
  const body = block.groups
    .filter((group) => group.length > 0)
    .map((group) =>
      alignAttributes(
        group.map((line) =>
          'comment' in line
            ? line
            : {key: line.key, value: typeof line.value === 'string' ? line.value : writeExpression(line.value, INDENT)},
        ),
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
