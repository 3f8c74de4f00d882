import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadFeatureVersions} from '../featureVersions';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {checkMinimumVersions, checkUnknownConstructs} from '../minimumChecks';
import {checkContent} from '../../../scripts/check-content';

const SITE_DIR = path.join(__dirname, '../../..');
const {facts} = loadFeatureVersions(SITE_DIR);

const block = (language: string, code: string, line: number) => ({language, meta: '', code, line});
const findings = (body: string, blocks: ReturnType<typeof block>[] = []) => checkMinimumVersions('page.md', body, blocks, facts);

test("prose giving a construct another minimum than the data fails, naming the line and the data's release", async () => {
  const body = [
    '# Moves',
    '',
    'Refactor with `moved` blocks needing Terraform 1.2 or later.',
    '',
    '`startswith()` was added in Terragrunt 0.40.',
  ].join('\n');
  const found = await findings(body);
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.equal(found[0].line, 3);
  assert.match(
    found[0].message,
    /says `moved` needs Terraform 1\.2, but data\/feature-versions\.json has moved block from Terraform 1\.1 \(internal\/configs\/parser_config\.go at v1\.1\.0\)/,
  );
});

test("prose that agrees, names the construct in another clause, or names one older than the data's first release passes", async () => {
  const body = [
    'On Terraform 1.1 or later you can write `moved` blocks.',
    '`for_each` on modules requires Terraform 0.13 or newer.',
    '`optional()` attributes need Terraform 1.3+.',
    'Terragrunt v0.32.0 or newer is needed. Several `include` blocks fail on older releases.',
    '`get_parent_terragrunt_dir()` needs Terragrunt 0.32 when a child has labelled includes.',
  ].join('\n');
  assert.deepEqual(await findings(body), []);
});

test("a block using a construct the data does not know fails, naming the block's line", async () => {
  const terragrunt =
    'include "root" {\n  path = find_in_parent_folder()\n}\n\ndependency "vpc" {\n  config_path = "../vpc"\n  mock_output = {}\n}';
  const go =
    'import "github.com/gruntwork-io/terratest/modules/terraform"\n\nfunc TestX(t *testing.T) {\n  terraform.InitAndApplyy(t, nil)\n}';
  const found = await findings('', [
    block('hcl', terragrunt, 4),
    block('bash', 'terragrunt plan --terragrunt-no-auto-aprove', 20),
    block('go', go, 30),
  ]);
  assert.deepEqual(
    found.map((finding) => `${finding.line} ${finding.message.split(',')[0]}`),
    [
      '4 the hcl block uses dependency.mock_output (Terragrunt attribute)',
      '4 the hcl block uses find_in_parent_folder() (Terragrunt function)',
      '20 the bash block uses --terragrunt-no-auto-aprove (Terragrunt flag)',
      '30 the go block uses terraform.InitAndApplyy() (Terratest function)',
    ],
  );
  assert.match(found[1].message, /regenerate the data \(npm run generate:feature-versions\)/);
  // Known constructs, fragments of resources and AWS names the data has (exact or bounded) pass.
  const known =
    'resource "aws_s3_bucket" "logs" {\n  bucket = "logs"\n}\n\nresource "aws_s3_bucket_versioning" "logs" {\n  bucket = "logs"\n}\n\ncondition {\n  host_header {}\n}';
  assert.deepEqual(await findings('', [block('hcl', known, 1)]), []);
  // An AWS name the data does not know at all is refused, like any other construct.
  const typo = 'resource "aws_s3_buckt" "logs" {\n  bucket = "logs"\n}\n\ndata "aws_caller_identiti" "me" {}';
  assert.deepEqual(
    (await findings('', [block('hcl', typo, 7)])).map((finding) => `${finding.line} ${finding.message.split(',')[0]}`),
    ['7 the hcl block uses aws_s3_buckt (AWS provider resource)', '7 the hcl block uses aws_caller_identiti (AWS provider data-source)'],
  );
});

test('an AWS name the data lists as not found is no unknown construct', async () => {
  const listed = {...facts, data: {...facts.data, notFound: new Set(['aws resource aws_listed_on_purpose'])}};
  const code = 'resource "aws_listed_on_purpose" "x" {}';
  const json = await parseHcl('listed.hcl', code);
  assert.deepEqual(checkUnknownConstructs([{language: 'hcl', meta: '', code, line: 1, json}], listed), []);
  assert.equal(checkUnknownConstructs([{language: 'hcl', meta: '', code, line: 1, json}], facts).length, 1);
});

test("the content check reports both rules with the page's file and line", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minimum-checks-'));
  fs.mkdirSync(path.join(root, 'data'), {recursive: true});
  fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
  for (const file of ['feature-versions.json', 'cli-flags.json'])
    fs.copyFileSync(path.join(SITE_DIR, 'data', file), path.join(root, 'data', file));
  fs.writeFileSync(
    path.join(root, 'docs/tags.yml'),
    "terraform:\n  label: 'terraform'\n  permalink: /terraform\n  description: 'Terraform.'\n",
  );
  const page = [
    '---',
    'title: Moves',
    'description: "Moving resources."',
    '---',
    '',
    'The `moved` block needs Terraform 1.0 or later.',
    '',
    '```hcl',
    'locals {',
    '  x = startswiths("a", "b")',
    '}',
    '```',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'docs/moves.md'), page);
  const problems = (await checkContent(root)).filter((problem) => problem.message.includes('feature-versions.json'));
  assert.deepEqual(
    problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message.split(',')[0]}`),
    ['docs/moves.md:6: says `moved` needs Terraform 1.0', 'docs/moves.md:8: the hcl block uses startswiths() (Terraform function)'],
  );
  fs.rmSync(root, {recursive: true});
});

const LABELLED_INCLUDE = 'include "root" {\n  path = find_in_parent_folders()\n}\n';

/** A question naming (or not) the asker's versions, and its answer: prose, then a block with a labelled include at line 9. */
const answer = (question: string, extra = '') =>
  [
    '## Question',
    '',
    question,
    '',
    '## Answer',
    '',
    `Include the root file.${extra}`,
    '',
    '```hcl',
    LABELLED_INCLUDE.trimEnd(),
    '```',
  ].join('\n');

test("a knowledge-base answer whose snippet needs more than the asker's stated version, and that does not say to upgrade, fails at the block", async () => {
  const body = answer("We're on Terragrunt v0.31.1 and Terraform 1.0.11. How do we share the backend settings?");
  const found = await findings(body, [block('hcl', LABELLED_INCLUDE, 9)]);
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.equal(found[0].line, 9);
  assert.match(
    found[0].message,
    /^the hcl block needs Terragrunt 0\.32 \(include \(labelled\) block\), but the question names only Terragrunt v0\.31\.1, which does not have it, and the page says nowhere to upgrade\. Say so \("upgrade to Terragrunt v0\.32\.0 or later"\), or use what v0\.31\.1 offers\.$/,
  );
});

test('an answer that says to upgrade, a question that names a version with the construct, or no stated version passes', async () => {
  for (const body of [
    answer('We run Terragrunt v0.31.1.', ' Upgrade to Terragrunt v0.32.0 or later first: labelled includes came with it.'),
    answer('We run Terragrunt v0.36.1.'),
    answer('Which file should hold the backend settings?'),
  ])
    assert.deepEqual(await findings(body, [block('hcl', LABELLED_INCLUDE, 9)]), [], body);
  // A page that is not a question and its answer (a guide naming an old release) is not held to this rule.
  const guide = ['# Moving off Terragrunt 0.31', '', 'Terragrunt v0.31.1 users:', '', '```hcl', LABELLED_INCLUDE.trimEnd(), '```'].join(
    '\n',
  );
  assert.deepEqual(await findings(guide, [block('hcl', LABELLED_INCLUDE, 5)]), []);
});
