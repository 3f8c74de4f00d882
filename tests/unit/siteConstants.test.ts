import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementBar} from '../../src/lib/siteConstants';

test('the announcement bar links under the base URL the site is served from', () => {
  assert.match(announcementBar('/').content, /href="\/guides\/stay-up-to-date\/"/);
  assert.match(announcementBar('/docs/').content, /href="\/docs\/guides\/stay-up-to-date\/"/);
  assert.equal(announcementBar('/docs/').id, announcementBar('/').id);
});
