/**
 * The import boundaries are lint rules (eslint.config.mjs), so an editor shows a wrong import as it
 * is typed. Between features: a feature uses shared/, internals/ and other features' public entry
 * points only, shared/ and internals/ use no feature, scripts/ never imports tests/, and nothing
 * imports in a cycle. Between browser and build code: browser code is src/ and what each feature,
 * shared/ and internals/ declare in their browser-safe.json, whatever the folder; the rest is build
 * code. Each case lints a line as if it were in a file of the repository (a fixture that proves the
 * rule fails), or lints a fixture's files.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ESLint, type Linter} from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({cwd: root});

/** The rules that report `code` placed in `file` (a path from the repository's root). */
async function boundaryRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, {filePath: path.join(root, file)});
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const COMPONENT = 'plugins/service-catalog/theme/ServiceReference/index.tsx';
const PLUGIN_THEME = 'plugins/offline-search/theme/SearchBar/index.tsx';

test('browser code imports no Node built-in module', async () => {
  assert.deepEqual(await boundaryRules(COMPONENT, "import fs from 'node:fs'; void fs;"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import path from 'path'; void path;"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(PLUGIN_THEME, "import fs from 'node:fs'; void fs;"), ['no-restricted-imports']);
});

test('browser code imports no undeclared module, by @site/ or by a relative path', async () => {
  const PATHS = 'import/no-restricted-paths';
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/shared/sourceProblems';"), [PATHS]);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/scripts/lib/siteCopy';"), [PATHS, 'boundaries/dependencies']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/internals/codeBlock';"), [PATHS]);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '../../../../shared/sourceProblems';"), [PATHS]);
  // A plugin's component reaching up into the plugin's own build code.
  assert.deepEqual(await boundaryRules(PLUGIN_THEME, "import '../../index';"), [PATHS]);
  // A lib/ module is browser-safe only if declared: the service catalog's input groups are not.
  assert.deepEqual(await boundaryRules(COMPONENT, "import '../../lib/inputGroups';"), [PATHS]);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/shared/lib/siteEnvironment';"), [PATHS]);
});

test('a module declared browser-safe imports no Node built-in and no undeclared module', async () => {
  const DECLARED = 'plugins/service-catalog/lib/serviceReference.ts';
  assert.deepEqual(await boundaryRules(DECLARED, "import path from 'node:path'; void path;"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(DECLARED, "import './inputGroups';"), ['import/no-restricted-paths']);
  assert.deepEqual(await boundaryRules('shared/lib/siteConstants.ts', "import '../sourceProblems';"), ['import/no-restricted-paths']);
  // An undeclared module in lib/ is build code: it may.
  assert.deepEqual(await boundaryRules('plugins/service-catalog/lib/inputGroups.ts', "import path from 'node:path'; void path;"), []);
});

test("browser code may import declared modules: theme/ and client/ folders, features' api.ts, declared lib/ modules; build code may import any of its own", async () => {
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/service-catalog/lib/serviceReference';"), []);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/reader-values/api';"), []);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/internals/client/codeBlockContent';"), []);
  assert.deepEqual(await boundaryRules(PLUGIN_THEME, "import '../../lib/searchResults';"), []);
  assert.deepEqual(
    await boundaryRules('plugins/offline-search/index.ts', "import fs from 'node:fs'; import '../../shared/sourceProblems'; void fs;"),
    [],
  );
});

/** The browser rules of eslint.config.mjs, for the repository or a fixture of one (read at run time: the config is an ES module). */
const browserRules = async () =>
  (await import(path.join(root, 'eslint.config.mjs'))) as {
    browserSafetyConfig: (base: string) => Linter.Config;
    declaredBrowserModules: (base: string) => string[];
  };

test('the declaration decides, not the folder: a fixture feature with a declared module outside lib/ and an undeclared one in it', async () => {
  const fixture = path.join(root, 'tests/fixtures/browser-safety');
  const {browserSafetyConfig} = await browserRules();
  const linter = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: [{files: ['**/*.{ts,tsx}'], languageOptions: {parser: tseslint.parser}}, browserSafetyConfig(fixture)],
  });
  const results = await linter.lintFiles(['plugins/**/*.{ts,tsx}']);
  assert.deepEqual(
    Object.fromEntries(
      results.map((result) => [path.relative(fixture, result.filePath), result.messages.map((message) => message.ruleId)]),
    ),
    {
      'plugins/demo/format.ts': [],
      'plugins/demo/index.ts': [],
      'plugins/demo/lib/readConfig.ts': [],
      'plugins/demo/lib/stamp.ts': ['no-restricted-imports', 'import/no-restricted-paths'],
      'plugins/demo/theme/Demo/index.tsx': ['import/no-restricted-paths'],
    },
  );
});

test('every feature declares its browser-safe modules, and a declared path that is not there is an error naming the file and line', async () => {
  const {declaredBrowserModules} = await browserRules();
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-safe-'));
  try {
    fs.mkdirSync(path.join(site, 'plugins/demo/theme'), {recursive: true});
    assert.throws(
      () => declaredBrowserModules(site),
      /^Error: plugins\/demo\/browser-safe\.json is missing: .*\{"modules": \[\]\} for none/,
    );
    fs.writeFileSync(path.join(site, 'plugins/demo/browser-safe.json'), '{\n  "modules": [\n    "theme/",\n    "lib/gone.ts"\n  ]\n}\n');
    assert.throws(
      () => declaredBrowserModules(site),
      /^Error: plugins\/demo\/browser-safe\.json:4: "lib\/gone\.ts" is not a file of plugins\/demo\/: correct the path/,
    );
    fs.writeFileSync(path.join(site, 'plugins/demo/browser-safe.json'), '{"modules": ["theme"]}');
    assert.throws(
      () => declaredBrowserModules(site),
      /"theme" is not a file of plugins\/demo\/: correct the path \(a folder ends in "\/"\)/,
    );
    fs.writeFileSync(path.join(site, 'plugins/demo/browser-safe.json'), '{"modules": ["theme/"]}');
    assert.deepEqual(declaredBrowserModules(site), ['plugins/demo/theme/']);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('a feature uses another feature only through its public entry points', async () => {
  const REMARK = 'plugins/service-catalog/remarkServiceReference.ts';
  assert.deepEqual(await boundaryRules(REMARK, "import '../reader-values/lib/readerValues';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules(REMARK, "import '../release-notes/releaseHistory';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/reader-values/lib/readerValues';"), ['boundaries/dependencies']);
  // Its index.ts, api.ts and theme components (theme/<Component>/index.tsx) are public.
  assert.deepEqual(await boundaryRules(REMARK, "import '../reader-values/api';"), []);
  assert.deepEqual(await boundaryRules(REMARK, "import '../release-notes';"), []);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/code-highlighting/theme/CodeTokens';"), []);
  // Inside one feature, anything goes.
  assert.deepEqual(await boundaryRules(REMARK, "import './wiringData';"), []);
});

test("a feature's unit tests beside it (plugins/<feature>/__tests__/) are tests; the rest of the feature never imports tests/", async () => {
  const UNIT_TEST = 'plugins/configuration-builder/__tests__/hclTypes.test.ts';
  assert.deepEqual(await boundaryRules(UNIT_TEST, "import '../../../tests/support/configurableServices';"), []);
  assert.deepEqual(await boundaryRules(UNIT_TEST, "import '../../site-data/readSiteData';"), []);
  assert.deepEqual(await boundaryRules('plugins/configuration-builder/index.ts', "import '../../tests/support/configurableServices';"), [
    'boundaries/dependencies',
  ]);
});

test('the service reference uses the configuration builder only through its index.ts, api.ts and theme/', async () => {
  const REMARK = 'plugins/service-catalog/remarkServiceReference.ts';
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/configuration-builder/api';"), []);
  assert.deepEqual(await boundaryRules(REMARK, "import '../configuration-builder';"), []);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/configuration-builder/lib/serviceConfiguration';"), [
    'boundaries/dependencies',
  ]);
  assert.deepEqual(await boundaryRules(REMARK, "import '../configuration-builder/lib/staticExample';"), ['boundaries/dependencies']);
});

test('shared/ and internals/ use no feature, and scripts/ never imports tests/', async () => {
  assert.deepEqual(await boundaryRules('shared/sourceProblems.ts', "import '../plugins/offline-search';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules('internals/leanDocs.ts', "import '../plugins/release-notes';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules('scripts/bench.ts', "import '../tests/support/builtSite';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules('scripts/bench.ts', "import '../plugins/offline-search';"), []);
});

test('the page-weight plugin imports nothing of the site, so it can be installed into another one', async () => {
  const PAGE_WEIGHT = 'plugins/page-weight/index.ts';
  const BOTH = ['boundaries/dependencies', 'import/no-relative-parent-imports'];
  const rulesOf = async (file: string, code: string) => (await boundaryRules(file, code)).sort();
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import '../../shared/htmlFiles';"), BOTH);
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import '../../internals/leanDocs';"), BOTH);
  assert.deepEqual(await rulesOf('plugins/page-weight/client/routeShards.ts', "import '../../reader-values/api';"), BOTH);
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import '../../docusaurus.config';"), ['import/no-relative-parent-imports']);
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import '../../package.json';"), ['import/no-relative-parent-imports']);
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import '@site/docusaurus.config';"), [
    'import/no-relative-parent-imports',
    'no-restricted-syntax',
  ]);
  assert.deepEqual(await rulesOf(PAGE_WEIGHT, "import './routeShards';"), []);
  assert.deepEqual(await rulesOf('docusaurus.config.ts', "import './plugins/page-weight';"), []);
});

test('nothing imports in a cycle', async () => {
  // Two fixture modules that import each other (the cycle rule reads files from disk, so a fixture, not a line).
  const results = await new ESLint({cwd: root, ignore: false}).lintFiles(['tests/fixtures/lint-cycle/*.ts']);
  assert.deepEqual(
    results.map((result) => [path.relative(root, result.filePath), result.messages.map((message) => message.ruleId)]),
    [
      ['tests/fixtures/lint-cycle/first.ts', ['import/no-cycle']],
      ['tests/fixtures/lint-cycle/second.ts', ['import/no-cycle']],
    ],
  );
});

test('a theme component is public, a store or helper beside it is not; scripts/ and deploy/ go through the same doors', async () => {
  const BUILDER = 'plugins/configuration-builder/theme/ServiceConfigurator/Builder.tsx';
  assert.deepEqual(await boundaryRules(BUILDER, "import '@site/plugins/reader-values/theme/ReaderValues/readerValuesStore';"), [
    'boundaries/dependencies',
  ]);
  assert.deepEqual(await boundaryRules(BUILDER, "import '@site/plugins/reader-values/hooks/useReaderValues';"), []);
  assert.deepEqual(await boundaryRules('scripts/check-content.ts', "import '../plugins/library-versions/versionChecks';"), [
    'boundaries/dependencies',
  ]);
  assert.deepEqual(await boundaryRules('scripts/check-content.ts', "import '../plugins/library-versions';"), []);
  assert.deepEqual(await boundaryRules('deploy/edge/worker.ts', "import '../../plugins/mcp/server';"), ['boundaries/dependencies']);
  assert.deepEqual(await boundaryRules('deploy/edge/worker.ts', "import '../../plugins/mcp/edge';"), []);
});
