import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  AWS_REGIONS,
  EXAMPLE_VALUES,
  READER_VALUES,
  fillReaderValues,
  hasOwnValues,
  hasReaderValues,
  fitsReaderValue,
  parseStoredReaderValues,
  unknownReaderValues,
} from '../../../plugins/reader-values/lib/readerValues';
import {READER_VALUE_FORMS, readerValueProblem} from '../../../plugins/reader-values/lib/readerValueForms';
import fc from 'fast-check';

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

test('a region must be one AWS had by December 2022, and a near miss is answered with the regions it was close to', () => {
  for (const region of ['us-east-1', 'us-gov-west-1', 'ap-south-2', 'eu-central-2', 'eu-south-2', 'me-central-1', 'cn-northwest-1']) {
    assert.equal(readerValueProblem('region', region), null, region);
  }
  assert.equal(readerValueProblem('region', 'us-east-7'), 'There is no AWS region us-east-7. Did you mean us-east-1 or us-east-2?');
  assert.equal(
    readerValueProblem('region', 'eu-west-9'),
    'There is no AWS region eu-west-9. Did you mean eu-west-1, eu-west-2 or eu-west-3?',
  );
  // Opened after the site's era (Melbourne, January 2023; Tel Aviv, August 2023).
  assert.match(
    readerValueProblem('region', 'ap-southeast-4') ?? '',
    /^There is no AWS region ap-southeast-4\. Did you mean ap-southeast-1/,
  );
  assert.match(readerValueProblem('region', 'il-central-1') ?? '', /^There is no AWS region il-central-1\.$/);
  assert.equal(parseStoredReaderValues(JSON.stringify({region: 'us-east-7'})).region, 'us-east-1');
  // Every region fits the shape a region code has, so the two checks never disagree.
  for (const region of AWS_REGIONS) assert.match(region, READER_VALUES.find((value) => value.name === 'region')!.pattern);
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

test("the dialog's words cover every value, and its check agrees with what pages keep from storage", () => {
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
      assert.equal(readerValueProblem(name, value) === null, fitsReaderValue(name, value), `${name} = ${JSON.stringify(value)}`);
    }),
    {seed: 41, numRuns: 2000},
  );
});
