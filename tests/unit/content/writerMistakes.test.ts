import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkContent} from '../../../scripts/check-content';
import {fixtureSite, WRITER_MISTAKES, writeSite} from '../../support/writerMistakes';

const report = (problems: {file: string; line: number; message: string}[]) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

test('the fixture site passes the content check', async () => {
  assert.deepEqual(report(await checkContent(writeSite(fixtureSite()))), []);
});

for (const mistake of WRITER_MISTAKES) {
  test(`${mistake.name}: reported at its file and line, alone`, async () => {
    const files = fixtureSite();
    const line = mistake.make(files);
    const problems = report(await checkContent(writeSite(files)));
    // The mistake, where it is made, and nothing that only follows from it.
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.ok(problems[0].startsWith(`${mistake.file}:${line}: `), `expected ${mistake.file}:${line}\n${problems.join('\n')}`);
    assert.match(problems[0], mistake.message);
  });
}

test("a link in a service description is checked from its service's page, and reported at the description's line", async () => {
  const files = fixtureSite();
  const file = 'data/service-catalog-descriptions/data-storage/amazon-rds.yml';
  files[file] = files[file].replace(
    'How many days automated backups are kept.',
    'How many days automated backups are kept (see [deploying](../../../guides/deploy.md#plan-the-chang)).',
  );
  assert.deepEqual(report(await checkContent(writeSite(files))), [
    `${file}:4: inputs.backup_retention_period (shown on docs/reference/services/data-storage/amazon-rds.md): the link ../../../guides/deploy.md#plan-the-chang names the anchor #plan-the-chang, which docs/guides/deploy.md has no heading for. Did you mean \`plan-the-change\`? Link to one of its headings (its text in lower case, spaces as "-").`,
  ]);
});
