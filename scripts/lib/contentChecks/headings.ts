/**
 * Headings: the front matter `title` is a page's only H1, and levels go down one at a time
 * (H2, then H3), because the table of contents leaves out a heading whose parent level is missing.
 * Read from the Markdown tree, so a `# comment` inside fenced code is not a heading.
 */
import type {Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Problem} from '../../../shared/sourceProblems';
import {fileLine, type ContentPage} from './contentPage';

export function headingProblems(page: ContentPage): Problem[] {
  const problems: Problem[] = [];
  // The title is the page's H1: the first heading of the body may be an H2.
  let previous = 1;
  visit(page.markdown.tree, 'heading', (node: Heading) => {
    const line = fileLine(page, node.position?.start.line ?? 1);
    const text = toString(node);
    if (node.depth === 1) {
      problems.push({
        file: page.file,
        line,
        message: `"# ${text}" is a second H1: the front matter \`title\` is the page's only H1, and the table of contents leaves this heading out. Make it "## ${text}".`,
      });
    } else if (node.depth > previous + 1) {
      const wanted = '#'.repeat(previous + 1);
      problems.push({
        file: page.file,
        line,
        message: `"${'#'.repeat(node.depth)} ${text}" skips a level (H${previous} to H${node.depth}), so the table of contents leaves it out. Make it "${wanted} ${text}".`,
      });
    }
    previous = node.depth;
  });
  return problems;
}
