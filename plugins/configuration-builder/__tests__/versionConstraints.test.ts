import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {blockMinimums, loadFeatureVersions} from '../../library-versions';
import {shortVersion} from '../../library-versions/api';
import {builderFiles, builderMinimums} from '../builderMinimums';
import {readerLacks, tabConstraints} from '../lib/versionConstraints';

const SITE_DIR = `${__dirname}/../../..`;
const {facts} = loadFeatureVersions(SITE_DIR);

/** What library-versions reads as a file's minimum of `tool`, as a constraint (the data's first scanned release where nothing is newer). */
async function readConstraint(name: string, code: string, tool: 'terraform' | 'terragrunt'): Promise<string> {
  const json = await parseHcl(`${name}.hcl`, code);
  const {minimums, unknown} = blockMinimums({language: 'hcl', code, json}, facts.data, facts.flags);
  assert.deepEqual(unknown, [], name);
  return `>= ${shortVersion(minimums.find((minimum) => minimum.tool === tool)?.version ?? facts.data.baselines[tool])}`;
}

test('each tab asks for exactly the minimum versions of what it writes, constraints included', async () => {
  const built = await builderMinimums(SITE_DIR);
  for (const withDependencies of [false, true]) {
    const constraints = tabConstraints(built, withDependencies);
    // The files as the builder writes them, with these constraints in place.
    const written = builderFiles('>= 0.12');
    const terraform = written.terraform.replace('">= 0.12"', JSON.stringify(constraints.terraform.terraform));
    const terragrunt = (withDependencies ? written.terragruntWithDependencies : written.terragrunt)
      .replace(
        /terraform_version_constraint {2}= "[^"]*"/,
        `terraform_version_constraint  = ${JSON.stringify(constraints.terragrunt.terraform)}`,
      )
      .replace(
        /terragrunt_version_constraint = "[^"]*"/,
        `terragrunt_version_constraint = ${JSON.stringify(constraints.terragrunt.terragrunt)}`,
      );
    assert.match(terraform, /^terraform \{\n {2}required_version = ">= [\d.]+"\n\}\n/);
    assert.match(terragrunt, /^terraform_version_constraint {2}= ">= [\d.]+"\nterragrunt_version_constraint = ">= [\d.]+"\n\n/);
    assert.equal(constraints.terraform.terraform, await readConstraint('main', terraform, 'terraform'));
    assert.equal(constraints.terragrunt.terragrunt, await readConstraint('terragrunt', terragrunt, 'terragrunt'));
    assert.equal(constraints.terragrunt.terraform, constraints.terraform.terraform);
  }
});

test("the builder says what the reader's stored version lacks of what it writes, and nothing without versions", async () => {
  const {terragrunt} = tabConstraints(await builderMinimums(SITE_DIR), true);
  const minimum = terragrunt.minimums.find((entry) => entry.tool === 'terragrunt');
  assert.ok(minimum, 'the Terragrunt file needs a Terragrunt release newer than the first terragrunt.hcl release');
  assert.deepEqual(readerLacks(terragrunt, {}), []);
  assert.deepEqual(readerLacks(terragrunt, {terragrunt: minimum.version}), []);
  const [lack] = readerLacks(terragrunt, {terragrunt: '0.19.1'});
  assert.equal(lack.startsWith('Your Terragrunt 0.19.1 lacks '), true, lack);
  assert.ok(lack.endsWith(`(from ${minimum.version}).`), lack);
});
