import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, clientScripts} from '../support/builtSite';
import {HOSTED_BUILD_DIR} from '../support/buildVariants';

/**
 * Offline search is a plugin that owns its UI (plugins/offline-search/theme): a build with hosted
 * search ships none of its code or index, and the offline build ships both.
 */
// Pagefind's entry script, the loader's option and the results' message. (Pages of both builds carry
// `data-pagefind-*` attributes: indexing hints in the HTML, not search code.)
const OFFLINE_SEARCH_MARKERS = [/pagefind\.js/, /noWorker/, /Search is unavailable right now/];

function scriptsMentioning(dir: string): string[] {
  return clientScripts(dir)
    .filter((file) => OFFLINE_SEARCH_MARKERS.some((marker) => marker.test(fs.readFileSync(file, 'utf8'))))
    .map((file) => path.basename(file));
}

test('the offline build ships the offline-search UI and its index', () => {
  const dir = buildDir();
  assert.ok(scriptsMentioning(dir).length > 0, 'no script of the offline build mentions Pagefind');
  assert.ok(fs.existsSync(path.join(dir, 'pagefind', 'pagefind.js')));
});

test('the hosted-search build ships no offline-search code and no index', () => {
  const dir = buildDir(HOSTED_BUILD_DIR);
  assert.deepEqual(scriptsMentioning(dir), []);
  assert.equal(fs.existsSync(path.join(dir, 'pagefind')), false);
  // Its search page is DocSearch's.
  assert.match(fs.readFileSync(path.join(dir, 'search', 'index.html'), 'utf8'), /DocSearch|algolia/i);
});
