/**
 * The Docusaurus internals the site depends on, all in internals/. Each test fails when an
 * upgrade changes what the site relies on, naming what to update.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import type {LoadContext} from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import classicTheme, {CLASSIC_CLIENT_MODULES, DEFAULT_MAGIC_COMMENTS, filterClientModules} from '../../../internals/classicTheme';
import {colorModeGuardScript, withColorModeGuard} from '../../../internals/colorModeGuard';
import {CODE_BLOCK_UTILS, codeBlockMetadata} from '../../../internals/codeBlock';
import {THEME_CLASS_NAMES_FILE, ThemeClassNames} from '../../../internals/themeClassNames';
import {THEME_COMMON_LIB} from '../../../internals/themeModule';
import {APP_ROOT_ID, PAGE_PARSED_MARKER} from '../../../internals/appRoot';
import {devServerMiddleware} from '../../../internals/devServer';
import {parse} from 'acorn';
const {withoutWeakReferences} = require('../../../internals/devRegistryLoader.js') as {withoutWeakReferences: (source: string) => string};

const siteDir = path.resolve(__dirname, '../../..');
const PATCH_DIR = path.join(siteDir, 'internals/patches');

/** Just what the classic theme reads when it is created and asked for its client modules. */
const context = {
  siteDir,
  i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
  siteConfig: {
    themeConfig: {
      prism: {additionalLanguages: []},
      colorMode: {defaultMode: 'light', respectPrefersColorScheme: false},
      announcementBar: undefined,
    },
  },
  siteStorage: {type: 'localStorage', namespace: ''},
} as unknown as LoadContext;

const packageVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

test('the classic theme still lists, by the same paths, every client module the site turns off', () => {
  const modules = themeClassic(context, {customCss: []}).getClientModules!();
  for (const module of Object.values(CLASSIC_CLIENT_MODULES)) {
    assert.ok(modules.includes(module), `@docusaurus/theme-classic no longer lists ${module}: update internals/classicTheme.ts`);
  }
});

test('the wrapped theme leaves out the named client modules and keeps the rest, as absolute paths', () => {
  const plugin = classicTheme(context, {customCss: ['./src/css/custom.css'], withoutClientModules: ['prismLanguages', 'progressBar']});
  const modules = plugin.getClientModules!();
  assert.ok(!modules.some((module) => /prism-include-languages|nprogress/.test(module)), modules.join('\n'));
  assert.ok(
    modules.some((module) => /infima/.test(module)),
    'Infima stays',
  );
  assert.ok(modules.includes(path.join(siteDir, 'src/css/custom.css')), 'the custom CSS stays');
  for (const module of modules) assert.ok(path.isAbsolute(module), `${module} is absolute`);
  const themePath = plugin.getThemePath!();
  assert.ok(path.isAbsolute(themePath) && fs.existsSync(path.join(themePath, 'CodeBlock')), `the theme's components are at ${themePath}`);
  assert.ok(
    fs.existsSync(path.join(themePath, 'prism-include-languages.js')),
    'the code-highlighting theme imports @theme/prism-include-languages',
  );
});

test('a client module the theme no longer lists is an error that names the file to update', () => {
  assert.throws(() => filterClientModules(['./a', './b'], ['./b', './gone']), /internals\/classicTheme\.ts.*\.\/gone/);
  assert.deepEqual(filterClientModules(['./a', './b'], ['./b']), ['./a']);
});

test('the core patch matches the installed @docusaurus/core and is applied', () => {
  const patches = fs.readdirSync(PATCH_DIR).filter((file) => file.startsWith('@docusaurus+core+'));
  assert.deepEqual(patches, [`@docusaurus+core+${packageVersion('@docusaurus/core')}.patch`], 'rebase the patch on the installed version');
  const pendingNavigation = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js'), 'utf8');
  assert.match(pendingNavigation, /Route preload failure/, 'the patch is not applied: run npm ci (postinstall runs patch-package)');
  assert.doesNotMatch(pendingNavigation, /window\.location\.reload\(\)/);
});

test('every patch is named after the installed version of its package, and each file it changes is patched', () => {
  const patches = fs.readdirSync(PATCH_DIR);
  assert.ok(patches.length > 0);
  for (const patch of patches) {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patch) ?? [];
    assert.ok(name && version, `${patch} is not named <package>+<version>.patch`);
    const packageName = name.replace('+', '/');
    assert.equal(packageVersion(packageName), version, `rebase ${patch} on the installed ${packageName}`);
    const files = [...fs.readFileSync(path.join(PATCH_DIR, patch), 'utf8').matchAll(/^\+\+\+ b\/(\S+)/gm)].map((match) => match[1]);
    assert.ok(files.length > 0, `${patch} changes no file`);
    for (const file of files) {
      assert.match(
        fs.readFileSync(path.join(siteDir, file), 'utf8'),
        /Patched \(internals\/patches\)/,
        `${file} is not patched: run npm ci`,
      );
    }
  }
});

test('theme-common still exports from its internal entry each hook internals/client/ re-exports', () => {
  const declared = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts'), 'utf8');
  const clientDir = path.join(siteDir, 'internals/client');
  const reexported = fs
    .readdirSync(clientDir)
    .map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8'))
    .join('\n');
  const names = [...reexported.matchAll(/export \{([^}]+)\} from '@docusaurus\/theme-common\/internal'/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim()),
  );
  assert.ok(names.length > 0);
  for (const name of names) assert.match(declared, new RegExp(`\\b${name}\\b`), `${name} left @docusaurus/theme-common/internal`);
});

test("the theme's code block helpers still load in Node and read a block as the build-time highlighter expects", () => {
  assert.ok(fs.existsSync(CODE_BLOCK_UTILS), `${CODE_BLOCK_UTILS} moved: update internals/codeBlock.ts`);
  assert.ok(DEFAULT_MAGIC_COMMENTS.length > 0, 'the theme no longer has default magic comments: update internals/classicTheme.ts');
  const metadata = codeBlockMetadata('a = 1\n# highlight-next-line\nb = 2\n', {
    className: 'language-hcl',
    metastring: 'title="main.tf"',
    magicComments: DEFAULT_MAGIC_COMMENTS,
  });
  assert.equal(metadata.code, 'a = 1\nb = 2');
  assert.equal(metadata.language, 'hcl');
  assert.equal(metadata.title, 'main.tf');
  assert.deepEqual(metadata.lineClassNames, {1: ['theme-code-block-highlighted-line']});
});

test("the theme's code block Content stylesheet still has the classes plugins/code-highlighting/theme/CodeBlock/Content uses", () => {
  const stylesheet = fs.readFileSync(
    path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'),
    'utf8',
  );
  for (const name of ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering'])
    assert.match(stylesheet, new RegExp(`\\.${name}\\b`), `.${name} left the theme's Content stylesheet`);
});

test('the files and aliases that internals/client/ takes from Docusaurus are still there', () => {
  // nprogressStyles.ts: the theme's progress-bar stylesheet.
  assert.ok(
    fs.existsSync(path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/nprogress.css')),
    'the theme moved nprogress.css: update internals/client/nprogressStyles.ts',
  );
  // generatedSiteConfig.ts: the bundler's `@generated` alias, which serves docusaurus.config.
  const bundlerConfig = fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/lib/webpack/base.js'), 'utf8');
  assert.match(
    bundlerConfig,
    /'@generated': generatedFilesDir/,
    'the bundler no longer aliases @generated: update internals/client/generatedSiteConfig.ts',
  );
});

test("the theme's stable class names still load in Node, with every name the build-time code uses", () => {
  assert.ok(
    fs.existsSync(path.join(THEME_COMMON_LIB, THEME_CLASS_NAMES_FILE)),
    `${THEME_CLASS_NAMES_FILE} moved: update internals/themeClassNames.ts`,
  );
  const {docs, common} = ThemeClassNames;
  for (const name of [
    docs.docBreadcrumbs,
    docs.docTocDesktop,
    docs.docTocMobile,
    docs.docFooter,
    docs.docVersionBadge,
    common.admonition,
  ]) {
    assert.match(String(name), /^theme-[a-z-]+$/, 'a class name the site uses left ThemeClassNames');
  }
});

test("the colour-mode guard runs right after the theme's colour-mode script, inside the theme's own tags", () => {
  const plugin = classicTheme(context, {customCss: [], withoutClientModules: []});
  const tags = plugin.injectHtmlTags!({content: undefined}).preBodyTags as {tagName: string; innerHTML?: string}[];
  const themeScript = tags.findIndex(
    (tag) => tag.tagName === 'script' && /data-theme/.test(tag.innerHTML ?? '') && tag.innerHTML !== colorModeGuardScript,
  );
  assert.ok(themeScript >= 0, "the theme's colour-mode script");
  assert.equal(tags[themeScript + 1]?.innerHTML, colorModeGuardScript);
  assert.equal(tags.filter((tag) => tag.innerHTML === colorModeGuardScript).length, 1);
  assert.throws(() => withColorModeGuard([{tagName: 'svg'}]), /internals\/colorModeGuard\.ts: .* no longer injects its colour-mode script/);
});

test('the page template still renders the app into #__docusaurus, followed by the post-body tags', async () => {
  const template = (await import('@docusaurus/core/lib/ssg/ssgTemplate.html.js')) as {default: string | {default: string}};
  const html = typeof template.default === 'string' ? template.default : template.default.default;
  assert.match(
    html,
    new RegExp(`<div id="${APP_ROOT_ID}"><%~ it\\.appHtml %></div>\\s*<%~ it\\.postBodyTags %>`),
    `internals/appRoot.ts: @docusaurus/core's page template no longer renders the app into #${APP_ROOT_ID} followed by the post-body tags; update internals/appRoot.ts and the rule in src/css/custom.css that uses it.`,
  );
  // npm start's page: the app's element, its scripts, then the post-body tags, all siblings.
  const devTemplate = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/templates/dev.html.template.ejs'), 'utf8');
  assert.match(
    devTemplate,
    new RegExp(
      `<div id="${APP_ROOT_ID}"></div>\\s*<%= htmlWebpackPlugin\\.tags\\.bodyTags %>\\s*<%= htmlWebpackPlugin\\.options\\.postBodyTags %>`,
    ),
    `internals/appRoot.ts: @docusaurus/core's dev page template changed around #${APP_ROOT_ID}; check that npm start still shows pages.`,
  );
  const plugin = classicTheme(context, {customCss: [], withoutClientModules: []});
  const postBodyTags = plugin.injectHtmlTags!({content: undefined}).postBodyTags as {tagName: string; attributes?: object}[];
  assert.deepEqual(postBodyTags[0]?.attributes, {[PAGE_PARSED_MARKER]: 'true', hidden: true}, 'the marker comes first after the app');
  const css = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
  assert.ok(
    css.includes(`#${APP_ROOT_ID}:not(:has(~ [${PAGE_PARSED_MARKER}]))`),
    'src/css/custom.css hides the app until the marker is parsed',
  );
});

test('the dev registry loader drops every weak reference of the route registry Docusaurus generates, and keeps its imports', async () => {
  const {generateRouteFiles} = await import('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
  type Routes = Parameters<typeof generateRouteFiles>[0]['routes'];
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  try {
    const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
    await generateRouteFiles({
      generatedFilesDir,
      baseUrl: '/',
      routes: [
        {path: '/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.md'}, plugin},
        {path: '/b "quoted"', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b "quoted".md'}, plugin},
      ] as unknown as Routes,
    });
    const registry = fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
    assert.match(registry, /require\.resolveWeak\(/, 'the generated registry holds weak references');
    const rewritten = withoutWeakReferences(registry);
    assert.doesNotMatch(rewritten, /resolveWeak/);
    assert.equal((rewritten.match(/\(\) => import\(/g) ?? []).length, (registry.match(/\(\) => import\(/g) ?? []).length);
    // Still a module: each entry is [loader, module path, undefined].
    parse(rewritten, {ecmaVersion: 'latest', sourceType: 'module'});
    assert.throws(
      () => withoutWeakReferences(registry.replace(/require\.resolveWeak\(("[^"]*")\)/, 'require.resolve($1)')),
      /internals\/devRegistryLoader\.js: \.docusaurus\/registry\.js has 3 entries but 2 end in require\.resolveWeak/,
    );
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});

test("npm start merges a plugin's dev-server handler with Docusaurus's own: listed once, first", () => {
  const start = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/start/webpack.js'), 'utf8');
  assert.match(
    start,
    /webpack_merge_1\.default\)\(\[defaultDevServerConfig, config\.devServer\]/,
    "internals/devServer.ts: @docusaurus/core no longer merges a plugin's devServer options with webpack-merge; check plugins/compile-on-visit",
  );
  assert.match(start, /setupMiddlewares: \(middlewares, devServer\) => \{[^}]*middlewares\.unshift\([^}]*return middlewares;/);
  const {merge} = require(
    require.resolve('webpack-merge', {paths: [path.join(siteDir, 'node_modules/@docusaurus/core')]}),
  ) as typeof import('webpack-merge');
  type Handlers = {name: string}[];
  const docusaurus = {setupMiddlewares: (middlewares: Handlers) => (middlewares.unshift({name: 'docusaurus'}), middlewares)};
  const ours = devServerMiddleware('ours', () => undefined) as unknown as {setupMiddlewares: (middlewares: Handlers) => Handlers};
  const merged = merge([docusaurus, ours]) as {setupMiddlewares: (middlewares: Handlers) => Handlers};
  assert.deepEqual(
    merged.setupMiddlewares([{name: 'static'}]).map(({name}) => name),
    ['ours', 'docusaurus', 'static'],
  );
});

test("the config's modules are transpiled by SWC where the npm scripts preload internals/configTranspiler.cjs", () => {
  // What the preload relies on: Docusaurus gives jiti no transform, and jiti then requires ../dist/babel.
  const utilsDir = path.dirname(require.resolve('@docusaurus/utils/package.json'));
  const moduleUtils = fs.readFileSync(path.join(utilsDir, 'lib/moduleUtils.js'), 'utf8');
  assert.match(
    moduleUtils,
    /jiti_1\.default\)\(__filename, \{/,
    'internals/configTranspiler.cjs: @docusaurus/utils no longer loads modules with jiti 1',
  );
  assert.doesNotMatch(
    moduleUtils,
    /transform:/,
    'internals/configTranspiler.cjs: @docusaurus/utils now passes jiti a transform of its own',
  );
  const jitiEntry = fs.readFileSync(require.resolve('jiti', {paths: [utilsDir]}), 'utf8');
  assert.match(
    jitiEntry,
    /if \(!opts\.transform\) \{\s*opts\.transform = require\("\.\.\/dist\/babel"\);/,
    'internals/configTranspiler.cjs: jiti no longer takes its default transform from ../dist/babel',
  );

  // And it works: a TypeScript module and what it imports load, transpiled by SWC (its helpers' names
  // are in jiti's cache), and a syntax error fails naming the file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-transpiler-'));
  try {
    fs.writeFileSync(path.join(dir, 'dep.ts'), 'const base: number = 41;\nexport default base;\n');
    fs.writeFileSync(
      path.join(dir, 'config.ts'),
      "import base from './dep';\nexport default {value: base + 1} satisfies {value: number};\n",
    );
    fs.writeFileSync(path.join(dir, 'broken.ts'), 'const value: number = ;\nexport default value;\n');
    const load = (file: string) =>
      spawnSync(
        process.execPath,
        [
          '--require',
          path.join(siteDir, 'internals/configTranspiler.cjs'),
          '-e',
          `require('@docusaurus/utils').loadFreshModule(${JSON.stringify(path.join(dir, file))}).then((value) => console.log(JSON.stringify(value)), (error) => console.log('failed:', error.cause.message))`,
        ],
        {cwd: siteDir, encoding: 'utf8', env: {...process.env, TMPDIR: dir, JITI_RESPECT_TMPDIR_ENV: 'true'}},
      ).stdout.trim();
    assert.equal(load('config.ts'), '{"value":42}');
    const cached = fs.readdirSync(path.join(dir, 'node-jiti')).map((file) => fs.readFileSync(path.join(dir, 'node-jiti', file), 'utf8'));
    assert.ok(
      cached.some((code) => code.includes('_interop_require_default(')),
      'no module in the jiti cache was transpiled by SWC',
    );
    assert.ok(!cached.some((code) => code.includes('_interopRequireDefault(')), 'a module in the jiti cache was transpiled by Babel');
    assert.match(load('broken.ts'), new RegExp(`^failed: ParseError: [\\s\\S]*${path.join(dir, 'broken.ts')}:1:`));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("core's translate and <Translate> read a declaration's id and message only (page-weight drops the descriptions)", () => {
  const file = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/exports/Translate.js');
  const source = fs.readFileSync(file, 'utf8');
  assert.ok(
    !/\bdescription\b/.test(source),
    `${file} now reads a translation's description: the browser bundle must keep them (plugins/page-weight/translationDescriptionsLoader.js)`,
  );
  assert.match(source, /export function translate\(\{ message, id \}, values\)/);
});
