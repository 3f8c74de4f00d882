import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {format as formatWithHashiCorp} from '@cdktf/hcl-tools';
import {configurable, configurableKeys, serviceCatalog} from '../../../tests/support/configurableServices';
import {fieldCase, SEED} from '../../../tests/support/configurationArbitraries';
import {
  clearedSummary,
  configPath,
  emptyState,
  fieldKindOf,
  fieldResult,
  fromExpressionField,
  inputValues,
  moduleSource,
  sameConfiguration,
  sanitizeState,
  setFieldValue,
  shareableState,
  terraformOutput,
  terragruntOutput,
  toExpressionField,
  unsetComment,
  type ConfigurableService,
  type ConfigurationState,
} from '../lib/serviceConfiguration';
import {configurationLink, decodeConfiguration, encodeConfiguration, linkedConfiguration} from '../lib/configurationLink';
import {parseType} from '../lib/hcl/types';
import {writeExpression} from '../lib/hcl/write';

/** Names a parsed file sets, at the top level and inside `inputs` or a module block. */
function inputNames(parsed: Record<string, unknown>, tool: 'terraform' | 'terragrunt'): string[] {
  if (tool === 'terragrunt') return Object.keys((parsed.inputs ?? {}) as object);
  const modules = parsed.module as Record<string, Record<string, unknown>[]>;
  return Object.keys(Object.values(modules)[0][0]).filter((name) => name !== 'source');
}

const set = (state: ConfigurationState, input: ConfigurableService['inputs'][number], field: Parameters<typeof setFieldValue>[3]) =>
  setFieldValue(state, input, parseType(input.type), field);

test('every service, with a generated value or nothing in each field, renders both tools as terraform fmt writes them, naming only its inputs', async () => {
  const problems: string[] = [];
  let rendered = 0;
  for (const key of serviceCatalog.services.keys()) {
    const {service, wires} = configurable(key);
    if (service.inputs.length === 0) continue;
    // Every required input, and every other optional one, each as a reader might leave it.
    const added = service.inputs.filter((input, index) => !input.required && index % 2 === 0).map((input) => input.name);
    const [cases] = fc.sample(fc.tuple(...service.inputs.map(fieldCase)), {seed: SEED, numRuns: 1});
    let state: ConfigurationState = {...emptyState(), added};
    service.inputs.forEach((input, index) => {
      state = set(state, input, cases[index].field);
    });
    const values = inputValues(service, state);
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
      const configured = new Set(service.inputs.filter((input) => input.required || added.includes(input.name)).map((input) => input.name));
      const stray = inputNames(parsed, tool).filter((name) => !configured.has(name));
      if (stray.length > 0) problems.push(`${key} (${tool}) sets ${stray.join(', ')}, which the configuration does not hold`);
      if ((await formatWithHashiCorp(output)) !== output) problems.push(`${key} (${tool}): terraform fmt would change the output`);
    }
  }
  assert.deepEqual(problems, []);
  assert.equal(rendered, 2 * [...serviceCatalog.services.values()].filter((service) => service.inputs.length > 0).length);
  assert.equal(rendered, 70);
});

test('a field not set is left out with a comment: a required one counts as missing, an optional one keeps its default', () => {
  const required = {name: 'vpc_id', required: true, type: 'string', default: null};
  assert.deepEqual(fieldResult(required, undefined), {ok: false, problem: 'Required: enter a value.', missing: true});
  assert.deepEqual(fieldResult(required, {kind: 'string', text: ''}), {ok: false, problem: 'Required: enter a value.', missing: true});
  const optional = {name: 'port', required: false, type: 'number', default: '5432'};
  assert.deepEqual(fieldResult(optional, {kind: 'number', text: ''}), {ok: true, value: null, comments: 0});
  assert.equal(unsetComment(required), 'vpc_id = <string, required>');
  assert.equal(unsetComment(optional), 'port = 5432 (default)');
  assert.equal(
    unsetComment({name: 'x', required: false, type: 'any', default: `{\n  a = 1\n}`}),
    "x: not set, so the module's default applies",
  );
  assert.equal(unsetComment({name: 'ok', required: true, type: 'bool', default: null}), 'ok = <bool, required>');

  const {service} = configurable('app-orchestration/lambda');
  const state = {...emptyState(), added: ['vpc_id', 'run_in_vpc']};
  const terraform = terraformOutput(service, state, inputValues(service, state));
  assert.match(terraform, /\n  # run_in_vpc = false \(default\)\n/);
  assert.match(terraform, /\n  # vpc_id = null \(default\)\n/);
  assert.doesNotMatch(terraform, /vpc_id\s+=\s+""/);
});

test('a text field is always a string; an expression is the reader’s choice', () => {
  const string = {name: 'bucket', required: true, type: 'string', default: null};
  for (const text of ['terraform.example.com', 'local.example.org', 'data.acme.com', 'var.x', '${x}']) {
    const result = fieldResult(string, {kind: 'string', text});
    assert.deepEqual(result.ok && result.value, {kind: 'string', value: text, heredoc: null});
  }
  const reference = fieldResult(string, {kind: 'expression', text: 'var.bucket'});
  assert.equal(reference.ok && reference.value?.kind, 'reference');
  // Ticking "HCL expression" on text that reads as a reference makes it one; other text is quoted.
  assert.deepEqual(toExpressionField({kind: 'string', text: 'var.bucket'}), {kind: 'expression', text: 'var.bucket'});
  assert.deepEqual(toExpressionField({kind: 'string', text: 'my "bucket"'}), {kind: 'expression', text: '"my \\"bucket\\""'});
  // Unticking gives text back: a quoted string loses its quotes, anything else is taken as text.
  assert.deepEqual(fromExpressionField(string, parseType('string'), '"my \\"bucket\\""'), {
    ok: true,
    field: {kind: 'string', text: 'my "bucket"'},
  });
  assert.deepEqual(fromExpressionField(string, parseType('string'), 'terraform.example.com'), {
    ok: true,
    field: {kind: 'string', text: 'terraform.example.com'},
  });
  const list = {name: 'ids', required: true, type: 'list(string)', default: null};
  assert.deepEqual(fromExpressionField(list, parseType('list(string)'), '[var.a]'), {
    ok: false,
    problem: 'This expression is not a plain list of strings: edit it to one, or clear it, to switch back.',
  });
});

test('each field says why its value does not fit', () => {
  const number = {name: 'size', required: true, type: 'number', default: null};
  assert.deepEqual(fieldResult(number, {kind: 'number', text: 'ten'}), {
    ok: false,
    problem: 'Enter a number, or tick "HCL expression" for a reference such as var.size.',
    missing: false,
  });
  assert.equal(fieldResult(number, {kind: 'expression', text: 'var.size'}).ok, true);
  const object = {name: 'scaling', required: true, type: 'object({\n  min = number\n  max = number\n})', default: null};
  assert.deepEqual(fieldResult(object, {kind: 'expression', text: '{ min = 1 }'}), {ok: false, problem: 'max is missing.', missing: false});
  assert.deepEqual(fieldResult(object, {kind: 'expression', text: '{ min = 1, max = '}), {
    ok: false,
    problem: 'Not valid HCL: a value is missing (at character 17).',
    missing: false,
  });
  const commented = fieldResult(object, {kind: 'expression', text: '{\n  min = 1 # the floor\n  max = 2\n}'});
  assert.equal(commented.ok && commented.comments, 1);
  const map = {name: 'tags', required: false, type: 'map(string)', default: '{}'};
  assert.deepEqual(
    fieldResult(map, {
      kind: 'map',
      entries: [
        ['a', '1'],
        ['a', '2'],
      ],
    }),
    {ok: false, problem: 'The key "a" is there twice.', missing: false},
  );
});

test("the reader's own values fill the fields that take them; placeholders never do", () => {
  const {service} = configurable('landing-zone/gruntwork-access');
  const state = emptyState();
  assert.deepEqual(inputValues(service, state), {grant_security_account_access: null, security_account_id: null});
  assert.deepEqual(inputValues(service, state, {'security-account-id': '123456789012'}).security_account_id, {
    kind: 'string',
    value: '123456789012',
    heredoc: null,
  });
  // A link carries what the reader saw, their own values included.
  assert.deepEqual(shareableState(service, state, {'security-account-id': '123456789012'}).values, {
    security_account_id: {kind: 'string', text: '123456789012'},
  });
  // Cleared by the reader, the field stays empty rather than taking their value again.
  const input = service.inputs.find((candidate) => candidate.name === 'security_account_id')!;
  const cleared = setFieldValue(state, input, parseType(input.type), undefined, {'security-account-id': '123456789012'});
  assert.equal(inputValues(service, cleared, {'security-account-id': '123456789012'}).security_account_id, null);
});

test('the outputs pin the catalog release; Terragrunt wires dependencies, with mock outputs, unless the reader typed a value', () => {
  const {service, wires} = configurable('data-storage/amazon-rds');
  assert.equal(
    moduleSource(service),
    'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/data-stores/rds?ref=v0.99.0',
  );
  assert.equal(configPath('modules/data-stores/rds', 'modules/networking/vpc'), '../../networking/vpc');
  assert.equal(configPath('modules/networking/alb', 'modules/networking/vpc'), '../vpc');
  const storage = service.inputs.find((input) => input.name === 'allocated_storage')!;
  const state = set(emptyState(), storage, {kind: 'number', text: '20'});
  const terragrunt = terragruntOutput(service, state, inputValues(service, state), wires);
  assert.match(
    terragrunt,
    /^terraform \{\n  source = "git::git@github\.com:gruntwork-io\/terraform-aws-service-catalog\.git\/\/modules\/data-stores\/rds\?ref=v0\.99\.0"\n\}\n\ninclude "root" \{\n  path = find_in_parent_folders\(\)\n\}\n\ndependency "vpc" \{\n  config_path = "\.\.\/\.\.\/networking\/vpc"\n\n  mock_outputs = \{\n    vpc_id                         = "mock-vpc-id"\n    private_persistence_subnet_ids = \["mock-private-persistence-subnet-ids"\]\n  \}\n  mock_outputs_allowed_terraform_commands = \["validate", "plan"\]\n\}\n/,
  );
  assert.match(terragrunt, /  subnet_ids\s+= dependency\.vpc\.outputs\.private_persistence_subnet_ids\n/);
  assert.match(terragrunt, /  vpc_id\s+= dependency\.vpc\.outputs\.vpc_id\n/);
  assert.match(
    terraformOutput(service, state, inputValues(service, state)),
    /^module "rds" \{\n  source = "git::[^"]+"\n\n  allocated_storage = 20\n/,
  );

  // A value the reader typed is what Terragrunt gets, until they take the dependency's output again.
  const vpc = service.inputs.find((input) => input.name === 'vpc_id')!;
  const typed = set(state, vpc, {kind: 'string', text: 'vpc-0abc'});
  assert.match(terragruntOutput(service, typed, inputValues(service, typed), wires), /  vpc_id\s+= "vpc-0abc"\n/);
  const rewired = {...typed, wiring: {vpc_id: true}};
  assert.match(terragruntOutput(service, rewired, inputValues(service, rewired), wires), /  vpc_id\s+= dependency\.vpc\.outputs\.vpc_id\n/);
  const unwired = {...state, wiring: {vpc_id: false, subnet_ids: false}};
  assert.doesNotMatch(terragruntOutput(service, unwired, inputValues(service, unwired), wires), /dependency/);
});

test('a shared link restores the whole state in the fragment, keeping only what applies to the service; links of the first builder still open', async () => {
  const inputs = [
    {name: 'name', required: true, type: 'string', default: null},
    {name: 'port', required: false, type: 'number', default: '5432'},
    {name: 'tags', required: false, type: 'map(string)', default: '{}'},
  ];
  const state: ConfigurationState = {
    added: ['port', 'tags'],
    values: {name: {kind: 'string', text: 'café "db"'}, tags: {kind: 'map', entries: [['Team', 'ops']]}, port: {kind: 'number', text: 'x'}},
    kept: {port: {kind: 'number', text: '5433'}},
    wiring: {name: false},
  };
  const encoded = await encodeConfiguration(state);
  assert.match(encoded, /^2\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeConfiguration(encoded, inputs), state);
  const link = configurationLink('https://docs.example.com/reference/services/x?configuration=old#inputs', encoded);
  assert.equal(link, `https://docs.example.com/reference/services/x#configure=${encoded}`);
  assert.equal(linkedConfiguration(link), encoded);

  // The first builder's links: base64 JSON in ?configuration=, text that read as a reference written as one.
  const first = btoa(
    JSON.stringify({
      added: ['port', 'gone'],
      values: {name: {kind: 'string', text: 'var.db_name'}, port: {kind: 'string', text: 'x'}},
      unwired: ['name'],
    }),
  );
  assert.equal(linkedConfiguration(`https://docs.example.com/x?configuration=${first}`), first);
  assert.deepEqual(await decodeConfiguration(first, inputs), {
    added: ['port'],
    values: {name: {kind: 'expression', text: 'var.db_name'}},
    kept: {},
    wiring: {name: false},
  });
  assert.equal(await decodeConfiguration('not base64 json!', inputs), null);
});

test('the same configuration is recognised whatever order it was set in', () => {
  const a: ConfigurationState = {
    ...emptyState(),
    added: ['x', 'y'],
    values: {a: {kind: 'string', text: '1'}, b: {kind: 'string', text: '2'}},
  };
  const b: ConfigurationState = {
    ...emptyState(),
    added: ['y', 'x'],
    values: {b: {kind: 'string', text: '2'}, a: {kind: 'string', text: '1'}},
  };
  assert.ok(sameConfiguration(a, b));
  assert.ok(!sameConfiguration(a, {...b, values: {...b.values, a: {kind: 'string', text: '3'}}}));
  assert.deepEqual(sanitizeState({added: 'x', values: [], kept: null, wiring: {x: 'yes'}}, []), emptyState());
});

test('a blank list item is a missing value: flagged, counted as missing while no item has a value, and never written', () => {
  const topics = {name: 'alarm_sns_topic_arns', required: true, type: 'list(string)', default: null};
  const cidrs = {name: 'allow_connections_from_cidr_blocks', required: false, type: 'list(string)', default: '[]'};
  assert.deepEqual(fieldResult(topics, {kind: 'list', items: ['']}), {
    ok: false,
    problem: 'Item 1 is blank: type a value or remove it.',
    missing: true,
    blankItems: [1],
  });
  assert.deepEqual(fieldResult(cidrs, {kind: 'list', items: ['10.0.0.0/16', ' ', '']}), {
    ok: false,
    problem: 'Items 2 and 3 are blank: type values or remove them.',
    missing: false,
    blankItems: [2, 3],
  });
  const service: ConfigurableService = {key: 'x/y', module: 'modules/x/y', repository: 'r', version: 'v1', inputs: [topics, cidrs]};
  let state: ConfigurationState = {...emptyState(), added: [cidrs.name]};
  state = setFieldValue(state, topics, parseType(topics.type), {kind: 'list', items: ['']});
  state = setFieldValue(state, cidrs, parseType(cidrs.type), {kind: 'list', items: ['']});
  // The field keeps the blank item the reader added; the code has neither input.
  assert.deepEqual(state.values[topics.name], {kind: 'list', items: ['']});
  assert.deepEqual(inputValues(service, state), {[topics.name]: null, [cidrs.name]: null});
  const terraform = terraformOutput(service, state, inputValues(service, state));
  assert.match(terraform, /# alarm_sns_topic_arns = <list\(string\), required>/);
  assert.doesNotMatch(terraform, /\[""\]/);
  state = setFieldValue(state, topics, parseType(topics.type), {kind: 'list', items: ['', 'arn:aws:sns:us-east-1:123456789012:a']});
  assert.equal(writeExpression(inputValues(service, state)[topics.name]!, ''), '["arn:aws:sns:us-east-1:123456789012:a"]');
  assert.deepEqual(state.kept, {});
});

test('generated lists of every list input of the catalog: blank items are flagged and left out, the others written in order', () => {
  const inputs = configurableKeys.flatMap((key) =>
    configurable(key).service.inputs.filter((input) => fieldKindOf(parseType(input.type)) === 'list'),
  );
  assert.ok(inputs.length > 20, `${inputs.length} list inputs`);
  const item = fc.oneof(fc.constantFrom('', ' ', '\t', '  '), fc.string({minLength: 1}));
  fc.assert(
    fc.property(fc.constantFrom(...inputs), fc.array(item, {maxLength: 6}), (input, items) => {
      const type = parseType(input.type);
      const service: ConfigurableService = {key: 'x/y', module: 'modules/x/y', repository: 'r', version: 'v1', inputs: [input]};
      const state = setFieldValue({...emptyState(), added: input.required ? [] : [input.name]}, input, type, {kind: 'list', items});
      const result = fieldResult(input, state.values[input.name], type);
      const blank = items.flatMap((text, index) => (text.trim() === '' ? [index + 1] : []));
      const filled = items.filter((text) => text.trim() !== '');
      const value = inputValues(service, state)[input.name];
      if (blank.length > 0) {
        assert.equal(result.ok, false);
        assert.deepEqual(!result.ok && result.blankItems, blank);
        assert.equal(!result.ok && result.missing, input.required && filled.length === 0);
      }
      if (filled.length === 0) assert.equal(value, null);
      else if (value !== null && value.kind === 'tuple') {
        assert.deepEqual(
          value.elements.map((element) => (element.kind === 'string' ? element.value : null)),
          filled,
        );
      } else {
        // Only a set's duplicate items make a list that does not fit: then nothing new is written.
        assert.equal(value, null);
        assert.equal(type.kind, 'set');
      }
    }),
    {seed: SEED, numRuns: 400},
  );
});

test('"Start again" names what it clears', () => {
  assert.equal(clearedSummary(emptyState()), 'nothing');
  assert.equal(clearedSummary({...emptyState(), values: {name: {kind: 'string', text: 'x'}}}), '1 value');
  assert.equal(
    clearedSummary({
      added: ['a', 'b'],
      values: {a: {kind: 'string', text: 'x'}, b: {kind: 'bool', value: true}},
      kept: {a: {kind: 'string', text: 'y'}},
      wiring: {vpc_id: false},
    }),
    '2 values, 2 added inputs and 1 Terragrunt dependency choice',
  );
});
