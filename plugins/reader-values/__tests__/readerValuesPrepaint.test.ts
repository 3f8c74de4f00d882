import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  EXAMPLE_VALUES,
  READER_VALUES,
  ownReaderValues,
  parseStoredReaderValues,
  readerValuePieces,
  fillReaderValues,
} from '../lib/readerValues';
import {AWS_REGIONS} from '../lib/awsRegions';
import {KEEP_VALUES_SOURCE, readerValueRules, readerValuesPrepaintScript} from '../lib/prepaintScript';

const SEED = 41;
const keep = new Function(`return (${KEEP_VALUES_SOURCE})`)() as (stored: string | null, rules: unknown) => Record<string, string> | null;
const NAMES = READER_VALUES.map((definition) => definition.name);

/** Stored texts as a reader's browser may hold them: saved by this site or an older one, or edited by hand. */
const value = fc.oneof(
  fc.constantFrom(...Object.values(EXAMPLE_VALUES)),
  fc.stringMatching(/^\d{12}$/),
  fc.stringMatching(/^\d{11,13}$/),
  fc.constantFrom(...AWS_REGIONS, 'us-east-7', 'ap-southeast-4', 'il-central-1', 'Frankfurt', 'EU-WEST-1'),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,34}$/),
  fc.stringMatching(/^[a-z0-9.-]{1,20}\.[a-z]{1,4}$/),
  fc.string(),
  fc.integer(),
  fc.constant(null),
);
const stored = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.oneof(fc.constantFrom(...NAMES, '__proto__', 'toString'), fc.string()), value)
      .map((raw) => JSON.stringify(raw)),
  },
  {weight: 1, arbitrary: fc.constantFrom('null', '[]', '["region"]', '"eu-west-1"', '12', 'not json', '{', '')},
  {weight: 1, arbitrary: fc.constant(null)},
);

test("the page's inline script keeps exactly the values the page's scripts keep, on generated stored values", () => {
  const rules = readerValueRules();
  fc.assert(
    fc.property(stored, (text) => {
      const own = ownReaderValues(parseStoredReaderValues(text));
      const kept = keep(text, rules);
      assert.deepEqual(kept ?? {}, own, String(text));
      assert.equal(kept === null, Object.keys(own).length === 0);
    }),
    {seed: SEED, numRuns: 2000},
  );
  // Cases the generator may reach rarely, named.
  assert.deepEqual(keep(JSON.stringify({region: 'eu-central-2', 'dev-account-id': '123'}), rules), {region: 'eu-central-2'});
  assert.equal(keep(JSON.stringify({region: 'Frankfurt'}), rules), null);
  assert.equal(keep(JSON.stringify({region: EXAMPLE_VALUES.region}), rules), null);
});

test('the rules carry every pattern whole: no flags to lose on the way into the script', () => {
  for (const definition of READER_VALUES) assert.equal(definition.pattern.flags, '', definition.name);
});

test('the script is one constant text, safe inside a <script> element, that does nothing on a page already loaded', () => {
  const script = readerValuesPrepaintScript();
  assert.equal(script, readerValuesPrepaintScript());
  assert.doesNotMatch(script, /<\/script|<!--/i);
  // It parses as a script, and run where the page is already loaded, it reads no storage.
  let read = false;
  const document = {readyState: 'complete'};
  const localStorage = {
    getItem: () => {
      read = true;
      return null;
    },
  };
  new Function('document', 'localStorage', script)(document, localStorage);
  assert.equal(read, false);
});

test('code cut at its markers puts back the text the markers filled, and marks each value with its name', () => {
  const code = 'region = "@@region@@"\nrole = "arn:aws:iam::@@dev-account-id@@:role/x" # @@nope@@';
  const values = {...EXAMPLE_VALUES, region: 'eu-west-1'};
  const pieces = readerValuePieces(code, values);
  assert.equal(pieces.map((piece) => piece.text).join(''), fillReaderValues(code, values));
  assert.deepEqual(
    pieces.filter((piece) => piece.name).map((piece) => [piece.name, piece.text]),
    [
      ['region', 'eu-west-1'],
      ['dev-account-id', EXAMPLE_VALUES['dev-account-id']],
    ],
  );
  assert.deepEqual(readerValuePieces(''), [{text: ''}]);
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.string(), fc.constantFrom(...NAMES.map((name) => `@@${name}@@`), '@@', '@@x@@')), {maxLength: 8}),
      (parts) => {
        const text = parts.join('');
        const cut = readerValuePieces(text, values);
        assert.equal(cut.map((piece) => piece.text).join(''), fillReaderValues(text, values));
        assert.ok(cut.length === 1 || cut.every((piece) => piece.text !== ''), 'no empty pieces');
      },
    ),
    {seed: SEED, numRuns: 500},
  );
});
