import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {responseBodiesDuring} from './support/network';
import {releaseTag, summarizeMonths, validateReleaseHistory} from '../../src/lib/releases';

const history = validateReleaseHistory(
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../data/releases.json'), 'utf8')),
);
const months = Object.keys(history).sort();

test('the release-notes index lists every month, newest first, with its counts', async ({page}) => {
  await page.goto('/guides/stay-up-to-date/releases/');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(months.length);
  const summaries = summarizeMonths(history);
  await expect(rows.first().locator('th')).toHaveText(summaries[0].label);
  await expect(rows.first().locator('td')).toHaveText([String(summaries[0].releaseCount), String(summaries[0].repositoryCount)]);
  await expect(rows.last().locator('th')).toHaveText('June 2016');
});

test.describe('each month page lists exactly the releases of its month', () => {
  test.describe.configure({mode: 'parallel'});
  const BATCH = 20;
  for (let start = 0; start < months.length; start += BATCH) {
    const batch = months.slice(start, start + BATCH);
    test(`${batch[0]} to ${batch.at(-1)}`, async ({page}) => {
      for (const month of batch) {
        const response = await page.goto(`/guides/stay-up-to-date/releases/${month}/`);
        expect(response?.status(), month).toBe(200);
        const shown = await page.locator('[data-repository]').evaluateAll((sections) =>
          sections.flatMap((section) =>
            Array.from(section.querySelectorAll('[data-release-tag]')).map((item) => {
              const link = item.querySelector('a')!;
              return `${section.getAttribute('data-repository')} ${item.getAttribute('data-release-tag')} ${link.getAttribute('href')} ${item.querySelector('time')!.getAttribute('datetime')}`;
            }),
          ),
        );
        const expected = history[month].map((r) => `${r.repo} ${releaseTag(r)} ${r.url} ${r.published}`);
        expect(shown.sort(), month).toEqual(expected.sort());
        const repositories = new Set(history[month].map((r) => r.repo));
        for (const repo of repositories) {
          await expect(page.locator(`h2[id="${repo.toLowerCase()}"]`), `${month} ${repo} anchor`).toHaveCount(1);
        }
      }
    });
  }
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
