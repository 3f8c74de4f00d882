import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseExpression} from '../lib/hcl/expression';
import {checkValue, describeProblem, describeType, parseType} from '../lib/hcl/types';
import {readSiteData} from '../../../plugins/site-data/readSiteData';
import {PROJECT_ROOT} from '../../../tests/support/builtSite';

const problems = (value: string, type: string | null) => checkValue(parseExpression(value), parseType(type)).map(describeProblem);

test('type constraints parse, nested ones included', () => {
  assert.deepEqual(parseType('string'), {kind: 'string'});
  assert.deepEqual(parseType(null), {kind: 'any'});
  assert.equal(describeType(parseType('list(map(string))')), 'list(map(string))');
  assert.deepEqual(parseType('map'), {kind: 'map', element: {kind: 'any'}});
  const object = parseType('list(object({\n  name = string\n  port = optional(number)\n}))');
  assert.deepEqual(object, {
    kind: 'list',
    element: {
      kind: 'object',
      attributes: [
        {name: 'name', type: {kind: 'string'}, optional: false},
        {name: 'port', type: {kind: 'number'}, optional: true},
      ],
    },
  });
  assert.throws(() => parseType('strng'), /not a type constraint/);
  assert.throws(() => parseType('list(string, number)'), /not a type constraint/);
});

test('values convert as Terraform converts them', () => {
  assert.deepEqual(problems('"x"', 'string'), []);
  assert.deepEqual(problems('5', 'string'), []);
  assert.deepEqual(problems('true', 'string'), []);
  assert.deepEqual(problems('"5"', 'number'), []);
  assert.deepEqual(problems('-5', 'number'), []);
  assert.deepEqual(problems('"true"', 'bool'), []);
  assert.deepEqual(problems('null', 'list(string)'), []);
  assert.deepEqual(problems('["a", 1]', 'set(string)'), []);
  assert.deepEqual(problems('{ a = "1" }', 'map(number)'), []);
  assert.deepEqual(problems('[1, true]', 'tuple([number, bool])'), []);
});

test('a value of the wrong type says what was expected, and where', () => {
  assert.deepEqual(problems('"five"', 'number'), ['Expected a number, not a string']);
  assert.deepEqual(problems('["a"]', 'string'), ['Expected a string, not a list']);
  assert.deepEqual(problems('"x"', 'list(string)'), ['Expected a list of string, not a string']);
  assert.deepEqual(problems('[1, [2]]', 'list(number)'), ['[1]: expected a number, not a list']);
  assert.deepEqual(problems('{ a = [1] }', 'map(string)'), ['["a"]: expected a string, not a list']);
  assert.deepEqual(problems('{ name = "x" }', 'object({ name = string, port = number })'), ['port is missing']);
  assert.deepEqual(problems('{ name = "x", prot = 1 }', 'object({ name = string, port = optional(number) })'), [
    'prot is not an attribute of this object (Terraform would drop it); it has name, port',
  ]);
  assert.deepEqual(problems('[{ name = 1 }]', 'list(object({ name = bool }))'), ['[0].name: expected true or false, not a number']);
  assert.deepEqual(problems('[1]', 'tuple([number, number])'), ['Expected a list of 2 elements, not 1']);
});

test('what is only known when Terraform runs fits any type', () => {
  for (const value of [
    'var.x',
    'dependency.vpc.outputs.vpc_id',
    'concat(var.a, var.b)',
    '"${var.a}"',
    'var.a ? 1 : 2',
    '[for x in var.y : x]',
    '!var.b',
    'var.n + 1',
  ]) {
    assert.deepEqual(problems(value, 'list(object({ a = string }))'), [], value);
  }
  assert.deepEqual(problems('[var.a, 2]', 'list(string)'), []);
});

test('every type and default of the interface data parses, and every default fits its type', () => {
  const {serviceCatalog} = readSiteData(PROJECT_ROOT).data;
  const found: string[] = [];
  let checked = 0;
  for (const service of serviceCatalog.services.values()) {
    for (const input of service.inputs) {
      try {
        const type = parseType(input.type);
        if (input.default !== null) {
          checked += 1;
          for (const problem of checkValue(parseExpression(input.default), type))
            found.push(`${service.key} ${input.name}: ${describeProblem(problem)}`);
        }
      } catch (error) {
        found.push(`${service.key} ${input.name}: ${(error as Error).message}`);
      }
    }
  }
  assert.deepEqual(found, []);
  assert.ok(checked > 1000, `only ${checked} defaults checked`);
});
