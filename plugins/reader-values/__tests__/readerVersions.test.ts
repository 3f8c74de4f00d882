import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {readerVersionProblem, READER_VERSION_FORMS} from '../lib/readerValueForms';
import {parseStoredReaderVersions} from '../lib/readerVersions';
import {parseStoredReaderValues, EXAMPLE_VALUES} from '../lib/readerValues';
import {COMPARE_VERSIONS_SELECTOR, LABEL_MINIMUMS_SELECTOR, mayHoldVersions} from '../lib/constants';
import {readerValueRules, KEEP_VALUES_SOURCE} from '../lib/prepaintScript';
import {COMPARE_VERSIONS_ATTRIBUTE, MINIMUM_TOOLS_ATTRIBUTE, READER_TOOLS, parseToolVersion} from '@site/plugins/library-versions/api';
import {scannedReleases} from '@site/plugins/library-versions';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';

const SITE_DIR = `${__dirname}/../../..`;
const KNOWN = scannedReleases(SITE_DIR);
const tool = fc.constantFrom(...READER_TOOLS);

test('the site data gives the releases of Terraform and Terragrunt the dialog accepts', () => {
  assert.ok(KNOWN.terraform && KNOWN.terragrunt, JSON.stringify(KNOWN));
  assert.ok(parseToolVersion(KNOWN.terraform.newest).ok && parseToolVersion(KNOWN.terragrunt.newest).ok);
});

test('a reader version of every shape is accepted, or refused with a message naming what is accepted', () => {
  const part = fc.nat({max: 40});
  const shape = /^v?(0|[1-9]\d*)(\.(0|[1-9]\d*)){0,2}$/;
  const text = fc.oneof(
    fc
      .tuple(part, part, part, fc.constantFrom(1, 2, 3), fc.boolean())
      .map(([major, minor, patch, depth, prefix]) => `${prefix ? 'v' : ''}${[major, minor, patch].slice(0, depth).join('.')}`),
    fc.stringMatching(/^[v<>=~^ ]?[0-9.]{0,8}(-rc\d|\+\w+|\.0\d)?$/),
    fc.string({maxLength: 12}),
  );
  fc.assert(
    fc.property(tool, text, (name, value) => {
      const problem = readerVersionProblem(name, value, KNOWN);
      const [first, second] = READER_VERSION_FORMS[name].examples;
      if (problem === null) {
        assert.match(value.trim(), shape, value);
        return;
      }
      // What is accepted is named, with two releases of the site's era.
      assert.ok(problem.includes(`such as ${first} or ${second}`), problem);
      const parsed = parseToolVersion(value);
      if (parsed.ok) assert.match(problem, /^There is no /, problem);
      else assert.ok(!shape.test(value.trim()), value);
    }),
    {seed: SEED, numRuns: 300 * RUNS_FACTOR},
  );
});

test('versions newer than the newest release the data knows, or older than the first, are refused by name', () => {
  assert.equal(readerVersionProblem('terragrunt', '0.31', KNOWN), null);
  assert.equal(readerVersionProblem('terraform', 'v1.3.6', KNOWN), null);
  assert.equal(readerVersionProblem('aws', '4.0', KNOWN), null);
  assert.match(readerVersionProblem('terraform', '7.0', KNOWN)!, /^There is no Terraform 7\.0: the newest release this site knows is /);
  assert.match(readerVersionProblem('terraform', '0.0.1', KNOWN)!, /^There is no Terraform 0\.0\.1: its first release is 0\.1\./);
  assert.equal(
    readerVersionProblem('terragrunt', 'latest', KNOWN),
    '"latest" is not a version. Enter a Terragrunt release such as 0.42.3 or 0.42.',
  );
  assert.match(
    readerVersionProblem('terraform', '>= 1.3', KNOWN)!,
    /is a constraint, not a version\. Enter a Terraform release such as 1\.3\.6 or 1\.3\./,
  );
});

test('stored versions sit beside the values: never markers, never in the prepaint script, kept by the versions parser', () => {
  const stored = JSON.stringify({region: 'eu-west-1', versions: {terragrunt: '0.31', terraform: 'nonsense', go: '1.19'}});
  assert.deepEqual(parseStoredReaderVersions(stored), {terragrunt: '0.31'});
  assert.deepEqual(parseStoredReaderValues(stored), {...EXAMPLE_VALUES, region: 'eu-west-1'});
  assert.ok(!('versions' in readerValueRules()));
  // The prepaint script's own parser keeps the region only.
  const keep = new Function(`return ${KEEP_VALUES_SOURCE}`)() as (stored: string, rules: unknown) => Record<string, string> | null;
  assert.deepEqual(keep(stored, readerValueRules()), {region: 'eu-west-1'});
  assert.ok(mayHoldVersions(stored));
  assert.ok(!mayHoldVersions(JSON.stringify({region: 'eu-west-1'})) && !mayHoldVersions(null));
  assert.deepEqual(parseStoredReaderVersions('{"versions": [1]}'), {});
  assert.deepEqual(parseStoredReaderVersions('not json'), {});
});

test("every page's check looks for the attribute library-versions writes", () => {
  assert.equal(LABEL_MINIMUMS_SELECTOR, `[${MINIMUM_TOOLS_ATTRIBUTE}]`);
  assert.equal(COMPARE_VERSIONS_SELECTOR, `[${COMPARE_VERSIONS_ATTRIBUTE}]`);
});
