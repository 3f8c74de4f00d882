import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {agentPointerLine, isTwinPart, joinTwinParts, partPathFor, readBackTwin, splitTwin, withAgentPointer} from '../lib/twinParts';
import {SEED} from '../../../tests/support/configurationArbitraries';

const URL = 'https://docs.example.com/reference/services/x.md';
const chars = (text: string) => [...text].length;

/** A page's Markdown: a title, then sections of paragraphs, list items, subsections and code (with lines that look like headings). */
const line = fc
  .string({unit: 'grapheme', minLength: 1, maxLength: 60})
  .map((text) => text.replace(/[\r\n]/g, ' ').replace(/^[#`~-]+/, 'x'));
const paragraph = fc.array(line, {minLength: 1, maxLength: 4}).map((lines) => lines.join(' '));
const block = fc.oneof(
  paragraph,
  fc.array(paragraph, {minLength: 1, maxLength: 6}).map((items) => items.map((item) => `- ${item}\n\n  ${item}`).join('\n\n')),
  paragraph.map((text) => `### ${text.slice(0, 30)}\n\n${text}`),
  fc.array(line, {maxLength: 5}).map((lines) => `\`\`\`hcl\n## not a heading\n${lines.join('\n')}\n- nor an item\n\`\`\``),
);
const section = fc
  .tuple(line, fc.array(block, {minLength: 1, maxLength: 12}))
  .map(([heading, blocks]) => `## ${heading}\n\n${blocks.join('\n\n')}`);
const page = fc.array(section, {minLength: 1, maxLength: 10}).map((sections) => `# A page\n\nIntro.\n\n${sections.join('\n\n')}\n`);

test('a long twin splits into files under the limit, and its parts join back into it exactly', () => {
  let split = 0;
  fc.assert(
    fc.property(page, fc.integer({min: 2_500, max: 8_000}), (markdown, limit) => {
      const {main, parts} = splitTwin(markdown, URL, limit);
      assert.equal(joinTwinParts(main, parts), markdown);
      // As written, each file with the pointer for agents, and read back.
      const pointer = agentPointerLine({llmsUrl: 'https://d/llms.txt', pageUrl: 'https://d/x', mcp: null});
      assert.equal(
        readBackTwin(
          withAgentPointer(main, pointer),
          parts.map((part) => withAgentPointer(part, pointer)),
        ),
        markdown,
      );
      if (chars(markdown) <= limit) {
        assert.equal(parts.length, 0);
        return;
      }
      if (parts.length >= 2) split += 1;
      for (const file of [main, ...parts]) assert.ok(chars(file) <= limit, `a file of ${chars(file)} characters`);
      parts.forEach((part, index) => {
        assert.ok(part.startsWith(`# A page\n\n> Part ${index + 2} of ${parts.length + 1} of the Markdown twin of ${URL}`));
        assert.ok(main.includes(`](${partPathFor(URL, index + 2)})`), `the main file links part ${index + 2}`);
      });
    }),
    {seed: SEED, numRuns: 200},
  );
  assert.ok(split > 20, `only ${split} pages split into three files or more`);
});

test('parts are named after their page', () => {
  assert.equal(partPathFor('/reference/services/x.md', 3), '/reference/services/x.part-3.md');
  assert.ok(isTwinPart('/a/b.part-12.md'));
  assert.ok(!isTwinPart('/a/b.md'));
  const short = '# Short\n\nA page.\n';
  assert.deepEqual(splitTwin(short, URL), {main: short, parts: []});
});
