import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {classifySubscriberLink, parsePublicRepositories} from '../lib/subscriberLinks';

const allowList = new Set(parsePublicRepositories(fs.readFileSync(path.join(__dirname, '../../../data/public-repos.txt'), 'utf8')));
const kind = (href: string) => classifySubscriberLink(href, allowList).kind;
const repo = (href: string) => classifySubscriberLink(href, allowList).repository;

test('the project allow-list holds the public repositories', () => {
  assert.equal(allowList.size, 46);
  for (const name of [
    'terragrunt',
    'terratest',
    'cloud-nuke',
    'kubergrunt',
    'docs',
    'fetch',
    'git-xargs',
    'bash-commons',
    'terraform-google-network',
    'terraform-aws-influx',
  ]) {
    assert.ok(allowList.has(name), name);
  }
  // Private and under the subscriber licence in December 2022.
  assert.ok(!allowList.has('boilerplate'));
});

test('a repository off the allow-list is private', () => {
  assert.equal(kind('https://github.com/gruntwork-io/terraform-aws-vpc'), 'private');
  assert.equal(repo('https://github.com/gruntwork-io/terraform-aws-vpc'), 'terraform-aws-vpc');
});

test('public repositories are public', () => {
  assert.equal(kind('https://github.com/gruntwork-io/terragrunt'), 'public');
  assert.equal(kind('https://github.com/gruntwork-io/terraform-google-gke/tree/main/examples'), 'public');
});

test('the CIS service catalog is its own type', () => {
  assert.equal(kind('https://github.com/gruntwork-io/terraform-aws-cis-service-catalog'), 'cis');
  assert.equal(kind('https://github.com/gruntwork-io/terraform-aws-cis-service-catalog/releases/tag/v0.42.0'), 'cis');
});

test('trailing slashes, deeper paths, query strings and hashes do not change the answer', () => {
  for (const suffix of ['/', '/tree/main/modules/vpc-app', '?tab=readme', '#usage', '/blob/main/README.md?plain=1#L10', '.git']) {
    assert.equal(kind(`https://github.com/gruntwork-io/terraform-aws-vpc${suffix}`), 'private', suffix);
    assert.equal(kind(`https://github.com/gruntwork-io/terragrunt${suffix}`), 'public', suffix);
  }
});

test('case does not matter in host, organisation or repository', () => {
  assert.equal(kind('https://GitHub.com/Gruntwork-IO/Terraform-AWS-VPC'), 'private');
  assert.equal(repo('https://GitHub.com/Gruntwork-IO/Terraform-AWS-VPC'), 'Terraform-AWS-VPC');
  assert.equal(kind('https://github.com/gruntwork-io/TerraGrunt'), 'public');
  assert.equal(kind('https://github.com/gruntwork-io/Terraform-AWS-CIS-Service-Catalog'), 'cis');
});

test('http: links are classified like https:', () => {
  assert.equal(kind('http://github.com/gruntwork-io/terraform-aws-eks'), 'private');
});

test('other hosts, lookalike hosts and other organisations are public', () => {
  assert.equal(kind('https://gitlab.com/gruntwork-io/terraform-aws-vpc'), 'public');
  assert.equal(kind('https://github.com.evil.example/gruntwork-io/terraform-aws-vpc'), 'public');
  assert.equal(kind('https://evilgithub.com/gruntwork-io/terraform-aws-vpc'), 'public');
  assert.equal(kind('https://api.github.com/gruntwork-io/terraform-aws-vpc'), 'public');
  assert.equal(kind('https://github.com/gruntwork-io-fork/terraform-aws-vpc'), 'public');
  assert.equal(kind('https://github.com/hashicorp/terraform-aws-vault'), 'public');
});

test('the organisation root itself is public', () => {
  assert.equal(kind('https://github.com/gruntwork-io'), 'public');
  assert.equal(kind('https://github.com/gruntwork-io/'), 'public');
  assert.equal(kind('https://github.com/gruntwork-io?tab=repositories'), 'public');
});

test('relative, non-web and malformed URLs are public', () => {
  for (const href of [
    '/guides/',
    'terraform-aws-vpc',
    'mailto:support@gruntwork.io',
    'javascript:alert(1)',
    'https://',
    '::::',
    '',
    'https://github.com/gruntwork-io/%zz',
  ]) {
    assert.equal(kind(href), 'public', href);
  }
});

test('the allow-list parser rejects a bad line, naming it', () => {
  assert.deepEqual(parsePublicRepositories('# public\nTerragrunt\n\nterratest\n'), ['terragrunt', 'terratest']);
  assert.throws(() => parsePublicRepositories('terragrunt\nnot a repo\n'), /data\/public-repos\.txt:2: "not a repo"/);
});
