import type {Plugin} from '@docusaurus/types';
import type {Compiler} from '@rspack/core';
import {noOptions} from '../../shared/pluginOptions';
import {DEV_REGISTRY_LOADER, devServerMiddleware, REGISTRY_FILE} from '../../internals/devServer';

/** Only a page's Markdown waits for its first visit: the theme and the route data compile at the start. */
export const COMPILED_ON_VISIT = /\.mdx?$/;

/**
 * `npm start` compiles a page's Markdown when a browser first asks for it, not every page before
 * the first one is served: Rspack's lazy compilation of the dynamic imports that the route
 * registry holds, with its request handler in the dev server. The registry's weak references
 * (which would make the bundler compile every page anyway) are dropped in development, where no
 * server-rendered page needs them. Production builds, and `npm start` with webpack
 * (DOCUSAURUS_FASTER=false), are as before.
 */
export default function compileOnVisitPlugin(): Plugin {
  return {
    name: 'compile-on-visit',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      const rspack = currentBundler.instance as unknown as typeof import('@rspack/core');
      let handler: ReturnType<typeof rspack.lazyCompilationMiddleware> | undefined;
      return {
        lazyCompilation: {imports: true, entries: false, test: COMPILED_ON_VISIT},
        // The handler applies the lazy compilation to the compiler, so it is made as the compiler is.
        plugins: [{apply: (compiler: Compiler) => void (handler = rspack.lazyCompilationMiddleware(compiler))}],
        module: {rules: [{test: REGISTRY_FILE, use: [{loader: DEV_REGISTRY_LOADER}]}]},
        devServer: devServerMiddleware('compile-on-visit', (request, response, next) =>
          handler ? handler(request, response, next) : next(),
        ),
      } as object;
    },
  };
}

compileOnVisitPlugin.validateOptions = noOptions;
