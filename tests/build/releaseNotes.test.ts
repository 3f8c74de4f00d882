import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, builtFileFor, loadBuiltPage, loadHtml, PROJECT_ROOT} from '../support/builtSite';
import {readSiteData} from '../../plugins/site-data/readSiteData';
import {releaseTag, summarizeMonths} from '../../plugins/release-notes/lib/releases';
import {RELEASE_NOTES_PATH} from '../../plugins/release-notes';

/**
 * The release notes as built: the index lists every month with its counts, and each month page lists
 * exactly the releases of its month, under one anchored heading per repository.
 */
const BUILD = buildDir();
const history = readSiteData(PROJECT_ROOT).data.releases;

test('the release-notes index lists every month, newest first, with its counts', () => {
  const summaries = summarizeMonths(history);
  const $ = loadBuiltPage(BUILD, RELEASE_NOTES_PATH);
  const rows = $('tbody tr').toArray();
  assert.equal(rows.length, Object.keys(history).length);
  assert.deepEqual(
    rows.map((row) => [$(row).find('th').text().trim(), ...$(row).find('td').toArray().map((cell) => $(cell).text().trim())]),
    summaries.map((summary) => [summary.label, String(summary.releaseCount), String(summary.repositoryCount)]),
  );
  assert.equal($(rows.at(-1)).find('th').text().trim(), 'June 2016');
});

test('each month page lists exactly the releases of its month', () => {
  const problems: string[] = [];
  const months = Object.keys(history).sort();
  assert.ok(months.length > 70, `only ${months.length} months in the data`);
  for (const month of months) {
    const file = builtFileFor(BUILD, `${RELEASE_NOTES_PATH}${month}/`);
    if (!file) {
      problems.push(`${month}: no page`);
      continue;
    }
    const $ = loadHtml(file);
    const shown = $('[data-repository]')
      .toArray()
      .flatMap((section) =>
        $(section)
          .find('[data-release-tag]')
          .toArray()
          .map((item) => {
            const release = $(item);
            return `${$(section).attr('data-repository')} ${release.attr('data-release-tag')} ${release.find('a').attr('href')} ${release.find('time').attr('datetime')}`;
          }),
      )
      .sort();
    const expected = history[month].map((r) => `${r.repo} ${releaseTag(r)} ${r.url} ${r.published}`).sort();
    const missing = expected.filter((entry) => !shown.includes(entry));
    const extra = shown.filter((entry) => !expected.includes(entry));
    if (missing.length + extra.length > 0 || shown.length !== expected.length) {
      problems.push(`${month}: missing [${missing.slice(0, 2).join('; ')}], not in the data [${extra.slice(0, 2).join('; ')}]`);
    }
    for (const repo of new Set(history[month].map((r) => r.repo))) {
      if ($(`h2[id="${repo.toLowerCase()}"]`).length !== 1) problems.push(`${month}: no single heading #${repo.toLowerCase()}`);
    }
  }
  assert.deepEqual(problems, []);
});

test("each month page's summary counts its releases and repositories in words that agree with the numbers", () => {
  const problems: string[] = [];
  for (const [month, releases] of Object.entries(history)) {
    const file = builtFileFor(BUILD, `${RELEASE_NOTES_PATH}${month}/`);
    if (!file) continue;
    const repositories = new Set(releases.map((release) => release.repo)).size;
    const words = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);
    const expected = `${words(releases.length, 'release', 'releases')} across ${words(repositories, 'repository', 'repositories')}.`;
    const summary = loadHtml(file)('main p').first().text().replace(/\s+/g, ' ');
    if (!summary.startsWith(expected)) problems.push(`${month}: "${summary.slice(0, 60)}" (expected "${expected}")`);
  }
  assert.deepEqual(problems, []);
});
