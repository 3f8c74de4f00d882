import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import {chunkNamesOf} from '../../plugins/page-weight/routeShards';
import {buildDir, builtFileFor, clientScripts, PROJECT_ROOT, readSitemapPaths} from '../support/builtSite';
import {BROWSER_HIGHLIGHTING} from '../../plugins/code-highlighting/theme/CodeBlock/Content/browserHighlighting';

/**
 * The page-weight optimisations (README, "Page weight") really applied to the production build,
 * so a Docusaurus upgrade that changes what they rely on cannot undo them silently.
 */
const BUILD = buildDir();
const scripts = clientScripts(BUILD);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const gzipSize = (code: string) => zlib.gzipSync(code).length;
const entryScripts = scripts.filter((file) => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(file));

/** The version data the docs plugin hands its pages, from the JSON modules of the browser bundle. */
function versionProps(): {file: string; version: {pluginId: string; docs: object; docsSidebars: object}}[] {
  return scripts.flatMap((file) =>
    [...read(file).matchAll(/JSON\.parse\(('\{"version":\{"pluginId"(?:[^'\\]|\\.)*')\)/g)].map((match) => ({
      file,
      version: (JSON.parse(vm.runInNewContext(match[1]!) as string) as {version: {pluginId: string; docs: object; docsSidebars: object}}).version,
    })),
  );
}

test('lean-docs: every docs version ships an empty docs map and no sidebars; each page gets its own sidebar', () => {
  const versions = versionProps();
  assert.deepEqual([...new Set(versions.map((v) => v.version.pluginId))].sort(), ['default', 'knowledge-base']);
  for (const {file, version} of versions) {
    assert.deepEqual(Object.keys(version.docs), [], `${path.basename(file)}: the ${version.pluginId} version still lists its docs`);
    assert.deepEqual(Object.keys(version.docsSidebars), [], `${path.basename(file)}: the ${version.pluginId} version still has its sidebars`);
  }
  // The guide page's server-rendered sidebar, which the browser renders again from the page's sidebar module.
  const guide = read(builtFileFor(BUILD, '/guides/build-it-yourself/vpc/core-concepts')!);
  assert.match(guide, /class="[^"]*theme-doc-sidebar-container/);
});

test('page-weight: the browser bundle carries no module paths of the route registry', () => {
  assert.equal(entryScripts.length, 2, 'expected main and runtime~main');
  for (const file of entryScripts) {
    // Core's loadable not-found page lists its module for server rendering, and the site config
    // (serialized into main) names the knowledge base's page component: neither is the registry's.
    const code = read(file).replaceAll('modules:["@theme/NotFound"]', '').replace(/docItemComponent:"[^"]*"/g, '');
    const paths = code.match(/"@(site|theme|generated)\/[^"]*"/g) ?? [];
    assert.deepEqual(paths, [], `${path.basename(file)} names module paths`);
  }
});

test('page-weight: chunk files are named by chunk id and the build hash, so the runtime needs no map to find them', () => {
  const names = scripts.map((file) => path.basename(file)).filter((name) => !/^(main|runtime~main)\.[0-9a-f]{8}\.js$/.test(name));
  const hashes = new Set(names.map((name) => /\.([0-9a-f]{8})\.js$/.exec(name)?.[1]));
  assert.equal(hashes.size, 1, `chunk files carry ${hashes.size} different hashes`);
  const runtime = read(entryScripts.find((file) => file.includes('runtime~main'))!);
  // A map of chunk ids to content hashes or to names would put one "…":"…" pair per chunk here.
  const pairs = runtime.match(/[\w"]+:"[\w-]{6,}"/g) ?? [];
  assert.ok(pairs.length < 10, `the runtime maps chunks: ${pairs.slice(0, 5).join(', ')}`);
  assert.ok(gzipSize(runtime) < 3000, `the runtime is ${gzipSize(runtime)} B gzip`);
});

/** Docs pages and tag pages: the routes route sharding moves out of the main bundle. */
const docsPages = readSitemapPaths(BUILD)
  .map((urlPath) => ({urlPath, file: builtFileFor(BUILD, urlPath)!}))
  .filter(({file}) => /<html[^>]*class="[^"]*\b(docs-doc-page|docs-tags-doc-list-page)\b/.test(read(file)));
const mainScript = read(entryScripts.find((file) => /\/main\./.test(file))!);
/** A route in minified code: its path, then its component. */
const routeEntries = (code: string) => [...code.matchAll(/path:"([^"]*)",component:/g)].map((match) => match[1]!);
const routeKey = (urlPath: string) => urlPath.toLowerCase().replace(/\/+$/, '');

test('route sharding: the main bundle has the routes of no docs page', () => {
  assert.ok(docsPages.length > 600, `only ${docsPages.length} docs pages in the sitemap`);
  const inMain = new Set(routeEntries(mainScript).map(routeKey));
  assert.ok(inMain.size > 3, 'the main bundle has no route table at all: the pattern no longer finds it');
  assert.deepEqual(
    docsPages.map(({urlPath}) => urlPath).filter((urlPath) => inMain.has(routeKey(urlPath))),
    [],
  );
});

test("route sharding: each docs page's HTML loads, before the main bundle, the shard that holds its route", () => {
  const shardSizes = new Map<string, number>();
  for (const {urlPath, file} of docsPages) {
    // Minified with its attribute values quoted, or not (the shard's own tag is written unquoted).
    const sources = [...read(file).matchAll(/<script src="?([^\s">]+)"? defer><\/script>/g)].map((match) => match[1]!);
    const main = sources.findIndex((src) => /\/main\.[0-9a-f]{8}\.js$/.test(src));
    const shards = sources.filter((src, index) => index < main && /\/route-shard-\d+\./.test(src));
    assert.equal(shards.length, 1, `${urlPath}: ${sources.join(' ')}`);
    const code = read(path.join(BUILD, shards[0]!));
    assert.ok(routeEntries(code).map(routeKey).includes(routeKey(urlPath)), `${urlPath}: ${shards[0]} does not have its route`);
    shardSizes.set(shards[0]!, gzipSize(code));
  }
  // About eight pages a shard: what a page downloads for its route stays the same as the site grows.
  const largest = Math.max(...shardSizes.values());
  assert.ok(largest < 2000, `the largest route shard is ${largest} B gzip`);
  assert.ok(shardSizes.size > 50, `only ${shardSizes.size} shards`);
});

test('route sharding: every chunk Docusaurus names for a route has a file at the URL prefetching computes', () => {
  const names = new Set(Object.values(JSON.parse(read(path.join(PROJECT_ROOT, '.docusaurus/routesChunkNames.json'))) as object).flatMap(chunkNamesOf));
  const files = new Set(scripts.map((file) => path.basename(file).replace(/\.[0-9a-f]{8}\.js$/, '')));
  assert.ok(names.size > 700, `${names.size} chunk names`);
  // Except the modules the main bundle has anyway, which prefetching skips (plugins/page-weight/routeShards.ts).
  const inMain = JSON.parse(/chunkNamesInMainBundle = new Set\((\[[^\]]*\])\)/.exec(read(path.join(PROJECT_ROOT, '.docusaurus/page-weight/routes.js')))![1]!) as string[];
  assert.deepEqual([...names].filter((name) => !files.has(name)).sort(), [...inMain].sort());
});

test("page-weight: the browser bundle calls only the tslib helpers of the site's small tslib", () => {
  const shim = read(path.join(PROJECT_ROOT, 'plugins/page-weight/client/tslib.ts'));
  const provided = new Set([...shim.matchAll(/export function (__\w+)/g)].map((match) => match[1]!));
  const tslibHelpers = new Set([...read(require.resolve('tslib/tslib.es6.mjs')).matchAll(/export function (__\w+)/g)].map((match) => match[1]!));
  assert.ok(tslibHelpers.size > 20 && provided.size > 0);
  const called = new Set(scripts.flatMap((file) => [...read(file).matchAll(/[\w$]\.(__\w+)\)?\(/g)].map((match) => match[1]!)).filter((name) => tslibHelpers.has(name)));
  assert.ok(called.size > 0, 'no tslib helper call found: the pattern no longer matches the bundle');
  assert.deepEqual([...called].filter((name) => !provided.has(name)), []);
  for (const file of entryScripts) assert.ok(!read(file).includes('__addDisposableResource'), `${path.basename(file)} has all of tslib`);
});

test('Prism is not in the bundle every page downloads first', () => {
  for (const file of entryScripts) {
    assert.ok(!/Prism\.languages|languages\.hcl/.test(read(file)), `${path.basename(file)} contains Prism`);
  }
});

test('the bundle every page runs first never calls localeCompare (patched out of Docusaurus: internals/patches)', () => {
  // The first localeCompare of a page load sets up the browser's collator, a long piece of main-thread
  // work, in the task that hydrates the page.
  for (const file of entryScripts) {
    assert.ok(!read(file).includes('localeCompare'), `${path.basename(file)} calls localeCompare`);
  }
});

test('code blocks are highlighted at build time: only the code made in the browser loads Prism, on its own', () => {
  const prismFiles = new Set(scripts.filter((file) => /Prism\.languages|\.tokenize\(/.test(read(file))).map((file) => /\/([^/.]+)\.[0-9a-f]+\.js$/.exec(file)![1]));
  const browserHighlighting = new Set(scripts.filter((file) => read(file).includes(BROWSER_HIGHLIGHTING)).map((file) => /\/([^/.]+)\.[0-9a-f]+\.js$/.exec(file)![1]));
  assert.ok(prismFiles.size > 0, 'no chunk carries Prism: the configuration builder lost its highlighting');
  assert.equal(browserHighlighting.size, 1, `the browser highlighting component is in ${browserHighlighting.size} chunks`);
  // Each chunk group loaded on demand, with the chunks it needs (Docusaurus's client manifest).
  const {origins} = JSON.parse(read(path.join(PROJECT_ROOT, '.docusaurus/client-manifest.json'))) as {origins: Record<string, string[]>};
  const withPrism = Object.entries(origins).filter(([origin, chunks]) => !prismFiles.has(origin) && chunks.some((chunk) => prismFiles.has(chunk)));
  assert.ok(withPrism.length > 0, 'no chunk group loads Prism');
  assert.deepEqual(
    withPrism.map(([origin]) => origin).filter((origin) => !browserHighlighting.has(origin)),
    [],
    'a page or component other than the browser highlighting loads Prism with it',
  );
});
