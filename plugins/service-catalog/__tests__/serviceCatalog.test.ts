import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadServiceCatalog} from '../catalogData';
import {closestName} from '../../../shared/didYouMean';
import {loadServiceWiring} from '../wiringData';

/** A small site: two services, their pages and description files, with `overrides` written on top. */
function fixture(overrides: Record<string, string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  const iface = {
    source: 'terraform-aws-service-catalog',
    version: 'v0.99.0',
    services: {
      'data-storage/db': {
        module: 'modules/data-stores/db',
        inputs: [
          {name: 'name', required: true, type: 'string', default: null},
          {name: 'allowed_zones', required: false, type: 'list(string)', default: '[]'},
        ],
        outputs: [{name: 'endpoint'}],
      },
      'data-storage/cache': {
        module: 'modules/data-stores/cache',
        inputs: [{name: 'name', required: true, type: 'string', default: null}],
        outputs: [{name: 'endpoint'}],
      },
    },
  };
  const files: Record<string, string | null> = {
    'data/service-catalog-interface.json': JSON.stringify(iface, null, 2),
    'docs/reference/services/data-storage/db.md': '# db',
    'docs/reference/services/data-storage/cache.md': '# cache',
    'data/service-catalog-descriptions/data-storage/db.yml': 'inputs:\n  allowed_zones: Zones allowed.\n',
    'data/service-catalog-descriptions/data-storage/cache.yml': 'inputs: {}\n',
    'data/service-catalog-descriptions/shared/stores.yml':
      'services:\n  - data-storage/db\n  - data-storage/cache\ninputs:\n  name: The name.\noutputs:\n  endpoint: The endpoint.\n',
    ...overrides,
  };
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const problemsOf = (overrides: Record<string, string | null>) =>
  loadServiceCatalog(fixture(overrides)).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

test('a complete catalog loads with every entry described and no problem', () => {
  const {catalog, problems} = loadServiceCatalog(fixture());
  assert.deepEqual(problems, []);
  const db = catalog.services.get('data-storage/db')!;
  assert.equal(catalog.version, 'v0.99.0');
  assert.deepEqual(
    db.inputs.map((i) => [i.name, i.description]),
    [
      ['name', 'The name.'],
      ['allowed_zones', 'Zones allowed.'],
    ],
  );
  assert.equal(db.outputs[0].description, 'The endpoint.');
});

test('the real project data loads without problems', () => {
  const {catalog, problems} = loadServiceCatalog(path.join(__dirname, '../../..'));
  assert.deepEqual(problems, []);
  for (const service of catalog.services.values()) {
    for (const entry of [...service.inputs, ...service.outputs]) assert.ok(entry.description, `${service.key} ${entry.name}`);
  }
});

test('malformed interface data fails naming the file, the line and the fix', () => {
  const iface = (services: unknown) => JSON.stringify({source: 'terraform-aws-service-catalog', version: 'v0.99.0', services}, null, 2);
  const duplicate = problemsOf({
    'data/service-catalog-interface.json': iface({
      'data-storage/db': {
        module: 'm',
        inputs: [
          {name: 'name', required: true, type: 'string', default: null},
          {name: 'name', required: false, type: 'string', default: '"x"'},
        ],
        outputs: [],
      },
    }),
  });
  // At the second entry's line, the one to remove.
  assert.ok(
    duplicate.includes(
      'data/service-catalog-interface.json:14: service "data-storage/db", inputs[1] "name": duplicate name in inputs. Keep one entry.',
    ),
    duplicate.join('\n'),
  );

  const requiredWithDefault = problemsOf({
    'data/service-catalog-interface.json': iface({
      'data-storage/db': {module: 'm', inputs: [{name: 'name', required: true, type: 'string', default: '"x"'}], outputs: []},
    }),
  });
  // The line of the default itself.
  assert.ok(
    requiredWithDefault.includes(
      'data/service-catalog-interface.json:12: service "data-storage/db", inputs[0] "name": a required input has no default. Set "default" to null or "required" to false.',
    ),
    requiredWithDefault.join('\n'),
  );

  const missingField = problemsOf({
    'data/service-catalog-interface.json': iface({
      'data-storage/db': {module: 'm', inputs: [{name: 'name', type: 'string', default: null}], outputs: []},
    }),
  });
  assert.ok(
    missingField.some((p) => /"required" must be true or false/.test(p)),
    missingField.join('\n'),
  );

  const unknownKey = problemsOf({
    'data/service-catalog-interface.json': iface({'data-storage/nope': {module: 'm', inputs: [], outputs: []}}),
  });
  assert.ok(
    unknownKey.some((p) => /^data\/service-catalog-interface\.json:5: unknown service "data-storage\/nope"/.test(p)),
    unknownKey.join('\n'),
  );

  assert.ok(problemsOf({'data/service-catalog-interface.json': '{'}).some((p) => /not valid JSON/.test(p)));
});

test('a description file of the wrong shape fails at the line to fix', () => {
  const db = 'data/service-catalog-descriptions/data-storage/db.yml';
  const shared = 'data/service-catalog-descriptions/shared/stores.yml';
  const problems = problemsOf({
    [db]: 'inputs:\n  allowed_zones: ""\noutputs:\n  endpoint: |\n    One.\n\n    Two.\nextra: 1\n',
    [shared]: 'services: data-storage/db\ninputs:\n  - name\n',
  });
  for (const expected of [
    `${db}:2: inputs.allowed_zones: the description must be non-empty text.`,
    `${db}:4: outputs.endpoint: one paragraph only. Use \`>-\` and no blank line.`,
    `${db}:8: unknown top-level key "extra". Use \`inputs:\`, \`outputs:\`.`,
    `${shared}:1: \`services:\` must list the keys of the services this file applies to.`,
    `${shared}:2: \`inputs:\` must map each name to its description.`,
  ]) {
    assert.ok(problems.includes(expected), `${expected}\nnot in:\n${problems.join('\n')}`);
  }
  for (const notMapping of ['- a\n', '', '# nothing yet\n']) {
    assert.ok(
      problemsOf({[db]: notMapping}).includes(`${db}:1: expected a mapping with \`inputs:\` and \`outputs:\`.`),
      JSON.stringify(notMapping),
    );
  }
});

test('a description of something the service does not have fails, with the closest real name', () => {
  const problems = problemsOf({
    'data/service-catalog-descriptions/data-storage/db.yml': 'inputs:\n  allowed_zones: Zones.\n  allowed_zone: Typo.\n',
  });
  assert.ok(
    problems.includes(
      'data/service-catalog-descriptions/data-storage/db.yml:3: inputs.allowed_zone: data-storage/db has no input "allowed_zone". Did you mean `allowed_zones`?',
    ),
    problems.join('\n'),
  );
  const misplaced = problemsOf({
    'data/service-catalog-descriptions/data-storage/db.yml': 'inputs:\n  allowed_zones: Zones.\n  endpoint: Wrong list.\n',
  });
  assert.ok(
    misplaced.some((p) => /it is an output: move it under `outputs:`/.test(p)),
    misplaced.join('\n'),
  );
});

test('an input or output without a description fails, and so does one described twice', () => {
  const missing = problemsOf({'data/service-catalog-descriptions/data-storage/db.yml': 'inputs: {}\n'});
  assert.ok(
    missing.some((p) => /db\.yml:1: inputs\.allowed_zones of data-storage\/db has no description/.test(p)),
    missing.join('\n'),
  );
  const twice = problemsOf({'data/service-catalog-descriptions/data-storage/db.yml': 'inputs:\n  allowed_zones: Zones.\n  name: Again.\n'});
  assert.ok(
    twice.some((p) => /inputs\.name of data-storage\/db is also described in .*shared\/stores\.yml/.test(p)),
    twice.join('\n'),
  );
});

test('shared descriptions must apply to two listed services; bad YAML names its line', () => {
  const lonely = problemsOf({
    'data/service-catalog-descriptions/shared/stores.yml':
      'services:\n  - data-storage/db\n  - data-storage/cache\ninputs:\n  name: The name.\n  allowed_zones: Only db has it.\noutputs:\n  endpoint: The endpoint.\n',
    'data/service-catalog-descriptions/data-storage/db.yml': 'inputs: {}\n',
  });
  assert.ok(
    lonely.some((p) => /stores\.yml:6: inputs\.allowed_zones is an input of only data-storage\/db/.test(p)),
    lonely.join('\n'),
  );
  const broken = problemsOf({'data/service-catalog-descriptions/data-storage/db.yml': 'inputs:\n  allowed_zones: [unclosed\n'});
  assert.ok(
    broken.some((p) => /db\.yml:\d+: not valid YAML/.test(p)),
    broken.join('\n'),
  );
  const stray = problemsOf({'data/service-catalog-descriptions/data-storage/dbx.yml': 'inputs: {}\n'});
  assert.ok(
    stray.some((p) => /dbx\.yml:1: describes no service/.test(p)),
    stray.join('\n'),
  );
});

test('suggestions only for close names', () => {
  assert.equal(closestName('subnet_id', ['subnet_ids', 'vpc_id']), 'subnet_ids');
  assert.equal(closestName('read_endpoints', ['primary_endpoint', 'port']), null);
});

const wiringProblems = (wiring: string) => {
  const root = fixture({'data/service-catalog-wiring.yml': wiring});
  const {catalog} = loadServiceCatalog(root);
  return loadServiceWiring(root, catalog).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
};

test('the wiring file names dependencies, outputs and inputs the interface has, and says which line is wrong', () => {
  const good = 'dependencies:\n  db: data-storage/db\nwires:\n  db:\n    endpoint:\n      - data-storage/cache: name\n';
  assert.deepEqual(wiringProblems(good), []);
  const root = fixture({'data/service-catalog-wiring.yml': good});
  assert.deepEqual(loadServiceWiring(root, loadServiceCatalog(root).catalog).wires, [
    {service: 'data-storage/cache', input: 'name', dependency: 'db', producer: 'data-storage/db', output: 'endpoint'},
  ]);
  assert.deepEqual(wiringProblems('dependencies:\n  db: data-storage/dbb\nwires: {}\n'), [
    'data/service-catalog-wiring.yml:2: dependency db: unknown service "data-storage/dbb". Did you mean `data-storage/db`?',
  ]);
  assert.deepEqual(
    wiringProblems('dependencies:\n  db: data-storage/db\nwires:\n  db:\n    endpoints:\n      - data-storage/cache: name\n'),
    ['data/service-catalog-wiring.yml:5: data-storage/db has no output "endpoints". Did you mean `endpoint`?'],
  );
  assert.deepEqual(
    wiringProblems(
      'dependencies:\n  db: data-storage/db\nwires:\n  db:\n    endpoint:\n      - data-storage/cache: nam\n      - data-storage/db: name\n',
    ),
    [
      'data/service-catalog-wiring.yml:6: data-storage/cache has no input "nam". Did you mean `name`?',
      'data/service-catalog-wiring.yml:7: data-storage/db cannot take its own output.',
    ],
  );
  assert.deepEqual(wiringProblems('dependencies:\n  db: data-storage/db\nwires:\n  cache:\n    endpoint: []\n'), [
    'data/service-catalog-wiring.yml:4: "cache" is not a dependency: list it under `dependencies:` first.',
  ]);
  assert.match(wiringProblems('dependencies: [\n')[0], /^data\/service-catalog-wiring\.yml:\d+: not valid YAML/);
});

test('a wiring file of the wrong shape fails at the line to fix', () => {
  const file = 'data/service-catalog-wiring.yml';
  const fix = 'expected `dependencies:` (dependency name: service) and `wires:` (dependency: output: services). Restore them.';
  for (const wiring of ['', '- db\n', 'dependencies:\n  db: data-storage/db\n', 'dependencies: []\nwires: {}\n']) {
    assert.deepEqual(wiringProblems(wiring), [`${file}:1: ${fix}`], JSON.stringify(wiring));
  }
  assert.deepEqual(wiringProblems('dependencies:\n  Db: data-storage/db\nwires: {}\n'), [
    `${file}:2: "Db" cannot name a dependency block: use lower case letters, digits and _.`,
  ]);
  assert.deepEqual(wiringProblems('dependencies:\n  db: data-storage/db\nwires:\n  db: [endpoint]\n'), [
    `${file}:4: wires.db must map each output of data-storage/db to the services that take it.`,
  ]);
  assert.deepEqual(wiringProblems('dependencies:\n  db: data-storage/db\nwires:\n  db:\n    endpoint: data-storage/cache\n'), [
    `${file}:5: wires.db.endpoint must list services: \`- service\`, or \`- service: input\` when the input's name differs.`,
  ]);
  assert.deepEqual(
    wiringProblems(
      'dependencies:\n  db: data-storage/db\nwires:\n  db:\n    endpoint:\n      - [data-storage/cache]\n      - {data-storage/cache: name, data-storage/db: name}\n',
    ),
    [
      `${file}:6: each entry is a service key, or \`service: input\` when the input's name differs.`,
      `${file}:7: each entry is a service key, or \`service: input\` when the input's name differs.`,
    ],
  );
});
