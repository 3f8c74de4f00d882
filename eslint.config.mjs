// @ts-check
/**
 * `npm run lint`: ESLint with typescript-eslint, React, React hooks and Docusaurus's own rules, then
 * Prettier's check (formatting is Prettier's alone: eslint-config-prettier turns off the rules it
 * owns). It also holds the import boundaries between browser code and build code, so an editor shows
 * a wrong import as it is typed (tests/unit/lintBoundaries.test.ts proves each boundary fails).
 */
import {builtinModules} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser code: src/, and under plugins/, shared/ and internals/ every `theme/` folder (components),
 * `client/` folder (client modules) and `lib/` folder (pure logic, which build code uses too). The
 * rest of plugins/, shared/ and internals/, and scripts/, is build code that runs in Node.
 */
const BROWSER_SUBFOLDERS = ['theme', 'client', 'lib'];
/** The browser folders of plugins/, shared/ and internals/, as paths from the repository's root. */
function browserFoldersUnder(dir) {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isDirectory() && BROWSER_SUBFOLDERS.includes(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((folder) => !BROWSER_SUBFOLDERS.some((name) => folder.slice(0, -name.length).includes(`/${name}/`)));
}
const browserFolders = [...browserFoldersUnder('plugins'), ...browserFoldersUnder('shared'), ...browserFoldersUnder('internals')];
const browserFiles = ['src/**/*.{ts,tsx}', ...browserFolders.map((folder) => `${folder}/**/*.{ts,tsx}`)];

const NODE_ONLY =
  "Browser code runs in the reader's browser: move Node code out of theme/, client/ and lib/ and pass its result as plugin data.";
const BUILD_CODE =
  'Browser code cannot import build code (plugins/, shared/ and internals/ outside theme/, client/ and lib/; scripts/): move what both need into a lib/ folder.';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '**/.wrangler/**',
      '.docusaurus/**',
      'node_modules/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
      // Node's require() in CommonJS files and config loaders.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', ...browserFiles],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {...react.configs.flat.recommended.languageOptions, globals: {...globals.browser}},
    settings: {react: {version: 'detect'}},
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus, import: importPlugin},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      // The rules of hooks. (react-hooks 7's React Compiler rules are left out: the site does not use the compiler.)
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Types describe props; there are no PropTypes.
      'react/prop-types': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: browserFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({name, message: NODE_ONLY})),
          patterns: [
            {group: ['node:*'], message: NODE_ONLY},
            {regex: '^@site/(?:scripts/|(?:plugins|shared|internals)/(?!(?:[^/]+/)*(?:theme|client|lib)/))', message: BUILD_CODE},
          ],
        },
      ],
      // Relative imports, resolved to files: the same boundary seen from any folder.
      'import/no-restricted-paths': [
        'error',
        {
          zones: ['plugins', 'shared', 'internals', 'scripts'].map((from) => ({
            target: browserFiles.map((glob) => `./${glob}`),
            from: `./${from}`,
            except: browserFolders.filter((folder) => folder.startsWith(`${from}/`)).map((folder) => `./${folder.slice(from.length + 1)}`),
            message: BUILD_CODE,
          })),
        },
      ],
    },
    settings: {'import/resolver': {node: {extensions: ['.ts', '.tsx', '.js', '.mjs']}}},
  },
  {
    files: ['tests/**'],
    rules: {
      // Playwright fixtures are named by destructuring, even when a hook needs none.
      'no-empty-pattern': 'off',
      // Expected HCL is matched with its indentation as written.
      'no-regex-spaces': 'off',
    },
  },
  prettier,
);
