import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import {parseMarkdown} from '../../../scripts/lib/markdownContent';
import {
  checkTerratestGo,
  ERA_TERRATEST_LINE,
  namedTerratestLines,
  statedGoMinimums,
  TERRATEST_GO_MINIMUM,
} from '../../../scripts/lib/terratestGo';
import {SEED} from '../../support/configurationArbitraries';

const check = (markdown: string) => checkTerratestGo(parseMarkdown(markdown));

test('the forms of a stated minimum are read', () => {
  assert.deepEqual(statedGoMinimums('Install Go 1.18 or newer.'), ['1.18']);
  assert.deepEqual(statedGoMinimums('Go 1.19 at the very least'), ['1.19']);
  assert.deepEqual(statedGoMinimums('Use Go 1.17.5 or later'), ['1.17']);
  assert.deepEqual(statedGoMinimums('Terratest requires Go 1.18'), ['1.18']);
  assert.deepEqual(statedGoMinimums('Go 1.19, Terratest v0.40.'), []);
});

test('release lines are read from v0.NN and 0.NN.x, and only known lines count', () => {
  assert.deepEqual(namedTerratestLines('Terratest v0.40.24 and 0.41.7, Terraform 0.12'), ['0.40', '0.41']);
});

test("the era's minimum passes and a newer or older one fails, naming the file's line and the go.mod version", () => {
  assert.deepEqual(check('To run Terratest, install Go 1.18 or newer.'), []);
  const newer = check('Intro.\n\nTo run Terratest, install Go 1.19 or newer.');
  assert.equal(newer.length, 1);
  assert.equal(newer[0].line, 3);
  assert.match(newer[0].message, /Go 1\.19 is given as the minimum for Terratest, but Terratest v0\.41 .* declares `go 1\.18`/);
  assert.equal(check('Terratest needs Go 1.16 or later.').length, 1);
});

test('a named release line sets the expected minimum', () => {
  assert.deepEqual(check('Terratest v0.40 builds with Go 1.17 or newer.'), []);
  assert.equal(check('Terratest v0.40 builds with Go 1.18 or newer.').length, 1);
  assert.deepEqual(check('Terratest v0.38 needs Go 1.14 or later.'), []);
});

test('Go minimums in paragraphs that are not about Terratest, and environment reports, are not checked', () => {
  assert.deepEqual(check('The build image needs Go 1.19 or newer.'), []);
  assert.deepEqual(check('Our runner has Go 1.19 and Terratest v0.40.'), []);
});

test('the failing fixture fails', () => {
  const source = fs.readFileSync(path.join(__dirname, '../../fixtures/terratest-go/go-minimum.md'), 'utf8');
  assert.equal(checkTerratestGo(parseMarkdown(matter(source).content)).length, 1);
});

const lines = Object.keys(TERRATEST_GO_MINIMUM);
const minor = (version: string) => Number(version.split('.')[1]);

test('property: a sentence passes exactly when it states the go.mod minimum of the line it names', () => {
  fc.assert(
    fc.property(fc.constantFrom(...lines), fc.integer({min: 10, max: 21}), fc.boolean(), (line, goMinor, named) => {
      const stated = `1.${goMinor}`;
      const sentence = named ? `Terratest v${line}.0 needs Go ${stated} or newer.` : `Terratest needs Go ${stated} or newer.`;
      const expected = TERRATEST_GO_MINIMUM[named ? line : ERA_TERRATEST_LINE];
      assert.equal(check(sentence).length === 0, minor(expected) === goMinor);
    }),
    {seed: SEED},
  );
});
