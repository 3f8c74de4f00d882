import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, clientScripts} from '../support/builtSite';
import {BASE_URL_BUILD_DIR, HOSTED_BUILD_DIR} from '../../scripts/lib/buildVariants';
import {SEARCH_INDEX_DIR} from '../../shared/lib/searchIndex';

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
  assert.ok(fs.existsSync(path.join(dir, SEARCH_INDEX_DIR, 'pagefind.js')));
});

test('the hosted-search build ships no offline-search code and no index', () => {
  const dir = buildDir(HOSTED_BUILD_DIR);
  assert.deepEqual(scriptsMentioning(dir), []);
  assert.equal(fs.existsSync(path.join(dir, SEARCH_INDEX_DIR)), false);
  // Its search page is DocSearch's.
  assert.match(fs.readFileSync(path.join(dir, 'search', 'index.html'), 'utf8'), /DocSearch|algolia/i);
});

// Pagefind's binary writes its files in the background; a build that stopped it too early once shipped
// an empty pagefind-entry.json, and every search said "unavailable".
for (const name of ['build', BASE_URL_BUILD_DIR]) {
  test(`the offline index of ${name}/ is whole: no empty file, and its entry counts every page it holds`, () => {
    const dir = path.join(buildDir(name), SEARCH_INDEX_DIR);
    const empty = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => {
      const stat = fs.statSync(path.join(dir, file));
      return stat.isFile() && stat.size === 0;
    });
    assert.deepEqual(empty, [], 'empty files in the index');
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>};
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    assert.equal(pages, fs.readdirSync(path.join(dir, 'fragment')).length);
  });
}
