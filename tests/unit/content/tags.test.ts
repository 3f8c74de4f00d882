import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {kebab} from '../../support/routeContract';

const root = path.join(__dirname, '../../..');
const labels = fs
  .readFileSync(path.join(root, 'tests/tags.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

/** docs/tags.yml as {key: {label, permalink, description}}. */
function readTagsFile(): Record<string, Record<string, string>> {
  return yaml.load(fs.readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as Record<string, Record<string, string>>;
}

test('kebab case follows the spec examples', () => {
  assert.equal(kebab('s3'), 's-3');
  assert.equal(kebab('route53'), 'route-53');
  assert.equal(kebab('ec2'), 'ec-2');
  assert.equal(kebab('SSL'), 'ssl');
  assert.equal(kebab('aws-landing-zone'), 'aws-landing-zone');
});

test('docs/tags.yml declares exactly the tags of tests/tags.txt, each with a kebab-case permalink', () => {
  const tags = readTagsFile();
  assert.ok(labels.length > 0, 'tests/tags.txt lists no tag');
  assert.equal(new Set(labels).size, labels.length, 'tests/tags.txt repeats a label');
  assert.deepEqual(Object.keys(tags).sort(), [...labels].sort());
  for (const label of labels) {
    assert.equal(tags[label].label, label);
    assert.equal(tags[label].permalink, `/${kebab(label)}`, `permalink of ${label}`);
    assert.ok(tags[label].description.length > 20, `description of ${label}`);
  }
});

test('every declared tag is used by at least one page', () => {
  const used = new Set<string>();
  const docsDir = path.join(root, 'docs');
  for (const file of fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file)) continue;
    const {data} = matter(fs.readFileSync(path.join(docsDir, file), 'utf8'));
    for (const tag of (data.tags as string[] | undefined) ?? []) used.add(tag);
  }
  assert.deepEqual(
    labels.filter((label) => !used.has(label)),
    [],
  );
});
