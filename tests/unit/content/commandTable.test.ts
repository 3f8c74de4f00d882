import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkContent} from '../../../scripts/check-content';
import {readSiteData} from '../../../plugins/site-data/readSiteData';
import {PROJECT_ROOT} from '../../../shared/projectRoot';
import {fixtureSite, WRITER_MISTAKES, writeSite} from '../../support/writerMistakes';

const FILE_AND_LINE = 'file and line';

/** The rows of WRITING.md's table of what each command catches: mistake, check:content, build, npm start. */
function tableRows(): string[][] {
  const text = fs.readFileSync(path.join(PROJECT_ROOT, 'WRITING.md'), 'utf8');
  const table = /<!-- writer-mistakes-table -->\n([\s\S]*?)\n<!-- \/writer-mistakes-table -->/.exec(text)?.[1];
  assert.ok(table, 'WRITING.md has no writer-mistakes table');
  return table
    .split('\n')
    .slice(2)
    .map((row) =>
      row
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}

test("WRITING.md's table lists every mistake of the fixture tests, once", () => {
  const names = tableRows().map(([name]) => name);
  assert.deepEqual(names, [...new Set(names)]);
  assert.deepEqual([...names].sort(), WRITER_MISTAKES.map((mistake) => mistake.name).sort());
});

for (const [name, contentCheck, build] of tableRows()) {
  const mistake = WRITER_MISTAKES.find((candidate) => candidate.name === name);
  if (!mistake) continue; // reported by the test above
  test(`WRITING.md's row "${name}" holds`, async () => {
    const files = fixtureSite();
    const line = mistake.make(files);
    const site = writeSite(files);
    const at = `${mistake.file}:${line}: `;
    const found = (await checkContent(site)).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.equal(
      found.some((problem) => problem.startsWith(at)),
      contentCheck === FILE_AND_LINE,
      `check:content "${contentCheck}"\n${found.join('\n')}`,
    );
    // The build reads data/ with readSiteData: its column, for a mistake in a data file.
    if (mistake.file.startsWith('data/')) {
      const built = readSiteData(site).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
      assert.equal(
        built.some((problem) => problem.startsWith(at)),
        build === FILE_AND_LINE,
        `build "${build}"\n${built.join('\n')}`,
      );
    }
  });
}
