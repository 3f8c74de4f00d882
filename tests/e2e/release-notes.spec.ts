import {test, expect, gotoHydrated} from './fixtures';
import {responseBodiesDuring} from './support/network';

// The index's rows and each month page's list of releases are read from the build: tests/build/releaseNotes.test.ts.

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
