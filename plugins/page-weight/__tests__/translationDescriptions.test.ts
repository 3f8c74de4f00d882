import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import fc from 'fast-check';
import {Parser} from 'acorn';
import jsx from 'acorn-jsx';
import {withoutTranslationDescriptions} from '../translationDescriptionsLoader';

const JsxParser = Parser.extend(jsx());
const parses = (source: string) => JsxParser.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});

test("translate()'s and <Translate>'s descriptions go; every other description, and what each declaration says, stays", () => {
  const source = [
    "import React from 'react';",
    "import Translate, {translate as t} from '@docusaurus/Translate';",
    "const classes = {title: 'theme-doc-card-title', description: 'theme-doc-card-description'};",
    "const label = t({id: 'a.label', message: 'Close', description: 'The close button'});",
    "const first = t({description: 'Said first', id: 'b', message: 'B'});",
    "const only = t({description: 'Alone'});",
    'const dynamic = t({id: "c", message: "C", description: someVariable});',
    "const other = translate({id: 'd', description: 'not Docusaurus translate'});",
    'export const A = () => <Translate id="e" description="For translators">E</Translate>;',
    'export const B = () => <Translate id="f" description={\'In braces\'} values={{n: 1}}>F</Translate>;',
    'export const C = ({description}) => <Card description="kept">{description}</Card>;',
  ].join('\n');
  const result = withoutTranslationDescriptions(source);
  parses(result);
  for (const gone of ['The close button', 'Said first', 'Alone', 'For translators', 'In braces']) assert.ok(!result.includes(gone), gone);
  for (const kept of [
    "description: 'theme-doc-card-description'",
    "t({id: 'a.label', message: 'Close'})",
    "t({id: 'b', message: 'B'})",
    't({})',
    'description: someVariable',
    "description: 'not Docusaurus translate'",
    '<Translate id="e" >E</Translate>',
    'values={{n: 1}}',
    '<Card description="kept">',
  ])
    assert.ok(result.includes(kept), `${kept}\n${result}`);
  // A module that does not import @docusaurus/Translate is returned as it is.
  const plain = "const x = translate({id: 'a', description: 'b'});";
  assert.equal(withoutTranslationDescriptions(plain), plain);
});

const identifier = fc.constantFrom('id', 'message', 'values', 'other');
const stringLiteral = fc.string({maxLength: 12}).map((text) => JSON.stringify(text));

test('generated declarations (fixed seed): exactly the string descriptions of the imported translate go, and the code still parses', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.boolean(), fc.array(fc.tuple(identifier, stringLiteral), {maxLength: 3}), fc.option(stringLiteral), fc.nat(3)), {
        minLength: 1,
        maxLength: 6,
      }),
      (calls) => {
        const marker = (index: number) => `"DESCRIPTION-${index}"`;
        const lines = ["import {translate} from '@docusaurus/Translate';"];
        const expected: string[] = [];
        calls.forEach(([imported, properties, description, at], index) => {
          const entries = properties.map(([name, value]) => `${name}: ${value}`);
          if (description !== null) entries.splice(Math.min(at, entries.length), 0, `description: ${marker(index)}`);
          const call = `${imported ? 'translate' : 'notTranslate'}({${entries.join(', ')}})`;
          lines.push(`export const v${index} = ${call};`);
          if (!imported && description !== null) expected.push(marker(index));
          // What stays of the call: the same properties in the same order.
          if (imported) expected.push(`translate({${properties.map(([name, value]) => `${name}: ${value}`).join(', ')}})`);
        });
        const result = withoutTranslationDescriptions(lines.join('\n'));
        parses(result);
        for (const text of expected) assert.ok(result.includes(text), `${text}\n${result}`);
        calls.forEach(([imported], index) => {
          if (imported) assert.ok(!result.includes(marker(index)), result);
        });
      },
    ),
    {seed: 20261128, numRuns: 300},
  );
});

test("Docusaurus's own modules: every one that imports @docusaurus/Translate still parses, and loses its string descriptions", () => {
  const root = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const files = execFileSync('grep', ['-rl', '--include=*.js', '@docusaurus/Translate', path.join(root, '..')], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .filter((file) => /[\\/]lib[\\/]/.test(file));
  assert.ok(files.length > 40, `${files.length} modules`);
  let removed = 0;
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const result = withoutTranslationDescriptions(source);
    parses(result);
    removed += source.length - result.length;
  }
  assert.ok(removed > 5000, `${removed} characters removed`);
  // A page's own description (a variable named so, a prop) is not a translation's: it stays.
  const archive = withoutTranslationDescriptions(fs.readFileSync(path.join(root, 'lib/theme/BlogArchivePage/index.js'), 'utf8'));
  assert.match(archive, /description=\{description\}/);
  assert.match(archive, /const description = translate\(\{/);
});
