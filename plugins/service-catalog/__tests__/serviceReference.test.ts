import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  addButtonLook,
  defaultSummary,
  descriptionParts,
  isLongHcl,
  matchesFilter,
  referenceAnchor,
  requiredFirst,
  typeSummary,
} from '../lib/serviceReference';

test('anchors are stable and name the kind', () => {
  assert.equal(referenceAnchor('inputs', 'allocated_storage'), 'input-allocated_storage');
  assert.equal(referenceAnchor('outputs', 'primary_endpoint'), 'output-primary_endpoint');
});

test('required inputs come first, each group in the interface order', () => {
  const inputs = [
    {name: 'b', required: false},
    {name: 'a', required: true},
    {name: 'c', required: false},
    {name: 'd', required: true},
  ];
  assert.deepEqual(
    requiredFirst(inputs).map((i) => i.name),
    ['a', 'd', 'b', 'c'],
  );
});

test('long or multi-line HCL is collapsed behind a summary', () => {
  assert.equal(isLongHcl('list(string)'), false);
  assert.equal(isLongHcl('object({\n  name = string\n})'), true);
  assert.equal(typeSummary('list(object({\n  name = string\n}))'), 'list(object)');
  assert.equal(typeSummary('map(object({a = string}))'), 'map(object)');
  assert.equal(typeSummary('object({a = string})'), 'object');
  assert.equal(defaultSummary('{\n  period = 60\n}'), '{ …');
  assert.equal(defaultSummary('"short"'), '"short"');
});

test('code in a description links to an input or output of the same service when its name has an underscore', () => {
  const names = {inputs: new Set(['multi_az', 'name', 'port_number']), outputs: new Set(['port_number', 'primary_host'])};
  const parts = descriptionParts('Uses `multi_az`, the `name` field, `primary_host`, `port_number` and `"gp2"`.', 'inputs', names);
  assert.deepEqual(
    parts.filter((p) => p.kind === 'code'),
    [
      {kind: 'code', text: 'multi_az', anchor: 'input-multi_az'},
      {kind: 'code', text: 'name', anchor: null},
      {kind: 'code', text: 'primary_host', anchor: 'output-primary_host'},
      {kind: 'code', text: 'port_number', anchor: 'input-port_number'},
      {kind: 'code', text: '"gp2"', anchor: null},
    ],
  );
  // An output's description prefers the output of a shared name.
  assert.deepEqual(descriptionParts('`port_number`', 'outputs', names), [
    {kind: 'code', text: 'port_number', anchor: 'output-port_number'},
  ]);
  assert.equal(parts.map((p) => p.text).join(''), 'Uses multi_az, the name field, primary_host, port_number and "gp2".');
});

test('the filter matches any part of a name, case-insensitive, with - and _ alike', () => {
  assert.equal(matchesFilter('allowed_replica_zones', 'replica'), true);
  assert.equal(matchesFilter('allowed_replica_zones', 'REPLICA-ZONES'), true);
  assert.equal(matchesFilter('allowed_replica_zones', 'vpc'), false);
  assert.equal(matchesFilter('vpc_id', '  '), true);
});

test('an added input\'s button reads "In configuration" and loses the outline; the two looks differ only in that', () => {
  const added = addButtonLook(true);
  const notAdded = addButtonLook(false);
  assert.equal(added.label, 'In configuration');
  assert.equal(notAdded.label, 'Add to configuration');
  assert.ok(notAdded.className.split(' ').includes('button--outline'));
  assert.ok(!added.className.split(' ').includes('button--outline'));
  for (const look of [added, notAdded]) assert.ok(look.className.split(' ').includes('button--sm'));
});
