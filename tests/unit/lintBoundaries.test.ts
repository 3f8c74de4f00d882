/**
 * The import boundaries between browser code and build code are lint rules (eslint.config.mjs), so
 * an editor shows a wrong import as it is typed. Browser code is src/ and, under plugins/ and
 * internals/, every `theme/` and `client/` folder; the rest of plugins/ and internals/, and
 * scripts/, is build code. Each case lints a line as if it were in a file of the repository.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ESLint} from 'eslint';

const root = path.resolve(__dirname, '../..');
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

test('browser code imports no build code, by @site/ or by a relative path', async () => {
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/shared/sourceProblems';"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/scripts/lib/siteCopy';"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/internals/codeBlock';"), ['no-restricted-imports']);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '../../../../shared/sourceProblems';"), ['import/no-restricted-paths']);
  // A plugin's component reaching up into the plugin's own build code.
  assert.deepEqual(await boundaryRules(PLUGIN_THEME, "import '../../index';"), ['import/no-restricted-paths']);
});

test('browser code may import theme/ and client/ folders; build code may import anything', async () => {
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/plugins/offline-search/client/searchResults';"), []);
  assert.deepEqual(await boundaryRules(COMPONENT, "import '@site/internals/client/codeBlockContent';"), []);
  assert.deepEqual(await boundaryRules(PLUGIN_THEME, "import '../../client/searchResults';"), []);
  assert.deepEqual(
    await boundaryRules('shared/sourceProblems.ts', "import fs from 'node:fs'; import '../plugins/offline-search/index'; void fs;"),
    [],
  );
});
