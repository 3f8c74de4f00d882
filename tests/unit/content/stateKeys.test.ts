import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import {parseMarkdown} from '../../../scripts/lib/markdownContent';
import {checkStateKeys, concreteKeys, folderPaths, keyTemplates, matchesFolder, treePaths} from '../../../scripts/lib/stateKeys';
import {AWS_REGIONS} from '../../../plugins/reader-values/lib/awsRegions';
import {SEED} from '../../support/configurationArbitraries';

const rootBlock = (key = '${path_relative_to_include()}/terraform.tfstate') =>
  [
    '```hcl',
    'remote_state {',
    '  backend = "s3"',
    '  config = {',
    '    bucket = "acme-state"',
    `    key    = "${key}"`,
    '  }',
    '}',
    '```',
  ].join('\n');

const page = (...parts: string[]) => parseMarkdown(parts.join('\n\n'));

test('a root key built from path_relative_to_include() is read with its prefix, suffix and line', () => {
  const doc = page('Intro.', rootBlock('live/${path_relative_to_include()}/terraform.tfstate'));
  assert.deepEqual(keyTemplates(doc), [{prefix: 'live/', suffix: '/terraform.tfstate', line: 8}]);
});

test('a key that matches the folder the page shows passes', () => {
  const doc = page(
    'The unit lives in `stage/us-east-1/vpc`.',
    rootBlock(),
    'Its state is at `stage/us-east-1/vpc/terraform.tfstate`, and the lock table keeps `acme-state/stage/us-east-1/vpc/terraform.tfstate-md5`.',
    '```bash\naws s3 cp s3://acme-state/stage/@@region@@/vpc/terraform.tfstate ./backup.tfstate\n```',
  );
  assert.deepEqual(checkStateKeys(doc), []);
});

test('a key that names a folder the page does not show fails, naming the key, its line and the fix', () => {
  const doc = page(
    'Moved `stage/us-east-1/vpc` to `stage/us-east-1/networking/vpc`.',
    rootBlock(),
    'The new key is `stage/us-east-1/network/vpc/terraform.tfstate`.',
  );
  const findings = checkStateKeys(doc);
  assert.equal(findings.length, 1);
  assert.equal(findings[0].line, 13);
  assert.match(
    findings[0].message,
    /state key "stage\/us-east-1\/network\/vpc\/terraform\.tfstate" names the folder "stage\/us-east-1\/network\/vpc"/,
  );
  assert.match(findings[0].message, /Make the key the folder's full relative path, or show that folder\./);
});

test('a key that drops a level of the folder fails', () => {
  const doc = page('Run it in `prod/us-east-1/app`.', rootBlock(), 'The key is `prod/app/terraform.tfstate`.');
  assert.equal(checkStateKeys(doc).length, 1);
});

test('pages without a root key template, or without folders, are not checked', () => {
  assert.deepEqual(checkStateKeys(page('The key is `prod/app/terraform.tfstate` in `prod/us-east-1/app`.')), []);
  assert.deepEqual(checkStateKeys(page(rootBlock(), 'The key is `prod/app/terraform.tfstate`.')), []);
});

test('a literal prefix in the root key is stripped before the folder is compared', () => {
  const doc = page(
    'The unit is `dev/vpc`.',
    rootBlock('live/${path_relative_to_include()}/terraform.tfstate'),
    'Key: `live/dev/vpc/terraform.tfstate`.',
  );
  assert.deepEqual(
    concreteKeys(doc, keyTemplates(doc)[0]).map((key) => key.folder),
    ['dev/vpc'],
  );
  assert.deepEqual(checkStateKeys(doc), []);
});

test('tree drawings give folder paths; file names are dropped from paths', () => {
  const tree = [
    'live',
    '├── terragrunt.hcl',
    '└── stage/',
    '    └── us-east-1/',
    '        ├── region.hcl',
    '        └── vpc/          # the unit',
    '            └── terragrunt.hcl',
  ].join('\n');
  assert.deepEqual(treePaths(tree), [
    'live',
    'live/terragrunt.hcl',
    'live/stage',
    'live/stage/us-east-1',
    'live/stage/us-east-1/region.hcl',
    'live/stage/us-east-1/vpc',
    'live/stage/us-east-1/vpc/terragrunt.hcl',
  ]);
  const doc = page('```text\n' + tree + '\n```', rootBlock(), 'State: `stage/us-east-1/vpc/terraform.tfstate`.');
  assert.ok(folderPaths(doc, ['/terraform.tfstate']).has('live/stage/us-east-1/vpc'));
  assert.deepEqual(checkStateKeys(doc), []);
});

test('tree lines that name a folder and its file together give the folder', () => {
  const tree = ['infrastructure-live/', '├── terragrunt.hcl', '└── dev/', '    └── vpc/terragrunt.hcl'].join('\n');
  const doc = page('```text\n' + tree + '\n```', rootBlock(), 'For example `dev/vpc/terraform.tfstate`.');
  assert.deepEqual(checkStateKeys(doc), []);
  const wrong = page('```text\n' + tree + '\n```', rootBlock(), 'For example `dev/us-east-1/vpc/terraform.tfstate`.');
  assert.equal(checkStateKeys(wrong).length, 1);
});

test('a folder named relative to a parent the reader changed into matches', () => {
  assert.ok(matchesFolder('stage/us-east-1/networking/vpc', new Set(['networking/vpc'])));
  assert.ok(!matchesFolder('stage/us-east-1/networking/vpc', new Set(['vpc'])));
});

test('the failing fixture fails', () => {
  const source = fs.readFileSync(path.join(__dirname, '../../fixtures/state-keys/moved-folder.md'), 'utf8');
  const findings = checkStateKeys(parseMarkdown(matter(source).content));
  assert.equal(findings.length, 1);
  assert.match(findings[0].message, /network\/vpc/);
});

// Folder paths built from the site's own region list and unit names.
const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const folder = fc
  .tuple(fc.constantFrom('dev', 'stage', 'prod', 'mgmt'), fc.constantFrom(...AWS_REGIONS), fc.array(segment, {minLength: 1, maxLength: 3}))
  .map(([env, region, rest]) => [env, region, ...rest].join('/'));

test('property: the key of a shown folder always passes', () => {
  fc.assert(
    fc.property(folder, (shown) => {
      const doc = page(`The unit is \`${shown}\`.`, rootBlock(), `Its state is \`${shown}/terraform.tfstate\`.`);
      assert.deepEqual(checkStateKeys(doc), []);
    }),
    {seed: SEED},
  );
});

test('property: a key with one segment of the folder dropped always fails', () => {
  fc.assert(
    fc.property(folder, fc.nat(), (shown, pick) => {
      const parts = shown.split('/');
      // Dropping the first segment would still match as a shorter relative path; drop a later one.
      const drop = 1 + (pick % (parts.length - 1));
      const wrong = parts.filter((_, index) => index !== drop).join('/');
      fc.pre(!shown.endsWith(`/${wrong}`) && wrong !== shown);
      const doc = page(`The unit is \`${shown}\`.`, rootBlock(), `Its state is \`${wrong}/terraform.tfstate\`.`);
      assert.equal(checkStateKeys(doc).length, 1);
    }),
    {seed: SEED},
  );
});
