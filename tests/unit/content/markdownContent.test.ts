import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  findPlaceholder,
  levelTwoHeadings,
  markdownFormat,
  overlapRatio,
  parseMarkdown,
  proseWords,
  sectionProseWords,
  shingles,
  splitMarkdown,
} from '../../../scripts/lib/markdownContent';

const md = (source: string) => parseMarkdown(source);

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
const doc = md(page);

test('splits fenced code blocks with their language and line', () => {
  const {codeBlocks} = splitMarkdown(doc);
  assert.deepEqual(
    codeBlocks.map((b) => [b.language, b.line]),
    [
      ['hcl', 3],
      ['bash', 12],
    ],
  );
  assert.match(codeBlocks[0].code, /aws_s3_bucket/);
  assert.equal(splitMarkdown(md('```hcl legacy-hcl1 title="a.tfvars"\nx\n```')).codeBlocks[0].meta, 'legacy-hcl1 title="a.tfvars"');
});

test('prose words skip code, link targets and imports', () => {
  const words = proseWords(parseMarkdown(`import Tabs from '@theme/Tabs';\n\n${page}`, 'mdx'));
  assert.ok(!words.includes('import'));
  assert.ok(!words.some((w) => w.includes('example.com')));
  assert.ok(!words.includes('bucket'));
  assert.ok(words.includes('Intro'));
});

test('placeholders are found in prose, not in code', () => {
  assert.equal(findPlaceholder(md('This part is coming soon.')), 'coming soon');
  assert.equal(findPlaceholder(md('Lorem ipsum dolor.')), 'Lorem ipsum');
  assert.equal(findPlaceholder(md('Use `context.TODO()` sparingly.')), null);
  assert.equal(findPlaceholder(md('```go\n// TODO later\n```')), null);
  assert.equal(findPlaceholder(md('A finished sentence.')), null);
});

test('level-two headings and the words of a section ignore code fences', () => {
  assert.deepEqual(levelTwoHeadings(doc), ['Question', 'Answer']);
  // Inline code is one word, `code`; the fenced block is not prose; a link gives its text, not its URL.
  assert.deepEqual(sectionProseWords(doc, 'Question'), ['Why', 'does', 'code', 'fail?']);
  assert.deepEqual(sectionProseWords(doc, 'Answer'), ['Because', 'the', 'docs', 'say', 'so.']);
  assert.equal(sectionProseWords(doc, 'Missing'), null);
});

test('the words of a section stop at the next level-2 heading, not at a deeper one, and take none from before it', () => {
  const article = md('Before it.\n\n## Question\n\nFirst part.\n\n### Detail\n\n- listed item\n\n## Answer\n\nAfter.');
  assert.deepEqual(sectionProseWords(article, 'Question'), ['First', 'part.', 'Detail', 'listed', 'item']);
  assert.deepEqual(sectionProseWords(md('## Question\n\n```bash\necho only code\n```\n'), 'Question'), []);
});

test('near-copies share most five-word sequences; different texts do not', () => {
  const a = shingles(md('Terragrunt keeps your Terraform code DRY by generating the backend for every module.'));
  const b = shingles(md('Terragrunt keeps your Terraform code DRY by generating the provider for every module.'));
  const c = shingles(md('Amazon RDS takes automated snapshots daily and keeps them for the retention period you set.'));
  assert.ok(overlapRatio(a, b) > 0.4);
  assert.equal(overlapRatio(a, c), 0);
  assert.equal(overlapRatio(new Set(), a), 0);
});

// What the tree gets right that line-by-line regexes did not.

test('a fence indented in a list item is code without the list indentation', () => {
  const listed = md(['1. Write the file:', '', '   ```hcl', '   bucket = "logs"', '   ```', '', '2. Apply it.'].join('\n'));
  assert.deepEqual(splitMarkdown(listed).codeBlocks, [{language: 'hcl', meta: '', code: 'bucket = "logs"', line: 3}]);
});

test('``` fences inside a ~~~~ block are part of its code', () => {
  const example = md(['~~~~markdown', '```hcl', 'a = 1', '```', '```bash', 'echo hi', '```', '~~~~', '', 'After.'].join('\n'));
  const {codeBlocks, proseLines} = splitMarkdown(example);
  assert.deepEqual(
    codeBlocks.map((b) => [b.language, b.line]),
    [['markdown', 1]],
  );
  assert.match(codeBlocks[0].code, /echo hi\n```$/);
  assert.deepEqual(proseLines, ['', 'After.']);
});

test('a ## line inside a code block is not a heading', () => {
  // Indented four spaces, the inner ``` does not close the block, so the ## line is still code.
  const example = md(
    ['## Real', '', '```markdown', 'An indented fence:', '', '    ```', '## Not a heading', '```', '', '## Also real'].join('\n'),
  );
  assert.deepEqual(levelTwoHeadings(example), ['Real', 'Also real']);
});

test('setext headings underlined with --- are level two', () => {
  const article = md('Question\n---\n\nWhy does it fail?\n\nAnswer\n------\n\nBecause.');
  assert.deepEqual(levelTwoHeadings(article), ['Question', 'Answer']);
  assert.deepEqual(sectionProseWords(article, 'Question'), ['Why', 'does', 'it', 'fail?']);
  assert.deepEqual(sectionProseWords(article, 'Answer'), ['Because.']);
});

test('heading text is what a reader sees: no closing #s, no backticks', () => {
  const faq = md('## Answer ##\nBecause.\n\n## Why does `plan` fail?\nIt does.');
  assert.deepEqual(levelTwoHeadings(faq), ['Answer', 'Why does plan fail?']);
  assert.deepEqual(sectionProseWords(faq, 'Answer'), ['Because.']);
});

test('a placeholder word only inside inline code is not reported, even when the code wraps', () => {
  assert.equal(findPlaceholder(md('Prefer `context.Background()` over the `context.\nTODO()` stub.')), null);
});

test('a link URL containing TODO is not reported; its text still is', () => {
  assert.equal(findPlaceholder(md('See [the plan](https://example.com/TODO-list) for details.')), null);
  assert.equal(findPlaceholder(md('See [TODO](https://example.com/plan).')), 'TODO');
});

test('prose words: a line starting with "export" is prose in Markdown, and "<" in inline code hides no words', () => {
  assert.deepEqual(proseWords(md('export the findings and store them.')), ['export', 'the', 'findings', 'and', 'store', 'them.']);
  assert.deepEqual(proseWords(md('`">= 3.0, < 4.0"` means any 3.x release; `"~> 2.0"` does not.')), [
    'code',
    'means',
    'any',
    '3.x',
    'release;',
    'code',
    'does',
    'not.',
  ]);
});

test('prose words skip directive names but keep admonition text', () => {
  const words = proseWords(md(':::note\n\nKeep the state bucket.\n\n:::\n\n::compatibility-table\n\nThe end.'));
  assert.deepEqual(words, ['Keep', 'the', 'state', 'bucket.', 'The', 'end.']);
});

test('.mdx files parse as MDX: ESM and JSX attributes are not prose, JSX children are', () => {
  assert.equal(markdownFormat('docs/a.mdx'), 'mdx');
  assert.equal(markdownFormat('docs/a.md'), 'md');
  const words = proseWords(parseMarkdown('import Tabs from \'@theme/Tabs\';\n\n<Tabs groupId="tool">\n\nPick one.\n\n</Tabs>', 'mdx'));
  assert.deepEqual(words, ['Pick', 'one.']);
  assert.throws(() => parseMarkdown('a < b and {x', 'mdx'));
});
