import {createRequire} from 'node:module';
import path from 'node:path';
import type {ArrayExpression, Expression, ObjectExpression, Property, SpreadElement} from 'acorn';
import {routeShardChunk, routeShardKey, routeShardOf} from './client/routeShardKey';

// acorn through Node's own require, when first needed: the config loader (jiti) would otherwise
// transpile its 6,000 lines at every start with an empty cache (half a second).
const parse: typeof import('acorn').parse = (...args) => (createRequire(__filename)('acorn') as typeof import('acorn')).parse(...args);

/**
 * Route sharding: the route table, the route chunk names and the route registry
 * that Docusaurus generates (.docusaurus/routes.js, routesChunkNames.json and
 * registry.js) all go into the main bundle, about 60 bytes gzip for each page of
 * the site (facebook/docusaurus#7256). This splits them, for the browser bundle of
 * a production build only:
 * - the skeleton (every route except docs pages) stays in the main bundle;
 * - each docs page's route, its chunk names and the registry entries only it
 *   uses go into one of a fixed set of shards, chosen by a hash of its path
 *   (client/routeShardKey.ts), each a lazy chunk the browser loads before it
 *   matches a path (client/routeShards.ts).
 * A page is moved only when moving it cannot change what a path matches: an exact
 * route without children or parameters, nested under a parent whose other pages
 * are such routes too. Everything here reads Docusaurus's generated files, whose shape is
 * not a public API: each parser throws, naming this file, when the shape changes.
 */

/** One route of routes.js, with its object literal's source kept as written. */
export interface GeneratedRoute {
  path: string;
  /** The second argument of ComponentCreator: the key of routesChunkNames is `${path}-${hash}`. */
  hash: string | undefined;
  exact: boolean;
  /** The source of each property except `routes`, as routes.js has it. */
  properties: string[];
  routes: GeneratedRoute[] | undefined;
}

export interface ShardedRoutes {
  /** The main bundle's routes module: the skeleton, the parents array and `routeShards`. */
  routesModule: string;
  /** One module per shard. */
  shardModules: string[];
  /** The main bundle's chunk names (JSON) and registry (JS), without what moved to shards. */
  chunkNames: Record<string, unknown>;
  registryModule: string;
  /** The main bundle's global data, without the docs entries that moved to shards. */
  globalData: GlobalDataLike;
  /** The paths of the pages that moved to shards. */
  movedPaths: string[];
}

const SOURCE = 'plugins/page-weight/routeShards.ts';
/** The browser half: by absolute path, so that the plugin works from any folder of any site. */
const CLIENT = path.join(__dirname, 'client');

function shapeError(file: string, detail: string): Error {
  return new Error(`${SOURCE}: .docusaurus/${file} ${detail}. Docusaurus may have changed how it writes it: update ${SOURCE}.`);
}

function stringValue(node: Expression | SpreadElement | undefined, file: string, what: string): string {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  throw shapeError(file, `has a route whose ${what} is not a string literal`);
}

function readRoute(node: Expression | SpreadElement | null, code: string): GeneratedRoute {
  if (node?.type !== 'ObjectExpression') throw shapeError('routes.js', 'has a route that is not an object literal');
  const properties = (node as ObjectExpression).properties as Property[];
  const named = (name: string): Property | undefined =>
    properties.find((property) => property.key.type === 'Identifier' && property.key.name === name);
  const component = named('component')?.value;
  if (component?.type !== 'CallExpression' || component.callee.type !== 'Identifier' || component.callee.name !== 'ComponentCreator') {
    throw shapeError('routes.js', 'has a route whose component is not a ComponentCreator call');
  }
  const path = stringValue(named('path')?.value as Expression, 'routes.js', 'path');
  const exact = named('exact')?.value;
  const children = named('routes')?.value;
  if (children !== undefined && children.type !== 'ArrayExpression') throw shapeError('routes.js', 'has a `routes` that is not an array');
  return {
    path,
    hash: component.arguments[1] === undefined ? undefined : stringValue(component.arguments[1], 'routes.js', 'hash'),
    exact: exact?.type === 'Literal' && exact.value === true,
    properties: properties.filter((property) => property !== named('routes')).map((property) => code.slice(property.start, property.end)),
    routes: children === undefined ? undefined : (children as ArrayExpression).elements.map((child) => readRoute(child, code)),
  };
}

/** The route tree of routes.js. */
export function parseGeneratedRoutes(code: string): GeneratedRoute[] {
  const program = parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (exported?.declaration.type !== 'ArrayExpression') throw shapeError('routes.js', 'does not export an array by default');
  return exported.declaration.elements.map((element) => readRoute(element, code));
}

/** registry.js as entries: chunk name → the source of its `[loader, path, weak id]` array. */
export function parseGeneratedRegistry(code: string): Map<string, string> {
  const entries = new Map<string, string>();
  const body = /^export default \{\n([\s\S]*)\};\s*$/.exec(code);
  if (!body) throw shapeError('registry.js', 'is not an `export default {…}` object');
  for (const line of body[1]!.split('\n')) {
    if (line.trim() === '') continue;
    const entry = /^ {2}"([^"]+)": (\[\(\) => import\(.*\)\]),$/.exec(line);
    if (!entry) throw shapeError('registry.js', `has an entry of an unexpected form: ${line.slice(0, 120)}`);
    entries.set(entry[1]!, entry[2]!);
  }
  return entries;
}

/** Every chunk name in one route's entry of routesChunkNames (values may nest). */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** The global data key of the docs plugin, and the part of its data that matters here. */
const DOCS_GLOBAL_DATA = 'docusaurus-plugin-content-docs';
export interface DocEntryLike {
  id: string;
  path: string;
  [key: string]: unknown;
}
export interface GlobalDataLike {
  [DOCS_GLOBAL_DATA]?: Record<
    string,
    {versions: {mainDocId: string; docs: DocEntryLike[]; [key: string]: unknown}[]; [key: string]: unknown}
  >;
  [plugin: string]: unknown;
}

/** Every `docId` the theme config names (navbar doc items, at any depth). */
export function docIdsIn(themeConfig: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'docId' && typeof child === 'string') ids.add(child);
        else walk(child);
      }
    }
  };
  walk(themeConfig);
  return ids;
}

/** Modules Docusaurus's client imports statically, which plugins may also hand to routes as props. */
export const MAIN_BUNDLE_MODULES = ['@generated/docusaurus.config'];

const isPlainPage = (route: GeneratedRoute): boolean => route.exact && route.routes === undefined && !/[:*(?]/.test(route.path);

/** How many shards for this many pages: about eight pages each, so a shard stays near 1 KB gzip. */
export function shardCountFor(pages: number): number {
  return Math.max(1, Math.round(pages / 8));
}

/**
 * Splits the generated route files as described at the top of this file. `baseUrl` is never
 * moved (the theme looks for the home page route by walking the table).
 */
export function shardRoutes(input: {
  routes: GeneratedRoute[];
  chunkNames: Record<string, unknown>;
  registry: Map<string, string>;
  baseUrl: string;
  /** Docusaurus's global data (globalData.json); its docs lists move to shards with their pages. */
  globalData?: GlobalDataLike;
  /** Docs the layout names by id (navbar items), which must stay in the main bundle. */
  keepDocIds?: Set<string>;
  shardCount?: number;
}): ShardedRoutes {
  const {routes, chunkNames, registry, baseUrl} = input;
  const keyOf = (route: GeneratedRoute): string => `${route.path}-${route.hash}`;
  // Parents whose children may move: children of a route (the top-level array is rendered once,
  // when the app starts) none of which matches more than its own path.
  const parents: GeneratedRoute[] = [];
  const movable: {route: GeneratedRoute; parent: number}[] = [];
  // A page whose path another route has too stays: the skeleton's route would match it first.
  const pathCounts = new Map<string, number>();
  const count = (list: GeneratedRoute[]): void => {
    for (const route of list) {
      pathCounts.set(routeShardKey(route.path), (pathCounts.get(routeShardKey(route.path)) ?? 0) + (route.routes ? 0 : 1));
      if (route.routes) count(route.routes);
    }
  };
  count(routes);
  const visit = (list: GeneratedRoute[]): void => {
    for (const route of list) {
      if (!route.routes) continue;
      const children = route.routes;
      // With only literal exact pages beside each other, their order cannot change a match.
      if (children.every((child) => child.routes !== undefined || isPlainPage(child))) {
        const pages = children.filter(
          (child) =>
            isPlainPage(child) && routeShardKey(child.path) !== routeShardKey(baseUrl) && pathCounts.get(routeShardKey(child.path)) === 1,
        );
        if (pages.length > 0) {
          parents.push(route);
          for (const page of pages) movable.push({route: page, parent: parents.length - 1});
        }
      }
      visit(children);
    }
  };
  visit(routes);

  const shardCount = input.shardCount ?? shardCountFor(movable.length);
  const movedSet = new Set(movable.map((entry) => entry.route));
  // Which shards, and whether the skeleton, use each chunk name.
  const users = new Map<string, Set<number | 'main'>>();
  const use = (name: string, user: number | 'main'): void => {
    const set = users.get(name) ?? new Set();
    set.add(user);
    users.set(name, set);
  };
  const shardOf = new Map(movable.map((entry) => [entry.route, routeShardOf(entry.route.path, shardCount)]));
  const walk = (list: GeneratedRoute[]): void => {
    for (const route of list) {
      if (route.hash !== undefined) {
        const names = chunkNames[keyOf(route)];
        if (names === undefined) throw shapeError('routesChunkNames.json', `has no entry "${keyOf(route)}" for a route of routes.js`);
        for (const name of chunkNamesOf(names)) use(name, movedSet.has(route) ? shardOf.get(route)! : 'main');
      }
      if (route.routes) walk(route.routes);
    }
  };
  walk(routes);
  const shardOnly = (name: string): number | undefined => {
    const set = users.get(name)!;
    const [only] = set;
    return set.size === 1 && only !== 'main' ? only : undefined;
  };

  // The skeleton.
  const parentIndex = new Map(parents.map((route, index) => [route, index]));
  const print = (route: GeneratedRoute, indent: string): string => {
    const inner = `${indent}  `;
    const lines = route.properties.map((property) => `${inner}${property}`);
    if (route.routes) {
      const kept = route.routes.filter((child) => !movedSet.has(child)).map((child) => print(child, `${inner}  `));
      const array = `[\n${kept.join(',\n')}${kept.length ? '\n' : ''}${inner}]`;
      const index = parentIndex.get(route);
      lines.push(`${inner}routes: ${index === undefined ? array : `(parents[${index}] = ${array})`}`);
    }
    return `${indent}{\n${lines.join(',\n')}\n${indent}}`;
  };
  const loaders = Array.from(
    {length: shardCount},
    (_, shard) => `  () => import(/* webpackChunkName: "${routeShardChunk(shard)}" */ './shard-${shard}.js')`,
  );
  // The modules of the routes with children (a docs plugin's root, version root and doc root,
  // with their props and context) serve most pages of the site: they go into the main bundle
  // (eager imports), sparing each docs page a handful of requests for a few hundred bytes each.
  const layoutNames = new Set<string>();
  const collectLayouts = (list: GeneratedRoute[]): void => {
    for (const route of list) {
      if (!route.routes) continue;
      if (route.hash !== undefined) chunkNamesOf(chunkNames[keyOf(route)]).forEach((name) => layoutNames.add(name));
      collectLayouts(route.routes);
    }
  };
  collectLayouts(routes);
  const eager = (entry: string): string =>
    entry.replace(/import\(\/\* webpackChunkName: "[^"]+" \*\//, 'import(/* webpackMode: "eager" */');
  // Modules the main bundle imports anyway get no chunk of their own: prefetching must skip them.
  const inMainBundle = [...registry]
    .filter(([name, entry]) => layoutNames.has(name) || MAIN_BUNDLE_MODULES.some((module) => entry.includes(`*/ "${module}")`)))
    .map(([name]) => name);
  const routesModule = [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import {createRouteShards} from ${JSON.stringify(path.join(CLIENT, 'routeShards'))};`,
    `import RouteShardRetry from ${JSON.stringify(path.join(CLIENT, 'RouteShardRetry'))};`,
    ``,
    `// Generated by ${SOURCE}: the docs pages' routes are in ./shard-*.js.`,
    `const parents = [];`,
    `const routes = [\n${routes.map((route) => print(route, '  ')).join(',\n')}\n];`,
    `export default routes;`,
    `export const chunkNamesInMainBundle = new Set(${JSON.stringify(inMainBundle)});`,
    `export const routeShards = createRouteShards(routes, parents, [\n${loaders.join(',\n')}\n], RouteShardRetry);`,
    ``,
  ].join('\n');

  // The docs plugin's global data lists every doc (id, path, sidebar) for the layout, which looks
  // up the current page's doc by path (useActiveDocContext) and navbar docs by id (useLayoutDoc):
  // a moved page's entry goes with it, except the docs navbar items and versions name.
  const globalData = structuredClone(input.globalData ?? {});
  const movedByKey = new Map(movable.map(({route}) => [routeShardKey(route.path), shardOf.get(route)!]));
  const docsByShard = new Map<number, [string, number, DocEntryLike][]>();
  for (const [pluginId, plugin] of Object.entries(globalData[DOCS_GLOBAL_DATA] ?? {})) {
    plugin.versions.forEach((version, versionIndex) => {
      version.docs = version.docs.filter((doc) => {
        const shard = movedByKey.get(routeShardKey(doc.path));
        if (shard === undefined || doc.id === version.mainDocId || input.keepDocIds?.has(doc.id)) return true;
        docsByShard.set(shard, [...(docsByShard.get(shard) ?? []), [pluginId, versionIndex, doc]]);
        return false;
      });
    });
  }

  const shardModules = Array.from({length: shardCount}, (_, shard) => {
    const pages = movable.filter((entry) => shardOf.get(entry.route) === shard);
    const docs = docsByShard.get(shard) ?? [];
    const names: Record<string, unknown> = {};
    const entries = new Set<string>();
    for (const {route} of pages) {
      names[keyOf(route)] = chunkNames[keyOf(route)];
      for (const name of chunkNamesOf(chunkNames[keyOf(route)])) if (shardOnly(name) === shard) entries.add(name);
    }
    const registryLines = [...entries].sort().map((name) => `  ${JSON.stringify(name)}: ${registry.get(name)},`);
    const routeLines = pages.map(
      ({route, parent}) => `  [${parent}, {\n${route.properties.map((property) => `    ${property}`).join(',\n')}\n  }],`,
    );
    return [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import registry from '@generated/registry';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      `import globalData from '@generated/globalData';`,
      ``,
      `// Generated by ${SOURCE}: shard ${shard} of ${shardCount}.`,
      `Object.assign(registry, {\n${registryLines.join('\n')}\n});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(names)});`,
      `for (const [plugin, version, doc] of ${JSON.stringify(docs)}) globalData[${JSON.stringify(DOCS_GLOBAL_DATA)}][plugin].versions[version].docs.push(doc);`,
      `export default [\n${routeLines.join('\n')}\n];`,
      ``,
    ].join('\n');
  });

  const movedKeys = new Set(movable.map(({route}) => keyOf(route)));
  const mainNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !movedKeys.has(key)));
  const mainRegistry = [...registry].filter(([name]) => users.has(name) && shardOnly(name) === undefined);
  const unused = [...registry.keys()].filter((name) => !users.has(name));
  const registryModule = [
    'export default {',
    ...mainRegistry.map(([name, entry]) => `  ${JSON.stringify(name)}: ${layoutNames.has(name) ? eager(entry) : entry},`),
    // Entries no route names stay, as Docusaurus wrote them.
    ...unused.map((name) => `  ${JSON.stringify(name)}: ${registry.get(name)},`),
    '};',
    '',
  ].join('\n');
  return {routesModule, shardModules, chunkNames: mainNames, registryModule, globalData, movedPaths: movable.map(({route}) => route.path)};
}
