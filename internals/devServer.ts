/**
 * What `npm start` takes from Docusaurus beyond its public API (plugins/compile-on-visit):
 * - how it merges a plugin's `devServer` options into its own (webpack-merge, which calls both
 *   `setupMiddlewares` functions with the same list and concatenates what they return);
 * - the shape of the route registry it generates (`.docusaurus/registry.js`), whose entries end in
 *   `require.resolveWeak(path)`, which only server rendering and hydration read.
 * tests/unit/docusaurus-internals/internals.test.ts checks both against the installed packages.
 */
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => unknown;
type Middlewares = {name: string; middleware: Middleware}[];

/** The generated route registry. */
export const REGISTRY_FILE = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The loader that drops the registry's weak references in development (JavaScript, for the bundler). */
export const DEV_REGISTRY_LOADER = path.join(__dirname, 'devRegistryLoader.js');

/**
 * The `devServer` part of a plugin's `configureWebpack` result that puts a request handler first in
 * `npm start`'s server. It adds to the list it is given and returns nothing more, so that the merged
 * function (see above) lists no handler twice.
 */
export function devServerMiddleware(name: string, middleware: Middleware): {setupMiddlewares: (middlewares: Middlewares) => Middlewares} {
  return {
    setupMiddlewares(middlewares) {
      middlewares.unshift({name, middleware});
      return [];
    },
  };
}
