/**
 * A parser for HCL expressions (the native syntax of Terraform and Terragrunt values), small enough
 * to run in the browser: literals, strings and heredocs with interpolation, tuples, objects,
 * references, function calls, operators, conditionals, for expressions and splats. It checks the
 * syntax and builds a tree; what a reference or a call evaluates to is unknown here, so it conforms
 * to any type. plugins/configuration-builder/__tests__/hclExpression.test.ts holds it to HashiCorp's own parser on the same samples.
 */

export type Expression =
  | {kind: 'string'; value: string; heredoc: Heredoc | null}
  | {kind: 'template'; parts: TemplatePart[]; heredoc: Heredoc | null}
  | {kind: 'number'; value: number; source: string}
  | {kind: 'bool'; value: boolean}
  | {kind: 'null'}
  | {kind: 'tuple'; elements: Expression[]}
  | {kind: 'object'; items: ObjectItem[]}
  | {kind: 'reference'; name: string; steps: TraversalStep[]}
  | {kind: 'traversal'; base: Expression; steps: TraversalStep[]}
  | {kind: 'call'; name: string; args: Expression[]; expandFinal: boolean}
  | {kind: 'unary'; operator: '!' | '-'; operand: Expression}
  | {kind: 'binary'; operator: string; left: Expression; right: Expression}
  | {kind: 'conditional'; condition: Expression; then: Expression; otherwise: Expression}
  | {kind: 'parens'; inner: Expression}
  | ForExpression;

export interface ForExpression {
  kind: 'for';
  /** `{for ...}` builds an object, `[for ...]` a tuple. */
  object: boolean;
  keyName: string | null;
  valueName: string;
  collection: Expression;
  /** The key expression of an object `for` (before `=>`). */
  key: Expression | null;
  value: Expression;
  /** `...` after the value: group values by key. */
  group: boolean;
  condition: Expression | null;
}

/** A piece of a template: literal text (unescaped), an interpolation `${...}`, or a directive `%{...}`. */
export type TemplatePart =
  | {kind: 'text'; text: string}
  | {kind: 'interpolation'; expression: Expression; stripLeft: boolean; stripRight: boolean}
  | {kind: 'directive'; words: string; stripLeft: boolean; stripRight: boolean};

/** How a heredoc was opened: `<<EOT` or `<<-EOT`. */
export interface Heredoc {
  marker: string;
  indented: boolean;
}

/** One step of a reference: `.name`, `[key]`, `.*` or `[*]`, `.0` (legacy index). */
export type TraversalStep =
  | {kind: 'attribute'; name: string}
  | {kind: 'index'; key: Expression}
  | {kind: 'splat'; brackets: boolean}
  | {kind: 'legacyIndex'; index: string};

export interface ObjectItem {
  /** The key as written: a bare name, or an expression (usually a quoted string). */
  key: {kind: 'identifier'; name: string} | Expression;
  value: Expression;
}

export class HclSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'HclSyntaxError';
  }
}

const IDENTIFIER_START = /[A-Za-z_]/;
const IDENTIFIER_PART = /[A-Za-z0-9_-]/;
/** Binary operators, longest first, with their precedence (higher binds tighter). */
const BINARY_OPERATORS: [string, number][] = [
  ['||', 1],
  ['&&', 2],
  ['==', 3],
  ['!=', 3],
  ['<=', 4],
  ['>=', 4],
  ['<', 4],
  ['>', 4],
  ['+', 5],
  ['-', 5],
  ['*', 6],
  ['/', 6],
  ['%', 6],
];
const ESCAPES: Record<string, string> = {n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\'};

/** The key of an object item when it is a bare name or a quoted string without interpolation. */
export function objectKeyName(key: ObjectItem['key']): string | null {
  if (key.kind === 'identifier') return key.name;
  if (key.kind === 'string') return key.value;
  return null;
}

class Parser {
  private pos = 0;
  /** Comments skipped between tokens: the tree does not keep them. */
  comments = 0;

  constructor(private readonly text: string) {}

  parse(): Expression {
    // As the value of an attribute: on the line of its "=" (a comment there ends that line).
    this.skipSpace(false);
    if (this.pos >= this.text.length || this.peek() === '\n') throw this.error('a value is missing');
    // A new line outside brackets ends the value.
    const expression = this.expression(false);
    this.skipSpace(true);
    if (this.pos < this.text.length) throw this.error(`unexpected "${this.text[this.pos]}" after the value`);
    return expression;
  }

  private error(message: string, at = this.pos): HclSyntaxError {
    return new HclSyntaxError(message, at);
  }

  private peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  private startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  private found(): string {
    return this.peek() ? `, found "${this.peek() === '\n' ? 'a new line' : this.peek()}"` : ' before the end';
  }

  /** Skips spaces and comments; new lines too when `newlines` (inside brackets and parentheses). */
  private skipSpace(newlines: boolean): void {
    for (;;) {
      const char = this.peek();
      if (char === ' ' || char === '\t' || char === '\r' || (newlines && char === '\n')) {
        this.pos += 1;
      } else if (char === '#' || this.startsWith('//')) {
        this.comments += 1;
        while (this.pos < this.text.length && this.peek() !== '\n') this.pos += 1;
      } else if (this.startsWith('/*')) {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end === -1) throw this.error('a /* comment is not closed');
        this.comments += 1;
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private expect(token: string, newlines: boolean): void {
    this.skipSpace(newlines);
    if (!this.startsWith(token)) throw this.error(`expected "${token}"${this.found()}`);
    this.pos += token.length;
  }

  private keyword(word: string): boolean {
    return new RegExp(`^${word}(?![A-Za-z0-9_-])`).test(this.text.slice(this.pos));
  }

  private expression(newlines: boolean): Expression {
    const condition = this.binary(0, newlines);
    this.skipSpace(newlines);
    if (this.peek() !== '?') return condition;
    this.pos += 1;
    const then = this.expression(newlines);
    this.expect(':', newlines);
    const otherwise = this.expression(newlines);
    return {kind: 'conditional', condition, then, otherwise};
  }

  private binaryOperator(): [string, number] | null {
    if (this.startsWith('=>') || this.startsWith('<<')) return null;
    return BINARY_OPERATORS.find(([operator]) => this.startsWith(operator)) ?? null;
  }

  private binary(minimum: number, newlines: boolean): Expression {
    let left = this.unary(newlines);
    for (;;) {
      this.skipSpace(newlines);
      const found = this.binaryOperator();
      if (!found || found[1] <= minimum) return left;
      this.pos += found[0].length;
      this.skipSpace(newlines);
      const right = this.binary(found[1], newlines);
      left = {kind: 'binary', operator: found[0], left, right};
    }
  }

  private unary(newlines: boolean): Expression {
    this.skipSpace(newlines);
    const char = this.peek();
    if (char === '!' || char === '-') {
      this.pos += 1;
      return {kind: 'unary', operator: char, operand: this.unary(newlines)};
    }
    return this.postfix(this.term());
  }

  /** Attribute access, index and splat after a term. */
  private postfix(base: Expression): Expression {
    const steps: TraversalStep[] = [];
    for (;;) {
      if (this.peek() === '.' && this.peek(1) !== '.') {
        this.pos += 1;
        if (this.peek() === '*') {
          this.pos += 1;
          steps.push({kind: 'splat', brackets: false});
        } else if (/[0-9]/.test(this.peek())) {
          const start = this.pos;
          while (/[0-9]/.test(this.peek())) this.pos += 1;
          steps.push({kind: 'legacyIndex', index: this.text.slice(start, this.pos)});
        } else {
          steps.push({kind: 'attribute', name: this.identifier()});
        }
      } else if (this.peek() === '[') {
        this.pos += 1;
        this.skipSpace(true);
        if (this.peek() === '*') {
          this.pos += 1;
          steps.push({kind: 'splat', brackets: true});
        } else {
          steps.push({kind: 'index', key: this.expression(true)});
        }
        this.expect(']', true);
      } else {
        break;
      }
    }
    if (steps.length === 0) return base;
    if (base.kind === 'reference') return {kind: 'reference', name: base.name, steps: [...base.steps, ...steps]};
    return {kind: 'traversal', base, steps};
  }

  private identifier(): string {
    if (!IDENTIFIER_START.test(this.peek())) throw this.error(this.peek() ? `unexpected "${this.peek()}"` : 'a value is missing');
    const start = this.pos;
    while (IDENTIFIER_PART.test(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  private number(): Expression {
    const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.pos));
    if (!match) throw this.error('expected a number');
    this.pos += match[0].length;
    return {kind: 'number', value: Number(match[0]), source: match[0]};
  }

  private term(): Expression {
    const char = this.peek();
    if (/[0-9]/.test(char)) return this.number();
    if (char === '"') return this.quoted();
    if (this.startsWith('<<')) return this.heredoc();
    if (char === '[') return this.tuple();
    if (char === '{') return this.object();
    if (char === '(') {
      this.pos += 1;
      const inner = this.expression(true);
      this.expect(')', true);
      return {kind: 'parens', inner};
    }
    const name = this.identifier();
    if (name === 'true' || name === 'false') return {kind: 'bool', value: name === 'true'};
    if (name === 'null') return {kind: 'null'};
    if (this.peek() === '(') return this.call(name);
    return {kind: 'reference', name, steps: []};
  }

  private call(name: string): Expression {
    this.pos += 1;
    const args: Expression[] = [];
    let expandFinal = false;
    this.skipSpace(true);
    while (this.peek() !== ')') {
      if (!this.peek()) throw this.error(`the call to ${name} is not closed with ")"`);
      args.push(this.expression(true));
      this.skipSpace(true);
      if (this.startsWith('...')) {
        this.pos += 3;
        expandFinal = true;
        this.skipSpace(true);
        if (this.peek() === ',') this.pos += 1;
        this.skipSpace(true);
        if (this.peek() !== ')') throw this.error('"..." can only follow the last argument');
        break;
      }
      if (this.peek() === ',') {
        this.pos += 1;
        this.skipSpace(true);
      } else if (!this.peek()) {
        throw this.error(`the call to ${name} is not closed with ")"`);
      } else if (this.peek() !== ')') {
        throw this.error(`expected "," or ")" in the call to ${name}${this.found()}`);
      }
    }
    this.pos += 1;
    return {kind: 'call', name, args, expandFinal};
  }

  /** A `for` expression, its opening bracket read. */
  private forExpression(object: boolean): Expression {
    this.pos += 3;
    this.skipSpace(true);
    let keyName: string | null = null;
    let valueName = this.identifier();
    this.skipSpace(true);
    if (this.peek() === ',') {
      this.pos += 1;
      this.skipSpace(true);
      keyName = valueName;
      valueName = this.identifier();
      this.skipSpace(true);
    }
    if (!this.keyword('in')) throw this.error(`a for expression reads "for item in collection : result"${this.found()}`);
    this.pos += 2;
    const collection = this.expression(true);
    this.expect(':', true);
    let key: Expression | null = null;
    let value = this.expression(true);
    let group = false;
    if (object) {
      this.expect('=>', true);
      key = value;
      value = this.expression(true);
      this.skipSpace(true);
      if (this.startsWith('...')) {
        this.pos += 3;
        group = true;
      }
    }
    this.skipSpace(true);
    let condition: Expression | null = null;
    if (this.keyword('if')) {
      this.pos += 2;
      condition = this.expression(true);
    }
    this.expect(object ? '}' : ']', true);
    return {kind: 'for', object, keyName, valueName, collection, key, value, group, condition};
  }

  private tuple(): Expression {
    this.pos += 1;
    this.skipSpace(true);
    if (this.keyword('for')) return this.forExpression(false);
    const elements: Expression[] = [];
    while (this.peek() !== ']') {
      if (!this.peek()) throw this.error('the list is not closed with "]"');
      elements.push(this.expression(true));
      this.skipSpace(true);
      if (this.peek() === ',') {
        this.pos += 1;
        this.skipSpace(true);
      } else if (!this.peek()) {
        throw this.error('the list is not closed with "]"');
      } else if (this.peek() !== ']') {
        throw this.error(`expected "," or "]" in the list${this.found()}`);
      }
    }
    this.pos += 1;
    return {kind: 'tuple', elements};
  }

  private object(): Expression {
    this.pos += 1;
    this.skipSpace(true);
    if (this.keyword('for')) return this.forExpression(true);
    const items: ObjectItem[] = [];
    while (this.peek() !== '}') {
      if (!this.peek()) throw this.error('the object is not closed with "}"');
      let key: ObjectItem['key'];
      const keyStart = this.pos;
      if (IDENTIFIER_START.test(this.peek())) {
        const name = this.identifier();
        this.skipSpace(false);
        if ((this.peek() === '=' || this.peek() === ':') && this.peek(1) !== '=') {
          key = {kind: 'identifier', name};
        } else {
          this.pos = keyStart;
          key = this.expression(false);
        }
      } else {
        key = this.expression(false);
      }
      this.skipSpace(false);
      if ((this.peek() !== '=' && this.peek() !== ':') || this.peek(1) === '=' || this.peek(1) === '>') {
        throw this.error(`expected "=" after the key${this.found()}`);
      }
      this.pos += 1;
      const value = this.expression(false);
      items.push({key, value});
      this.skipSpace(false);
      if (this.peek() === ',') {
        this.pos += 1;
        this.skipSpace(true);
      } else if (this.peek() === '\n') {
        this.skipSpace(true);
      } else if (!this.peek()) {
        throw this.error('the object is not closed with "}"');
      } else if (this.peek() !== '}') {
        throw this.error(`expected a new line, "," or "}" after the value${this.found()}`);
      }
    }
    this.pos += 1;
    return {kind: 'object', items};
  }

  /** Template content up to the closing quote, or (a heredoc's body) to the end of the text. */
  templateBody(inQuotes: boolean): TemplatePart[] {
    const parts: TemplatePart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({kind: 'text', text});
      text = '';
    };
    while (this.pos < this.text.length) {
      const char = this.peek();
      if (inQuotes && char === '"') break;
      if (inQuotes && char === '\n') throw this.error('a quoted string cannot span lines; use a heredoc (<<EOT) instead');
      if (inQuotes && char === '\\') {
        const next = this.peek(1);
        if (next in ESCAPES) {
          text += ESCAPES[next];
          this.pos += 2;
        } else if (next === 'u' || next === 'U') {
          const length = next === 'u' ? 4 : 8;
          const hex = this.text.slice(this.pos + 2, this.pos + 2 + length);
          if (!new RegExp(`^[0-9A-Fa-f]{${length}}$`).test(hex)) throw this.error(`\\${next} needs ${length} hexadecimal digits`);
          text += String.fromCodePoint(parseInt(hex, 16));
          this.pos += 2 + length;
        } else {
          throw this.error(`unknown escape "\\${next}" in a string`);
        }
        continue;
      }
      if ((char === '$' || char === '%') && this.peek(1) === char && this.peek(2) === '{') {
        text += `${char}{`;
        this.pos += 3;
        continue;
      }
      if ((char === '$' || char === '%') && this.peek(1) === '{') {
        flush();
        this.pos += 2;
        const stripLeft = this.peek() === '~';
        if (stripLeft) this.pos += 1;
        this.skipSpace(true);
        if (char === '$') {
          const expression = this.expression(true);
          this.skipSpace(true);
          const stripRight = this.peek() === '~';
          if (stripRight) this.pos += 1;
          this.expect('}', true);
          parts.push({kind: 'interpolation', expression, stripLeft, stripRight});
        } else {
          // A directive (%{ if x }, %{ else }, %{ endif }, %{ for ... }): its words are kept as written.
          const start = this.pos;
          while (this.pos < this.text.length && this.peek() !== '}' && this.peek() !== '~') {
            if (this.peek() === '"') this.quoted();
            else this.pos += 1;
          }
          const words = this.text.slice(start, this.pos).trim();
          if (!/^(if|else|endif|for|endfor)\b/.test(words))
            throw this.error('a %{ } directive is one of if, else, endif, for, endfor', start);
          const stripRight = this.peek() === '~';
          if (stripRight) this.pos += 1;
          this.expect('}', true);
          parts.push({kind: 'directive', words, stripLeft, stripRight});
        }
        continue;
      }
      text += char;
      this.pos += 1;
    }
    if (inQuotes && this.peek() !== '"') throw this.error('a string is not closed with "');
    flush();
    return parts;
  }

  private quoted(): Expression {
    this.pos += 1;
    const parts = this.templateBody(true);
    this.pos += 1;
    return literalOrTemplate(parts, null);
  }

  private heredoc(): Expression {
    const start = this.pos;
    // As HCL's scanner: the marker is followed at once by the new line.
    const match = /^<<(-?)([A-Za-z_][A-Za-z0-9_-]*)\r?\n/.exec(this.text.slice(this.pos));
    if (!match) throw this.error('a heredoc starts with <<NAME (or <<-NAME) and, right after it, a new line');
    const marker = match[2];
    this.pos += match[0].length;
    const bodyStart = this.pos;
    // The first line (lines end at \n only) that is the marker once white space is trimmed, as Go trims it.
    let lineStart = bodyStart;
    for (;;) {
      const newline = this.text.indexOf('\n', lineStart);
      const lineEnd = newline === -1 ? this.text.length : newline;
      if (closesHeredoc(this.text.slice(lineStart, lineEnd), marker)) {
        const parts = new Parser(this.text.slice(bodyStart, lineStart)).templateBody(false);
        this.pos = lineEnd;
        return literalOrTemplate(parts, {marker, indented: match[1] === '-'});
      }
      if (newline === -1) throw this.error(`the heredoc is not closed with a line holding only ${marker}`, start);
      lineStart = newline + 1;
    }
  }
}

/** White space as Go's unicode.IsSpace has it, which HCL trims from a heredoc's closing line (JavaScript's trim differs). */
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');
const trimGoSpace = (text: string): string => text.replace(GO_TRIM, '');

/** Whether a line of a heredoc's body would close it: the marker, once white space is trimmed. */
export const closesHeredoc = (line: string, marker: string): boolean => trimGoSpace(line) === marker;

/** A template without interpolations or directives is a plain string. */
function literalOrTemplate(parts: TemplatePart[], heredoc: Heredoc | null): Expression {
  if (parts.every((part) => part.kind === 'text')) {
    return {kind: 'string', value: parts.map((part) => (part as {text: string}).text).join(''), heredoc};
  }
  return {kind: 'template', parts, heredoc};
}

/** A plain string literal holding `value`. */
export const stringExpression = (value: string): Expression => ({kind: 'string', value, heredoc: null});

/** Parses one expression; throws HclSyntaxError (with the offset of the problem) when it is not valid HCL. */
export function parseExpression(text: string): Expression {
  return new Parser(text).parse();
}

/** Parses one expression as parseExpression does, and says how many comments it held (the tree keeps none). */
export function parseExpressionWithComments(text: string): {expression: Expression; comments: number} {
  const parser = new Parser(text);
  const expression = parser.parse();
  return {expression, comments: parser.comments};
}

/** A message for a syntax error in `text`, with where the problem is. */
export function describeSyntaxError(text: string, error: HclSyntaxError): string {
  const before = text.slice(0, error.offset);
  const line = before.split('\n').length;
  const column = error.offset - before.lastIndexOf('\n');
  return text.includes('\n') ? `${error.message} (line ${line}, column ${column})` : `${error.message} (at character ${column})`;
}
