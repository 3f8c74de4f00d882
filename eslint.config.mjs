// @ts-check
/**
 * `npm run lint`: ESLint with typescript-eslint, React, React hooks and Docusaurus's own rules, then
 * Prettier's check (formatting is Prettier's alone: eslint-config-prettier turns off the rules it
 * owns). It also holds the import boundaries, so an editor shows a wrong import as it is typed
 * (tests/unit/architecture/lintBoundaries.test.ts proves each boundary fails):
 * - between features: a feature (plugins/<name>/) uses shared/ and internals/, and another feature
 *   only through what that feature makes public (index.ts, api.ts, edge.ts, its theme components);
 *   scripts/ and deploy/ go through the same doors; shared/ and internals/ use no feature; scripts/
 *   never imports tests/; nothing imports in a cycle;
 * - between browser code and build code (below).
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
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser code: src/, and under plugins/, shared/ and internals/ every `theme/` folder (components),
 * `client/` folder (client modules) and `lib/` folder (pure logic, which build code uses too), and each
 * feature's api.ts (its browser-safe public API). The
 * rest of plugins/, shared/ and internals/, and scripts/, is build code that runs in Node.
 */
const BROWSER_SUBFOLDERS = ['theme', 'client', 'lib', 'hooks'];
/** The browser folders of plugins/, shared/ and internals/, as paths from the repository's root. */
function browserFoldersUnder(dir) {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isDirectory() && BROWSER_SUBFOLDERS.includes(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((folder) => !BROWSER_SUBFOLDERS.some((name) => folder.slice(0, -name.length).includes(`/${name}/`)));
}
const browserFolders = [...browserFoldersUnder('plugins'), ...browserFoldersUnder('shared'), ...browserFoldersUnder('internals')];
/** A feature's api.ts is browser code too: the pure functions and types it makes public. */
const featureApis = fs
  .readdirSync(path.join(root, 'plugins'))
  .map((name) => `plugins/${name}/api.ts`)
  .filter((file) => fs.existsSync(path.join(root, file)));
const browserFiles = ['src/**/*.{ts,tsx}', ...browserFolders.map((folder) => `${folder}/**/*.{ts,tsx}`), ...featureApis];

/**
 * A feature's public entry points: its plugin and Node API (index.ts), its browser-safe API (api.ts), its API
 * for a runtime without Node such as the edge Worker (edge.ts), and its theme components (each component's own
 * file, `theme/<Component>/index.tsx`; a store or helper beside it is private), and its React hooks (hooks/, one a file, so that importing one brings no other).
 */
const FEATURE_API = ['index.ts', 'api.ts', 'hooks/*.ts', 'edge.ts', 'theme/*/index.tsx', 'theme/*/*/index.tsx', 'theme/*.tsx'];
const FEATURE_API_MESSAGE =
  'A feature uses another feature only through what it makes public: index.ts (its plugin and Node API), api.ts (its browser-safe API), hooks/ (its React hooks, one a file), edge.ts (its API without Node) or its theme components (theme/<Component>/index.tsx). Export what you need there.';

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
      // Code that breaks the rules on purpose, linted by tests/unit/architecture/lintBoundaries.test.ts.
      'tests/fixtures/**',
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
            {
              regex: '^@site/(?:scripts/|(?:plugins|shared|internals)/(?!(?:[^/]+/)*(?:theme|client|lib|hooks)/|[^/]+/api$))',
              message: BUILD_CODE,
            },
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
            except: [...browserFolders, ...featureApis]
              .filter((folder) => folder.startsWith(`${from}/`))
              .map((folder) => `./${folder.slice(from.length + 1)}`),
            message: BUILD_CODE,
          })),
        },
      ],
    },
    settings: {'import/resolver': {node: {extensions: ['.ts', '.tsx', '.js', '.mjs']}}},
  },
  {
    // Dependencies between the parts of the project point one way.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {boundaries, import: importPlugin},
    settings: {
      'boundaries/elements': [
        // A feature's unit tests, beside it (plugins/<feature>/__tests__/), are tests: they may read its private files and tests/support/.
        {type: 'tests', pattern: 'plugins/*/__tests__', mode: 'folder'},
        // The page-weight plugin is installed into other Docusaurus sites as one folder (npm run bench puts it
        // into the stock site): it imports nothing of this site's.
        {type: 'portable', pattern: 'plugins/page-weight', mode: 'folder'},
        {type: 'feature', pattern: 'plugins/*', mode: 'folder', capture: ['name']},
        {type: 'shared', pattern: 'shared', mode: 'folder'},
        {type: 'internals', pattern: 'internals', mode: 'folder'},
        {type: 'site', pattern: 'src', mode: 'folder'},
        {type: 'deploy', pattern: 'deploy', mode: 'folder'},
        {type: 'scripts', pattern: 'scripts', mode: 'folder'},
        {type: 'tests', pattern: ['tests', 'playwright.config.ts'], mode: 'folder'},
        {type: 'config', pattern: ['docusaurus.config.ts', 'sidebars.ts', 'sidebars'], mode: 'folder'},
      ],
      'boundaries/include': ['**/*.{ts,tsx,js,mjs}'],
      'import/resolver': {typescript: {project: path.join(root, 'tsconfig.json')}, node: {extensions: ['.ts', '.tsx', '.js', '.mjs']}},
      // The cycle rule reads the files an import leads to: TypeScript ones with TypeScript's parser.
      'import/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx']},
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: {type: ['feature', 'site']},
              allow: {to: {type: 'feature', internalPath: FEATURE_API}},
              message: FEATURE_API_MESSAGE,
            },
            {from: {type: 'feature'}, allow: {to: {type: ['shared', 'internals']}}},
            {
              from: {type: 'portable'},
              disallow: {to: {type: ['feature', 'shared', 'internals', 'site', 'config', 'scripts', 'tests', 'deploy']}},
              message: 'plugins/page-weight is installed into other sites unchanged: it imports only its own files and packages.',
            },
            {from: {type: 'site'}, allow: {to: {type: ['shared', 'internals']}}},
            {from: {type: 'shared'}, allow: {to: {type: 'internals'}}},
            {from: {type: 'deploy'}, allow: {to: {type: 'shared'}}},
            {from: {type: 'deploy'}, allow: {to: {type: 'feature', internalPath: FEATURE_API}}, message: FEATURE_API_MESSAGE},
            {
              from: {type: 'scripts'},
              allow: {to: {type: ['portable', 'shared', 'internals', 'deploy']}},
              message: 'scripts/ never imports tests/: move what both need into scripts/lib/ or shared/.',
            },
            {from: {type: 'scripts'}, allow: {to: {type: 'feature', internalPath: FEATURE_API}}, message: FEATURE_API_MESSAGE},
            {
              from: {type: ['tests', 'config']},
              allow: {to: {type: ['feature', 'portable', 'shared', 'internals', 'site', 'deploy', 'scripts', 'config']}},
            },
            {from: {type: 'tests'}, allow: {to: {type: 'tests'}}},
          ],
        },
      ],
      'import/no-cycle': ['error', {ignoreExternal: true}],
    },
  },
  {
    // The page-weight plugin is copied into other sites: besides the boundaries above, no import may
    // leave its folder (../) or name this site (@site/): a site's config, data and package.json too.
    files: ['plugins/page-weight/**'],
    // Its unit tests stay here, beside it (another site gets the folder without them: scripts/lib/stockSite.ts).
    ignores: ['plugins/page-weight/__tests__/**'],
    plugins: {import: importPlugin},
    rules: {
      'import/no-relative-parent-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@site\\u002F/], ImportExpression[source.value=/^@site\\u002F/]',
          message: 'plugins/page-weight is installed into other sites unchanged: it imports nothing of the site it is in.',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'plugins/*/__tests__/**'],
    rules: {
      // Playwright fixtures are named by destructuring, even when a hook needs none.
      'no-empty-pattern': 'off',
      // Expected HCL is matched with its indentation as written.
      'no-regex-spaces': 'off',
    },
  },
  prettier,
);
