import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {Joi} from '@docusaurus/utils-validation';
import {withoutRegistryModulePaths} from './registry';
import {docIdsIn, parseGeneratedRegistry, parseGeneratedRoutes, shardRoutes, type GlobalDataLike} from './routeShards';
import {routeShardKey, routeShardOf} from './client/routeShardKey';

/** What the browser bundle's build leaves for postBuild: the shard of each page and the shards' files. */
interface ShardManifest {
  shardCount: number;
  /** Route key (client/routeShardKey) of every page that moved to a shard. */
  pages: string[];
  /** Shard number → its script, relative to the output directory. */
  files: Record<number, string>;
}

const CLIENT = path.join(__dirname, 'client');
/** Drops translation declarations' descriptions from Docusaurus's own modules in the browser bundle. */
const TRANSLATION_DESCRIPTIONS_LOADER = path.join(__dirname, 'translationDescriptionsLoader.js');
/** A module of one of Docusaurus's packages (their `lib/`, JavaScript with JSX). */
const DOCUSAURUS_LIB_MODULE = /[\\/]node_modules[\\/]@docusaurus[\\/][^\\/]+[\\/]lib[\\/].+\.js$/;
/** A relative import that may be of core's `client/preload.js` or `client/docusaurus.js`. */
const CORE_CLIENT_IMPORT = /^\.\.?\/(?:.*\/)?(?:preload|docusaurus)(?:\.js)?$/;

/**
 * Changes to the browser bundle of a production build, all about the bytes every
 * first visit downloads on a site of 800 pages (Prism out of the main bundle is
 * the classic theme's `withoutClientModules` in docusaurus.config.ts):
 * - route sharding (routeShards.ts): the docs pages' routes, chunk names
 *   and registry entries leave the main bundle for small shards loaded by path;
 *   core's preload and window.docusaurus are replaced by versions that load the
 *   shard first (client/routePreload.ts, routePrefetch.ts), and each
 *   page's HTML names its own shard's script, so a first visit waits for no extra
 *   round trip;
 * - route chunks are named by id and content hash, not by Docusaurus's chunk
 *   name, so the runtime no longer carries a name for each of its chunks;
 * - the route registry drops module paths that only server rendering reads
 *   (see withoutRegistryModulePaths);
 * - `tslib` is the one helper Docusaurus's CommonJS client code calls
 *   (client/tslib.ts), not all of tslib;
 * - the descriptions of Docusaurus's translation declarations, for translators only, are left out
 *   (translationDescriptionsLoader.js).
 * The server bundle and `npm start` are unchanged: the files are rewritten once,
 * after Docusaurus has generated them and before the client is bundled.
 */
export default function pageWeightPlugin(context: LoadContext): Plugin {
  const leanDir = path.join(context.generatedFilesDir, 'page-weight');
  const manifestFile = path.join(leanDir, 'shards.json');
  return {
    name: 'page-weight',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const generated = (file: string) => fs.readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const sharded = shardRoutes({
        routes: parseGeneratedRoutes(generated('routes.js')),
        chunkNames: JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>,
        registry: parseGeneratedRegistry(withoutRegistryModulePaths(generated('registry.js'))),
        baseUrl: context.baseUrl,
        globalData: JSON.parse(generated('globalData.json')) as GlobalDataLike,
        keepDocIds: docIdsIn(context.siteConfig.themeConfig),
      });
      fs.rmSync(leanDir, {recursive: true, force: true});
      fs.mkdirSync(leanDir, {recursive: true});
      fs.writeFileSync(path.join(leanDir, 'routes.js'), sharded.routesModule);
      fs.writeFileSync(path.join(leanDir, 'routesChunkNames.js'), `export default ${JSON.stringify(sharded.chunkNames)};\n`);
      fs.writeFileSync(path.join(leanDir, 'registry.js'), sharded.registryModule);
      fs.writeFileSync(path.join(leanDir, 'globalData.js'), `export default ${JSON.stringify(sharded.globalData)};\n`);
      sharded.shardModules.forEach((code, shard) => fs.writeFileSync(path.join(leanDir, `shard-${shard}.js`), code));
      const manifest: ShardManifest = {shardCount: sharded.shardModules.length, pages: sharded.movedPaths.map(routeShardKey), files: {}};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const coreClient = path.join(
        path.dirname(require.resolve('@docusaurus/core/package.json', {paths: [context.siteDir]})),
        'lib/client',
      );
      const coreReplacements = new Map([
        [path.join(coreClient, 'preload'), path.join(CLIENT, 'routePreload.ts')],
        [path.join(coreClient, 'docusaurus'), path.join(CLIENT, 'routePrefetch.ts')],
      ]);
      // Core's ChunkAssetPlugin maps each chunk name to its id in the runtime, for prefetching;
      // with chunk ids that are the names, routePrefetch.ts needs no map.
      const chunkAssets = config.plugins?.findIndex((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin') ?? -1;
      if (chunkAssets === -1)
        throw new Error(`plugins/page-weight: Docusaurus's client config no longer has its ChunkAssetPlugin: check routePrefetch.ts.`);
      config.plugins!.splice(chunkAssets, 1);
      withPluginAsBuildDependency(config);
      return {
        // A route chunk's id is Docusaurus's chunk name and its file carries the build's hash: the
        // runtime computes every chunk's URL with no map of ids to names or content hashes.
        optimization: {chunkIds: 'named'},
        resolve: {alias: {tslib$: path.join(CLIENT, 'tslib.ts')}},
        output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'},
        module: {rules: [{test: DOCUSAURUS_LIB_MODULE, enforce: 'pre', use: [{loader: TRANSLATION_DESCRIPTIONS_LOADER}]}]},
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, path.join(leanDir, 'routes.js')),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, path.join(leanDir, 'routesChunkNames.js')),
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, path.join(leanDir, 'registry.js')),
          new NormalModuleReplacementPlugin(/^@generated\/globalData$/, path.join(leanDir, 'globalData.js')),
          // Core's client modules, replaced where core's own files import them (`./preload`,
          // `./docusaurus`): the import is redirected before it is resolved, so the bundler (Rspack or
          // webpack) treats the replacement as the TypeScript file it is, in its own folder.
          new NormalModuleReplacementPlugin(CORE_CLIENT_IMPORT, (resolveData: {context: string; request: string}) => {
            const target = path.resolve(resolveData.context, resolveData.request).replace(/\.js$/, '');
            const replacement = coreReplacements.get(target);
            if (!replacement) return;
            resolveData.request = replacement;
          }),
          {
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, fn: (compilation: ShardCompilation) => void) => void}}}) {
              compiler.hooks.afterEmit.tap('page-weight', (compilation) => {
                // What the bundle holds, whether its modules were resolved in this build or restored from
                // the bundler's persistent cache (where the replacement callback above does not run again).
                const problem = coreReplacementProblem(compilation, coreReplacements);
                if (problem) throw new Error(`plugins/page-weight: ${problem}`);
                for (const chunk of compilation.chunks) {
                  const shard = /^route-shard-(\d+)$/.exec(chunk.name ?? '');
                  const file = [...chunk.files].find((name) => name.endsWith('.js'));
                  if (shard && file) manifest.files[Number(shard[1])] = file;
                }
                fs.writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (!fs.existsSync(manifestFile)) return;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ShardManifest;
      const pages = new Set(manifest.pages);
      for (const route of new Set(routesPaths)) {
        if (!pages.has(routeShardKey(route))) continue;
        const file = htmlFileFor(outDir, route, baseUrl);
        const script = manifest.files[routeShardOf(route, manifest.shardCount)];
        if (!file) throw new Error(`plugins/page-weight: the build wrote no HTML file for ${route}, whose route moved to a shard.`);
        if (!script) throw new Error(`plugins/page-weight: the bundler wrote no file for the route shard of ${route}.`);
        const html = await fs.promises.readFile(file, 'utf8');
        await writeAtomically(file, withShardScript(html, `${baseUrl}${script}`, route));
      }
    },
  };
}

interface ShardCompilation {
  chunks: Iterable<{name?: string | null; files: Iterable<string>}>;
  /** Normal modules have a `resource`: their file, with the request's query if any. */
  modules: Iterable<object>;
}

/**
 * The bundler's persistent cache (Rspack's `experiments.cache`, webpack's `cache`, on unless
 * DOCUSAURUS_NO_PERSISTENT_CACHE is set) is evicted when this plugin's code changes, as it is for the site's
 * config: what the plugin rewrites and replaces is part of how every module of the bundle was built.
 */
function withPluginAsBuildDependency(config: Configuration): void {
  const files = [__filename, TRANSLATION_DESCRIPTIONS_LOADER, ...fs.readdirSync(CLIENT).map((file) => path.join(CLIENT, file))];
  const rspackCache = (config as {experiments?: {cache?: {type?: string; buildDependencies?: string[]}}}).experiments?.cache;
  if (rspackCache?.type === 'persistent') rspackCache.buildDependencies = [...(rspackCache.buildDependencies ?? []), ...files];
  const webpackCache = config.cache;
  if (typeof webpackCache === 'object' && webpackCache.type === 'filesystem')
    webpackCache.buildDependencies = {...webpackCache.buildDependencies, pageWeight: files};
}

/**
 * Null when the browser bundle holds each replacement and none of core's modules it replaces; otherwise what
 * is wrong. `replacements` maps core's module (its path without extension) to the file that replaces it.
 */
export function coreReplacementProblem(
  compilation: Pick<ShardCompilation, 'modules'>,
  replacements: ReadonlyMap<string, string>,
): string | null {
  const resources = new Set<string>();
  for (const module of compilation.modules) {
    const {resource} = module as {resource?: unknown};
    if (typeof resource === 'string') resources.add(resource.split('?')[0]);
  }
  const kept = [...replacements.keys()].filter((core) => resources.has(`${core}.js`));
  if (kept.length > 0)
    return `the browser bundle still holds core's ${kept.map((core) => `client/${path.basename(core)}.js`).join(' and ')}: Docusaurus's client no longer imports it as ./${path.basename(kept[0])}; check client/routePreload.ts and routePrefetch.ts.`;
  const missing = [...replacements.values()].filter((replacement) => !resources.has(replacement));
  if (missing.length > 0)
    return `the browser bundle lacks ${missing.map((file) => path.basename(file)).join(' and ')}: Docusaurus's client no longer imports core's preload and docusaurus modules; check client/routePreload.ts and routePrefetch.ts.`;
  return null;
}

/**
 * The page's shard as a deferred script before the main bundle's: it runs first, so the
 * shard is installed when the app asks for it before hydrating.
 */
export function withShardScript(html: string, src: string, route: string): string {
  // Minified (Docusaurus Faster: `<script src=/…/main.1a2b3c4d.js defer>`) or not (webpack: quoted, `defer="defer"`).
  const main = /<script src="?[^\s">]*\/main\.[0-9a-f]+\.js"? defer(?:="defer")?><\/script>/.exec(html);
  if (!main) throw new Error(`plugins/page-weight: the HTML of ${route} has no main bundle script to put its route shard before.`);
  return `${html.slice(0, main.index)}<script src=${src} defer></script>${html.slice(main.index)}`;
}

/** Other plugins read the HTML in their own postBuild: never let them see half a file. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, content);
  await fs.promises.rename(temporary, file);
}

/**
 * The HTML file the build wrote for a route, or null (the 404 page, routes without one). The plugin
 * imports nothing from the site it is installed in (README: "On another site").
 */
export function htmlFileFor(outDir: string, route: string, baseUrl: string): string | null {
  if (!route.startsWith(baseUrl) || /(^|\/)404(\.html)?$/.test(route)) return null;
  const relative = route.slice(baseUrl.length);
  // `<route>/index.html`, or `<route>.html` on a site with `trailingSlash: false`.
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), ...(relative && !relative.endsWith('/') ? [`${relative}.html`] : [])];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file)) ?? null;
}

/** The plugin takes no options: any option is an error. */
pageWeightPlugin.validateOptions = ({validate, options}: OptionValidationContext<object, object>): object =>
  validate(Joi.object({}), options);
