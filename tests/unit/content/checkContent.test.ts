import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent} from '../../../scripts/check-content';

const answerProse =
  'Terraform records every resource under an address that includes its module path, so moving a block into a module changes the address. ' +
  'Run terraform state mv for each resource, or on Terraform 1.1 and later add a moved block, then confirm that the next plan shows no changes. ' +
  'Keep a copy of the state from terraform state pull before you start so that you can restore it if a command goes wrong, ' +
  'and make the change from a single machine while nobody else applies. ' +
  'If the module is shared by several environments, repeat the moves in each state file and review every plan before applying it.';

function article(number: number | string, question: string, answer = answerProse): string {
  return [
    '---',
    `number: ${number}`,
    `title: "Question number ${number} about moving Terraform resources into modules?"`,
    'description: "How to move resources into a module without destroying them."',
    '---',
    '',
    '## Question',
    '',
    question,
    '',
    '## Answer',
    '',
    answer,
    '',
  ].join('\n');
}

const distinctQuestions = [
  'Our team moved three S3 resources into a new module on Terraform 0.14 and the plan now wants to replace all of them, which would delete our logs.',
  'After upgrading Terragrunt the dependency block for the VPC returns mock outputs during apply instead of the real subnet identifiers we expected.',
  'Our EKS workers cannot pull images from ECR since we removed the NAT gateway from the private subnets in the staging account last week.',
];

function makeSite(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(
    path.join(root, 'docs/tags.yml'),
    "terraform:\n  label: 'terraform'\n  permalink: /terraform\n  description: 'Terraform.'\n",
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const messagesFor = async (files: Record<string, string>) =>
  (await checkContent(makeSite(files))).map((p) => `${p.file}:${p.line}: ${p.message}`);

test('good articles pass', async () => {
  const problems = await messagesFor({
    'knowledge-base/3.md': article(3, distinctQuestions[0]),
    'knowledge-base/5.md': article(
      5,
      distinctQuestions[1],
      'Worker nodes in private subnets reach ECR through the internet unless the VPC offers another path. ' +
        'Removing the NAT gateway took that path away, so image pulls now time out and pods stay in ImagePullBackOff. ' +
        'Add interface endpoints for the ECR API and the ECR Docker registry, a gateway endpoint for S3 because image layers are stored there, ' +
        'and an STS endpoint if pods assume roles through IRSA. Attach a security group to the interface endpoints that allows HTTPS from the node subnets, ' +
        'enable private DNS on them, then delete the failing pods so the kubelet retries the pulls against the endpoints.',
    ),
  });
  assert.deepEqual(problems, []);
});

test('a number that does not match the file name fails, naming the file', async () => {
  const problems = await messagesFor({'knowledge-base/12.md': article(21, distinctQuestions[0])});
  assert.ok(
    problems.some((p) => p.startsWith('knowledge-base/12.md:1: front matter `number: 21` does not match')),
    problems.join('\n'),
  );
});

test('a missing answer fails', async () => {
  const text = article(7, distinctQuestions[0]).replace(/## Answer[\s\S]*/, '');
  const problems = await messagesFor({'knowledge-base/7.md': text});
  assert.ok(
    problems.some((p) => p.includes('knowledge-base/7.md') && p.includes('no "## Answer" section')),
    problems.join('\n'),
  );
});

test('a section with fewer than ten words of prose fails as empty; code does not count', async () => {
  const longAnswer = `${'Move each resource with terraform state mv before the plan runs again. '.repeat(3)}`;
  const codeOnly = '```bash\nterraform state mv aws_s3_bucket.logs module.logs.aws_s3_bucket.this and more words here\n```';
  const problems = await messagesFor({'knowledge-base/9.md': article(9, `Why?\n\n${codeOnly}`, longAnswer)});
  assert.ok(problems.includes('knowledge-base/9.md:1: the "## Question" section is empty. Write it.'), problems.join('\n'));
  assert.ok(!problems.some((p) => p.includes('"## Answer" section is empty')), problems.join('\n'));
});

test('placeholder text fails', async () => {
  const problems = await messagesFor({'knowledge-base/8.md': article(8, `${distinctQuestions[0]} Lorem ipsum dolor sit amet.`)});
  assert.ok(
    problems.some((p) => p.includes('knowledge-base/8.md') && p.includes('placeholder text')),
    problems.join('\n'),
  );
});

test('a near-copy of another article fails', async () => {
  const problems = await messagesFor({
    'knowledge-base/10.md': article(10, distinctQuestions[0]),
    'knowledge-base/11.md': article(11, distinctQuestions[0].replace('three', 'four')),
  });
  assert.ok(
    problems.some((p) => p.includes('near-copy of knowledge-base/10.md')),
    problems.join('\n'),
  );
});

test('short articles, undeclared tags, bad HCL, H1 headings and bad front matter fail', async () => {
  const problems = await messagesFor({
    'knowledge-base/13.md': article(13, 'Why?', 'Because.'),
    'docs/page.md': [
      '---',
      'title: A page',
      'description: "A page that breaks several writing rules at once."',
      'tags: [terraform, not-a-tag]',
      '---',
      '# A second title',
      '',
      '```hcl',
      'resource "aws_s3_bucket" "b" {',
      '  bucket =',
      '}',
      '```',
      '',
      '```',
      'no language',
      '```',
    ].join('\n'),
    'docs/broken.md': '---\ntitle: Broken: front matter\n---\nText.\n',
    'docs/legacy.md': `---\ntitle: Legacy\ndescription: "A page that shows pre-0.12 syntax on purpose."\n---\n\n${'Terragrunt 0.18 read its configuration from a terragrunt block in terraform.tfvars. '.repeat(20)}\n\n\`\`\`hcl legacy-hcl1\nterragrunt = {\n  include {\n    path = "\${find_in_parent_folders()}"\n  }\n}\n\`\`\`\n`,
  });
  assert.ok(!problems.some((p) => p.startsWith('docs/legacy.md')), problems.join('\n'));
  const expectations: [string, RegExp][] = [
    ['knowledge-base/13.md', /words of prose; pages here need at least 120/],
    ['docs/page.md', /tag "not-a-tag" is not declared in docs\/tags\.yml/],
    ['docs/page.md', /^docs\/page\.md:8: HCL code block does not parse/],
    ['docs/page.md', /^docs\/page\.md:6: "# A second title" is a second H1/],
    ['docs/page.md', /^docs\/page\.md:14: code block has no language/],
    ['docs/broken.md', /^docs\/broken\.md:2: front matter is not valid YAML/],
  ];
  for (const [file, pattern] of expectations) {
    assert.ok(
      problems.some((p) => p.startsWith(file) && pattern.test(p)),
      `${file} ${pattern}\n${problems.join('\n')}`,
    );
  }
});

test("versions: an unreleased ref, a pin older than the guide's first release, a later Terraform and a missing table fail", async () => {
  const projectData = (file: string) => fs.readFileSync(path.join(__dirname, '../../..', file), 'utf8');
  const guide = 'docs/guides/stay-up-to-date/terraform/terraform-13';
  const page = (body: string) =>
    `---\ntitle: Step\ndescription: "A step of the Terraform 0.13 guide."\n---\n\n${'Move each library reference to the release the table gives. '.repeat(40)}\n\n${body}\n`;
  const problems = await messagesFor({
    'data/releases.json': projectData('data/releases.json'),
    'data/upgrade-compatibility.json': projectData('data/upgrade-compatibility.json'),
    'data/terraform-0.12-compatibility.json': projectData('data/terraform-0.12-compatibility.json'),
    [`${guide}/step-2.md`]: page(
      [
        '::compatibility-table',
        '',
        '```hcl',
        'module "vpc" {',
        '  source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.10.9"',
        '}',
        'module "cloudtrail" {',
        '  source = "git::git@github.com:gruntwork-io/terraform-aws-security.git//modules/cloudtrail?ref=v0.36.0"',
        '}',
        '```',
        '',
        'Terraform 1.5 is not part of this guide.',
      ].join('\n'),
    ),
  });
  const expectations: RegExp[] = [
    /^docs\/guides\/stay-up-to-date\/terraform\/terraform-13\/step-2\.md:12: \?ref=v0\.10\.9: terraform-aws-vpc has no release v0\.10\.9/,
    /^docs\/guides\/stay-up-to-date\/terraform\/terraform-13\/step-2\.md:15: \?ref=v0\.36\.0 pins terraform-aws-security v0\.36\.0, older than v0\.37\.0/,
    /^docs\/guides\/stay-up-to-date\/terraform\/terraform-13\/step-2\.md:19: Terraform 1\.5 is later than the era/,
    /^docs\/guides\/stay-up-to-date\/terraform\/terraform-14\/index\.md:1: the "terraform-14" upgrade guide shows no compatibility table/,
  ];
  for (const pattern of expectations)
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${pattern}\n${problems.join('\n')}`,
    );
  assert.ok(!problems.some((p) => p.includes('"terraform-13" upgrade guide')), problems.join('\n'));
});

test('a tags file that is not valid YAML fails with its line', async () => {
  const root = makeSite({});
  fs.writeFileSync(path.join(root, 'docs/tags.yml'), "terraform:\n  label: 'terraform'\n  permalink: [unclosed\n");
  const problems = (await checkContent(root)).map((p) => `${p.file}:${p.line}: ${p.message}`);
  assert.ok(
    problems.some((p) => /^docs\/tags\.yml:\d+: not valid YAML/.test(p)),
    problems.join('\n'),
  );
});

test('reader values: an unknown marker fails with its line; markers work in code blocks only, and code is checked with the examples', async () => {
  const answer = [
    answerProse,
    '',
    '```hcl',
    'provider "aws" {',
    '  region = "@@region@@"',
    '  allowed_account_ids = ["@@dev-acount-id@@"]',
    '}',
    '```',
    '',
    'Then set @@region@@ in your own provider block.',
  ].join('\n');
  const problems = await messagesFor({'knowledge-base/3.md': article(3, distinctQuestions[0], answer)});
  assert.deepEqual(
    problems.filter((problem) => problem.includes('@@')),
    [
      'knowledge-base/3.md:18: unknown reader value @@dev-acount-id@@. Use one of @@root-account-id@@, @@security-account-id@@, @@logs-account-id@@, @@shared-account-id@@, @@dev-account-id@@, @@stage-account-id@@, @@prod-account-id@@, @@region@@, @@org-name@@, @@domain@@ (plugins/reader-values/lib/readerValues.ts), or write the value itself.',
      'knowledge-base/3.md:22: @@region@@ outside a code block shows as it is: reader values work in fenced code blocks only. Write the example value here.',
    ],
  );
  // The block parses as HCL once its markers hold the examples.
  assert.deepEqual(
    problems.filter((problem) => problem.includes('does not parse')),
    [],
  );
});

test('a link to an input or output the service does not have fails with its line and the closest name', async () => {
  const prose = 'The database keeps its automated backups for the number of days the retention input sets. '.repeat(30);
  const page = (title: string, body: string) =>
    `---\ntitle: ${title}\ndescription: "How long backups are kept."\n---\n\n${prose}\n\n${body}\n`;
  const service = {
    module: 'modules/data-stores/rds',
    inputs: [{name: 'backup_retention_period', required: false, type: 'number', default: '30'}],
    outputs: [{name: 'primary_endpoint'}],
  };
  const problems = await messagesFor({
    'data/service-catalog-interface.json': JSON.stringify({
      source: 'x',
      version: 'v0.99.0',
      services: {'data-storage/amazon-rds': service},
    }),
    'data/service-catalog-descriptions/data-storage/amazon-rds.yml':
      'inputs:\n  backup_retention_period: The number of days backups are kept.\noutputs:\n  primary_endpoint: The endpoint.\n',
    'docs/reference/services/data-storage/amazon-rds.md': page('Amazon RDS', 'See [`port`](#input-port).\n\n::service-reference'),
    'docs/guides/backups.md': page(
      'Backups',
      [
        'Set [`backup_retention_period`](../reference/services/data-storage/amazon-rds.md#input-backup_retention_period) first.',
        '',
        'Then read [`primary_endpont`](../reference/services/data-storage/amazon-rds.md#output-primary_endpont).',
        '',
        'And [the site URL form](/reference/services/data-storage/amazon-rds#input-backup_retention_periods).',
        '',
        'Or [a service that does not exist](../reference/services/data-storage/amazon-rdss.md#input-port).',
      ].join('\n'),
    ),
  });
  assert.deepEqual(
    problems.filter((p) => p.includes('the link ')),
    [
      'docs/guides/backups.md:10: the link ../reference/services/data-storage/amazon-rds.md#output-primary_endpont points at an output data-storage/amazon-rds does not have. Did you mean `primary_endpoint`?',
      'docs/guides/backups.md:12: the link /reference/services/data-storage/amazon-rds#input-backup_retention_periods points at an input data-storage/amazon-rds does not have. Did you mean `backup_retention_period`?',
      'docs/guides/backups.md:14: the link ../reference/services/data-storage/amazon-rdss.md#input-port names no service of docs/reference/services/. Fix its path.',
      'docs/reference/services/data-storage/amazon-rds.md:8: the link #input-port points at an input data-storage/amazon-rds does not have.',
    ],
  );
});
