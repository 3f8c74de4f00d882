import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {checkServiceCatalogUsage} from '../hclUsage';
import type {ServiceCatalog} from '../catalogData';

const input = (name: string, required = false) => ({name, required, type: 'string', default: required ? null : '""', description: 'd'});
const catalog: ServiceCatalog = {
  repository: 'terraform-aws-service-catalog',
  version: 'v0.99.0',
  services: new Map([
    [
      'security/open-vpn',
      {
        key: 'security/open-vpn',
        module: 'modules/mgmt/openvpn-server',
        inputs: [input('name', true), input('subnet_ids', true), input('backup_bucket_name')],
        outputs: [{name: 'public_ip', description: 'd'}],
      },
    ],
    [
      'networking/virtual-private-cloud-vpc',
      {
        key: 'networking/virtual-private-cloud-vpc',
        module: 'modules/networking/vpc',
        inputs: [input('vpc_name', true)],
        outputs: [
          {name: 'vpc_id', description: 'd'},
          {name: 'public_subnet_ids', description: 'd'},
        ],
      },
    ],
  ]),
};
const SOURCE = 'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/mgmt/openvpn-server?ref=v0.99.0';

async function check(code: string, requireAllFor: string | null = null) {
  const parsed = (await parseHcl('test.hcl', code)) as Record<string, unknown>;
  return checkServiceCatalogUsage(code, parsed, catalog, requireAllFor);
}

test('a module block with real inputs and meta-arguments passes', async () => {
  const code = `module "vpn" {\n  source     = "${SOURCE}"\n  count      = 1\n  name       = "vpn"\n  subnet_ids = ["subnet-1"]\n}\n`;
  assert.deepEqual(await check(code, 'security/open-vpn'), []);
});

test('an argument the module does not have fails on its line, with the closest real name', async () => {
  const code = `module "vpn" {\n  source    = "${SOURCE}"\n  name      = "vpn"\n  subnet_id = "subnet-1"\n}\n`;
  assert.deepEqual(await check(code), [
    {
      line: 4,
      message:
        '`subnet_id` is not an input of modules/mgmt/openvpn-server (service-catalog `security/open-vpn`). Did you mean `subnet_ids`?',
    },
  ]);
});

test("a service page's own example that omits a required input fails; other pages may omit it", async () => {
  const code = `module "vpn" {\n  source = "${SOURCE}"\n  name   = "vpn"\n}\n`;
  assert.match((await check(code, 'security/open-vpn'))[0].message, /omits required inputs of modules\/mgmt\/openvpn-server: `subnet_ids`/);
  assert.deepEqual(await check(code, 'networking/virtual-private-cloud-vpc'), []);
});

test('Terragrunt inputs are checked against the module of terraform { source }, also through a local', async () => {
  const code = [
    'locals {',
    '  source_base_url = "git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/mgmt/openvpn-server"',
    '}',
    'terraform {',
    '  source = "${local.source_base_url}?ref=v0.99.0"',
    '}',
    'inputs = {',
    '  name          = "vpn"',
    '  backup_bucket_nam = "b"',
    '}',
  ].join('\n');
  const problems = await check(code);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, 9);
  assert.match(problems[0].message, /`backup_bucket_nam` is not an input .* Did you mean `backup_bucket_name`\?/);
});

test('dependency outputs are checked when the dependency directory is named after a module', async () => {
  const code = [
    'dependency "vpc" {',
    '  config_path = "../vpc"',
    '}',
    'dependency "other" {',
    '  config_path = "../not-a-catalog-module"',
    '}',
    'inputs = {',
    '  vpc_id     = dependency.vpc.outputs.vpc_id',
    '  subnet_ids = dependency.vpc.outputs.public_subnet_id',
    '  anything   = dependency.other.outputs.whatever',
    '}',
  ].join('\n');
  assert.deepEqual(await check(code), [
    {
      line: 9,
      message: '`public_subnet_id` is not an output of modules/networking/vpc (dependency "vpc"). Did you mean `public_subnet_ids`?',
    },
  ]);
});

test('modules from other repositories are left alone', async () => {
  const code =
    'module "x" {\n  source  = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.22.3"\n  unknown = 1\n}\n';
  assert.deepEqual(await check(code), []);
});
