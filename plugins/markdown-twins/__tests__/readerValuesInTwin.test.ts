import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toExampleValues, twinWithPageCode} from '../lib/readerValuesInTwin';

const examples = {region: 'us-east-1', 'dev-account-id': '555555555555', domain: 'acme.com'};
const own = {region: 'eu-west-2', 'dev-account-id': '123456789012'};

const twin = [
  '# Deploy',
  '',
  'Set the region first. The example uses us-east-1 in prose, which stays.',
  '',
  '```hcl title="main.tf"',
  'provider "aws" {',
  '  region              = "us-east-1"',
  '  allowed_account_ids = ["555555555555"]',
  '}',
  '```',
  '',
  '```bash',
  'aws s3 ls --region us-east-1',
  '```',
  '',
  '~~~text',
  'no values here',
  '~~~',
  '',
].join('\n');

test("Copy page: each code block the page shows with the reader's values replaces the twin's; the rest is copied as it is", () => {
  const page = [
    'provider "aws" {\n  region              = "eu-west-2"\n  allowed_account_ids = ["123456789012"]\n}',
    // A block of the page that shows no reader value (its region is the code's own, not a marker): not matched.
    'aws s3 ls --region us-east-1',
    'no values here',
  ];
  const copied = twinWithPageCode(twin, page, (text) => toExampleValues(text, own, examples));
  assert.equal(
    copied,
    twin.replace('region              = "us-east-1"', 'region              = "eu-west-2"').replace('["555555555555"]', '["123456789012"]'),
  );
  assert.match(copied, /The example uses us-east-1 in prose/);
  // Without values of their own, the twin is copied as it is.
  assert.equal(
    twinWithPageCode(twin, page, (text) => toExampleValues(text, {}, examples)),
    twin,
  );
});

test('values go back to their examples longest first', () => {
  assert.equal(
    toExampleValues('prod.eu-west-2.example.org eu-west-2', {region: 'eu-west-2', domain: 'prod.eu-west-2.example.org'}, examples),
    'acme.com us-east-1',
  );
});
