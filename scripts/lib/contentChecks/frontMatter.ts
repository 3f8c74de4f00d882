/**
 * Front matter that does not parse, reported at its line in the file. gray-matter hands the parser
 * the text after the opening `---`, from that line's end, so the parser's lines are the file's.
 */
import {yamlErrorLine, type Problem} from '../../../shared/sourceProblems';

/** `raw`: the whole file, whose front matter is searched for a quote left open. */
export function frontMatterProblem(file: string, raw: string, error: unknown): Problem {
  const reason = (error as {reason?: string}).reason ?? (error as Error).message.split('\n')[0];
  return {
    file,
    line: yamlErrorLine(error, 1, frontMatterText(raw)),
    message: `front matter is not valid YAML (${reason}). Close every quote, and quote values that contain ":" or "#".`,
    syntax: true,
  };
}

/** The front matter's YAML as the parser reads it: the opening `---` line emptied, up to the closing one (or the end). */
function frontMatterText(raw: string): string {
  const lines = raw.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  return ['', ...lines.slice(1, end >= 0 ? end : lines.length)].join('\n');
}
