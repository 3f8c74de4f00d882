import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {chunkNamesOf, docIdsIn, parseGeneratedRegistry, parseGeneratedRoutes, shardRoutes, type GeneratedRoute} from '../routeShards';
import {routeShardKey, routeShardOf} from '../client/routeShardKey';
import {createRouteShards, RouteShardError, type RouteShards, type ShardEntries, type ShardRoute} from '../client/routeShards';

/** A routes.js as Docusaurus writes it: top-level pages, a docs plugin nesting its pages three deep, the 404 route. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/releases/2022-12/',
    component: ComponentCreator('/releases/2022-12/', 'r12'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'hom'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'd01'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'd02'),
        routes: [
          {
            path: '/tags',
            component: ComponentCreator('/tags', 't01'),
            exact: true
          },
          {
            path: '/tags/:tag',
            component: ComponentCreator('/tags/:tag', 'p01'),
            exact: true
          },
          {
            path: '/',
            component: ComponentCreator('/', 'd03'),
            routes: [
              {
                path: '/',
                component: ComponentCreator('/', 'ix1'),
                exact: true
              },
              {
                path: '/guides/a',
                component: ComponentCreator('/guides/a', 'a01'),
                exact: true,
                sidebar: "guides"
              },
              {
                path: '/guides/B/',
                component: ComponentCreator('/guides/B/', 'b01'),
                exact: true,
                sidebar: "guides"
              },
              {
                path: '/guides/c',
                component: ComponentCreator('/guides/c', 'c01'),
                exact: true
              }
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES: Record<string, unknown> = {
  '/releases/2022-12/-r12': {__comp: 'month', data: 'm12'},
  '/-hom': {__comp: 'home'},
  '/-d01': {__comp: 'docsRoot', __context: {plugin: 'plug'}},
  '/-d02': {__comp: 'versionRoot', __props: 'version'},
  '/tags-t01': {__comp: 'tagsList', __context: {plugin: 'plug'}},
  '/-d03': {__comp: 'docRoot'},
  '/-ix1': {__comp: 'docItem', content: 'pageIndex'},
  '/guides/a-a01': {__comp: 'docItem', content: 'pageA'},
  '/guides/B/-b01': {__comp: 'docItem', content: 'pageB'},
  '/guides/c-c01': {__comp: 'docItem', content: 'pageC', __context: {data: {shared: 'sharedAC'}}},
  '/tags/:tag-p01': {__comp: 'tagPage'},
};

const entry = (name: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.js"), "", require.resolveWeak("@site/${name}.js")],`;
const NAMES = [
  'pageIndex',
  'tagPage',
  'month',
  'm12',
  'home',
  'docsRoot',
  'plug',
  'versionRoot',
  'version',
  'tagsList',
  'docRoot',
  'docItem',
  'pageA',
  'pageB',
  'pageC',
  'sharedAC',
  'orphan',
];
// As registry.js ends: the closing brace on the last entry's line.
const REGISTRY_JS = `export default {\n${NAMES.map(entry).join('\n')}};\n`;

/** Every route as react-router-config sees it, components stood in by their chunk-names key. */
function toRouteConfig(routes: GeneratedRoute[]): RouteConfig[] {
  return routes.map((route) => ({
    path: route.path,
    exact: route.exact,
    component: `${route.path}-${route.hash}` as unknown as RouteConfig['component'],
    ...(route.routes ? {routes: toRouteConfig(route.routes)} : {}),
  }));
}

/**
 * Runs the generated modules as the bundler would: imports become arguments, a shard import calls
 * the matching shard module, and registry and chunk-names objects are shared between them.
 */
function runSharded(sharded: ReturnType<typeof shardRoutes>, failing = new Set<number>()) {
  const registry: Record<string, unknown> = {};
  const routesChunkNames: Record<string, unknown> = {...sharded.chunkNames};
  const globalData = structuredClone(sharded.globalData);
  for (const line of sharded.registryModule.split('\n').slice(1, -2)) registry[/^ {2}"([^"]+)"/.exec(line)![1]!] = true;
  const ComponentCreator = (path: string, hash: string) => `${path}-${hash}`;
  const require = {resolveWeak: (request: string) => request};
  const evaluate = (code: string, scope: Record<string, unknown>): Record<string, unknown> => {
    const body = code
      .replace(/^import .*$/gm, '')
      .replace(/^export default /m, 'exports.default = ')
      .replace(/^export const (\w+) = /gm, 'exports.$1 = ')
      .replace(/\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ '\.\/shard-(\d+)\.js'\)/g, '() => loadShard($1)');
    const exports: Record<string, unknown> = {};
    new Function('exports', ...Object.keys(scope), body)(exports, ...Object.values(scope));
    return exports;
  };
  const loads: number[] = [];
  const loadShard = (shard: number) =>
    loads.push(shard) && failing.has(shard)
      ? Promise.reject(new Error('network'))
      : Promise.resolve(evaluate(sharded.shardModules[shard]!, {ComponentCreator, registry, routesChunkNames, globalData, require}));
  const main = evaluate(sharded.routesModule, {ComponentCreator, createRouteShards, loadShard, RouteShardRetry: 'retry'});
  return {
    routes: main.default as RouteConfig[],
    shards: main.routeShards as RouteShards,
    ensureRoutes: (pathname: string) => (main.routeShards as RouteShards).ensure(pathname),
    registry,
    routesChunkNames,
    loads,
    main,
    globalData,
  };
}

const matched = (routes: RouteConfig[], pathname: string) => matchRoutes(routes, pathname).map((match) => String(match.route.component));

const routes = parseGeneratedRoutes(ROUTES_JS);
const registry = parseGeneratedRegistry(REGISTRY_JS);

test('routes.js and registry.js read as Docusaurus writes them', () => {
  assert.deepEqual(
    routes.map((route) => [route.path, route.hash, route.exact, route.routes?.length]),
    [
      ['/releases/2022-12/', 'r12', true, undefined],
      ['/', 'hom', true, undefined],
      ['/', 'd01', false, 1],
      ['*', undefined, false, undefined],
    ],
  );
  assert.deepEqual(routes[2]!.routes![0]!.routes![2]!.routes![1]!.properties, [
    `path: '/guides/a'`,
    `component: ComponentCreator('/guides/a', 'a01')`,
    'exact: true',
    'sidebar: "guides"',
  ]);
  assert.equal(registry.size, NAMES.length);
  assert.match(registry.get('pageA')!, /^\[\(\) => import\(.*"@site\/pageA\.js"\)\]$/);
  assert.deepEqual(chunkNamesOf({a: 'x', b: {c: 'y', d: ['z']}}), ['x', 'y', 'z']);
});

test('a change in the shape of the generated files fails the build, naming the file to update', () => {
  assert.throws(
    () => parseGeneratedRoutes('export default {};'),
    /routes\.js does not export an array.*update plugins\/page-weight\/routeShards\.ts/,
  );
  assert.throws(() => parseGeneratedRoutes(`export default [{path: '/a', component: load('/a')}];`), /not a ComponentCreator call/);
  assert.throws(
    () => parseGeneratedRegistry('export default {\n  "a": load("a"),\n};\n'),
    /registry\.js has an entry of an unexpected form/,
  );
  assert.throws(
    () => shardRoutes({routes, chunkNames: {}, registry, baseUrl: '/'}),
    /routesChunkNames\.json has no entry "\/releases\/2022-12\/-r12"/,
  );
});

test('only nested exact pages without parameters move; top-level routes, the home path and the 404 route stay', () => {
  const sharded = shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 2});
  // /tags stays: beside it is a route with a parameter, which the order of routes can matter to.
  assert.deepEqual(sharded.movedPaths.sort(), ['/guides/B/', '/guides/a', '/guides/c']);
  for (const path of sharded.movedPaths)
    assert.ok(!sharded.routesModule.includes(`'${path}'`), `${path} is still in the main routes module`);
  for (const path of ['/releases/2022-12/', '/tags', '/tags/:tag', '*']) assert.ok(sharded.routesModule.includes(`'${path}'`), path);
  assert.ok(sharded.routesModule.includes(`ComponentCreator('/', 'ix1')`), 'the docs page at the site root moved');
  assert.deepEqual(Object.keys(sharded.chunkNames).sort(), [
    '/-d01',
    '/-d02',
    '/-d03',
    '/-hom',
    '/-ix1',
    '/releases/2022-12/-r12',
    '/tags-t01',
    '/tags/:tag-p01',
  ]);
});

test('a registry entry leaves the main bundle only when the pages of one shard alone use it', () => {
  const sharded = shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 1});
  const inMain = (name: string) => sharded.registryModule.includes(`"${name}":`);
  // Used by a page that stays (the parameter route), by the skeleton, by no route: main.
  for (const name of ['docItem', 'plug', 'docRoot', 'orphan', 'month', 'tagsList', 'pageIndex']) assert.ok(inMain(name), name);
  // Used only by moved pages, all in the one shard.
  for (const name of ['pageA', 'pageB', 'pageC', 'sharedAC']) {
    assert.ok(!inMain(name), name);
    assert.ok(sharded.shardModules[0]!.includes(`"${name}": [() => import(`), name);
  }
  // With many shards, a name shared by pages in two of them stays in main.
  const spread = shardRoutes({
    routes,
    chunkNames: {...CHUNK_NAMES, '/guides/a-a01': {__comp: 'docItem', content: 'pageA', extra: 'sharedAC'}},
    registry,
    baseUrl: '/',
    shardCount: 64,
  });
  assert.notEqual(routeShardOf('/guides/a', 64), routeShardOf('/guides/c', 64), 'the fixture needs /guides/a and /guides/c in two shards');
  assert.ok(spread.registryModule.includes('"sharedAC":'));
});

test('after ensureRoutes, every path matches what the full table matches, whatever the shard count', async () => {
  const full = toRouteConfig(routes);
  const paths = [
    '/',
    '/tags',
    '/tags/',
    '/tags/x',
    '/guides/a',
    '/guides/a/',
    '/GUIDES/A',
    '/guides/B',
    '/guides/b/',
    '/guides/c',
    '/guides/x',
    '/releases/2022-12/',
    '/nope',
    '/guides/%61',
  ];
  for (const shardCount of [1, 2, 3, 64]) {
    const sharded = shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount});
    assert.equal(sharded.shardModules.length, shardCount);
    for (const path of paths) {
      // A fresh app per path: nothing loaded for another path may help this one.
      const app = runSharded(sharded);
      await app.ensureRoutes(path);
      assert.deepEqual(matched(app.routes, path), matched(full, path), `${path} with ${shardCount} shards`);
      // The shard brought the page's chunk names and registry entries with it.
      for (const match of matchRoutes(app.routes, path)) {
        const names = chunkNamesOf(app.routesChunkNames[String(match.route.component)]);
        assert.ok(names.length > 0, `${path}: no chunk names for ${String(match.route.component)}`);
        for (const name of names) assert.ok(name in app.registry || registry.has(name), name);
      }
    }
  }
});

test('before its shard is in place a moved page does not match, which is why preload waits for it', async () => {
  const app = runSharded(shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 4}));
  assert.deepEqual(matched(app.routes, '/guides/a'), ['/-d01', '/-d02', '/-d03']);
  await app.ensureRoutes('/guides/a');
  assert.deepEqual(matched(app.routes, '/guides/a'), ['/-d01', '/-d02', '/-d03', '/guides/a-a01']);
  // Loading the same shard again inserts nothing twice.
  await app.ensureRoutes('/guides/a/');
  const docRoot = (
    app.routes.find((route) => String(route.component) === '/-d01')!.routes![0]!.routes!.find((route) => route.routes) as RouteConfig
  ).routes!;
  assert.equal(docRoot.filter((route) => String(route.component) === '/guides/a-a01').length, 1);
});

test('a shard that fails to download rejects with RouteShardError and is fetched again next time', async () => {
  const failing = new Set([routeShardOf('/guides/a', 4)]);
  const sharded = shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 4});
  const app = runSharded(sharded, failing);
  await assert.rejects(app.ensureRoutes('/guides/a'), (error: unknown) => error instanceof RouteShardError && error.routeShard);
  assert.deepEqual(app.shards.missing('/guides/a'), [...failing]);
  // Until it loads, the path matches the retry route, first, and nothing else does.
  assert.deepEqual(matched(app.routes, '/guides/a'), ['retry']);
  assert.deepEqual(matched(app.routes, '/guides/a/'), ['retry']);
  assert.ok(!matched(app.routes, '/guides/c').includes('retry'), 'another path matched the retry route');
  assert.ok(app.shards.failureOf('/guides/a') instanceof RouteShardError);
  failing.clear();
  await app.ensureRoutes('/guides/a');
  assert.deepEqual(matched(app.routes, '/guides/a'), ['/-d01', '/-d02', '/-d03', '/guides/a-a01']);
  assert.equal(app.shards.failureOf('/guides/a'), undefined);
  assert.deepEqual(app.shards.failedPaths, []);
});

test('a page goes before the routes with children of its parent, after its other pages', async () => {
  const children: ShardRoute[] = [
    {path: '/x', exact: true},
    {path: '/', routes: []},
  ];
  const entries: ShardEntries = [[0, {path: '/y', exact: true}]];
  const shards = createRouteShards([{path: '/', routes: children}], [children], [() => Promise.resolve({default: entries})]);
  assert.deepEqual(shards.missing('/y'), [0]);
  await shards.ensure('/y');
  assert.deepEqual(shards.missing('/y'), []);
  assert.deepEqual(
    children.map((child) => child.path),
    ['/x', '/y', '/'],
  );
});

test('the shard key ignores case and trailing slashes, and every shard number is in range', () => {
  assert.equal(routeShardKey('/Guides/A/'), '/guides/a');
  assert.equal(routeShardOf('/guides/a', 16), routeShardOf('/GUIDES/a//', 16));
  const seen = new Set(Array.from({length: 2000}, (_, i) => routeShardOf(`/page/${i}`, 16)));
  assert.deepEqual(
    [...seen].sort((a, b) => a - b),
    Array.from({length: 16}, (_, i) => i),
    'some shard gets no page of 2,000',
  );
});

test('a path the main bundle already matches to an exact route downloads no shard', async () => {
  const app = runSharded(shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 4}));
  for (const path of ['/', '/releases/2022-12/', '/releases/2022-12', '/tags']) {
    assert.deepEqual(app.shards.missing(path), [], path);
    await app.ensureRoutes(path);
  }
  assert.deepEqual(app.loads, []);
  // An unknown path may be a page of a shard: its shard is fetched, and nothing matches in it.
  await app.ensureRoutes('/guides/unknown');
  assert.deepEqual(app.loads, [routeShardOf('/guides/unknown', 4)]);
});

test("a link's query or fragment downloads no other shard than its path's (search's links carry a query or a heading)", async () => {
  const app = runSharded(shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', shardCount: 16}));
  for (const path of [
    '/tags?q=vpc',
    '/tags?q=lock%20file',
    '/releases/2022-12/?x=1',
    '/releases/2022-12/#fixes',
    '/releases/2022-12?x=1#y',
  ]) {
    assert.deepEqual(app.shards.missing(path), [], path);
  }
  assert.deepEqual(app.shards.missing('/guides/unknown/?q=1'), [routeShardOf('/guides/unknown', 16)]);
  assert.deepEqual(app.shards.missing('/guides/unknown/#part'), [routeShardOf('/guides/unknown', 16)]);
  await app.ensureRoutes('/tags?q=lock%20file');
  assert.deepEqual(app.loads, []);
});

test('a page whose path another route has too stays in the main bundle', () => {
  const duplicate = parseGeneratedRoutes(
    ROUTES_JS.replace(`path: '/releases/2022-12/'`, `path: '/guides/a/'`).replace(`'/releases/2022-12/', 'r12'`, `'/guides/a/', 'r12'`),
  );
  const sharded = shardRoutes({
    routes: duplicate,
    chunkNames: {...CHUNK_NAMES, '/guides/a/-r12': CHUNK_NAMES['/releases/2022-12/-r12']},
    registry,
    baseUrl: '/',
    shardCount: 2,
  });
  assert.deepEqual(sharded.movedPaths.sort(), ['/guides/B/', '/guides/c']);
});

test('a failed path with pattern characters matches only itself', async () => {
  const shards = createRouteShards([], [[]], [() => Promise.reject(new Error('network'))], 'retry');
  await assert.rejects(shards.ensure('/a(b)/:c*'));
  const routes = [{path: shards.failedPaths, exact: true, component: 'retry'}] as unknown as RouteConfig[];
  assert.deepEqual(matched(routes, '/a(b)/:c*'), ['retry']);
  assert.deepEqual(matched(routes, '/ab/x'), []);
});

test('chunk names of modules the main bundle imports anyway are listed, so prefetching skips them', () => {
  const withConfig = new Map(registry);
  withConfig.set(
    'cfg',
    '[() => import(/* webpackChunkName: "cfg" */ "@generated/docusaurus.config"), "", require.resolveWeak("@generated/docusaurus.config")]',
  );
  const app = runSharded(
    shardRoutes({
      routes,
      chunkNames: {...CHUNK_NAMES, '/-hom': {__comp: 'home', config: 'cfg'}},
      registry: withConfig,
      baseUrl: '/',
      shardCount: 2,
    }),
  );
  // With the modules of the routes with children (root, version root, doc root: eager imports).
  assert.deepEqual([...(app.main.chunkNamesInMainBundle as Set<string>)].sort(), [
    'cfg',
    'docRoot',
    'docsRoot',
    'plug',
    'version',
    'versionRoot',
  ]);
});

test("a moved page's entry in the docs plugin's global data goes to its shard; navbar docs and the version's main doc stay", async () => {
  const doc = (id: string, path: string) => ({id, path, sidebar: 'guides'});
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [
          {
            name: 'current',
            mainDocId: 'a',
            docs: [doc('a', '/guides/a'), doc('b', '/guides/B/'), doc('c', '/guides/c'), doc('t', '/tags')],
          },
        ],
      },
    },
    'other-plugin': {default: {x: 1}},
  };
  const keepDocIds = docIdsIn({navbar: {items: [{type: 'dropdown', items: [{type: 'doc', docId: 'c'}]}]}});
  assert.deepEqual([...keepDocIds], ['c']);
  const sharded = shardRoutes({routes, chunkNames: CHUNK_NAMES, registry, baseUrl: '/', globalData, keepDocIds, shardCount: 3});
  const docsIn = (data: typeof sharded.globalData) =>
    data['docusaurus-plugin-content-docs']!.default!.versions[0]!.docs.map((entry) => entry.id).sort();
  assert.deepEqual(docsIn(sharded.globalData), ['a', 'c', 't']);
  assert.deepEqual(sharded.globalData['other-plugin'], {default: {x: 1}});
  // The input is not changed.
  assert.equal(globalData['docusaurus-plugin-content-docs'].default.versions[0]!.docs.length, 4);
  const app = runSharded(sharded);
  await app.ensureRoutes('/guides/B');
  assert.deepEqual(docsIn(app.globalData), ['a', 'b', 'c', 't']);
});
