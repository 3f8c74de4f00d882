import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildMonthPages, dateFitsMonth, groupByRepository, monthLabel, releaseTag, summarizeMonths, type Release} from '../lib/releases';
import {validateReleaseHistory} from '../releaseHistory';

const release = (over: Partial<Release> = {}): Release => ({
  repo: 'terraform-aws-vpc',
  version: 'v0.1.0',
  url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.1.0',
  published: '2021-03-04',
  ...over,
});

test('the project data validates: one summary per month, newest first, no month missing, every release counted', () => {
  const raw = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../data/releases.json'), 'utf8')) as Record<string, unknown[]>;
  const history = validateReleaseHistory(raw);
  const months = summarizeMonths(history);
  const keys = Object.keys(raw).sort();
  assert.deepEqual(
    months.map((m) => m.month),
    [...keys].reverse(),
  );
  // Consecutive months: the release-notes index has no holes between the first and the last.
  for (let i = 1; i < keys.length; i += 1) {
    const [year, month] = keys[i - 1].split('-').map(Number);
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    assert.equal(keys[i], next, `no releases listed for ${next}`);
  }
  // The site documents the library through December 2022.
  assert.ok(keys.at(-1)! <= '2022-12', `${keys.at(-1)} is after the site's era`);
  assert.equal(
    months.reduce((sum, m) => sum + m.releaseCount, 0),
    Object.values(raw).reduce((sum, list) => sum + list.length, 0),
  );
});

test('a missing field fails and names the entry', () => {
  const {url: _url, ...withoutUrl} = release();
  assert.throws(
    () => validateReleaseHistory({'2021-03': [release(), withoutUrl]}),
    /"2021-03"\[1\] \(terraform-aws-vpc v0\.1\.0\): missing "url"/,
  );
});

test('a bad date fails and names the entry', () => {
  assert.throws(
    () => validateReleaseHistory({'2021-03': [release({published: '2021-03-32'})]}),
    /"2021-03"\[0\].*published "2021-03-32" is not a date/,
  );
  assert.throws(() => validateReleaseHistory({'2021-03': [release({published: 'March 4'})]}), /is not a date/);
});

test('a month key that does not match its dates fails', () => {
  assert.throws(
    () => validateReleaseHistory({'2021-03': [release({published: '2021-05-02'})]}),
    /published 2021-05-02 does not fall in 2021-03/,
  );
  assert.throws(() => validateReleaseHistory({'2021-13': [release()]}), /"2021-13": month keys look like/);
  assert.throws(
    () => validateReleaseHistory({'2021-03': [release({url: 'https://github.com/gruntwork-io/other/releases/tag/v1'})]}),
    /points at repository "other"/,
  );
});

test('a release on the first day of the next month fits (UTC date of a late-evening release)', () => {
  assert.equal(dateFitsMonth('2016-07-01', '2016-06'), true);
  assert.equal(dateFitsMonth('2016-07-02', '2016-06'), false);
  assert.equal(dateFitsMonth('2017-01-01', '2016-12'), true);
  assert.equal(dateFitsMonth('2016-05-31', '2016-06'), false);
});

test('the tag comes from the URL; a title in the version field is kept as a title', () => {
  const titled = release({
    version: 'Adds the cloudwatch-logs-metric-filters wrapper module',
    url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.0.2',
  });
  assert.equal(releaseTag(titled), 'v0.0.2');
  const [group] = groupByRepository([titled]);
  assert.equal(group.releases[0].title, 'Adds the cloudwatch-logs-metric-filters wrapper module');
  assert.equal(groupByRepository([release()])[0].releases[0].title, null);
});

test('month pages group by repository, newest release first, with neighbours', () => {
  const history = validateReleaseHistory({
    '2021-02': [release({published: '2021-02-10'})],
    '2021-03': [
      release({repo: 'terraform-aws-eks', url: 'https://github.com/gruntwork-io/terraform-aws-eks/releases/tag/v0.2.0', version: 'v0.2.0'}),
      release({version: 'v0.1.0', published: '2021-03-01'}),
      release({version: 'v0.1.1', url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.1.1', published: '2021-03-20'}),
    ],
  });
  const [march, february] = buildMonthPages(history);
  assert.equal(march.label, 'March 2021');
  assert.deepEqual(
    march.repositories.map((r) => r.repo),
    ['terraform-aws-eks', 'terraform-aws-vpc'],
  );
  assert.deepEqual(
    march.repositories[1].releases.map((r) => r.tag),
    ['v0.1.1', 'v0.1.0'],
  );
  assert.equal(march.previous?.month, '2021-02');
  assert.equal(march.next, null);
  assert.equal(february.next?.month, '2021-03');
  assert.equal(monthLabel('2016-06'), 'June 2016');
});

test('month pages carry their own path and the index path, both under the route the plugin gives', () => {
  const history = validateReleaseHistory({
    '2021-03': [release({published: '2021-03-04'})],
    '2021-02': [
      release({published: '2021-02-04', url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.0.9', version: 'v0.0.9'}),
    ],
  });
  const [march, february] = buildMonthPages(history, '/docs/releases/');
  assert.equal(march.path, '/docs/releases/2021-03/');
  assert.equal(march.indexPath, '/docs/releases/');
  assert.equal(march.previous?.path, '/docs/releases/2021-02/');
  assert.equal(february.next?.path, '/docs/releases/2021-03/');
  assert.equal(summarizeMonths(history, '/r')[0].path, '/r/2021-03/');
});
