import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutRegistryModulePaths} from '../registry';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {coreReplacementProblem, htmlFileFor, withShardScript} from '..';

const REGISTRY = `export default {
  "0056be2b": [() => import(/* webpackChunkName: "0056be2b" */ "@site/knowledge-base/10.md"), "@site/knowledge-base/10.md", require.resolveWeak("@site/knowledge-base/10.md")],
  "003a3c36": [() => import(/* webpackChunkName: "003a3c36" */ "/work/main/.docusaurus/release-notes/default/month.json"), "/work/main/.docusaurus/release-notes/default/month.json", require.resolveWeak("/work/main/.docusaurus/release-notes/default/month.json")],
};
`;

test('registry entries keep their loader and bundler id and lose the module path', () => {
  const lean = withoutRegistryModulePaths(REGISTRY);
  assert.match(
    lean,
    /import\(\/\* webpackChunkName: "0056be2b" \*\/ "@site\/knowledge-base\/10.md"\), "", require\.resolveWeak\("@site\/knowledge-base\/10.md"\)\]/,
  );
  assert.equal(lean.split('""').length - 1, 2);
  assert.equal(
    lean.length,
    REGISTRY.length - '"@site/knowledge-base/10.md"'.length - '"/work/main/.docusaurus/release-notes/default/month.json"'.length + 4,
  );
});

test('a registry in an unexpected shape fails loudly, naming the helper to update', () => {
  const changed = REGISTRY.replace(', "@site/knowledge-base/10.md", require', ', require');
  assert.throws(
    () => withoutRegistryModulePaths(changed),
    /2 entries but 1 matched.*withoutRegistryModulePaths in plugins\/page-weight\/registry\.ts/,
  );
  assert.throws(() => withoutRegistryModulePaths('export default {};'), /0 entries/);
});

test("a page's shard script goes right before the main bundle's, in minified HTML and in webpack's", () => {
  const shard = '/assets/js/route-shard-3.1a2b3c4d.js';
  const minified =
    '<head><script src=/assets/js/runtime~main.0f0f0f0f.js defer></script><script src=/assets/js/main.12ab34cd.js defer></script></head>';
  assert.equal(
    withShardScript(minified, shard, '/docs/intro'),
    `<head><script src=/assets/js/runtime~main.0f0f0f0f.js defer></script><script src=${shard} defer></script><script src=/assets/js/main.12ab34cd.js defer></script></head>`,
  );
  const webpack =
    '<script src="/assets/js/runtime~main.0f0f0f0f.js" defer="defer"></script><script src="/assets/js/main.12ab34cd.js" defer="defer"></script>';
  assert.equal(
    withShardScript(webpack, shard, '/docs/intro'),
    `<script src="/assets/js/runtime~main.0f0f0f0f.js" defer="defer"></script><script src=${shard} defer></script><script src="/assets/js/main.12ab34cd.js" defer="defer"></script>`,
  );
  assert.throws(
    () => withShardScript('<script src=/assets/js/app.js defer></script>', shard, '/docs/intro'),
    /\/docs\/intro has no main bundle script/,
  );
});

test("a moved page's HTML file is found with trailing slashes (route/index.html) and without (route.html)", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-html-'));
  try {
    fs.mkdirSync(path.join(outDir, 'docs/with-slash'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'docs/with-slash/index.html'), '');
    fs.writeFileSync(path.join(outDir, 'docs/without-slash.html'), '');
    assert.equal(htmlFileFor(outDir, '/docs/with-slash', '/'), path.join(outDir, 'docs/with-slash/index.html'));
    assert.equal(htmlFileFor(outDir, '/docs/with-slash/', '/'), path.join(outDir, 'docs/with-slash/index.html'));
    assert.equal(htmlFileFor(outDir, '/docs/without-slash', '/'), path.join(outDir, 'docs/without-slash.html'));
    assert.equal(htmlFileFor(outDir, '/docs/missing', '/'), null);
    assert.equal(htmlFileFor(outDir, '/404.html', '/'), null);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test("the bundle check reads the compilation's modules, so a build restored from the persistent cache passes when the replacement holds", () => {
  const core = '/site/node_modules/@docusaurus/core/lib/client';
  const replacements = new Map([
    [`${core}/preload`, '/site/plugins/page-weight/client/routePreload.ts'],
    [`${core}/docusaurus`, '/site/plugins/page-weight/client/routePrefetch.ts'],
  ]);
  const modules = (...resources: string[]) => ({modules: [{}, ...resources.map((resource) => ({resource}))]});
  assert.equal(
    coreReplacementProblem(
      modules(
        `${core}/index.js`,
        '/site/plugins/page-weight/client/routePreload.ts',
        '/site/plugins/page-weight/client/routePrefetch.ts?x',
      ),
      replacements,
    ),
    null,
  );
  assert.match(
    coreReplacementProblem(modules('/site/plugins/page-weight/client/routePreload.ts', `${core}/docusaurus.js`), replacements)!,
    /still holds core's client\/docusaurus\.js/,
  );
  assert.match(
    coreReplacementProblem(modules('/site/plugins/page-weight/client/routePreload.ts'), replacements)!,
    /lacks routePrefetch\.ts/,
  );
});
