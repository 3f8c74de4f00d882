import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FEATURE_VERSIONS_FILE,
  formatFeatureVersions,
  loadFeatureVersions,
  validateFeatureVersions,
  type FeatureVersionsJson,
} from '../featureVersions';
import {readSiteData} from '../../../plugins/site-data/readSiteData';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {HCL_LANGUAGES} from '../blockMinimums';
import {awsTypesIn} from '../lib/hclUsage';
import {markdownFormat, parseMarkdown, splitMarkdown} from '../../../scripts/lib/markdownContent';

const SITE_DIR = path.join(__dirname, '../../..');
const readData = (): string => fs.readFileSync(path.join(SITE_DIR, FEATURE_VERSIONS_FILE), 'utf8');

/**
 * Releases checked by hand in the tools' bare mirrors (`git --git-dir=... show TAG:PATH`): the moved block is in
 * internal/configs/parser_config.go's schema at v1.1.0 and not at v1.0.11; module for_each is decoded without the
 * "Reserved argument name in module block" error from v0.13.0 (v0.12.31 still refuses it); resource for_each from
 * v0.12.6 (v0.12.5 refuses it); internal/experiments/experiment.go concludes ModuleVariableOptionalAttrs at v1.3.0
 * (current at v1.2.0); the IncludeConfig struct of config/config.go has its `name,label` field from v0.32.0 (v0.31.11
 * has none); the locals block is decoded from v0.19.14; Terratest's go.mod says `go 1.18` at v0.41.0.
 */
const VERIFIED: [tool: 'terraform' | 'terragrunt', key: string, since: string][] = [
  ['terraform', 'block moved', 'v1.1.0'],
  ['terraform', 'meta-argument module.for_each', 'v0.13.0'],
  ['terraform', 'meta-argument resource.for_each', 'v0.12.6'],
  ['terraform', 'type-constraint optional', 'v1.3.0'],
  ['terraform', 'argument variable.nullable', 'v1.1.0'],
  ['terraform', 'block lifecycle.precondition', 'v1.2.0'],
  ['terraform', 'argument lifecycle.replace_triggered_by', 'v1.2.0'],
  ['terraform', 'file .terraform.lock.hcl', 'v0.14.0'],
  ['terraform', 'function startswith', 'v1.3.0'],
  ['terragrunt', 'block include (labelled)', 'v0.32.0'],
  ['terragrunt', 'block include (several)', 'v0.32.0'],
  ['terragrunt', 'block locals', 'v0.19.14'],
  ['terragrunt', 'block dependency', 'v0.19.20'],
  ['terragrunt', 'attribute remote_state.generate', 'v0.22.0'],
];

test("the committed feature data is valid and holds the releases checked by hand in the tools' source", () => {
  const {data, raw, problems} = validateFeatureVersions(readData());
  assert.deepEqual(problems, []);
  for (const [tool, key, since] of VERIFIED) assert.equal(data.tools[tool].get(key)?.since, since, `${tool} ${key}`);
  assert.deepEqual(
    raw?.terratest.goMinimums.find((entry) => entry.since === 'v0.41.0'),
    {since: 'v0.41.0', go: '1.18', file: 'go.mod'},
  );
  assert.equal(data.baselines.terraform, 'v0.12.0');
  assert.equal(data.baselines.terragrunt, 'v0.19.0');
  const removed = (['terraform', 'terragrunt'] as const).flatMap((tool) =>
    [...data.tools[tool]].filter(([, construct]) => construct.removedIn).map(([key, construct]) => [tool, key, construct.removedIn]),
  );
  assert.deepEqual(removed, REMOVALS_VERIFIED);
});

/**
 * Every removal the data records, checked by hand at the last tag with the construct and the first without it: Terraform
 * v1.2.9's internal/lang/functions.go has "defaults", v1.3.0's does not; Terragrunt v0.92.1's terragruntConfigFile
 * (config/config.go) decodes skip, retryable_errors, retry_max_attempts and retry_sleep_interval_sec, v0.93.0's does not
 * (retryable_errors lives on only inside the errors block); v0.53.4 names get_terraform_commands_that_need_input
 * "get_terraform_commands_that_need_inputa" (a misspelt constant), v0.53.5 spells it right again.
 */
const REMOVALS_VERIFIED = [
  ['terraform', 'function defaults', 'v1.3.0'],
  ['terragrunt', 'attribute retry_max_attempts', 'v0.93.0'],
  ['terragrunt', 'attribute retry_sleep_interval_sec', 'v0.93.0'],
  ['terragrunt', 'attribute retryable_errors', 'v0.93.0'],
  ['terragrunt', 'attribute skip', 'v0.93.0'],
  ['terragrunt', 'function get_terraform_commands_that_need_inputa', 'v0.53.5'],
];

/**
 * AWS provider facts checked by hand in the provider's CHANGELOG.md texts (the 4.x file from 4.53.0 down to 4.0.0, the
 * 3.x sections 3.75.2 to 3.0.0, a 2.x file from 2.39.0 down to 1.58.0, the 1.x file from 1.57.0 down to 0.1.0): the
 * release heading whose section announces each. aws_s3_bucket_versioning is announced under 4.0.0 and again under
 * 3.75.0 (a backport): the lower wins. aws_route53_vpc_association_authorization is written `**New Resource**:`.
 */
const AWS_VERIFIED: [key: string, since: string][] = [
  ['resource aws_cloudfront_origin_access_control', 'v4.29.0'],
  ['resource aws_vpc_endpoint_policy', 'v4.3.0'],
  ['data-source aws_iam_openid_connect_provider', 'v4.2.0'],
  ['resource aws_s3_bucket_versioning', 'v3.75.0'],
  ['resource aws_account_alternate_contact', 'v3.67.0'],
  ['data-source aws_iam_roles', 'v3.55.0'],
  ['data-source aws_subnets', 'v3.55.0'],
  ['resource aws_eks_addon', 'v3.37.0'],
  ['resource aws_route53_vpc_association_authorization', 'v3.1.0'],
  ['resource aws_ec2_transit_gateway_vpc_attachment_accepter', 'v2.13.0'],
  ['resource aws_route53_resolver_endpoint', 'v2.1.0'],
  ['resource aws_lb_target_group', 'v1.1.0'],
  ['resource aws_cloudwatch_dashboard', 'v0.1.4'],
];

test('AWS provider resources: exact where a section read announces them, bounded by v3.0.0 where none does', () => {
  const {data, raw} = validateFeatureVersions(readData());
  for (const [key, since] of AWS_VERIFIED) {
    assert.equal(data.tools.aws.get(key)?.since, since, key);
    assert.equal(data.tools.aws.get(key)?.bounded, undefined, key);
  }
  assert.equal(raw?.aws.sectionsRead, 'v0.1.0–v2.39.0, v3.0.0–v4.53.0');
  assert.equal(raw?.aws.notRead, 'the releases after v2.39.0 and before v3.0.0');
  // Older than every 3.x and 4.x section and announced in none: the provider had them by v3.0.0, no earlier release known.
  for (const key of ['resource aws_s3_bucket', 'resource aws_instance', 'data-source aws_caller_identity'])
    assert.deepEqual(data.tools.aws.get(key), {
      kind: key.split(' ')[0],
      name: key.split(' ')[1],
      since: 'v3.0.0',
      file: 'CHANGELOG.md',
      bounded: true,
    });
  assert.equal(data.baselines.aws, 'v3.0.0');
  assert.deepEqual(raw?.aws.notFound, []);
});

test("every AWS resource and data source the site's HCL blocks use is in the data: exact, bounded, or not found with a reason", async () => {
  const {data, raw} = validateFeatureVersions(readData());
  const uses = new Map<string, string>();
  for (const dir of ['docs', 'knowledge-base']) {
    for (const name of fs
      .readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))) {
      const file = path.join(dir, name);
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      for (const block of splitMarkdown(parseMarkdown(source, markdownFormat(file))).codeBlocks) {
        if (!HCL_LANGUAGES.has(block.language) || block.meta.split(/\s+/).includes('legacy-hcl1')) continue;
        const json = await parseHcl(`${file}:${block.line}.hcl`, block.code).catch(() => null);
        if (json) for (const type of awsTypesIn(json)) uses.set(`${type.kind} ${type.name}`, `${file}:${block.line}`);
      }
    }
  }
  // The pages use more than a hundred of them; an empty scan would prove nothing.
  assert.ok(uses.size > 100, `${uses.size} AWS names found in the pages`);
  const unknown = [...uses].filter(([key]) => !data.tools.aws.has(key) && !data.notFound.has(`aws ${key}`));
  assert.deepEqual(unknown, [], 'regenerate data/feature-versions.json with --aws-changelog');
  if ((raw?.aws.notFound.length ?? 0) > 0) assert.match(raw!.aws.source, /"notFound": /);
});

test('the committed file is as the generator formats it', () => {
  const text = readData();
  assert.equal(formatFeatureVersions(JSON.parse(text) as FeatureVersionsJson), text);
});

const awsEntry = (data: FeatureVersionsJson, key: string) => data.aws.constructs.find((entry) => `${entry.kind} ${entry.name}` === key)!;

/** The committed data with one change, written the generator's way, so problems land on known lines. */
function edited(change: (data: FeatureVersionsJson) => void): string {
  const data = JSON.parse(readData()) as FeatureVersionsJson;
  change(data);
  return formatFeatureVersions(data);
}

test('a bad entry is refused with the file, its line and how to fix it', () => {
  const cases: [string, (data: FeatureVersionsJson) => void, RegExp][] = [
    [
      'a version that is no release tag',
      (data) => (data.terraform.constructs[0].since = '1.1'),
      /"since" must be a release tag like v1\.1\.0, not "1\.1"\. Regenerate/,
    ],
    ['an unknown kind', (data) => (data.terragrunt.constructs[0].kind = 'resource'), /"kind" must be one of block, attribute, function/],
    ['a duplicate', (data) => data.terraform.constructs.push({...data.terraform.constructs[3]}), /listed twice/],
    ['a file that is no path', (data) => (data.terraform.constructs[1].file = 'see the changelog'), /"file" must be the path/],
    ['a Go minimum without go.mod', (data) => (data.terratest.goMinimums[0].file = 'README.md'), /goMinimums\[0\]: needs/],
    ['an unknown section', (data) => Object.assign(data, {terraformer: {}}), /unknown key "terraformer"/],
    [
      'a removal that is no release tag',
      (data) => Object.assign(data.terragrunt.constructs[0], {removedIn: '0.93'}),
      /terragrunt › [\w.]+: "removedIn" must be the first release tag without the construct, like v0\.80\.0, not "0\.93"\. Regenerate/,
    ],
    [
      'a removal before the first release',
      (data) => Object.assign(data.terraform.constructs[0], {removedIn: 'v0.11.0'}),
      /"removedIn" v0\.11\.0 must be later than "since" v0\.12\.0/,
    ],
    ['a removal of an AWS resource', (data) => Object.assign(data.aws.constructs[0], {removedIn: 'v5.0.0'}), /unknown field "removedIn"/],
    [
      'an AWS entry with a first release and a bound',
      (data) => Object.assign(data.aws.constructs[0], {since: 'v4.0.0', existedBy: 'v3.0.0'}),
      /aws › aws_\w+: has both "since" and "existedBy".*--aws-changelog/,
    ],
    [
      'an AWS bound other than the start of the newest run read',
      (data) => Object.assign(awsEntry(data, 'resource aws_instance'), {existedBy: 'v1.0.0'}),
      /aws › aws_instance: "existedBy" must be the first release of the newest run of sections read \(v3\.0\.0\), not v1\.0\.0/,
    ],
    [
      'an AWS first release in no section read',
      (data) => Object.assign(awsEntry(data, 'resource aws_s3_object'), {since: 'v2.50.0'}),
      /aws › aws_s3_object: "since" v2\.50\.0 is in none of the changelog sections read \(v0\.1\.0–v2\.39\.0, v3\.0\.0–v4\.53\.0\)/,
    ],
    [
      'the AWS section of before several changelogs',
      (data) => {
        const {sectionsRead, notRead, ...old} = data.aws;
        void sectionsRead;
        void notRead;
        data.aws = old as FeatureVersionsJson['aws'];
      },
      /aws: "sectionsRead" and "notRead" are missing: .*Regenerate the file with `npm run generate:feature-versions -- --aws-changelog/,
    ],
    [
      'AWS sections read written another way',
      (data) => (data.aws.sectionsRead = '0.1.0 to 4.53.0'),
      /"sectionsRead" must list runs of releases/,
    ],
  ];
  for (const [label, change, message] of cases) {
    const text = edited(change);
    const {problems} = validateFeatureVersions(text);
    assert.equal(problems.length, 1, `${label}: ${JSON.stringify(problems)}`);
    const [problem] = problems;
    assert.equal(problem.file, FEATURE_VERSIONS_FILE);
    assert.match(problem.message, message, label);
    assert.ok(problem.line > 1, `${label}: line ${problem.line}`);
  }
  const broken = validateFeatureVersions('{"terraform": ');
  assert.equal(broken.problems.length, 1);
  assert.equal(broken.problems[0].file, FEATURE_VERSIONS_FILE);
});

test('the site data carries the facts, with the flags joined in, and reports a broken file', () => {
  const {data, problems} = readSiteData(SITE_DIR);
  assert.deepEqual(problems, []);
  assert.equal(data.versionFacts.data.tools.terraform.get('block moved')?.since, 'v1.1.0');
  assert.equal(data.versionFacts.data.tools.terragrunt.get('flag --terragrunt-no-auto-approve')?.since, 'v0.38.1');

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-versions-'));
  fs.mkdirSync(path.join(scratch, 'data'));
  fs.copyFileSync(path.join(SITE_DIR, 'data/cli-flags.json'), path.join(scratch, 'data/cli-flags.json'));
  assert.match(loadFeatureVersions(scratch).problems[0]?.message ?? '', /missing/);
  fs.writeFileSync(
    path.join(scratch, FEATURE_VERSIONS_FILE),
    edited((d) => (d.terraform.constructs[0].since = 'soon')),
  );
  assert.match(loadFeatureVersions(scratch).problems[0]?.message ?? '', /"since" must be a release tag/);
  fs.rmSync(scratch, {recursive: true});
});
