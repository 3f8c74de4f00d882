import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {buildDir, clientScripts, PROJECT_ROOT} from '../support/builtSite';
import {BROWSER_HIGHLIGHTING} from '../../src/theme/CodeBlock/Content/browserHighlighting';

/**
 * The page-weight optimisations (README, "Page weight") really applied to the production build,
 * so a Docusaurus upgrade that changes what they rely on cannot undo them silently.
 */
const BUILD = buildDir();
const scripts = clientScripts(BUILD);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const entryScripts = scripts.filter((file) => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(file));

/** The JSON modules of a chunk file, by running its webpack push with a stand-in `self`. */
function chunkModuleExports(code: string): unknown[] {
  const self: Record<string, unknown[][]> = {};
  vm.runInNewContext(code, {self});
  const pushed = Object.values(self).flat() as [unknown, Record<string, (module: {exports: unknown}) => void>][];
  return pushed.flatMap(([, modules]) =>
    Object.values(modules).map((factory) => {
      const module = {exports: undefined as unknown};
      try {
        factory(module);
      } catch {
        // A code module needs the webpack runtime; only the JSON modules matter here.
      }
      return module.exports;
    }),
  );
}

test('lean-docs: every docs version chunk ships an empty docs map', () => {
  const versions = scripts
    .filter((file) => read(file).includes('{"version":{"pluginId":'))
    .flatMap((file) => chunkModuleExports(read(file)).map((exports) => ({file, exports})))
    .filter(({exports}) => typeof exports === 'object' && exports !== null && 'version' in exports)
    .map(({file, exports}) => ({file, version: (exports as {version: {pluginId: string; docs: object}}).version}));
  assert.deepEqual([...versions.map((v) => v.version.pluginId)].sort(), ['default', 'knowledge-base']);
  for (const {file, version} of versions) {
    // Objects made in the vm context have its prototypes: compare their keys, not the objects.
    assert.deepEqual(Object.keys(version.docs), [], `${path.basename(file)}: the ${version.pluginId} version still lists its docs`);
  }
});

test('lean-bundle: the browser bundle carries no module paths of the route registry', () => {
  assert.equal(entryScripts.length, 2, 'expected main and runtime~main');
  for (const file of entryScripts) {
    // Core's loadable not-found page lists its module for server rendering, and the site config
    // (serialized into main) names the knowledge base's page component: neither is the registry's.
    const code = read(file).replaceAll('modules:["@theme/NotFound"]', '').replace(/docItemComponent:"[^"]*"/g, '');
    const paths = code.match(/"@(site|theme|generated)\/[^"]*"/g) ?? [];
    assert.deepEqual(paths, [], `${path.basename(file)} names module paths`);
  }
});

test('lean-bundle: route chunks are named by id and content hash only', () => {
  const named = scripts.map((file) => path.basename(file)).filter((name) => !/^(main|runtime~main|\d+)\.[0-9a-f]{8}\.js$/.test(name));
  assert.deepEqual(named, []);
});

test('Prism is not in the bundle every page downloads first', () => {
  for (const file of entryScripts) {
    assert.ok(!/Prism\.languages|languages\.hcl/.test(read(file)), `${path.basename(file)} contains Prism`);
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
