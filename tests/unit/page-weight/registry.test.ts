import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutRegistryModulePaths} from '../../../plugins/page-weight/registry';

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
