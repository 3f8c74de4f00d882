import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';
import {PROJECT_ROOT} from '../../../shared/projectRoot';
import {readSiteData} from '../../site-data/readSiteData';
import {withoutGroupPages} from '../sidebarItems';
import {ENTRY_GROUPS, groupOf, groupsOf, ruleMatches, splitEntries, type EntryGroup} from '../lib/inputGroups';

const catalog = readSiteData(PROJECT_ROOT).data.serviceCatalog;

const GROUPS: EntryGroup[] = [
  {slug: 'config', title: 'AWS Config', rules: ['config', 'enable_config']},
  {slug: 'roles', title: 'Roles', rules: ['allow']},
  {slug: 'trail', title: 'CloudTrail', rules: ['cloudtrail', 'allow_cloudtrail_access_with_iam']},
];

test('a rule matches its own name and names that continue it after an underscore, nothing else', () => {
  assert.ok(ruleMatches('config', 'config'));
  assert.ok(ruleMatches('config', 'config_s3_bucket_name'));
  assert.ok(!ruleMatches('config', 'configrules_maximum_execution_frequency'));
  assert.ok(!ruleMatches('config', 'aws_config_iam_role_permissions_boundary'));
});

test('the longest matching rule wins, so a CloudTrail setting named allow_ goes with CloudTrail', () => {
  assert.equal(groupOf('allow_cloudtrail_access_with_iam', GROUPS)?.slug, 'trail');
  assert.equal(groupOf('allow_full_access_from_other_account_arns', GROUPS)?.slug, 'roles');
  assert.equal(groupOf('enable_config', GROUPS)?.slug, 'config');
  assert.equal(groupOf('name_prefix', GROUPS), null);
});

test('required inputs and unmatched entries stay on the service page; empty groups are left out', () => {
  const inputs = [
    {name: 'config_opt_in_regions', required: true},
    {name: 'config_s3_bucket_name', required: false},
    {name: 'name_prefix', required: false},
  ];
  const outputs = [{name: 'config_recorder_names'}, {name: 'user_arns'}];
  const split = splitEntries(inputs, outputs, GROUPS);
  assert.deepEqual(
    split.main.inputs.map((input) => input.name),
    ['config_opt_in_regions', 'name_prefix'],
  );
  assert.deepEqual(
    split.main.outputs.map((output) => output.name),
    ['user_arns'],
  );
  assert.deepEqual(
    split.groups.map(({group, inputs, outputs}) => [group.slug, inputs.map((i) => i.name), outputs.map((o) => o.name)]),
    [['config', ['config_s3_bucket_name'], ['config_recorder_names']]],
  );
});

const nameArbitrary = fc
  .array(fc.constantFrom('config', 'enable', 'allow', 'cloudtrail', 'access', 'with', 'iam', 'name', 'x'), {minLength: 1, maxLength: 4})
  .map((words) => words.join('_'));

test('splitting puts each entry on the page of its group, and loses, repeats and reorders none (generated entries)', () => {
  type Entry = {name: string; required?: boolean};
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.record({name: nameArbitrary, required: fc.boolean()}), {selector: (entry) => entry.name, maxLength: 30}),
      fc.uniqueArray(fc.record({name: nameArbitrary}), {selector: (entry) => entry.name, maxLength: 30}),
      (inputs, outputs) => {
        const split = splitEntries<Entry, Entry>(inputs, outputs, GROUPS);
        const pages: {group: EntryGroup | null; inputs: Entry[]; outputs: Entry[]}[] = [{group: null, ...split.main}, ...split.groups];
        const namesOf = (entries: Entry[]) => entries.map((entry) => entry.name);
        for (const kind of ['inputs', 'outputs'] as const) {
          const original: Entry[] = kind === 'inputs' ? inputs : outputs;
          // Each entry is on the page of its group: the service page when it is required or no rule takes it.
          for (const page of pages) {
            for (const entry of page[kind]) {
              assert.equal(
                entry.required ? null : groupOf(entry.name, GROUPS),
                page.group,
                `${entry.name} on ${page.group?.slug ?? 'the service page'}`,
              );
            }
          }
          // Every entry once, and each page in the original order.
          assert.deepEqual(namesOf(pages.flatMap((page) => page[kind])).sort(), namesOf(original).sort());
          for (const page of pages) {
            const onPage = new Set(namesOf(page[kind]));
            assert.deepEqual(namesOf(page[kind]), namesOf(original.filter((entry) => onPage.has(entry.name))));
          }
        }
      },
    ),
    {seed: SEED, numRuns: 200 * RUNS_FACTOR},
  );
});

test("every split service's groups are real: slugs unique, each group holds entries, each rule takes an entry of a service", () => {
  const unused = new Set(
    Object.values(ENTRY_GROUPS).flatMap((groups) => groups.flatMap((group) => group.rules.map((rule) => `${group.slug}/${rule}`))),
  );
  for (const [key, groups] of Object.entries(ENTRY_GROUPS)) {
    const service = catalog.services.get(key);
    assert.ok(service, `${key}: not a service of the catalog`);
    assert.equal(new Set(groups.map((group) => group.slug)).size, groups.length, `${key}: slugs repeat`);
    const names = [...service.inputs.filter((input) => !input.required), ...service.outputs].map((entry) => entry.name);
    for (const group of groups) {
      for (const rule of group.rules) {
        if (names.some((name) => ruleMatches(rule, name) && groupOf(name, groups) === group)) unused.delete(`${group.slug}/${rule}`);
      }
    }
    const split = splitEntries(service.inputs, service.outputs, groups);
    assert.equal(split.groups.length, groups.length, `${key}: a group with no entries`);
  }
  assert.deepEqual([...unused], [], 'rules that take no entry of any service');
  assert.deepEqual(groupsOf('data-storage/amazon-rds'), []);
});

test('the sidebar leaves out group pages, and a category they alone filled', () => {
  const doc = (id: string) => ({type: 'doc' as const, id});
  const items = withoutGroupPages([
    doc('reference/services/landing-zone/aws-security-account-baseline-wrapper'),
    {
      type: 'category',
      label: 'aws-security-account-baseline-wrapper',
      items: [doc('reference/services/landing-zone/aws-security-account-baseline-wrapper/aws-config')],
    },
    {type: 'category', label: 'Data storage', items: [doc('reference/services/data-storage/amazon-rds')]},
  ]);
  assert.deepEqual(items, [
    doc('reference/services/landing-zone/aws-security-account-baseline-wrapper'),
    {type: 'category', label: 'Data storage', items: [doc('reference/services/data-storage/amazon-rds')]},
  ]);
});
