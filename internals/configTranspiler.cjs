/**
 * Docusaurus loads docusaurus.config.ts, and every module it imports, with jiti (@docusaurus/utils,
 * `loadFreshModule`), which transpiles each file with its bundled Babel. On a fresh clone (no jiti
 * cache) that is most of the config's load time for the project's TypeScript files. Preloaded (`node --require`, scripts/lib/docusaurusCli.ts) before
 * the Docusaurus CLI, this gives jiti SWC's transform instead (@swc/core, which Docusaurus Faster
 * installs): the same CommonJS output, much faster.
 *
 * How: jiti 1 uses `require('../dist/babel')` as its transform when the caller passes none, and
 * Docusaurus passes none. This puts a module in Node's require cache at that path, so the require
 * returns the SWC transform. Nothing else changes: jiti still resolves, caches and evaluates.
 * tests/unit/docusaurus-internals/internals.test.ts fails if jiti or Docusaurus stops doing this.
 *
 * A difference to know: Babel keeps line numbers, SWC does not, so a stack trace through the
 * config's modules points a few lines off in the file it names.
 */
'use strict';
const Module = require('node:module');
const path = require('node:path');

const siteDir = process.cwd();
// The jiti that @docusaurus/utils uses, and the file it takes its default transform from.
const utilsDir = path.dirname(require.resolve('@docusaurus/utils/package.json', {paths: [siteDir]}));
const JITI_BABEL = require.resolve('jiti/dist/babel', {paths: [utilsDir]});

let swc;

/** jiti's transform contract: `{source, filename, ts}` in, `{code}` or `{code, error}` out. */
function transform({source, filename, ts}) {
  swc ??= require(require.resolve('@swc/core', {paths: [siteDir]}));
  try {
    const {code} = swc.transformSync(source, {
      filename,
      swcrc: false,
      configFile: false,
      sourceMaps: false,
      module: {type: 'commonjs'},
      jsc: {
        parser: ts ? {syntax: 'typescript', tsx: /x$/.test(filename ?? '')} : {syntax: 'ecmascript', jsx: false},
        target: 'es2022',
      },
    });
    return {code};
  } catch (error) {
    // As jiti's Babel transform reports a syntax error: jiti throws it, naming the file, line and
    // column, and caches nothing. SWC's message carries the position as `[file:line:column]`.
    const message = String(error?.message ?? error).split(/\n\s*Caused by:/)[0];
    const [, line = '0', column = '0'] = /:(\d+):(\d+)\]/.exec(message) ?? [];
    const report = {filename, line: Number(line), column: Number(column), code: 'ParseError', message: message.trim()};
    return {error, code: `exports.__JITI_ERROR__ = ${JSON.stringify(report)}`};
  }
}

const jitiTransform = new Module(JITI_BABEL);
jitiTransform.filename = JITI_BABEL;
jitiTransform.loaded = true;
jitiTransform.exports = transform;
require.cache[JITI_BABEL] = jitiTransform;

module.exports = {transform, JITI_BABEL};
