import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {loadFeatureVersions} from '../featureVersions';
import remarkVersionLabels, {
  COMPARE_VERSIONS_TEXT,
  LABEL_CLASS,
  PAGE_MINIMUMS_CLASS,
  type VersionLabelsOptions,
} from '../remarkVersionLabels';
import {COMPARE_VERSIONS_ATTRIBUTE} from '../lib/labelAttributes';
import type {MdastNode} from '../../../shared/mdastNodes';

const {facts} = loadFeatureVersions(path.join(__dirname, '../../..'));

async function labelled(markdown: string, options?: VersionLabelsOptions): Promise<MdastNode> {
  const tree = unified().use(remarkParse).parse(markdown) as unknown as MdastNode;
  await remarkVersionLabels(() => facts, options)()(tree, {path: 'page.md'});
  return tree;
}

const className = (node: MdastNode): unknown =>
  (node.attributes as {name: string; value: unknown}[] | undefined)?.find((a) => a.name === 'className')?.value;
const attributesOf = (node: MdastNode): Record<string, string> =>
  Object.fromEntries((node.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]));
const textOf = (node: MdastNode): string => (typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join(''));

test('each block with a versioned construct gets a label before it, described by what sets it; the page gets its minimum after the H1', async () => {
  const tree = await labelled(
    [
      '# Refactoring',
      '',
      '```hcl',
      'moved {',
      '  from = module.a',
      '  to   = module.b',
      '}',
      '```',
      '',
      '```hcl',
      'include "root" {',
      '  path = find_in_parent_folders()',
      '}',
      '```',
      '',
      '```hcl',
      'resource "null_resource" "a" {}',
      '```',
      '',
      '```yaml',
      'a: 1',
      '```',
    ].join('\n'),
  );
  const children = tree.children!;
  assert.deepEqual(
    children.map((node) => (node.type === 'mdxJsxFlowElement' ? String(className(node)) : node.type)),
    ['heading', PAGE_MINIMUMS_CLASS, LABEL_CLASS, 'code', LABEL_CLASS, 'code', 'code', 'code'],
  );
  assert.equal(textOf(children[1]), "Minimum versions for this page's code: Terraform ≥ 1.1 · Terragrunt ≥ 0.32.");
  const label = children[2];
  const [minimums, , why] = label.children!;
  assert.equal(textOf(minimums), 'Terraform ≥ 1.1');
  assert.equal(textOf(why), 'Set by moved block (Terraform 1.1).');
  assert.equal(attributesOf(minimums).tabIndex, '0');
  assert.equal(attributesOf(minimums)['aria-describedby'], attributesOf(why).id);
  assert.equal(attributesOf(why).role, 'tooltip');
  assert.equal(textOf(children[4].children![2]), 'Set by include (labelled) block (Terragrunt 0.32).');
});

test('a page whose blocks need nothing versioned gets no label and no line', async () => {
  const tree = await labelled(
    '# Plain\n\n```bash\nterraform init\n```\n\n```hcl legacy-hcl1\nvariable "a" { default = "${var.b}" }\n```\n',
  );
  assert.deepEqual(
    tree.children!.map((node) => node.type),
    ['heading', 'code', 'code'],
  );
});

test("with compareButton, the page's line ends with a button that opens the reader's versions; without it, text only", async () => {
  const markdown = '# Moves\n\n```hcl\nmoved {\n  from = module.a\n  to   = module.b\n}\n```\n';
  const line = (tree: MdastNode) => tree.children!.find((node) => className(node) === PAGE_MINIMUMS_CLASS)!;
  const plain = line(await labelled(markdown));
  assert.deepEqual(
    plain.children!.map((node) => node.type),
    ['text'],
  );
  const withButton = line(await labelled(markdown, {compareButton: true}));
  const button = withButton.children!.at(-1)!;
  assert.equal(button.name, 'button');
  assert.equal(textOf(button), COMPARE_VERSIONS_TEXT);
  const names = (button.attributes as {name: string}[]).map((a) => a.name);
  for (const name of ['type', COMPARE_VERSIONS_ATTRIBUTE, 'data-script-only', 'data-pagefind-ignore', 'aria-haspopup'])
    assert.ok(names.includes(name), name);
  assert.equal(textOf(withButton), `Minimum versions for this page's code: Terraform ≥ 1.1. ${COMPARE_VERSIONS_TEXT}`);
});

test("a block's flags renamed or removed after their release ride on its label; a block setting no minimum gets an empty label with them", async () => {
  const tree = await labelled(
    [
      '```bash',
      'terragrunt run-all apply --terragrunt-non-interactive',
      '```',
      '',
      '```bash',
      'terragrunt run-all apply --terragrunt-non-interactive --terragrunt-no-auto-approve',
      'terraform destroy -force',
      '```',
      '',
      '```bash',
      'terraform init -upgrade',
      '```',
    ].join('\n'),
  );
  // The page's minimum line, then each label before its block.
  const [, carrier, , label] = tree.children!;
  assert.equal(className(carrier), LABEL_CLASS);
  assert.deepEqual(attributesOf(carrier), {
    className: LABEL_CLASS,
    'data-minimum-tools': '',
    'data-terragrunt-flags': '--terragrunt-non-interactive',
  });
  assert.deepEqual(carrier.children, []);
  assert.equal(attributesOf(label)['data-terragrunt-flags'], '--terragrunt-non-interactive,--terragrunt-no-auto-approve');
  assert.equal(attributesOf(label)['data-terraform-flags'], 'terraform destroy -force');
  assert.equal(attributesOf(label)['data-terragrunt-minimum'], 'v0.38.1');
  // -upgrade was never renamed nor removed, and sets no minimum: no label at all.
  assert.deepEqual(
    tree.children!.slice(4).map((node) => node.type),
    ['code', 'code'],
  );
});

test("a block's constructs removed after the era ride on its label, on an empty one where the block sets no minimum", async () => {
  const tree = await labelled(
    [
      '```hcl',
      'skip = true',
      '```',
      '',
      '```hcl',
      'include "root" {',
      '  path = find_in_parent_folders()',
      '}',
      'retryable_errors = ["(?s).*timeout.*"]',
      'skip = true',
      '```',
      '',
      '```hcl',
      'inputs = {}',
      '```',
    ].join('\n'),
  );
  const [, carrier, , label] = tree.children!;
  assert.deepEqual(attributesOf(carrier), {
    className: LABEL_CLASS,
    'data-minimum-tools': '',
    'data-terragrunt-removed': 'attribute skip',
  });
  assert.deepEqual(carrier.children, []);
  assert.equal(attributesOf(label)['data-terragrunt-removed'], 'attribute retryable_errors,attribute skip');
  assert.equal(attributesOf(label)['data-terragrunt-minimum'], 'v0.32.0');
  // inputs was never removed and sets no minimum: no label.
  assert.deepEqual(
    tree.children!.slice(4).map((node) => node.type),
    ['code', 'code'],
  );
});
