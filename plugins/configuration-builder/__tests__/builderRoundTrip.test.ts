import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {format as formatWithHashiCorp} from '@cdktf/hcl-tools';
import {configurable, configurableKeys} from '../../../tests/support/configurableServices';
import {
  fieldCase,
  lineText,
  numberText,
  RUNS_FACTOR,
  SEED,
  type FieldCase,
  type Json,
} from '../../../tests/support/configurationArbitraries';
import {
  codeValue,
  emptyState,
  fieldKindOf,
  fieldResult,
  fromExpressionField,
  inputValues,
  isReference,
  sameConfiguration,
  setFieldValue,
  activeWires,
  takesFromDependency,
  terraformOutput,
  terragruntOutput,
  toExpressionField,
  type ConfigurableInput,
  type ConfigurableService,
  type ConfigurationState,
  type FieldValue,
  type Wire,
} from '../lib/serviceConfiguration';
import {decodeConfiguration, encodeConfiguration} from '../lib/configurationLink';
import {tabConstraints} from '../lib/versionConstraints';
import {builderMinimums} from '../builderMinimums';
import {parseType} from '../lib/hcl/types';
import {writeExpression} from '../lib/hcl/write';

/**
 * The builder's promise, proven on generated input (fast-check, fixed seed): for every input of
 * every service, what a reader leaves in its field (text with quotes, `${`, `%{`, dotted names and
 * keywords; numbers; lists and maps; literals of complex types laid out any way, heredocs included;
 * references; nothing) is what HashiCorp's parser reads back from both files the builder writes,
 * and a shared link brings back the same configuration. Both files are as terraform fmt leaves them. Where the reader typed HCL, HashiCorp's own
 * reading of their text is the expectation.
 */

/** Configurations generated per service, and how many runs of the link and edit properties. */
const RUNS_PER_SERVICE = 5 * RUNS_FACTOR;
const MODEL_RUNS = 300 * RUNS_FACTOR;

type Parsed = Record<string, unknown>;

/** HashiCorp's reading of one typed HCL text, undefined where it refuses it. */
async function readOne(text: string): Promise<Json | undefined> {
  try {
    return ((await parseWithHashiCorp('typed.hcl', `v = ${text}\n`)) as Record<string, Json>).v;
  } catch {
    return undefined;
  }
}

/**
 * HashiCorp's reading of each typed HCL text (undefined where it refuses it): in one parse where all
 * are valid, except texts with a heredoc, which are read alone (an unclosed one would take in the
 * texts after it).
 */
async function readTyped(typed: string[]): Promise<(Json | undefined)[]> {
  const batched = typed.flatMap((text, index) => (text.includes('<<') ? [] : [index]));
  const readings: (Json | undefined)[] = await Promise.all(typed.map((text) => (text.includes('<<') ? readOne(text) : undefined)));
  if (batched.length === 0) return readings;
  try {
    const parsed = (await parseWithHashiCorp('typed.hcl', batched.map((index) => `v${index} = ${typed[index]}\n`).join(''))) as Record<
      string,
      Json
    >;
    for (const index of batched) readings[index] = parsed[`v${index}`];
  } catch {
    for (const index of batched) readings[index] = await readOne(typed[index]);
  }
  return readings;
}

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 300);

let generatedFields = 0;
let generatedConfigurations = 0;

/** The state a reader reaches by setting each field in turn, as the builder does. */
function stateOf(service: ConfigurableService, cases: FieldCase[], wiring: (boolean | null)[]): ConfigurationState {
  let state: ConfigurationState = {...emptyState(), added: service.inputs.filter((input) => !input.required).map((input) => input.name)};
  service.inputs.forEach((input, index) => {
    if (cases[index].field !== undefined) state = setFieldValue(state, input, parseType(input.type), cases[index].field);
    if (wiring[index] !== null) state = {...state, wiring: {...state.wiring, [input.name]: wiring[index]}};
  });
  return state;
}

const minimums = builderMinimums(`${__dirname}/../../..`);

async function checkConfiguration(
  service: ConfigurableService,
  wires: Wire[],
  cases: FieldCase[],
  wiring: (boolean | null)[],
): Promise<void> {
  generatedConfigurations += 1;
  generatedFields += cases.length;
  const state = stateOf(service, cases, wiring);
  const typedIndexes = cases.flatMap((fieldCase, index) => (fieldCase.typed === undefined ? [] : [index]));
  const readings = await readTyped(typedIndexes.map((index) => cases[index].typed!));
  const expected = cases.map((fieldCase) => fieldCase.expected);
  typedIndexes.forEach((index, at) => {
    // A literal: HashiCorp reads the typed text as the value it was written from (the generator's own check).
    if (expected[index] !== undefined)
      assert.deepStrictEqual(readings[at], expected[index], `the generator wrote ${show(cases[index].typed)}`);
    expected[index] = readings[at];
  });

  const values = inputValues(service, state);
  // With the version constraints the builder writes (their minimums from the feature data).
  const constraints = tabConstraints(await minimums, activeWires(service, state, values, wires).length > 0);
  const terraform = terraformOutput(service, state, values, constraints.terraform.terraform);
  const terragrunt = terragruntOutput(service, state, values, wires, constraints.terragrunt);
  const problems: string[] = [];
  let module: Parsed = {};
  let inputs: Parsed = {};
  try {
    module = Object.values((await parseWithHashiCorp('main.tf', terraform)).module as Record<string, Parsed[]>)[0][0];
    inputs = ((await parseWithHashiCorp('terragrunt.hcl', terragrunt)) as Parsed).inputs as Parsed;
  } catch (error) {
    assert.fail(`${service.key}: a file does not parse: ${String(error).slice(0, 300)}\n${terraform}\n${terragrunt}`);
  }
  service.inputs.forEach((input, index) => {
    const want = expected[index];
    const typed = cases[index].typed ?? JSON.stringify(cases[index].field);
    const compare = (tool: string, file: Parsed, value: Json | undefined) => {
      if (value === undefined) {
        if (input.name in file) problems.push(`${tool} ${input.name}: left ${show(typed)}, the file sets ${show(file[input.name])}`);
      } else if (!(input.name in file)) {
        problems.push(`${tool} ${input.name}: typed ${show(typed)}, the file leaves it out`);
      } else {
        try {
          assert.deepStrictEqual(file[input.name], value);
        } catch {
          problems.push(`${tool} ${input.name}: typed ${show(typed)}, expected ${show(value)}, the file holds ${show(file[input.name])}`);
        }
      }
    };
    compare('main.tf', module, want);
    const wire = wires.find((candidate) => candidate.input === input.name);
    const wired = wire && takesFromDependency(state, values, input.name);
    compare('terragrunt.hcl', inputs, wired ? `\${dependency.${wire.dependency}.outputs.${wire.output}}` : want);
  });
  assert.deepEqual(problems, [], `${service.key}:\n${problems.join('\n')}`);
  for (const [name, output] of [
    ['main.tf', terraform],
    ['terragrunt.hcl', terragrunt],
  ]) {
    const formatted = await formatWithHashiCorp(output);
    if (formatted !== output) {
      const lines = output.split('\n');
      const at = formatted.split('\n').findIndex((line, index) => line !== lines[index]);
      assert.fail(
        `${service.key}: terraform fmt changes ${name} at line ${at + 1}: ${JSON.stringify(lines[at])} to ${JSON.stringify(formatted.split('\n')[at])}`,
      );
    }
  }

  // The link carries the same configuration, and the files it gives are the same.
  const restored = await decodeConfiguration(await encodeConfiguration(state), service.inputs);
  assert.ok(restored, `${service.key}: the link does not decode`);
  assert.ok(sameConfiguration(restored, state), `${service.key}: the link changed the configuration`);
  const restoredValues = inputValues(service, restored);
  assert.equal(terraformOutput(service, restored, restoredValues, constraints.terraform.terraform), terraform);
  assert.equal(terragruntOutput(service, restored, restoredValues, wires, constraints.terragrunt), terragrunt);
}

test('every input of every service: what the reader leaves in its field is what both files hold, and a link brings it back', async (t) => {
  for (const key of configurableKeys) {
    const {service, wires} = configurable(key);
    const wired = new Set(wires.map((wire) => wire.input));
    const arbitrary = fc.tuple(
      fc.tuple(...service.inputs.map(fieldCase)),
      fc.tuple(...service.inputs.map((input) => (wired.has(input.name) ? fc.constantFrom(null, true, false) : fc.constant(null)))),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, ([cases, wiring]) => checkConfiguration(service, wires, cases, wiring)),
      {seed: SEED, numRuns: RUNS_PER_SERVICE, includeErrorInReport: true},
    );
  }
  t.diagnostic(`${generatedConfigurations} generated configurations of ${configurableKeys.length} services, ${generatedFields} fields`);
  assert.equal(generatedConfigurations, configurableKeys.length * RUNS_PER_SERVICE);
});

/** One input of each editor, for the edit and switch properties. */
const EDITORS: ConfigurableInput[] = [
  {name: 'name', required: true, type: 'string', default: null},
  {name: 'port', required: false, type: 'number', default: '5432'},
  {name: 'enabled', required: false, type: 'bool', default: 'null'},
  {name: 'subnets', required: true, type: 'list(string)', default: null},
  {name: 'tags', required: false, type: 'map(string)', default: '{}'},
  {name: 'scaling', required: false, type: 'object({\n  min = number\n  max = number\n})', default: 'null'},
];

/** A field of the input's own editor, or one that does not fit (a number field's word, a map's duplicate key). */
function anyField(input: ConfigurableInput): fc.Arbitrary<FieldValue | undefined> {
  const kind = fieldKindOf(parseType(input.type));
  const expression = fc
    .constantFrom('', '{ min = 1, max = 2 }', '{ min = 1 }', '{ min = ', 'var.scaling')
    .map((text): FieldValue => ({kind: 'expression', text}));
  switch (kind) {
    case 'string':
      return fc.option(
        lineText.map((text): FieldValue => ({kind, text})),
        {nil: undefined},
      );
    case 'number':
      return fc.option(
        fc.oneof(numberText, fc.constantFrom('twenty', '', '1.')).map((text): FieldValue => ({kind, text})),
        {nil: undefined},
      );
    case 'bool':
      return fc.option(
        fc.boolean().map((value): FieldValue => ({kind, value})),
        {nil: undefined},
      );
    case 'list':
      return fc.option(
        fc.array(lineText, {maxLength: 3}).map((items): FieldValue => ({kind, items})),
        {nil: undefined},
      );
    case 'map':
      return fc.option(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', ' '), lineText), {maxLength: 3}).map((entries): FieldValue => ({kind, entries})),
        {nil: undefined},
      );
    default:
      return fc.option(expression, {nil: undefined});
  }
}

test('a field that stops fitting keeps, in the code, the value that last fitted; clearing it leaves the input out', () => {
  const edit = fc.nat({max: EDITORS.length - 1}).chain((index) => anyField(EDITORS[index]).map((field) => ({index, field})));
  fc.assert(
    fc.property(fc.array(edit, {maxLength: 12}), (edits) => {
      let state = {...emptyState(), added: EDITORS.filter((input) => !input.required).map((input) => input.name)};
      // The model: per input, the value of the last field that fitted, reset by a clear.
      const lastGood = new Map<string, string | null>();
      for (const {index, field} of edits) {
        const input = EDITORS[index];
        const type = parseType(input.type);
        state = setFieldValue(state, input, type, field);
        const result = fieldResult(input, state.values[input.name], type);
        if (result.ok) lastGood.set(input.name, result.value === null ? null : writeExpression(result.value, ''));
        else if (result.blankItems && field?.kind === 'list') {
          // Blank items are left out: the code holds the others, or nothing when every item is blank.
          const filled = field.items.filter((item) => item.trim() !== '');
          lastGood.set(
            input.name,
            filled.length === 0
              ? null
              : writeExpression({kind: 'tuple', elements: filled.map((value) => ({kind: 'string', value, heredoc: null}))}, ''),
          );
        } else if (result.missing) lastGood.set(input.name, null);
      }
      for (const input of EDITORS) {
        const code = codeValue(input, parseType(input.type), state);
        assert.equal(code === null ? null : writeExpression(code, ''), lastGood.get(input.name) ?? null, input.name);
      }
    }),
    {seed: SEED, numRuns: MODEL_RUNS},
  );
});

test('switching a field to an HCL expression and back keeps its value', () => {
  const plain = EDITORS.filter((input) => fieldKindOf(parseType(input.type)) !== 'expression');
  const switched = fc.nat({max: plain.length - 1}).chain((index) => anyField(plain[index]).map((field) => ({input: plain[index], field})));
  fc.assert(
    fc.property(switched, ({input, field}) => {
      // Text that reads as a reference becomes that reference: the reader ticked the box for it.
      fc.pre(!(field?.kind === 'string' && isReference(field.text)));
      const type = parseType(input.type);
      const before = fieldResult(input, field, type);
      const expression = toExpressionField(field);
      const during = fieldResult(input, expression, type);
      if (before.ok) {
        assert.ok(during.ok, `${JSON.stringify(field)} as ${JSON.stringify(expression)}: ${!during.ok && during.problem}`);
        assert.equal(during.value && writeExpression(during.value, ''), before.value && writeExpression(before.value, ''));
        const back = fromExpressionField(input, type, expression.kind === 'expression' ? expression.text : '');
        assert.ok(back.ok);
        const after = fieldResult(input, back.field, type);
        assert.ok(after.ok);
        assert.equal(after.value && writeExpression(after.value, ''), before.value && writeExpression(before.value, ''));
      }
    }),
    {seed: SEED, numRuns: MODEL_RUNS},
  );
});

test('a link that is not one, or was cut short, opens nothing and breaks nothing', async () => {
  const {service} = configurable('data-storage/amazon-rds');
  const names = new Set(service.inputs.map((input) => input.name));
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string(),
        fc.string().map((text) => `2.${text}`),
        fc.base64String().map((text) => `2.${text}`),
      ),
      async (text) => {
        const decoded = await decodeConfiguration(text, service.inputs);
        assert.ok(decoded === null || Object.keys(decoded.values).every((name) => names.has(name)));
      },
    ),
    {seed: SEED, numRuns: MODEL_RUNS},
  );
  const encoded = await encodeConfiguration({...emptyState(), values: {name: {kind: 'string', text: 'orders'}}});
  assert.deepEqual((await decodeConfiguration(encoded, service.inputs))?.values, {name: {kind: 'string', text: 'orders'}});
  for (let length = 0; length < encoded.length - 1; length += 1) {
    assert.equal(await decodeConfiguration(encoded.slice(0, length), service.inputs), null, `cut at ${length}`);
  }
});
