import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {format as formatWithHashiCorp} from '@cdktf/hcl-tools';
import {readSiteData} from '../../plugins/site-data/readSiteData';
import {PROJECT_ROOT} from '../support/builtSite';
import {sampleField} from '../support/configurationSamples';
import {
  configPath,
  decodeState,
  encodeState,
  fieldResult,
  initialField,
  moduleSource,
  terraformOutput,
  terragruntOutput,
  type ConfigurableService,
  type ConfigurationState,
  type InputValues,
  type Wire,
} from '../../src/lib/serviceConfiguration';
import {parseType} from '../../src/lib/hcl/types';

const {serviceCatalog, serviceWiring} = readSiteData(PROJECT_ROOT).data;

function configurable(key: string): {service: ConfigurableService; wires: Wire[]} {
  const entry = serviceCatalog.services.get(key)!;
  const service = {key, repository: serviceCatalog.repository, version: serviceCatalog.version, module: entry.module, inputs: entry.inputs};
  const wires = serviceWiring
    .filter((wire) => wire.service === key)
    .map((wire) => ({
      input: wire.input,
      dependency: wire.dependency,
      output: wire.output,
      module: serviceCatalog.services.get(wire.producer)!.module,
    }));
  return {service, wires};
}

/** Names a parsed file sets, at the top level and inside `inputs` or a module block. */
function inputNames(parsed: Record<string, unknown>, tool: 'terraform' | 'terragrunt'): string[] {
  if (tool === 'terragrunt') return Object.keys((parsed.inputs ?? {}) as object);
  const modules = parsed.module as Record<string, Record<string, unknown>[]>;
  return Object.keys(Object.values(modules)[0][0]).filter((name) => name !== 'source');
}

test("every service, filled with a value of each input's type, renders both tools as HCL that parses, names only its inputs and is as terraform fmt writes it", async () => {
  const problems: string[] = [];
  let rendered = 0;
  for (const key of serviceCatalog.services.keys()) {
    const {service, wires} = configurable(key);
    if (service.inputs.length === 0) continue;
    // Every required input, and every other optional one.
    const added = service.inputs.filter((input, index) => !input.required && index % 2 === 0).map((input) => input.name);
    const state: ConfigurationState = {added, values: {}, unwired: []};
    const values: InputValues = {};
    service.inputs.forEach((input, index) => {
      const field = sampleField(input, index);
      state.values[input.name] = field;
      const result = fieldResult(input, field);
      if (!result.ok) problems.push(`${key} ${input.name}: the sample was refused: ${result.problem}`);
      else values[input.name] = result.value;
    });
    const outputs = {terraform: terraformOutput(service, state, values), terragrunt: terragruntOutput(service, state, values, wires)};
    for (const [tool, output] of Object.entries(outputs) as ['terraform' | 'terragrunt', string][]) {
      rendered += 1;
      let parsed: Record<string, unknown>;
      try {
        parsed = (await parseWithHashiCorp(`${key}.${tool}.hcl`, output)) as Record<string, unknown>;
      } catch (error) {
        problems.push(`${key} (${tool}) does not parse: ${String(error).slice(0, 200)}`);
        continue;
      }
      const names = inputNames(parsed, tool);
      const expected = service.inputs.filter((input) => input.required || added.includes(input.name)).map((input) => input.name);
      if (JSON.stringify(names.sort()) !== JSON.stringify([...expected].sort()))
        problems.push(`${key} (${tool}) sets ${names.length} inputs, expected ${expected.length}`);
      if ((await formatWithHashiCorp(output)) !== output) problems.push(`${key} (${tool}): terraform fmt would change the output`);
    }
  }
  assert.deepEqual(problems, []);
  assert.equal(rendered, 2 * [...serviceCatalog.services.values()].filter((service) => service.inputs.length > 0).length);
  assert.equal(rendered, 70);
});

test("a required field left empty is refused; an optional one gives the input's default", () => {
  const required = {name: 'vpc_id', required: true, type: 'string', default: null};
  assert.deepEqual(fieldResult(required, {kind: 'string', text: ''}), {ok: false, problem: 'Required: enter a value.'});
  const optional = {name: 'port', required: false, type: 'number', default: '5432'};
  assert.deepEqual(fieldResult(optional, {kind: 'number', text: ''}), {ok: true, value: {kind: 'number', value: 5432, source: '5432'}});
  assert.deepEqual(initialField(optional), {kind: 'number', text: '5432'});
});

test('each field says why its value does not fit, and references are taken where values go', () => {
  const number = {name: 'size', required: true, type: 'number', default: null};
  assert.deepEqual(fieldResult(number, {kind: 'number', text: 'ten'}), {
    ok: false,
    problem: 'Enter a number (or a reference such as var.size).',
  });
  assert.equal(fieldResult(number, {kind: 'number', text: 'var.size'}).ok, true);
  const object = {name: 'scaling', required: true, type: 'object({\n  min = number\n  max = number\n})', default: null};
  assert.deepEqual(fieldResult(object, {kind: 'expression', text: '{ min = 1 }'}), {ok: false, problem: 'max is missing.'});
  assert.deepEqual(fieldResult(object, {kind: 'expression', text: '{ min = 1, max = '}), {
    ok: false,
    problem: 'Not valid HCL: a value is missing (at character 17).',
  });
  const map = {name: 'tags', required: false, type: 'map(string)', default: '{}'};
  assert.deepEqual(
    fieldResult(map, {
      kind: 'map',
      entries: [
        ['a', '1'],
        ['a', '2'],
      ],
    }),
    {ok: false, problem: 'The key "a" is there twice.'},
  );
  const string = {name: 'vpc_id', required: true, type: 'string', default: null};
  const wired = fieldResult(string, {kind: 'string', text: 'dependency.vpc.outputs.vpc_id'});
  assert.equal(wired.ok && wired.value.kind, 'reference');
  const literal = fieldResult(string, {kind: 'string', text: 'vpc-0abc'});
  assert.equal(literal.ok && literal.value.kind, 'string');
});

test('fields start from the defaults of optional inputs, typed', () => {
  assert.deepEqual(initialField({name: 'a', required: false, type: 'list(string)', default: '["x", "y"]'}), {
    kind: 'list',
    items: ['x', 'y'],
  });
  assert.deepEqual(initialField({name: 'a', required: false, type: 'map(string)', default: '{\n  Team = "infra"\n}'}), {
    kind: 'map',
    entries: [['Team', 'infra']],
  });
  assert.deepEqual(initialField({name: 'a', required: false, type: 'bool', default: 'true'}), {kind: 'bool', value: true});
  assert.deepEqual(initialField({name: 'a', required: false, type: 'list(object({ a = string }))', default: '[]'}), {
    kind: 'expression',
    text: '[]',
  });
  assert.deepEqual(initialField({name: 'a', required: true, type: 'string', default: null}), {kind: 'string', text: ''});
  assert.equal(parseType('set(string)').kind, 'set');
});

test('the outputs pin the catalog release, and Terragrunt wires dependencies from the live folder layout', () => {
  const {service, wires} = configurable('data-storage/amazon-rds');
  assert.equal(
    moduleSource(service),
    'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/data-stores/rds?ref=v0.99.0',
  );
  assert.equal(configPath('modules/data-stores/rds', 'modules/networking/vpc'), '../../networking/vpc');
  assert.equal(configPath('modules/networking/alb', 'modules/networking/vpc'), '../vpc');
  const state: ConfigurationState = {added: [], values: {}, unwired: []};
  const values: InputValues = {allocated_storage: {kind: 'number', value: 20, source: '20'}};
  const terragrunt = terragruntOutput(service, state, values, wires);
  assert.match(
    terragrunt,
    /^terraform \{\n  source = "git::git@github\.com:gruntwork-io\/terraform-aws-service-catalog\.git\/\/modules\/data-stores\/rds\?ref=v0\.99\.0"\n\}\n\ninclude "root" \{\n  path = find_in_parent_folders\(\)\n\}\n\ndependency "vpc" \{\n  config_path = "\.\.\/\.\.\/networking\/vpc"\n\}\n/,
  );
  assert.match(terragrunt, /  subnet_ids\s+= dependency\.vpc\.outputs\.private_persistence_subnet_ids\n/);
  assert.match(terragrunt, /  vpc_id\s+= dependency\.vpc\.outputs\.vpc_id\n/);
  const unwired = terragruntOutput(service, {...state, unwired: ['vpc_id', 'subnet_ids']}, values, wires);
  assert.doesNotMatch(unwired, /dependency/);
  assert.match(terraformOutput(service, state, values), /^module "rds" \{\n  source = "git::[^"]+"\n\n  allocated_storage = 20\n/);
});

test('a shared link restores the state, keeping only what applies to the service', () => {
  const inputs = [
    {name: 'name', required: true, type: 'string', default: null},
    {name: 'port', required: false, type: 'number', default: '5432'},
    {name: 'tags', required: false, type: 'map(string)', default: '{}'},
  ];
  const state: ConfigurationState = {
    added: ['port', 'tags'],
    values: {name: {kind: 'string', text: 'café "db"'}, tags: {kind: 'map', entries: [['Team', 'ops']]}},
    unwired: [],
  };
  const encoded = encodeState(state);
  assert.match(encoded, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(decodeState(encoded, inputs), state);
  const foreign = encodeState({
    added: ['port', 'name', 'gone'],
    values: {port: {kind: 'string', text: 'x'}, gone: {kind: 'string', text: 'y'}},
    unwired: ['gone'],
  } as ConfigurationState);
  assert.deepEqual(decodeState(foreign, inputs), {added: ['port'], values: {}, unwired: []});
  assert.equal(decodeState('not base64 json!', inputs), null);
});
