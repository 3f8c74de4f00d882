import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withoutRegistryModulePaths} from '../../src/lib/leanBundle';
import {replaceThemeClientModule} from '../themeClientModule';

const NO_CLIENT_MODULE = path.resolve(__dirname, 'noClientModule.ts');

/**
 * In every build, the theme's client module that registers Prism languages is
 * replaced by an empty one: src/theme/CodeBlock registers them in its own lazy
 * chunk, so Prism is no longer in every page's bundle.
 *
 * Two more changes to the browser bundle of a production build, both about the
 * bytes every first visit downloads on a site of 800 pages:
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
      const withoutPrismClientModule = {
        resolve: {alias: replaceThemeClientModule('@docusaurus/theme-classic/lib/prism-include-languages', NO_CLIENT_MODULE)},
      };
      if (isServer || config.mode !== 'production') return withoutPrismClientModule;
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      const leanRegistry = path.join(context.generatedFilesDir, 'lean-bundle', 'registry.js');
      fs.mkdirSync(path.dirname(leanRegistry), {recursive: true});
      fs.writeFileSync(leanRegistry, withoutRegistryModulePaths(fs.readFileSync(registry, 'utf8')));
      return {
        ...withoutPrismClientModule,
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/registry$/, leanRegistry)],
      };
    },
  };
}
