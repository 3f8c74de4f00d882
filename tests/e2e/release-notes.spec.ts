import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {responseBodiesDuring} from './support/network';
import {summarizeMonths} from '../../src/lib/releases';
import {validateReleaseHistory} from '../../plugins/release-notes/releaseHistory';

const history = validateReleaseHistory(JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/releases.json'), 'utf8')));
const months = Object.keys(history).sort();
// Each month page's list of releases is read from the build: tests/build/releaseNotes.test.ts.

test('the release-notes index lists every month, newest first, with its counts', async ({page}) => {
  await page.goto('/guides/stay-up-to-date/releases/');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(months.length);
  const summaries = summarizeMonths(history);
  await expect(rows.first().locator('th')).toHaveText(summaries[0].label);
  await expect(rows.first().locator('td')).toHaveText([String(summaries[0].releaseCount), String(summaries[0].repositoryCount)]);
  await expect(rows.last().locator('th')).toHaveText('June 2016');
});

test('a month page loads its own data only', async ({page}) => {
  const bodies = await responseBodiesDuring(
    page,
    (response) => response.url().includes('/assets/js/'),
    async () => {
      await gotoHydrated(page, '/guides/stay-up-to-date/releases/2019-05/');
      await page.waitForLoadState('networkidle');
    },
  );
  const all = bodies.join('\n');
  expect(all.includes('"month":"2019-05"')).toBe(true);
  // Release entries carry their publish date: every one loaded belongs to May 2019.
  const published = new Set([...all.matchAll(/"published":"(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]));
  expect(published.size).toBeGreaterThan(0);
  expect([...published].filter((date) => !date.startsWith('2019-05') && date !== '2019-06-01')).toEqual([]);
});
