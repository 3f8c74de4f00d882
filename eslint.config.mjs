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
 * - between browser code and the rest: browser code (src/ and the modules each part declares in its
 *   browser-safe.json) imports no Node built-in and no undeclared module (below).
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
 * Browser code is declared, not inferred from folder names. Each feature, shared/ and internals/ list in their
 * `browser-safe.json` (`{"modules": [...]}`: files, or folders ending in "/", relative to it) the modules that
 * run in the reader's browser (what their plugin hands Docusaurus to bundle: its theme path, client modules) or
 * that browser code may import (api.ts, hooks/, the pure modules these use); `[]` when none. src/ is browser
 * code throughout. Browser code imports no Node built-in and no module of the project that is not declared.
 */
export function declaredBrowserModules(base) {
  const parts = [
    ...fs
      .readdirSync(path.join(base, 'plugins'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `plugins/${entry.name}`),
    ...['shared', 'internals'].filter((part) => fs.existsSync(path.join(base, part))),
  ];
  return parts.flatMap((part) => {
    const file = `${part}/browser-safe.json`;
    if (!fs.existsSync(path.join(base, file))) {
      throw new Error(`${file} is missing: list the modules of ${part} that browser code may import, {"modules": []} for none.`);
    }
    const text = fs.readFileSync(path.join(base, file), 'utf8');
    const {modules} = JSON.parse(text);
    if (!Array.isArray(modules) || !modules.every((module) => typeof module === 'string')) {
      throw new Error(`${file}: "modules" must be a list of paths relative to ${part}/ (a folder ends in "/").`);
    }
    for (const module of modules) {
      const target = path.join(base, part, module);
      const folder = module.endsWith('/');
      if (!fs.existsSync(target) || fs.statSync(target).isDirectory() !== folder) {
        const line = text.slice(0, text.indexOf(JSON.stringify(module))).split('\n').length;
        throw new Error(
          `${file}:${line}: "${module}" is not a ${folder ? 'folder' : 'file'} of ${part}/: correct the path (a folder ends in "/") or remove the entry.`,
        );
      }
    }
    return modules.map((module) => `${part}/${module}`);
  });
}

const NODE_ONLY =
  "Browser code (src/ and the modules declared in a browser-safe.json) runs in the reader's browser: import Node code only from build code and pass its result as plugin data.";
const BUILD_CODE =
  'Browser code (src/ and the modules declared in a browser-safe.json) imports only modules declared browser-safe: declare this one in its browser-safe.json if it uses no Node built-in and no undeclared module, or move what both need into a declared module.';

/** The files browser code is in, as globs: src/ and the `declared` modules (a folder ends in "/"). */
function browserFilesOf(declared) {
  return ['src/**/*.{ts,tsx}', ...declared.map((module) => (module.endsWith('/') ? `${module}**/*.{ts,tsx}` : module))];
}

/**
 * The rules of browser code in the project (or a fixture of one) at `base`: no Node built-in, and of the
 * project's own modules only declared ones, by a relative path or by @site/ (both resolved to files).
 */
export function browserSafetyConfig(base) {
  const declared = declaredBrowserModules(base);
  return {
    files: browserFilesOf(declared),
    plugins: {import: importPlugin},
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({name, message: NODE_ONLY})),
          patterns: [{group: ['node:*'], message: NODE_ONLY}],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: base,
          zones: ['plugins', 'shared', 'internals', 'scripts'].map((from) => ({
            target: ['src', ...declared],
            from,
            except: declared.filter((module) => module.startsWith(`${from}/`)).map((module) => `./${module.slice(from.length + 1)}`),
            message: BUILD_CODE,
          })),
        },
      ],
    },
    settings: {'import/resolver': {node: {extensions: ['.ts', '.tsx', '.js', '.mjs']}}},
  };
}

const browserFiles = browserFilesOf(declaredBrowserModules(root));

/**
 * A feature's public entry points: its plugin and Node API (index.ts), its browser-safe API (api.ts), its API
 * for a runtime without Node such as the edge Worker (edge.ts), and its theme components (each component's own
 * file, `theme/<Component>/index.tsx`; a store or helper beside it is private), and its React hooks (hooks/, one a file, so that importing one brings no other).
 */
const FEATURE_API = ['index.ts', 'api.ts', 'hooks/*.ts', 'edge.ts', 'theme/*/index.tsx', 'theme/*/*/index.tsx', 'theme/*.tsx'];
const FEATURE_API_MESSAGE =
  'A feature uses another feature only through what it makes public: index.ts (its plugin and Node API), api.ts (its browser-safe API), hooks/ (its React hooks, one a file), edge.ts (its API without Node) or its theme components (theme/<Component>/index.tsx). Export what you need there.';

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
  browserSafetyConfig(root),
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
