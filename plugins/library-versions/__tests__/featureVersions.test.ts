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
import {scanAwsChangelog} from '../../../scripts/feature-versions/awsProvider';

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
});

test('AWS provider resources come from the changelog sections read, the lower of two announcements winning', () => {
  // CHANGELOG.md announces aws_s3_bucket_versioning under 4.0.0 (February 2022) and again under 3.75.0 (March 2022,
  // a backport); aws_s3_object under 4.0.0 only. Names the sections read never announce are listed, not guessed.
  const {data, raw} = validateFeatureVersions(readData());
  assert.equal(data.tools.aws.get('resource aws_s3_bucket_versioning')?.since, 'v3.75.0');
  assert.equal(data.tools.aws.get('resource aws_s3_object')?.since, 'v4.0.0');
  assert.ok(raw?.aws.notFound.includes('resource aws_s3_bucket'));
  const text = [
    '## 4.0.0 (x)',
    '* **New Resource:** `aws_a`',
    '## 3.75.0 (y)',
    '* **New Resource:** `aws_a`',
    '* **New Data Source:** `aws_b`',
  ].join('\n');
  const scanned = scanAwsChangelog(text, 'CHANGELOG.md', [
    {kind: 'resource', name: 'aws_a'},
    {kind: 'resource', name: 'aws_b'},
  ]);
  assert.deepEqual(scanned.found, [{kind: 'resource', name: 'aws_a', since: 'v3.75.0', file: 'CHANGELOG.md'}]);
  assert.deepEqual(scanned.missing, ['resource aws_b']);
});

test('the committed file is as the generator formats it', () => {
  const text = readData();
  assert.equal(formatFeatureVersions(JSON.parse(text) as FeatureVersionsJson), text);
});

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
