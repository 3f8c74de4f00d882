import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatterAtItsLine} from '../../../shared/frontMatter';
import {PROJECT_ROOT} from '../../../shared/projectRoot';
import {RUNS_FACTOR, SEED} from '../../support/configurationArbitraries';

const parse = (file: string, fileContent: string) =>
  parseFrontMatterAtItsLine({filePath: path.join(PROJECT_ROOT, file), fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});

const BROKEN = '---\ntitle: "Amazon RDS\ndescription: "A database."\nsidebar_position: 2\n---\n\n## Overview\n';

test('a front-matter syntax error names the file and line, every time the same text is parsed', async () => {
  // Docusaurus's own parser reports the first parse, then returns the cached text with empty front matter.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await assert.rejects(parse('docs/broken.md', BROKEN), /^Error: docs\/broken\.md:2: front matter is not valid YAML/);
  }
});

/** Every docs page and article of the site, with its text. */
const pages = ['docs', 'knowledge-base'].flatMap((dir) =>
  fs
    .readdirSync(path.join(PROJECT_ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const file = `${dir}/${name.split(path.sep).join('/')}`;
      return {file, text: fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8')};
    }),
);

test("the site's pages parse as Docusaurus parses them", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...pages), async ({file, text}) => {
      assert.deepEqual(await parse(file, text), await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: text}));
    }),
    {seed: SEED, numRuns: 50 * RUNS_FACTOR},
  );
});

test("a quote left open in a page's front matter, when it breaks the YAML, is reported at its line", async () => {
  // Each front-matter line of the site's pages whose value is a double-quoted string.
  const quoted = pages.flatMap(({file, text}) => {
    const lines = text.split('\n');
    const end = lines.indexOf('---', 1);
    return lines.slice(1, end).flatMap((line, index) => (/^[a-z_]+: ".*"$/.test(line) ? [{file, text, line: index + 2}] : []));
  });
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...quoted), async ({file, text, line}) => {
      const lines = text.split('\n');
      lines[line - 1] = lines[line - 1].replace(/"$/, '');
      // Some texts still parse (the quoted value runs on to the next quote), and then lose a key,
      // which the content check reports; those that do not parse are named at the line left open.
      const error = await parse(file, lines.join('\n')).then(
        () => null,
        (rejection: Error) => rejection,
      );
      if (error) assert.ok(error.message.startsWith(`${file}:${line}: front matter is not valid YAML`), error.message);
    }),
    {seed: SEED, numRuns: 100 * RUNS_FACTOR},
  );
});
