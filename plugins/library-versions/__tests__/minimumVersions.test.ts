import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {loadFeatureVersions} from '../featureVersions';
import {blockMinimums} from '../blockMinimums';
import {
  compareVersions,
  goMinimumAt,
  labelText,
  parseToolVersion,
  versionOf as version,
  type Construct,
  type FeatureTool,
  type Minimum,
} from '../lib/minimumVersions';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';

const SITE_DIR = path.join(__dirname, '../../..');
let parses = 0;
/** hcl2json, each snippet under a name of its own. */
const parseSnippet = (code: string) => parseHcl(`snippet-${(parses += 1)}.hcl`, code);
const {facts} = loadFeatureVersions(SITE_DIR);
const {data, flags} = facts;

/** What a composed snippet must get: the latest release above the baseline, and the constructs released then. */
function expected(tool: FeatureTool, picks: Construct[]): {version: string; names: string[]} | null {
  const versioned = picks.filter((pick) => compareVersions(version(pick.since), version(data.baselines[tool])) > 0);
  if (versioned.length === 0) return null;
  const latest = versioned.reduce((best, pick) => (compareVersions(version(pick.since), version(best.since)) > 0 ? pick : best));
  const names = versioned.filter((pick) => pick.since === latest.since).map((pick) => `${pick.kind} ${pick.name}`);
  return {version: latest.since, names: [...new Set(names)].sort()};
}

function actual(minimums: Minimum[], tool: FeatureTool): {version: string; names: string[]} | null {
  const minimum = minimums.find((entry) => entry.tool === tool);
  return minimum ? {version: minimum.version, names: minimum.because.map((c) => `${c.kind} ${c.name}`).sort()} : null;
}

const constructs = (tool: FeatureTool, test: (construct: Construct) => boolean): Construct[] => [...data.tools[tool].values()].filter(test);

/** How many labels Terraform's top-level blocks take (the others take none). */
const TERRAFORM_BLOCK_LABELS: Record<string, number> = {
  resource: 2,
  data: 2,
  ephemeral: 2,
  action: 2,
  variable: 1,
  output: 1,
  module: 1,
  provider: 1,
  check: 1,
};

/** A Terraform construct written as a piece of configuration that uses it and nothing else versioned (index keeps names apart). */
function terraformPiece(construct: Construct, index: number): string | null {
  const [owner, argument] = construct.name.split('.');
  switch (construct.kind) {
    case 'function':
      return `locals {\n  v${index} = ${construct.name}()\n}`;
    case 'block':
      if (argument === undefined)
        return `${construct.name}${' "l"'.repeat(TERRAFORM_BLOCK_LABELS[construct.name] ?? 0).replace(/l/g, `l${index}`)} {\n}`;
      if (owner === 'variable')
        return `variable "v${index}" {\n  validation {\n    condition     = true\n    error_message = "No."\n  }\n}`;
      if (owner === 'output')
        return `output "o${index}" {\n  value = 1\n  precondition {\n    condition     = true\n    error_message = "No."\n  }\n}`;
      if (owner === 'lifecycle')
        return `resource "null_resource" "r${index}" {\n  lifecycle {\n    ${argument} {\n      condition     = true\n      error_message = "No."\n    }\n  }\n}`;
      return null;
    case 'meta-argument':
      if (owner === 'module')
        return `module "m${index}" {\n  source = "./m"\n  ${argument} = ${argument === 'count' ? '1' : argument === 'depends_on' ? '[]' : '{}'}\n}`;
      return `resource "null_resource" "r${index}" {\n  ${argument} = {}\n}`;
    case 'argument':
      if (owner === 'lifecycle') return `resource "null_resource" "r${index}" {\n  lifecycle {\n    ${argument} = []\n  }\n}`;
      if (owner === 'variable') return `variable "v${index}" {\n  ${argument} = true\n}`;
      if (owner === 'output') return `output "o${index}" {\n  value = 1\n  ${argument} = ${argument === 'depends_on' ? '[]' : 'true'}\n}`;
      if (owner === 'required_providers')
        return `terraform {\n  required_providers {\n    p${index} = {\n      source = "hashicorp/p${index}"\n    }\n  }\n}`;
      return null;
    case 'type-constraint':
      return `variable "v${index}" {\n  type = object({ a = optional(string) })\n}`;
    case 'file':
      return `provider "registry.terraform.io/hashicorp/p${index}" {\n  version = "1.0.0"\n  hashes  = []\n}`;
    default:
      return null;
  }
}

const TERRAFORM_PIECES = constructs('terraform', (construct) => construct.kind !== 'flag' && terraformPiece(construct, 0) !== null);
const SNIPPET_RUNS = 150 * RUNS_FACTOR;

test('a Terraform snippet made of constructs with known first releases needs exactly the latest of them', async () => {
  assert.ok(TERRAFORM_PIECES.length > 140, `${TERRAFORM_PIECES.length} constructs to compose from`);
  await fc.assert(
    fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...TERRAFORM_PIECES), {minLength: 1, maxLength: 6}), async (picks) => {
      const code = picks.map((pick, index) => terraformPiece(pick, index)).join('\n\n');
      const json = await parseSnippet(code);
      const {minimums, unknown} = blockMinimums({language: 'hcl', code, json}, data, flags);
      assert.deepEqual(unknown, [], code);
      assert.deepEqual(actual(minimums, 'terraform'), expected('terraform', picks), code);
      assert.equal(actual(minimums, 'terragrunt'), null, code);
    }),
    {seed: SEED, numRuns: SNIPPET_RUNS},
  );
});

/** Terragrunt's blocks that take a label. */
const LABELLED_BLOCKS = new Set(['dependency', 'generate', 'feature']);

/** Terragrunt constructs, each as a piece of terragrunt.hcl (the include family is tested by example below). */
function terragruntPiece(construct: Construct, index: number): string | null {
  if (construct.name.startsWith('include') || construct.kind === 'flag' || construct.kind === 'function') return null;
  const parts = construct.name.split('.');
  const [block, argument, inner] = parts;
  const labelledBlock = LABELLED_BLOCKS.has(block) ? `${block} "l${index}"` : block;
  if (parts.length === 1) return construct.kind === 'block' ? `${labelledBlock} {\n}` : `${construct.name} = "s"`;
  if (inner !== undefined) return `${labelledBlock} {\n  ${argument} "h${index}" {\n    ${inner} = "s"\n  }\n}`;
  return construct.kind === 'block'
    ? `${labelledBlock} {\n  ${argument} "h${index}" {\n  }\n}`
    : `${labelledBlock} {\n  ${argument} = "s"\n}`;
}

const TERRAGRUNT_PIECES = constructs('terragrunt', (construct) => terragruntPiece(construct, 0) !== null && construct.name !== 'inputs');
const TERRAGRUNT_FUNCTIONS = constructs('terragrunt', (construct) => construct.kind === 'function');
const INPUTS = data.tools.terragrunt.get('attribute inputs')!;
/** A nested construct's piece writes its blocks too (`generate "l0" { path = ... }` uses the generate block). */
const withBlock = (construct: Construct): Construct[] => {
  const parts = construct.name.split('.');
  const blocks = parts.slice(1).map((_, depth) => data.tools.terragrunt.get(`block ${parts.slice(0, depth + 1).join('.')}`));
  return [construct, ...blocks.filter((block): block is Construct => block !== undefined)];
};

test('a terragrunt.hcl made of constructs and functions with known first releases needs exactly the latest of them', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.constantFrom(...TERRAGRUNT_PIECES), {maxLength: 5}),
      fc.uniqueArray(fc.constantFrom(...TERRAGRUNT_FUNCTIONS), {maxLength: 3}),
      async (picks, functions) => {
        // Attributes may be given once each; a repeated top-level name would not parse.
        const inputs = `inputs = {\n${functions.map((f, index) => `  f${index} = ${f.name}()`).join('\n')}\n}`;
        const code = [inputs, ...picks.map((pick, index) => terragruntPiece(pick, index))].join('\n\n');
        const json = await parseSnippet(code);
        const {minimums, unknown} = blockMinimums({language: 'hcl', code, json}, data, flags);
        assert.deepEqual(unknown, [], code);
        assert.deepEqual(actual(minimums, 'terragrunt'), expected('terragrunt', [INPUTS, ...picks.flatMap(withBlock), ...functions]), code);
      },
    ),
    {seed: SEED, numRuns: SNIPPET_RUNS},
  );
});

test('labelled and several includes need the release that brought them', async () => {
  const labelled = 'include "root" {\n  path = find_in_parent_folders()\n}';
  const several = `${labelled}\n\ninclude "env" {\n  path   = "../env.hcl"\n  expose = true\n}`;
  for (const [code, names] of [
    [labelled, ['block include (labelled)']],
    [several, ['block include (labelled)', 'block include (several)']],
  ] as const) {
    const json = await parseSnippet(code);
    const {minimums} = blockMinimums({language: 'hcl', code, json}, data, flags);
    assert.deepEqual(actual(minimums, 'terragrunt'), {version: 'v0.32.0', names: [...names]});
    assert.equal(labelText(minimums), 'Terragrunt ≥ 0.32');
  }
  const bare = 'include {\n  path = find_in_parent_folders()\n}';
  assert.deepEqual(blockMinimums({language: 'hcl', code: bare, json: await parseSnippet(bare)}, data, flags).minimums, []);
});

test('shell command lines need the latest release of the flags they pass', () => {
  const options = [...flags.terragrunt.values()].filter((option) => option.scope === 'cli');
  const terraformFlags = flags.terraform.filter((flag) => flag.command !== null && flag.command !== '*');
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.constantFrom(...options), {maxLength: 4}),
      fc.uniqueArray(fc.constantFrom(...terraformFlags), {maxLength: 4}),
      (tg, tf) => {
        const code = [
          ...tg.map((option) => `terragrunt plan ${option.name}`),
          ...tf.map((flag) => `terraform ${flag.command} ${flag.name}=x`),
        ].join('\n');
        const {minimums, unknown} = blockMinimums({language: 'bash', code}, data, flags);
        assert.deepEqual(unknown, [], code);
        const since = (picks: {since: string}[], tool: FeatureTool) =>
          expected(
            tool,
            picks.map((pick) => ({kind: 'flag', name: '', file: '', since: pick.since})),
          )?.version ?? null;
        assert.equal(actual(minimums, 'terragrunt')?.version ?? null, since(tg, 'terragrunt'), code);
        assert.equal(actual(minimums, 'terraform')?.version ?? null, since(tf, 'terraform'), code);
      },
    ),
    {seed: SEED, numRuns: 300 * RUNS_FACTOR},
  );
});

test('a Go test needs the latest Terratest release of what it calls, and the Go that release asks for', () => {
  const names = [...data.tools.terratest.values()];
  fc.assert(
    fc.property(fc.uniqueArray(fc.constantFrom(...names), {minLength: 1, maxLength: 5}), (picks) => {
      const packages = [...new Set(picks.map((pick) => pick.name.split('.')[0]))];
      const code = [
        'package test',
        '',
        'import (',
        '\t"testing"',
        ...packages.map((pkg) => `\t"github.com/gruntwork-io/terratest/modules/${pkg}"`),
        ')',
        '',
        'func TestIt(t *testing.T) {',
        ...picks.map((pick) => `\t_ = ${pick.name.replace(/^[^.]+/, (pkg) => pkg.replace(/-/g, '_'))}`),
        '}',
      ].join('\n');
      const {minimums} = blockMinimums({language: 'go', code}, data, flags);
      const terratest = expected('terratest', picks);
      assert.deepEqual(actual(minimums, 'terratest'), terratest, code);
      const go = terratest ? goMinimumAt(data, terratest.version) : null;
      assert.equal(minimums.find((minimum) => minimum.tool === 'go')?.version ?? null, go?.go ?? null, code);
    }),
    {seed: SEED, numRuns: 200 * RUNS_FACTOR},
  );
});

test('version strings of every shape are parsed, or refused with a message that names them', () => {
  const part = fc.nat({max: 99});
  fc.assert(
    fc.property(part, part, part, fc.constantFrom(1, 2, 3), fc.boolean(), (major, minor, patch, depth, prefix) => {
      const text = `${prefix ? 'v' : ''}${[major, minor, patch].slice(0, depth).join('.')}`;
      const parsed = parseToolVersion(text);
      assert.ok(parsed.ok, text);
      assert.deepEqual(parsed.version, [major, depth > 1 ? minor : 0, depth > 2 ? patch : 0]);
    }),
    {seed: SEED, numRuns: 500 * RUNS_FACTOR},
  );
  const shape = /^v?(0|[1-9]\d*)(\.(0|[1-9]\d*)){0,2}$/;
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[v<>=~ ]{0,2}[0-9.]{0,9}[-+a-z0-9]{0,4}$/)), (text) => {
      const parsed = parseToolVersion(text);
      if (parsed.ok) assert.match(text.trim(), shape);
      else {
        assert.ok(!shape.test(text.trim()) || text.trim().length > 40, text);
        assert.ok(text.trim() === '' ? /No version given/.test(parsed.message) : parsed.message.includes(text.trim()), parsed.message);
        assert.match(parsed.message, /Write it as|Give the release/);
      }
    }),
    {seed: SEED, numRuns: 2000 * RUNS_FACTOR},
  );
  const refusals: [string, RegExp][] = [
    ['', /No version given/],
    ['1.3.0-beta1', /pre-release.*\(1\.3\.0\)/],
    ['1.2.3.4', /more than three parts/],
    ['>= 1.2', /constraint, not a version/],
    ['01.2', /leading zero/],
    ['latest', /not a version/],
  ];
  for (const [text, message] of refusals) {
    const parsed = parseToolVersion(text);
    assert.ok(!parsed.ok && message.test(parsed.message), `${text}: ${JSON.stringify(parsed)}`);
  }
});

test('blocks with no versioned construct get no minimum, and the label reads as the site shows it', async () => {
  const plain = 'resource "null_resource" "a" {\n  count = length(var.names)\n}';
  assert.deepEqual(blockMinimums({language: 'hcl', code: plain, json: await parseSnippet(plain)}, data, flags).minimums, []);
  assert.deepEqual(blockMinimums({language: 'bash', code: 'terraform init\nterragrunt apply'}, data, flags).minimums, []);
  assert.deepEqual(blockMinimums({language: 'yaml', code: 'a: 1'}, data, flags).minimums, []);
  const both = 'moved {\n  from = a.b\n  to   = a.c\n}';
  const {minimums} = blockMinimums({language: 'hcl', code: both, json: await parseSnippet(both)}, data, flags);
  assert.equal(labelText(minimums), 'Terraform ≥ 1.1');
  assert.ok(fs.existsSync(path.join(SITE_DIR, 'data/feature-versions.json')));
});

test('lists and maps are attributes, not blocks; variables files, Packer templates and terragrunt.hcl are told apart', async () => {
  const uses = async (code: string) => {
    const json = await parseSnippet(code);
    return blockMinimums({language: 'hcl', code, json}, data, flags);
  };
  // A list attribute of a dependency is no block; a tfvars file declares no construct.
  const dependency = 'dependency "vpc" {\n  config_path = "../vpc"\n  mock_outputs_allowed_terraform_commands = ["validate"]\n}';
  assert.deepEqual(await uses(dependency), {
    minimums: [
      {
        tool: 'terragrunt',
        version: 'v0.19.23',
        because: [data.tools.terragrunt.get('attribute dependency.mock_outputs_allowed_terraform_commands')!],
      },
    ],
    unknown: [],
  });
  assert.deepEqual(await uses('users = {\n  alice = ["admin"]\n}\nregion = "eu-west-1"'), {minimums: [], unknown: []});
  assert.deepEqual(await uses('packer {\n  required_plugins {}\n}\nbuild {\n  sources = ["source.amazon-ebs.x"]\n}'), {
    minimums: [],
    unknown: [],
  });
  // Locals calling Terragrunt's own function are a terragrunt.hcl (its locals block came in v0.19.14).
  const locals = 'locals {\n  common = read_terragrunt_config(find_in_parent_folders("common.hcl"))\n}';
  const result = await uses(locals);
  assert.deepEqual(result.unknown, []);
  assert.equal(labelText(result.minimums), 'Terragrunt ≥ 0.22.3');
});
