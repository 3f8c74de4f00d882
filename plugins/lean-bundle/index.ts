import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withoutRegistryModulePaths} from '../../internals/leanBundle';

/**
 * Two changes to the browser bundle of a production build, both about the bytes
 * every first visit downloads on a site of 800 pages (the third, Prism out of the
 * main bundle, is the classic theme's `withoutClientModules` in docusaurus.config.ts):
 * - route chunks are named by id and content hash, not by Docusaurus's chunk
 *   name, so the runtime no longer carries a name for each of its 1,700 chunks;
 * - the route registry drops module paths that only server rendering reads
 *   (see withoutRegistryModulePaths).
 * The server bundle and `npm start` are unchanged: the registry is rewritten
 * once, after Docusaurus has generated it and before the client is bundled.
 */
export default function leanBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      const leanRegistry = path.join(context.generatedFilesDir, 'lean-bundle', 'registry.js');
      fs.mkdirSync(path.dirname(leanRegistry), {recursive: true});
      fs.writeFileSync(leanRegistry, withoutRegistryModulePaths(fs.readFileSync(registry, 'utf8')));
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/registry$/, leanRegistry)],
      };
    },
  };
}
