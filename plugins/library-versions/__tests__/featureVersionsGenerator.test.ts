import {test} from 'node:test';
import assert from 'node:assert/strict';
import {scanFirstReleases} from '../../../scripts/feature-versions/scan';
import {
  TERRAGRUNT_PATHS,
  TERRAGRUNT_SPECS,
  listConfigConstructs,
  listFunctions as terragruntFunctions,
} from '../../../scripts/feature-versions/terragrunt';
import {TERRAFORM_PATHS, listFunctions as terraformFunctions} from '../../../scripts/feature-versions/terraform';
import {taggedRepository} from '../../../tests/support/taggedRepository';

const terragruntFile = (fields: string[]): string =>
  `package config\n\ntype terragruntConfigFile struct {\n${fields.map((name) => `\tX *bool \`hcl:"${name},attr"\``).join('\n')}\n\tInclude []IncludeConfig \`hcl:"include,block"\`\n}\n`;
const remoteState = (struct: string): string => `package x\n\ntype ${struct} struct {\n\tBackend string \`hcl:"backend,attr"\`\n}\n`;
const literalTable = (names: string[]): string =>
  `package config\n\nfunc f() {\n\tterragruntFunctions := map[string]function.Function{\n${names.map((name) => `\t\t"${name}": x,`).join('\n')}\n\t}\n}\n`;
const constantTable = (names: string[]): string =>
  `package config\n\nconst (\n${names.map((name, index) => `\tFuncName${index} = "${name}"`).join('\n')}\n)\n\nfunc f() {\n\tterragruntFunctions := map[string]function.Function{\n${names.map((_, index) => `\t\tFuncName${index}: x,`).join('\n')}\n\t}\n}\n`;

test('Terragrunt: a construct that moved to pkg/config/ or internal/remotestate/ is not removed; one the newest release lacks is', () => {
  const gitDir = taggedRepository([
    [
      'v0.1.0',
      {
        'config/config.go': `${terragruntFile(['skip', 'inputs'])}\n${remoteState('remoteStateConfigFile').replace('package x\n', '')}`,
        'config/config_helpers.go': literalTable(['get_env', 'run_cmd']),
      },
    ],
    [
      'v0.2.0',
      {
        'pkg/config/config.go': terragruntFile(['skip', 'inputs']),
        'internal/remotestate/config.go': remoteState('ConfigFile'),
        'pkg/config/config_helpers.go': constantTable(['get_env', 'run_cmd']),
      },
    ],
    [
      'v0.3.0',
      {
        'pkg/config/config.go': terragruntFile(['inputs']).replace('[]IncludeConfig', 'IncludeConfigs'),
        'internal/remotestate/config.go': remoteState('ConfigFile'),
        'pkg/config/config_helpers.go': constantTable(['get_env']),
      },
    ],
  ]);
  const {found} = scanFirstReleases(gitDir, ['v0.1.0', 'v0.2.0', 'v0.3.0'], TERRAGRUNT_PATHS, TERRAGRUNT_SPECS, [
    listConfigConstructs,
    terragruntFunctions,
  ]);
  const byKey = new Map(found.map((entry) => [`${entry.kind} ${entry.name}`, entry]));
  assert.deepEqual(byKey.get('attribute skip'), {
    kind: 'attribute',
    name: 'skip',
    since: 'v0.1.0',
    file: 'config/config.go',
    removedIn: 'v0.3.0',
  });
  assert.deepEqual(byKey.get('function run_cmd'), {
    kind: 'function',
    name: 'run_cmd',
    since: 'v0.1.0',
    file: 'config/config_helpers.go',
    removedIn: 'v0.3.0',
  });
  for (const key of ['attribute inputs', 'attribute remote_state.backend', 'function get_env', 'block include (several)']) {
    assert.ok(byKey.has(key), key);
    assert.equal(byKey.get(key)!.removedIn, undefined, `${key} moved, it was not removed`);
    assert.equal(byKey.get(key)!.since, 'v0.1.0', key);
  }
});

test('Terraform: a function the newest table lacks is removed, in either shape of the table', () => {
  const oldTable = (names: string[]) =>
    `package lang\n\nfunc (s *Scope) Functions() {\n\ts.funcsLock.Do(func() {\n\t\ts.funcs = map[string]function.Function{\n${names.map((name) => `\t\t\t"${name}": x,`).join('\n')}\n\t\t}\n\t\ts.funcs["templatefile"] = y\n\t})\n}\n`;
  const newTable = (names: string[]) =>
    `package lang\n\nfunc baseFunctions() {\n\tfs := map[string]function.Function{\n${names.map((name) => `\t\t"${name}": x,`).join('\n')}\n\t}\n}\n\nfunc (s *Scope) Functions() {\n\tcoreFuncs["templatefile"] = y\n}\n`;
  const gitDir = taggedRepository([
    ['v0.1.0', {'lang/functions.go': oldTable(['abs', 'defaults'])}],
    ['v0.2.0', {'internal/lang/functions.go': oldTable(['abs', 'defaults'])}],
    ['v0.3.0', {'internal/lang/functions.go': newTable(['abs', 'issensitive'])}],
  ]);
  const {found} = scanFirstReleases(gitDir, ['v0.1.0', 'v0.2.0', 'v0.3.0'], TERRAFORM_PATHS, [], [terraformFunctions]);
  assert.deepEqual(
    found.map(({name, since, removedIn}) => ({name, since, ...(removedIn ? {removedIn} : {})})),
    [
      {name: 'abs', since: 'v0.1.0'},
      {name: 'defaults', since: 'v0.1.0', removedIn: 'v0.3.0'},
      {name: 'issensitive', since: 'v0.3.0'},
      {name: 'templatefile', since: 'v0.1.0'},
    ],
  );
});
