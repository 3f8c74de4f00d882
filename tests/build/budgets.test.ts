import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, PROJECT_ROOT, readSitemapPaths} from '../support/builtSite';
import {firstLoadReader, gzipSizes} from '../support/firstLoad';
import {PAGE_KINDS, pageKind, type PageKind} from '../../scripts/lib/pageKinds';
import {SEARCH_INDEX_DIR} from '../../shared/lib/searchIndex';

/**
 * The page-weight budgets of budgets.json, held on every run: what a first visit of each kind of page
 * downloads, the entry bundles, the stylesheet, the largest Markdown twin and what a first search query
 * fetches. A failure names the page or file, its size, the budget and the excess. The comparison with a
 * stock Docusaurus site stays in `npm run bench`.
 */
interface Budgets {
  firstLoadJs: Record<PageKind, number>;
  mainJs: number;
  runtimeJs: number;
  css: number;
  largestTwinCharacters: number;
  searchFirstQuery: number;
}

const BUILD = buildDir();
const ROUTE_SHARD = /\/route-shard-\d+\.[0-9a-f]+\.js$/;
const budgets = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'budgets.json'), 'utf8')) as Budgets;
const filesIn = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(BUILD, dir))
    .filter((file) => pattern.test(file))
    .map((file) => path.posix.join(dir, file));
const overBy = (what: string, bytes: number, budget: number) =>
  `${what}: ${bytes.toLocaleString('en')} B gzip, over its budget of ${budget.toLocaleString('en')} B by ${(bytes - budget).toLocaleString('en')} B (budgets.json)`;

test('budgets.json has a first-load budget for every kind of page, and only those', () => {
  assert.deepEqual(Object.keys(budgets.firstLoadJs).sort(), [...PAGE_KINDS].sort());
});

test("first-load JavaScript of every page of the sitemap, less its own Markdown's chunk and its route shard, is within the budget of its kind", async () => {
  const read = firstLoadReader(BUILD);
  const loads = readSitemapPaths(BUILD).map((urlPath) => ({urlPath, ...read(urlPath)}));
  const sizes = await gzipSizes(BUILD, loads.flatMap((load) => load.scripts));
  const seen = new Set<PageKind>();
  const over: string[] = [];
  for (const load of loads) {
    const kind = pageKind(load.urlPath);
    seen.add(kind);
    // The site's code: not the page's own Markdown, which grows with what writers write, nor its route shard, whose
    // share of the site's pages changes as pages are added (each shard stays under 2 KB: pageWeight.test.ts).
    const content = new Set(load.contentScripts);
    const bytes = load.scripts
      .filter((file) => !content.has(file) && !ROUTE_SHARD.test(file))
      .reduce((sum, file) => sum + sizes.get(file)!, 0);
    if (bytes > budgets.firstLoadJs[kind]) over.push(overBy(`${load.urlPath} (${kind})`, bytes, budgets.firstLoadJs[kind]));
  }
  // Every kind is measured, so no budget stands unchecked.
  assert.deepEqual([...seen].sort(), [...PAGE_KINDS].sort());
  assert.deepEqual(over, []);
});

test('the main bundle, the runtime and the stylesheet are within their budgets', async () => {
  const [main] = filesIn('assets/js', /^main\.[0-9a-f]+\.js$/);
  const [runtime] = filesIn('assets/js', /^runtime~main\.[0-9a-f]+\.js$/);
  const styles = filesIn('assets/css', /\.css$/);
  assert.ok(main && runtime && styles.length > 0, 'build/ has no main bundle, runtime or stylesheet');
  const sizes = await gzipSizes(BUILD, [main, runtime, ...styles]);
  const css = styles.reduce((sum, file) => sum + sizes.get(file)!, 0);
  const over = [
    sizes.get(main)! > budgets.mainJs && overBy(main, sizes.get(main)!, budgets.mainJs),
    sizes.get(runtime)! > budgets.runtimeJs && overBy(runtime, sizes.get(runtime)!, budgets.runtimeJs),
    css > budgets.css && overBy(styles.join(' + '), css, budgets.css),
  ].filter(Boolean);
  assert.deepEqual(over, []);
});

test('no Markdown twin is longer than its budget', () => {
  const twins: {file: string; characters: number}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) twins.push({file: path.relative(BUILD, file), characters: fs.readFileSync(file, 'utf8').length});
    }
  };
  walk(BUILD);
  assert.ok(twins.length > 700, `${twins.length} twins in build/`);
  const over = twins
    .filter((twin) => twin.characters > budgets.largestTwinCharacters)
    .map((twin) => `${twin.file}: ${twin.characters} characters, over the budget of ${budgets.largestTwinCharacters}`);
  assert.deepEqual(over, []);
});

test("a first search query's download is within its budget: Pagefind's runtime, metadata, WebAssembly, its largest index chunk and the largest file of topic names a query reads", async () => {
  const dir = SEARCH_INDEX_DIR;
  const largest = async (files: string[]) => Math.max(0, ...(await gzipSizes(BUILD, files)).values());
  const fixed = [
    ...filesIn(dir, /^pagefind\.js$/),
    ...filesIn(dir, /^pagefind-entry\.json$/),
    ...filesIn(dir, /\.pf_meta$/),
    ...filesIn(dir, /^wasm\.en\.pagefind$/),
  ];
  assert.equal(fixed.length, 4, `Pagefind's files in build/${dir}: ${fixed.join(', ')}`);
  const topicFiles = filesIn(dir, /^topics-\d+\.json$/);
  assert.ok(topicFiles.length > 0, `build/${dir} has no topics-N.json: the offline search's vocabulary is missing`);
  const sizes = await gzipSizes(BUILD, fixed);
  const bytes =
    [...sizes.values()].reduce((sum, size) => sum + size, 0) +
    (await largest(filesIn(path.posix.join(dir, 'index'), /./))) +
    (await largest(topicFiles));
  assert.ok(bytes <= budgets.searchFirstQuery, overBy('the first search query', bytes, budgets.searchFirstQuery));
});
