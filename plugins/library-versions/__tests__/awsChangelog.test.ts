import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  awsSection,
  formatRuns,
  parseAwsChangelog,
  releaseRuns,
  scanAwsChangelogs,
  type AwsName,
} from '../../../scripts/feature-versions/awsProvider';
import {FEATURE_VERSIONS_FILE, validateFeatureVersions, formatFeatureVersions, type FeatureVersionsJson} from '../featureVersions';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';

const resource = (name: string): AwsName => ({kind: 'resource', name});
const dataSource = (name: string): AwsName => ({kind: 'data-source', name});
const text = (origin: string, ...lines: string[]) => ({origin, text: lines.join('\n')});

// Small changelogs written for these tests, in the shapes the provider's CHANGELOG.md uses over the years.
const V4 = text(
  '4.x.md',
  '## 4.2.0 (Unreleased)',
  '* **New Resource:** `aws_next` ([#3](https://example.invalid/3))',
  '## 4.1.0 (February 15, 2022)',
  '* **New Data Source:** `aws_both` ([#2](https://example.invalid/2))',
  '## 4.0.0 (February 10, 2022)',
  'FEATURES:',
  '* **New Resource:** `aws_backported` ([#1](https://example.invalid/1))',
  '* resource/aws_old: Fix a bug mentioning **New Resource:** `aws_not_an_announcement`',
  '## Previous Releases',
  '* **New Resource:** `aws_after_the_sections`',
);
const V3 = text(
  '3.x.md',
  '## 3.75.0 (March 18, 2022)',
  '* **New Resource:** `aws_backported`',
  '## 3.74.0 (January 28, 2022)',
  '* **New Resource**: `aws_old_style`',
  '* **New Data Source:** aws_no_backticks',
  '* **New Data Source** `aws_no_colon`',
);
const V1 = text('1.x.md', '## 1.0.1 (October 1, 2017)', '## 1.0.0 (September 27, 2017)', '* **New Resource:** `aws_both`');

test('sections and announcements are read in every shape the changelog has used, Unreleased sections left out', () => {
  const parsed = parseAwsChangelog(V4.text);
  assert.deepEqual(parsed.sections, ['v4.1.0', 'v4.0.0']);
  assert.deepEqual(
    [...parsed.announced],
    [
      ['data-source aws_both', 'v4.1.0'],
      ['resource aws_backported', 'v4.0.0'],
    ],
  );
  assert.deepEqual([...parsed.unreleased], ['resource aws_next']);
  assert.deepEqual(
    [...parseAwsChangelog(V3.text).announced.keys()],
    ['resource aws_backported', 'resource aws_old_style', 'data-source aws_no_backticks', 'data-source aws_no_colon'],
  );
});

test('several changelogs: the lowest announcing release wins, runs and gaps are named, unannounced names are bounded', () => {
  const wanted = [
    resource('aws_backported'),
    dataSource('aws_both'),
    resource('aws_both'),
    resource('aws_old_style'),
    resource('aws_split'),
    resource('aws_next'),
  ];
  const scanned = scanAwsChangelogs([V4, V3, V1], wanted, 'v4.1.0');
  assert.deepEqual(
    scanned.found.map((found) => `${found.kind} ${found.name} ${found.since}`),
    ['resource aws_backported v3.75.0', 'data-source aws_both v4.1.0', 'resource aws_both v1.0.0', 'resource aws_old_style v3.74.0'],
  );
  // 3.74.0 → 3.75.0 → 4.0.0 → 4.1.0 is one run; 1.0.1 → 3.74.0 is not a release step.
  assert.equal(formatRuns(scanned.runs), 'v1.0.0–v1.0.1, v3.74.0–v4.1.0');
  assert.deepEqual(scanned.gaps, [['v1.0.1', 'v3.74.0']]);
  assert.deepEqual(scanned.bounded, [{kind: 'resource', name: 'aws_split', existedBy: 'v3.74.0', file: 'CHANGELOG.md'}]);
  // Announced only for a release not made yet: not bounded, not guessed.
  assert.deepEqual(scanned.missing, ['resource aws_next']);

  // Sections that stop short of the site's era bound nothing.
  const short = scanAwsChangelogs([V3], [resource('aws_split')], 'v4.1.0');
  assert.deepEqual(short.bounded, []);
  assert.deepEqual(short.missing, ['resource aws_split']);
  assert.throws(() => scanAwsChangelogs([text('empty.md', 'nothing here')], [], 'v4.1.0'), /empty\.md: no release section/);
});

test('the AWS section written from a scan validates, with its runs, gaps and bound', () => {
  const scanned = scanAwsChangelogs([V4, V3, V1], [resource('aws_backported'), resource('aws_split')], 'v4.1.0');
  const aws = awsSection(scanned, 3);
  assert.equal(aws.sectionsRead, 'v1.0.0–v1.0.1, v3.74.0–v4.1.0');
  assert.equal(aws.notRead, 'the releases after v1.0.1 and before v3.74.0');
  assert.deepEqual(aws.constructs, [
    {kind: 'resource', name: 'aws_backported', since: 'v3.75.0', file: 'CHANGELOG.md'},
    {kind: 'resource', name: 'aws_split', existedBy: 'v3.74.0', file: 'CHANGELOG.md'},
  ]);
  assert.match(aws.source, /had it by v3\.74\.0/);
  const committed = validateFeatureVersions(fileWith(aws));
  assert.deepEqual(committed.problems, []);
  assert.equal(committed.data.baselines.aws, 'v3.74.0');
  assert.equal(committed.data.tools.aws.get('resource aws_split')?.bounded, true);
});

/** The committed data file with another AWS section, as the generator writes it. */
function fileWith(aws: FeatureVersionsJson['aws']): string {
  return formatFeatureVersions({...committedData(), aws});
}

function committedData(): FeatureVersionsJson {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../..', FEATURE_VERSIONS_FILE), 'utf8')) as FeatureVersionsJson;
}

type Release = [number, number, number];
const tag = ([major, minor, patch]: Release) => `v${major}.${minor}.${patch}`;
/** A release history as a project makes one: each release a patch, minor or major step from the one before. */
const history = fc.array(fc.constantFrom('patch', 'minor', 'major', 'minor', 'patch'), {minLength: 2, maxLength: 40}).map((steps) => {
  const releases: Release[] = [[0, 1, 0]];
  for (const step of steps) {
    const [major, minor, patch] = releases.at(-1)!;
    releases.push(step === 'patch' ? [major, minor, patch + 1] : step === 'minor' ? [major, minor + 1, 0] : [major + 1, 0, 0]);
  }
  return releases.map(tag);
});
/** Whether a reader of the releases on both sides could tell that something is missing between them (test's own rule). */
const looksConsecutive = (a: string, b: string): boolean => {
  const [x, y] = [a, b].map((release) => release.slice(1).split('.').map(Number));
  return (
    (x[0] === y[0] && x[1] === y[1] && y[2] === x[2] + 1) ||
    (x[0] === y[0] && y[1] === x[1] + 1 && y[2] === 0) ||
    (y[0] === x[0] + 1 && y[1] === 0 && y[2] === 0)
  );
};

test('generated changelogs: lowest release wins, a bound only over gap-free sections reaching the era, unannounced names otherwise unknown', () => {
  const NAMES = ['aws_a', 'aws_b', 'aws_c', 'aws_d', 'aws_e', 'aws_f'];
  const scenario = history.chain((releases) =>
    fc
      .record({
        // The newest texts cover releases[cut..]; an older text may cover releases[from..to] with to < cut - 1.
        cut: fc.nat({max: releases.length - 1}),
        older: fc.option(fc.tuple(fc.nat({max: releases.length - 1}), fc.nat({max: releases.length - 1})), {nil: null}),
        splits: fc.array(fc.nat({max: releases.length - 1}), {maxLength: 3}),
        announcements: fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.nat({max: releases.length - 1}), fc.boolean()), {maxLength: 14}),
        // The last release of the era: one of the history's, or one after all of them.
        reach: fc.nat({max: releases.length}),
      })
      .map((drawn) => ({releases, ...drawn})),
  );
  fc.assert(
    fc.property(scenario, ({releases, cut, older, splits, announcements, reach}) => {
      const [from, to] = older ? [Math.min(...older), Math.max(...older)] : [0, -1];
      fc.pre(to < cut - 1 || !older);
      // A hole whose two sides look like one release step cannot be seen in the headings: the data says so (see awsProvider.ts).
      fc.pre(!older || !looksConsecutive(releases[to], releases[cut]));
      const slices: [number, number][] = [];
      let start = cut;
      for (const split of [...new Set(splits.filter((index) => index > cut))].sort((a, b) => a - b)) {
        // Overlapping slices, as two copies of one changelog would be.
        slices.push([start, split]);
        start = split - 1;
      }
      slices.push([start, releases.length - 1]);
      if (older) slices.push([from, to]);
      const read = new Set(slices.flatMap(([a, b]) => releases.slice(a, b + 1)));
      const texts = slices.map(([a, b], index) => {
        const lines: string[] = [];
        for (let at = b; at >= a; at -= 1) {
          lines.push(`## ${releases[at].slice(1)} (a date)`);
          for (const [name, where, dataSourceKind] of announcements)
            if (where === at) lines.push(`* **New ${dataSourceKind ? 'Data Source' : 'Resource'}:** \`${name}\` ([#1](x))`);
        }
        return {origin: `text-${index}.md`, text: lines.join('\n')};
      });
      const wanted = NAMES.flatMap((name) => [resource(name), dataSource(name)]);
      const beyond = `v${Number(releases.at(-1)!.slice(1).split('.')[0]) + 1}.0.0`;
      const scanned = scanAwsChangelogs(texts, wanted, reach < releases.length ? releases[reach] : beyond);

      const reaches = reach < releases.length;
      for (const {kind, name} of wanted) {
        const announcing = announcements
          .filter(([n, where, ds]) => n === name && (ds ? 'data-source' : 'resource') === kind && read.has(releases[where]))
          .map(([, where]) => where);
        const found = scanned.found.find((entry) => entry.kind === kind && entry.name === name);
        const bounded = scanned.bounded.find((entry) => entry.kind === kind && entry.name === name);
        if (announcing.length > 0) {
          assert.equal(found?.since, releases[Math.min(...announcing)], `${kind} ${name}`);
          assert.equal(bounded, undefined);
        } else if (reaches) {
          assert.equal(found, undefined);
          assert.equal(bounded?.existedBy, releases[cut], `${kind} ${name}: bound`);
        } else {
          assert.ok(scanned.missing.includes(`${kind} ${name}`), `${kind} ${name}: unknown`);
        }
      }
      const expectedRuns = older
        ? [
            [releases[from], releases[to]],
            [releases[cut], releases.at(-1)],
          ]
        : [[releases[cut], releases.at(-1)]];
      assert.deepEqual(scanned.runs, expectedRuns);
    }),
    {seed: SEED, numRuns: 300 * RUNS_FACTOR},
  );
});

test('runs split where no text shows two releases to be neighbours', () => {
  const listed = (...sections: string[]) => ({sections, dates: new Map<string, number>()});
  const dated = (...entries: [string, string][]) => ({
    sections: entries.map(([release]) => release),
    dates: new Map(entries.map(([release, date]) => [release, Date.parse(`${date}T00:00:00Z`)])),
  });
  // Within one text every step counts, a major one too; across texts a patch or minor step does, a gap does not.
  assert.deepEqual(
    releaseRuns([listed('v1.1.0', 'v1.0.0', 'v0.1.1', 'v0.1.0'), listed('v1.2.0'), listed('v1.2.2'), listed('v3.0.0')]).runs,
    [
      ['v0.1.0', 'v1.2.0'],
      ['v1.2.2', 'v1.2.2'],
      ['v3.0.0', 'v3.0.0'],
    ],
  );
  // Across texts a major step counts only when the new line began before the older text's last release: the 2.x text
  // ends in November 2019, eight months before 3.0.0; the 3.x text runs to May 2022, after 4.0.0 (February 2022).
  const {runs, gaps} = releaseRuns([
    dated(['v4.1.0', '2022-02-15'], ['v4.0.0', '2022-02-10']),
    dated(['v3.75.2', '2022-05-20'], ['v3.0.0', '2020-07-31']),
    dated(['v2.39.0', '2019-11-21']),
  ]);
  assert.deepEqual(runs, [
    ['v2.39.0', 'v2.39.0'],
    ['v3.0.0', 'v4.1.0'],
  ]);
  assert.deepEqual(gaps, [['v2.39.0', 'v3.0.0']]);
  // Undated, the same texts leave the major step unproven.
  assert.deepEqual(releaseRuns([listed('v4.1.0', 'v4.0.0'), listed('v3.75.2')]).runs, [
    ['v3.75.2', 'v3.75.2'],
    ['v4.0.0', 'v4.1.0'],
  ]);
});
