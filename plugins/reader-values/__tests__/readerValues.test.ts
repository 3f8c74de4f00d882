import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  EXAMPLE_VALUES,
  READER_VALUES,
  fillReaderValues,
  hasOwnValues,
  hasReaderValues,
  fitsReaderValue,
  parseStoredReaderValues,
  unknownReaderValues,
} from '../lib/readerValues';
import {AWS_REGIONS} from '../lib/awsRegions';
import {READER_VALUE_FORMS, readerValueNote, readerValueProblem} from '../lib/readerValueForms';
import {regionsOfPartitions, type PartitionData} from '../lib/awsRegions';
import {AWS_REGIONS_OF_THE_SITE_ERA} from '../lib/awsRegionsOfTheSiteEra';
import regionsLoader from '../regionsLoader';
import fc from 'fast-check';
import fs from 'node:fs';

/** The AWS SDK's partition data, as the package pinned in package.json ships it. */
const PARTITIONS_FILE = require.resolve('@aws-sdk/util-endpoints/dist-cjs/lib/aws/partitions.json');

test("markers take the reader's value, or the example where they set none", () => {
  const code = 'account = "@@dev-account-id@@"\nregion = "@@region@@"\nbucket = "@@org-name@@-logs"';
  assert.equal(fillReaderValues(code), 'account = "555555555555"\nregion = "us-east-1"\nbucket = "acme-logs"');
  assert.equal(
    fillReaderValues(code, {...EXAMPLE_VALUES, region: 'eu-west-1'}),
    'account = "555555555555"\nregion = "eu-west-1"\nbucket = "acme-logs"',
  );
  assert.equal(hasReaderValues(code), true);
  assert.equal(hasReaderValues('echo "$@" @@ -1,2 +1,2 @@'), false);
});

test('markers never clash with the syntax of the code they sit in', () => {
  for (const code of [
    '"${var.region}"',
    '{{ .Values.region }}',
    'echo $@ $$',
    '<<EOF\nx\nEOF',
    '%{ if x }y%{ endif }',
    '@@ -1,4 +1,5 @@',
  ]) {
    assert.equal(fillReaderValues(code), code, code);
    assert.deepEqual(unknownReaderValues(code), [], code);
  }
  assert.deepEqual(unknownReaderValues('a @@regoin@@ b'), [{name: 'regoin', index: 2}]);
});

test('a region must be one AWS has, as the SDK lists it, and a near miss is answered with the regions it was close to', () => {
  for (const region of ['us-east-1', 'us-gov-west-1', 'ap-south-2', 'eu-central-2', 'me-central-1', 'cn-northwest-1', 'eusc-de-east-1']) {
    assert.equal(readerValueProblem('region', region), null, region);
  }
  // Opened after the site's era (Melbourne, January 2023; Tel Aviv, August 2023; Calgary, December 2023; Mexico, January 2025).
  for (const region of ['ap-southeast-4', 'il-central-1', 'ca-west-1', 'mx-central-1']) {
    assert.equal(readerValueProblem('region', region), null, region);
    assert.equal(fitsReaderValue('region', region), true, region);
    assert.equal(parseStoredReaderValues(JSON.stringify({region})).region, region);
  }
  assert.equal(readerValueProblem('region', 'us-east-7'), 'There is no AWS region us-east-7. Did you mean us-east-1 or us-east-2?');
  assert.equal(
    readerValueProblem('region', 'eu-west-9'),
    'There is no AWS region eu-west-9. Did you mean eu-west-1, eu-west-2 or eu-west-3?',
  );
  assert.match(readerValueProblem('region', 'zz-central-1') ?? '', /^There is no AWS region zz-central-1\.$/);
  // Pages keep a stored value by its shape (the list of regions loads with the dialog only, which never
  // stores one AWS does not have); a value of another shape falls back to the example.
  assert.equal(parseStoredReaderValues(JSON.stringify({region: 'us-east-7'})).region, 'us-east-7');
  assert.equal(parseStoredReaderValues(JSON.stringify({region: 'Frankfurt'})).region, 'us-east-1');
  // Every region fits the shape a region code has, so what the dialog stores, pages keep.
  for (const region of AWS_REGIONS) assert.match(region, READER_VALUES.find((value) => value.name === 'region')!.pattern);
});

test("the regions are the SDK's partition data: every partition's regions, none of its global endpoints", () => {
  const {partitions} = JSON.parse(fs.readFileSync(PARTITIONS_FILE, 'utf8')) as PartitionData;
  assert.deepEqual(
    [...AWS_REGIONS].sort(),
    partitions
      .flatMap((partition) => Object.keys(partition.regions))
      .filter((region) => !region.endsWith('-global'))
      .sort(),
  );
  assert.equal(new Set(AWS_REGIONS).size, AWS_REGIONS.length);
  assert.deepEqual(regionsOfPartitions({partitions: [{id: 'aws', regions: {'aws-global': {}, 'us-east-1': {}}}]}), ['us-east-1']);
  // The site's era: December 2022's SDK, a subset of today's.
  assert.ok(AWS_REGIONS_OF_THE_SITE_ERA.length >= 30);
  assert.deepEqual(
    AWS_REGIONS_OF_THE_SITE_ERA.filter((region) => !AWS_REGIONS.includes(region)),
    [],
  );
  for (const region of ['me-central-1', 'eu-south-2', 'us-isob-east-1']) assert.ok(AWS_REGIONS_OF_THE_SITE_ERA.includes(region), region);
  for (const region of ['ap-southeast-4', 'ca-west-1', 'mx-central-1']) assert.ok(!AWS_REGIONS_OF_THE_SITE_ERA.includes(region), region);
});

test('the build gives the browser the region names only, and the same regions Node reads', () => {
  const full = fs.readFileSync(PARTITIONS_FILE, 'utf8');
  const cut = regionsLoader(full);
  assert.deepEqual(regionsOfPartitions(JSON.parse(cut) as PartitionData), AWS_REGIONS);
  assert.ok(cut.length < full.length / 4, `${cut.length} of ${full.length} characters`);
  assert.doesNotMatch(cut, /description|dnsSuffix|regionRegex/);
});

test('a later region is taken with a note that the releases of the site may not support it; the others get none', () => {
  assert.equal(
    readerValueNote('region', 'ca-west-1'),
    'ca-west-1 opened after December 2022: the Service Catalog releases and the AWS provider 4.x these pages document may not support it.',
  );
  for (const region of AWS_REGIONS) {
    const note = readerValueNote('region', region);
    assert.equal(note !== null, !AWS_REGIONS_OF_THE_SITE_ERA.includes(region), region);
  }
  for (const [name, value] of [
    ['region', 'us-east-7'],
    ['region', 'US-EAST-1'],
    ['dev-account-id', '123456789012'],
    ['domain', 'docs.example.org'],
  ]) {
    assert.equal(readerValueNote(name, value), null, `${name} = ${value}`);
  }
});

test('a value in capitals that fits in lower case is told so', () => {
  assert.equal(readerValueProblem('region', 'US-EAST-1'), 'Region codes are lower case: us-east-1.');
  assert.equal(readerValueProblem('region', 'Eu-West-1'), 'Region codes are lower case: eu-west-1.');
  assert.equal(readerValueProblem('domain', 'Docs.Example.org'), 'Use lower case: docs.example.org.');
  assert.equal(readerValueProblem('region', 'FRANKFURT'), 'Enter a region code such as eu-west-1.');
  // Generated: any region with some letters in capitals is answered with the region itself.
  fc.assert(
    fc.property(fc.constantFrom(...AWS_REGIONS), fc.array(fc.boolean(), {minLength: 20, maxLength: 20}), (region, upper) => {
      const typed = [...region].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join('');
      const problem = readerValueProblem('region', typed);
      if (typed === region) assert.equal(problem, null);
      else assert.equal(problem, `Region codes are lower case: ${region}.`);
    }),
    {seed: 41, numRuns: 500},
  );
});

test('each value is checked for its kind, and stored values that do not fit fall back to the example', () => {
  assert.equal(readerValueProblem('dev-account-id', '123456789012'), null);
  assert.equal(readerValueProblem('dev-account-id', '1234'), 'Enter twelve digits.');
  assert.equal(readerValueProblem('region', 'eu-central-1'), null);
  assert.equal(readerValueProblem('region', 'Frankfurt'), 'Enter a region code such as eu-west-1.');
  assert.equal(readerValueProblem('domain', 'docs.example.org'), null);
  assert.equal(
    readerValueProblem('org-name', 'My Org'),
    'Enter lower-case letters, digits and hyphens, starting with a letter (at most 30).',
  );
  const stored = parseStoredReaderValues(JSON.stringify({'prod-account-id': '999999999999', region: 'nowhere', unknown: 'x'}));
  assert.equal(stored['prod-account-id'], '999999999999');
  assert.equal(stored.region, 'us-east-1');
  assert.equal('unknown' in stored, false);
  assert.equal(hasOwnValues(stored), true);
  assert.equal(hasOwnValues(parseStoredReaderValues('not json')), false);
  assert.equal(
    new Set(READER_VALUES.map((value) => value.example)).size,
    READER_VALUES.length,
    'each example is distinct, so each role reads apart',
  );
});

test("the dialog's words cover every value, and what it accepts, pages keep from storage", () => {
  assert.deepEqual(
    Object.keys(READER_VALUE_FORMS),
    READER_VALUES.map((definition) => definition.name),
  );
  const candidates = fc.oneof(
    fc.constantFrom(...AWS_REGIONS, 'us-east-7', 'eu-west-9', 'Frankfurt', '123456789012', '1234', 'acme', 'My Org', 'docs.example.org'),
    fc.string(),
  );
  fc.assert(
    fc.property(fc.constantFrom(...READER_VALUES.map((definition) => definition.name), 'not-a-value'), candidates, (name, value) => {
      // The dialog is stricter (a region must be one there is): what it accepts fits, and what does not fit it refuses.
      if (readerValueProblem(name, value) === null) assert.ok(fitsReaderValue(name, value), `${name} = ${JSON.stringify(value)}`);
      if (!fitsReaderValue(name, value)) assert.notEqual(readerValueProblem(name, value), null, `${name} = ${JSON.stringify(value)}`);
    }),
    {seed: 41, numRuns: 2000},
  );
});
