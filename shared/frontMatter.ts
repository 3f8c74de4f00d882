/**
 * Front matter that does not parse, named at its line in the file. Node-side: the content check
 * reports it (`frontMatterProblem`), and Docusaurus parses every page's front matter through
 * `parseFrontMatterAtItsLine` (`markdown.parseFrontMatter` in docusaurus.config.ts), for the build
 * and for `npm start`.
 *
 * Why Docusaurus's own parser is not asked first: it keeps, in gray-matter's cache, a file whose
 * front matter failed to parse, and on the next read of the same text returns it with empty front
 * matter and no error. Under `npm start` the error then vanished after a reload, and the page took
 * its file name as its title. Checked here first, a bad front matter never reaches that cache.
 */
import path from 'node:path';
import yaml from 'js-yaml';
import type {ParseFrontMatter} from '@docusaurus/types';
import {formatProblems, yamlErrorLine, type Problem} from './sourceProblems';

/**
 * The front matter's YAML as gray-matter hands it to the parser: the text after the opening `---`,
 * from that line's end, up to the closing `---` (or the end), so the parser's lines are the file's.
 * Null when the file has no front matter.
 */
export function frontMatterText(raw: string): string | null {
  const lines = raw.split('\n');
  if (lines[0].trimEnd() !== '---') return null;
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  return ['', ...lines.slice(1, end >= 0 ? end : lines.length)].join('\n');
}

/** The problem to report for a parser's error in the front matter of `raw`, the text of `file`. */
export function frontMatterProblem(file: string, raw: string, error: unknown): Problem {
  const reason = (error as {reason?: string}).reason ?? (error as Error).message.split('\n')[0];
  return {
    file,
    line: yamlErrorLine(error, 1, frontMatterText(raw) ?? undefined),
    message: `front matter is not valid YAML (${reason}). Close every quote, and quote values that contain ":" or "#".`,
    syntax: true,
  };
}

/** Docusaurus's front-matter parser, after a check that names the file and line of a syntax error. */
export const parseFrontMatterAtItsLine: ParseFrontMatter = async ({defaultParseFrontMatter, ...params}) => {
  const text = frontMatterText(params.fileContent);
  if (text !== null) {
    try {
      yaml.load(text);
    } catch (error) {
      const file = path.relative(process.cwd(), params.filePath).split(path.sep).join('/');
      throw new Error(formatProblems([frontMatterProblem(file, params.fileContent, error)]));
    }
  }
  return defaultParseFrontMatter(params);
};
