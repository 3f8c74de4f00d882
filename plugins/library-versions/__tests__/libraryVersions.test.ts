import {test} from 'node:test';
import {readSiteData} from '../../../plugins/site-data/readSiteData';
import assert from 'node:assert/strict';
import path from 'node:path';
import {upgradeGuideOf, validateUpgradeCompatibility, type CompatibilityData} from '../compatibilityData';
import {expandCompatibilityTables} from '../remarkCompatibilityTable';
import type {MdastNode} from '../../../shared/mdastNodes';
import {
  checkEra,
  checkReleaseRefs,
  checkTerragruntPairs,
  checkUpgradePins,
  minimumTerragruntFor,
  terragruntMinimums,
} from '../versionChecks';
import {constraintFloors, isBeyond, isOlder, parseVersion} from '../lib/versions';

const SITE_DIR = path.join(__dirname, '../../..');

const releaseTags = new Map([
  ['terraform-aws-vpc', new Set(['v0.9.0', 'v0.22.3', 'v0.22.30'])],
  ['terraform-aws-security', new Set(['v0.37.0', 'v0.46.0'])],
]);

const guideJson = (rows: unknown[], key = 'terraform-13') => JSON.stringify({[key]: {target: 'Terraform 0.13', repos: rows}}, null, 1);

function fixtureData(): CompatibilityData {
  const {guides, problems} = validateUpgradeCompatibility(
    guideJson([
      {repo: 'terragrunt', first_compatible: 'v0.25.4', last_incompatible: null},
      {repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0', last_incompatible: null},
      {repo: 'terraform-aws-security', listed_as: 'module-security', first_compatible: 'v0.37.0', last_incompatible: null},
    ]),
    releaseTags,
  );
  assert.deepEqual(problems, []);
  return {
    guides,
    terraform012: [
      {package: 'Terragrunt', url: 'https://github.com/gruntwork-io/terragrunt', terraform_0_11: '<=v0.18.7', terraform_0_12: '>=v0.19.0'},
    ],
    releaseTags,
    aliases: new Map([['module-security', 'terraform-aws-security']]),
  };
}

test('versions parse, order and compare against release lines and constraints', () => {
  assert.deepEqual(parseVersion('v0.25.4'), [0, 25, 4]);
  assert.deepEqual(parseVersion('4.x'), [4, 0, 0]);
  assert.equal(parseVersion('latest'), null);
  assert.equal(isOlder('v0.25.0', 'v0.25.4'), true);
  assert.equal(isOlder('0.36.1', 'v0.36.0'), false);
  assert.equal(isBeyond('1.3.9', '1.3'), false);
  assert.equal(isBeyond('1.4.0', '1.3'), true);
  assert.equal(isBeyond('4.67.0', '4'), false);
  assert.equal(isBeyond('5.0', '4'), true);
  assert.deepEqual(constraintFloors('>= 1.1.2, < 2.0.0'), ['1.1.2']);
  assert.deepEqual(constraintFloors('~> 4.0'), ['4.0']);
});

test('the project compatibility data validates against the release history', () => {
  const {
    data: {compatibility: data},
    problems,
  } = readSiteData(SITE_DIR);
  assert.deepEqual(problems, []);
  // Every guide folder in the data exists as a guide of the site.
  for (const key of data.guides.keys())
    assert.ok(upgradeGuideOf(`docs/guides/stay-up-to-date/${key.startsWith('cis') ? 'cis' : 'terraform'}/${key}/index.md`) === key);
  assert.ok(data.terraform012.length > 0);
});

test('a version missing from the release history is an error naming the entry, the line and the nearest release', () => {
  const text = guideJson([
    {repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0', last_incompatible: null},
    {repo: 'terraform-aws-security', first_compatible: 'v0.37.1', last_incompatible: null},
  ]);
  const {problems} = validateUpgradeCompatibility(text, releaseTags);
  assert.equal(problems.length, 1);
  // The line of the version at fault.
  assert.equal(problems[0].line, text.split('\n').findIndex((l) => l.includes('"v0.37.1"')) + 1);
  assert.match(
    problems[0].message,
    /terraform-13 › terraform-aws-security: first_compatible v0\.37\.1 is not a release of terraform-aws-security/,
  );
  assert.match(problems[0].message, /nearest release: v0\.37\.0/);
});

test('repositories the history does not cover, and other owners, are not checked against it', () => {
  const {problems} = validateUpgradeCompatibility(
    guideJson([
      {repo: 'terragrunt', first_compatible: 'v0.25.4', last_incompatible: null},
      {repo: 'terraform-aws-vpc', owner: 'hashicorp', first_compatible: 'v0.1.2', last_incompatible: null},
    ]),
    releaseTags,
  );
  assert.deepEqual(problems, []);
});

test('malformed guide data is reported with the fix', () => {
  const messages = (rows: unknown[], key?: string) =>
    validateUpgradeCompatibility(guideJson(rows, key), releaseTags)
      .problems.map((p) => p.message)
      .join('\n');
  assert.match(messages([{repo: 'terraform-aws-vpc', first_compatible: null}]), /"status" must say why/);
  assert.match(messages([{repo: 'terraform-aws-vpc', first_compatible: '0.9'}]), /must be a release tag like v0\.30\.0/);
  assert.match(
    messages([
      {repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0'},
      {repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0'},
    ]),
    /listed twice/,
  );
  assert.match(messages([{repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0', fist: 1}]), /unknown field "fist"/);
  assert.match(messages([{repo: 'terraform-aws-vpc', first_compatible: 'v0.9.0'}], 'terraform-99'), /unknown upgrade guide "terraform-99"/);
  assert.match(messages([]), /non-empty list/);
});

/** A Terraform `source` line that pins a gruntwork-io module to a tag. */
const moduleSource = (repo: string, modulePath: string, ref: string) =>
  `source = "git::git@github.com:gruntwork-io/${repo}.git//${modulePath}?ref=${ref}"`;

test('?ref= versions must be releases; v0.22.30 is not mistaken for v0.22.3, and renamed repositories resolve', () => {
  const data = fixtureData();
  const page = [
    moduleSource('terraform-aws-vpc', 'modules/vpc-app', 'v0.22.30'),
    moduleSource('terraform-aws-vpc', 'modules/vpc-app', 'v0.22.4'),
    moduleSource('module-security', 'modules/iam-groups', 'v0.37.2'),
    'source = "git::git@github.com:acme/infrastructure-modules.git//vpc?ref=v9.9.9"',
  ].join('\n');
  const findings = checkReleaseRefs(page, data);
  assert.deepEqual(
    findings.map((f) => f.line),
    [2, 3],
  );
  assert.match(findings[0].message, /terraform-aws-vpc has no release v0\.22\.4 .*nearest: v0\.22\.3/);
  assert.match(findings[1].message, /terraform-aws-security has no release v0\.37\.2/);
});

test('a ref built from a local is resolved from the page', () => {
  const data = fixtureData();
  const page =
    'locals {\n  vpc_version = "v0.22.5"\n}\nsource = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=${local.vpc_version}"';
  assert.deepEqual(
    checkReleaseRefs(page, data).map((f) => f.line),
    [4],
  );
});

test('on an upgrade guide, pins older than the first compatible release fail; equal or later pass', () => {
  const data = fixtureData();
  const page = [
    moduleSource('terraform-aws-vpc', 'modules/vpc-app', 'v0.9.0'),
    moduleSource('module-security', 'modules/iam-groups', 'v0.46.0'),
    'Install Terragrunt v0.25.0 or newer.',
    'terragrunt_version_constraint = ">= 0.25.0"',
    'Terragrunt moves to v0.25.4 or newer.',
    moduleSource('terraform-aws-vpc', 'modules/vpc-app', 'v0.8.0'),
  ].join('\n');
  const findings = checkUpgradePins(page, 'terraform-13', data);
  assert.deepEqual(
    findings.map((f) => f.line),
    [3, 4, 6],
  );
  assert.match(findings[0].message, /pins terragrunt v0\.25\.0, older than v0\.25\.4, its first release for Terraform 0\.13/);
  assert.match(findings[2].message, /Pin v0\.9\.0 or later/);
  assert.deepEqual(checkUpgradePins(page, 'not-a-guide', data), []);
});

test('versions beyond the era fail; versions within it and upper bounds pass', () => {
  const bad = [
    'Terraform 1.5 added import blocks.',
    'required_version = ">= 1.4.0"',
    'Run Terragrunt v0.45.0 or later.',
    'Upgrade to AWS provider 5.x.',
    'aws = {\n  source  = "hashicorp/aws"\n  version = "~> 5.0"\n}',
  ].join('\n');
  assert.deepEqual(
    checkEra(bad).map((f) => f.line),
    [1, 2, 3, 4, 5],
  );
  assert.match(checkEra('Terraform v1.4.6')[0].message, /Terraform 1\.4\.6 is later than the era .*Terraform up to 1\.3/);
  const good = [
    'Terraform 1.3.6 and Terraform 0.12.31 are fine, as is Terraform 1.x.',
    'required_version = ">= 1.1, < 2.0.0"',
    'Terragrunt v0.42.7 and the AWS provider 4.48.0.',
    'aws = {\n  source  = "hashicorp/aws"\n  version = ">= 4.9, < 5.0"\n}',
  ].join('\n');
  assert.deepEqual(checkEra(good), []);
});

test('Terragrunt minimums follow the data, and later Terraform releases keep the newest floor', () => {
  const data = fixtureData();
  const minimums = terragruntMinimums(data);
  assert.deepEqual(minimums, [
    ['0.12', 'v0.19.0'],
    ['0.13', 'v0.25.4'],
  ]);
  assert.deepEqual(minimumTerragruntFor('1.3.2', minimums), {terraform: '0.13', terragrunt: 'v0.25.4'});
  assert.equal(minimumTerragruntFor('0.11.14', minimums), null);
});

test('a Terragrunt release paired with a Terraform release it does not support fails, unless the sentence says so', () => {
  const data = readSiteData(SITE_DIR).data.compatibility;
  const text = [
    'Both failed at about the 60-minute mark (Terragrunt v0.34.3, Terraform 1.1.2):',
    'We run Terragrunt v0.36.1 with Terraform 1.1.7.',
    'Terragrunt v0.18.x cannot run Terraform 0.12.',
    'Terraform 1.3 and Terragrunt v0.35.0 on the runners.',
    'Terragrunt v0.31.0 supports Terraform 1.0. Terraform 1.1 needs Terragrunt v0.36.0.',
  ].join('\n');
  const findings = checkTerragruntPairs(text, data);
  assert.deepEqual(
    findings.map((f) => f.line),
    [1, 4],
  );
  assert.match(findings[0].message, /Terragrunt 0\.34\.3 is paired with Terraform 1\.1\.2, but Terraform 1\.1 needs Terragrunt v0\.36\.0/);
});

test("::compatibility-table becomes the guide's table; elsewhere it fails naming the file and line", () => {
  const data = fixtureData();
  const tree = (): MdastNode => ({
    type: 'root',
    children: [
      {type: 'paragraph', children: []},
      {type: 'leafDirective', name: 'compatibility-table', position: {start: {line: 7}}},
    ],
  });
  const guidePage = tree();
  expandCompatibilityTables(guidePage, 'docs/guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2.md', data);
  const table = guidePage.children![1];
  assert.equal(table.type, 'table');
  const rows = table.children!;
  assert.equal(rows.length, 4);
  const cellText = (node: MdastNode): string =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map(cellText).join('');
  assert.deepEqual(rows[0].children!.map(cellText), ['Repository', 'First release for Terraform 0.13']);
  assert.deepEqual(rows[3].children!.map(cellText), ['terraform-aws-security (formerly module-security)', 'v0.37.0']);
  assert.equal(
    (rows[3].children![1].children![0] as {url?: string}).url,
    'https://github.com/gruntwork-io/terraform-aws-security/releases/tag/v0.37.0',
  );

  const zeroTwelve = tree();
  expandCompatibilityTables(zeroTwelve, 'docs/guides/stay-up-to-date/terraform/terraform-12/version-compatibility-table.mdx', data);
  assert.deepEqual(zeroTwelve.children![1].children![1].children!.map(cellText), ['Terragrunt', '<=v0.18.7', '>=v0.19.0']);

  assert.throws(
    () => expandCompatibilityTables(tree(), 'docs/guides/build-it-yourself/vpc/index.md', data),
    /docs\/guides\/build-it-yourself\/vpc\/index\.md:7: `::compatibility-table` works only on a page of an upgrade guide/,
  );
  assert.throws(
    () => expandCompatibilityTables(tree(), 'docs/guides/stay-up-to-date/cis/cis-1.4.0/index.md', data),
    /"cis-1\.4\.0" has none/,
  );
});
