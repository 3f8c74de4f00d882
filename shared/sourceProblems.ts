/**
 * Problems found in a source file, reported as `file:line: what is wrong. How to fix it.`, and the
 * small text helpers that find the line. Node-side code only: the content check and the build's
 * data checks share them.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
  /** The file does not parse: whatever else is reported follows from it, so it is reported alone. */
  syntax?: true;
}

/**
 * One syntax error is one error: a file that does not parse keeps its first syntax problem and
 * nothing else. With `everyFile`, for files that depend on one another (data/), a syntax problem
 * anywhere also drops every other file's problems, which would only follow from it.
 */
export function withoutFollowOnProblems(problems: Problem[], everyFile = false): Problem[] {
  const broken = new Set(problems.filter((problem) => problem.syntax).map((problem) => problem.file));
  if (broken.size === 0) return problems;
  const kept = new Set<string>();
  return problems.filter((problem) => {
    if (!broken.has(problem.file)) return !everyFile;
    if (!problem.syntax || kept.has(problem.file)) return false;
    kept.add(problem.file);
    return true;
  });
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}

/** The 1-based number of the first line matching `pattern` at or after `fromLine`; `fallback` if none. */
export function lineOf(text: string, pattern: RegExp, fromLine = 1, fallback = fromLine): number {
  const lines = text.split('\n');
  for (let index = fromLine - 1; index < lines.length; index += 1) {
    if (pattern.test(lines[index])) return index + 1;
  }
  return fallback;
}

/** The 1-based number of the line holding the character at `index`. */
export function lineAtIndex(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export {isRecord} from './lib/isRecord';

/**
 * The file line of a JSON.parse error. V8 names the character's position (`at position 278`), the
 * line (`(line 10 column 5)`), or quotes the text around an unexpected token, which is found in the file.
 */
export function jsonErrorLine(text: string, message: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  if (position) return lineAtIndex(text, Number(position[1]));
  // V8 quotes up to ten characters either side of the token, with "..." where it cut the text.
  const quoted = /^Unexpected token '([\s\S])', (\.\.\.)?"([\s\S]*?)"(\.\.\.)? is not valid JSON/.exec(message);
  const at = quoted ? text.indexOf(quoted[3]) : -1;
  if (quoted && at >= 0) {
    const [, token, cut, snippet] = quoted;
    const near = cut ? snippet.indexOf(token, 9) : -1;
    return lineAtIndex(text, at + Math.max(0, near >= 0 ? near : snippet.indexOf(token)));
  }
  return /Unexpected end of JSON input/.test(message) ? text.trimEnd().split('\n').length : 1;
}

/** A data file's JSON, or the problem to report when it does not parse (at the line where the parser stopped). */
export function parseDataJson(text: string, file: string): {ok: true; value: unknown} | {ok: false; problem: Problem} {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch (error) {
    const {message} = error as Error;
    // The line replaces the parser's character position and quoted text.
    const reason = message.replace(/ (in JSON )?at position \d+.*$/, '').replace(/, (\.\.\.)?"[\s\S]*"(\.\.\.)? is not valid JSON$/, '');
    return {
      ok: false,
      problem: {file, line: jsonErrorLine(text, message), message: `not valid JSON (${reason}). Fix the syntax.`, syntax: true},
    };
  }
}

/**
 * The file line of a YAML parser's error: js-yaml's `mark` (0-based, from `firstLine`), or the yaml
 * package's `linePos`. A quote left open is found where the parser gave up, at the end of the text;
 * with the `text` given, the line that opened it is named instead.
 */
export function yamlErrorLine(error: unknown, firstLine = 1, text?: string): number {
  const {mark, linePos, reason, message} = error as {
    mark?: {line?: number; position?: number};
    linePos?: {line: number}[];
    reason?: string;
    message?: string;
  };
  // The parser's reasons when a quote is left open: it reads on, past the line's end.
  if (text !== undefined && /quoted scalar|multiline key|block mapping entry/.test(reason ?? message ?? '')) {
    const lines = text.split('\n');
    const before = typeof mark?.line === 'number' ? mark.line + 1 : lines.length;
    const open = lines.slice(0, before).findIndex((line) => unclosedQuote(line, '"') || unclosedQuote(line, "'"));
    if (open >= 0) return open + firstLine;
  }
  if (typeof mark?.line === 'number') {
    // At the end of the text, the parser has read past the line at fault: name the last line written.
    if (text !== undefined && typeof mark.position === 'number' && mark.position >= text.trimEnd().length) {
      return text.trimEnd().split('\n').length - 1 + firstLine;
    }
    return mark.line + firstLine;
  }
  if (linePos?.[0]) return linePos[0].line + firstLine - 1;
  return firstLine;
}

/** Whether a YAML line opens a `char`-quoted value that it does not close (a `#` comment aside). */
function unclosedQuote(line: string, char: string): boolean {
  const value = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+(.*)$/.exec(line)?.[1] ?? /^\s*-\s+(.*)$/.exec(line)?.[1];
  if (!value?.startsWith(char)) return false;
  const rest = value.slice(1);
  const closing = char === '"' ? rest.replace(/\\./g, '').indexOf('"') : rest.replace(/''/g, '').indexOf("'");
  return closing < 0;
}
