import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {agentPointerLine, withAgentPointer, withoutAgentPointer} from '../lib/agentPointer';
import {SEED} from '../../../tests/support/configurationArbitraries';

/** A page's Markdown: a title, then paragraphs, some of them quotes like the pointer's. */
const line = fc
  .string({unit: 'grapheme', minLength: 1, maxLength: 60})
  .map((text) => text.replace(/[\r\n]/g, ' ').replace(/^[#`~-]+/, 'x'));
const block = fc.oneof(
  line,
  line.map((text) => `> ${text}`),
  line.map((text) => `## ${text}`),
);
const page = fc
  .tuple(line, fc.array(block, {maxLength: 8}))
  .map(([title, blocks]) => `# ${title}\n\n${blocks.map((text) => `${text}\n\n`).join('')}`);

test('a twin as written, with the pointer for agents under its title, reads back as the page exactly', () => {
  fc.assert(
    fc.property(page, fc.webUrl(), fc.option(fc.webUrl(), {nil: null}), (markdown, pageUrl, mcpUrl) => {
      const pointer = agentPointerLine({llmsUrl: 'https://d/llms.txt', pageUrl, mcp: mcpUrl === null ? null : {url: mcpUrl}});
      const written = withAgentPointer(markdown, pointer);
      assert.equal(written.split('\n')[2], pointer);
      assert.equal(withoutAgentPointer(written), markdown);
    }),
    {seed: SEED, numRuns: 200},
  );
});
