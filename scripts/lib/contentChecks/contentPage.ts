/**
 * What the content checks in this folder read of a page: its file, front matter and parsed body.
 * `scripts/check-content.ts` reads each page once and hands the same object to every check.
 */
import type {MarkdownDocument} from '../markdownContent';

export interface ContentPage {
  /** Path from the site's root, with forward slashes (`docs/intro/index.md`). */
  file: string;
  /** The file's whole text, front matter included (for the lines of front-matter keys). */
  raw: string;
  data: Record<string, unknown>;
  /** Line number of the body's first line in the file. */
  bodyOffset: number;
  markdown: MarkdownDocument;
  /** The page does not parse: its anchors are unknown. */
  unparsed?: true;
}

/** The 1-based file line of a front-matter key (`slug:`), or 1 when the key is absent. */
export function frontMatterLine(page: ContentPage, key: string): number {
  const lines = page.raw.split('\n');
  const end = page.bodyOffset - 1;
  for (let index = 1; index < end; index += 1) {
    if (lines[index].startsWith(`${key}:`)) return index + 1;
  }
  return 1;
}

/** The file line of a line of the body. */
export const fileLine = (page: ContentPage, bodyLine: number): number => page.bodyOffset + bodyLine - 1;
