/**
 * The Go version a page asks readers to install for Terratest, against the `go` directive of
 * Terratest's `go.mod` at the release line the sentence names (or, when it names none, the newest line
 * of the site's era). A paragraph that mentions Terratest and says "Go 1.N or newer", "at least Go 1.N"
 * and the like must give exactly that minimum. Pure: reads a parsed Markdown body.
 */
import type {Nodes} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {MarkdownDocument} from './markdownContent';

/**
 * The `go` directive of Terratest's go.mod, identical at every tag of each release line up to
 * December 2022 (read with `git show vX.Y.Z:go.mod` at each tag).
 */
export const TERRATEST_GO_MINIMUM: Readonly<Record<string, string>> = {
  '0.30': '1.14',
  '0.31': '1.14',
  '0.32': '1.14',
  '0.33': '1.14',
  '0.34': '1.14',
  '0.35': '1.14',
  '0.36': '1.14',
  '0.37': '1.14',
  '0.38': '1.14',
  '0.39': '1.17',
  '0.40': '1.17',
  '0.41': '1.18',
};
/** The newest Terratest release line of the site's era (v0.41.0, November 2022). */
export const ERA_TERRATEST_LINE = '0.41';

export interface GoMinimumFinding {
  line: number;
  message: string;
}

const MINIMUM_AFTER =
  /\bGo\s+(1\.\d+)(?:\.\d+)?\s*(?:\(|,)?\s*(?:or (?:newer|later|above|higher)|and (?:newer|later|above)|at (?:the very )?(?:least|minimum)|minimum)\b/gi;
const MINIMUM_BEFORE = /\b(?:at least|minimum(?: of)?|requires?|needs?)\s+Go\s+(1\.\d+)(?:\.\d+)?/gi;
const TERRATEST_LINE = /\bv?0\.(\d{2})(?:\.\d+)?\b/g;

/** Sentences of a block of text, split after `.`, `!` or `?` followed by white space. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** The Go minimums a sentence states, as `1.N` strings. */
export function statedGoMinimums(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(MINIMUM_AFTER), ...sentence.matchAll(MINIMUM_BEFORE)].map((match) => match[1]))];
}

/** Terratest release lines (`0.NN`) a sentence names, when it knows their minimum. */
export function namedTerratestLines(sentence: string): string[] {
  return [...sentence.matchAll(TERRATEST_LINE)].map((match) => `0.${match[1]}`).filter((line) => line in TERRATEST_GO_MINIMUM);
}

/** Findings for the paragraphs of a page that state a Go minimum for Terratest. */
export function checkTerratestGo(doc: MarkdownDocument): GoMinimumFinding[] {
  const findings: GoMinimumFinding[] = [];
  visit(doc.tree, (node: Nodes) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'heading') return;
    const line = node.position?.start.line ?? 1;
    const text = toString(node);
    // The paragraph says what the Go is for; the sentence, or else the paragraph, names the release.
    if (!/terratest/i.test(text)) return;
    const paragraphLines = namedTerratestLines(text);
    for (const sentence of sentences(text)) {
      const sentenceLines = namedTerratestLines(sentence);
      const lines = sentenceLines.length > 0 ? sentenceLines : paragraphLines;
      const expected = (lines.length > 0 ? lines : [ERA_TERRATEST_LINE]).map((name) => TERRATEST_GO_MINIMUM[name]);
      for (const stated of statedGoMinimums(sentence)) {
        if (expected.includes(stated)) continue;
        const named =
          lines.length > 0
            ? lines.map((name) => `v${name}`).join(', ')
            : `v${ERA_TERRATEST_LINE} (the newest release line of the site's era)`;
        findings.push({
          line,
          message: `Go ${stated} is given as the minimum for Terratest, but Terratest ${named} declares \`go ${expected.join(' / ')}\` in its go.mod. Give that version as the minimum (scripts/lib/terratestGo.ts lists the go directive of each release line).`,
        });
      }
    }
  });
  return findings;
}
