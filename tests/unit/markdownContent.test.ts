import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  findPlaceholder,
  levelTwoHeadings,
  overlapRatio,
  proseWords,
  sectionText,
  shingles,
  splitMarkdown,
} from '../../src/lib/markdownContent';

const page = [
  'Intro words here.',
  '',
  '```hcl',
  'resource "aws_s3_bucket" "logs" {',
  '  bucket = "logs"',
  '}',
  '```',
  '',
  '## Question',
  'Why does `terraform plan` fail?',
  '',
  '````bash',
  '```not a closing fence inside a longer one',
  '````',
  '## Answer',
  'Because [the docs](https://example.com/a-long-url) say so.',
].join('\n');

test('splits fenced code blocks with their language and line', () => {
  const {codeBlocks} = splitMarkdown(page);
  assert.deepEqual(
    codeBlocks.map((b) => [b.language, b.line]),
    [
      ['hcl', 3],
      ['bash', 12],
    ],
  );
  assert.match(codeBlocks[0].code, /aws_s3_bucket/);
  assert.equal(splitMarkdown('```hcl legacy-hcl1 title="a.tfvars"\nx\n```').codeBlocks[0].meta, 'legacy-hcl1 title="a.tfvars"');
});

test('prose words skip code, link targets and imports', () => {
  const words = proseWords(`import Tabs from '@theme/Tabs';\n\n${page}`);
  assert.ok(!words.includes('import'));
  assert.ok(!words.some((w) => w.includes('example.com')));
  assert.ok(!words.includes('bucket'));
  assert.ok(words.includes('Intro'));
});

test('placeholders are found in prose, not in code', () => {
  assert.equal(findPlaceholder('This part is coming soon.'), 'coming soon');
  assert.equal(findPlaceholder('Lorem ipsum dolor.'), 'Lorem ipsum');
  assert.equal(findPlaceholder('Use `context.TODO()` sparingly.'), null);
  assert.equal(findPlaceholder('```go\n// TODO later\n```'), null);
  assert.equal(findPlaceholder('A finished sentence.'), null);
});

test('level-two headings and section text ignore code fences', () => {
  assert.deepEqual(levelTwoHeadings(page), ['Question', 'Answer']);
  assert.match(sectionText(page, 'Question') ?? '', /terraform plan/);
  assert.match(sectionText(page, 'Answer') ?? '', /Because/);
  assert.equal(sectionText(page, 'Missing'), null);
});

test('near-copies share most five-word sequences; different texts do not', () => {
  const a = shingles('Terragrunt keeps your Terraform code DRY by generating the backend for every module.');
  const b = shingles('Terragrunt keeps your Terraform code DRY by generating the provider for every module.');
  const c = shingles('Amazon RDS takes automated snapshots daily and keeps them for the retention period you set.');
  assert.ok(overlapRatio(a, b) > 0.4);
  assert.equal(overlapRatio(a, c), 0);
  assert.equal(overlapRatio(new Set(), a), 0);
});
