/**
 * Problems found in a source file, reported as `file:line: what is wrong. How to fix it.`, and the
 * small text helpers that find the line. Node-side code only: the content check and the build's
 * data checks share them.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A data file's JSON, or the problem to report when it does not parse (line 1, with the parser's reason). */
export function parseDataJson(text: string, file: string): {ok: true; value: unknown} | {ok: false; problem: Problem} {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch (error) {
    return {ok: false, problem: {file, line: 1, message: `not valid JSON (${(error as Error).message}). Fix the syntax.`}};
  }
}
