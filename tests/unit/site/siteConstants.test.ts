import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementBar} from '../../../shared/lib/siteConstants';

// Where the bar links is checked in the /docs/ build (tests/build/baseUrl.test.ts) and clicked in
// tests/e2e/base-url.spec.ts; here, only that its id (the key of a reader's dismissal) is one.
test("the announcement bar's id does not depend on the base URL, so a dismissal holds for both", () => {
  assert.equal(announcementBar('/docs/').id, announcementBar('/').id);
  assert.notEqual(announcementBar('/docs/').content, announcementBar('/').content);
});
