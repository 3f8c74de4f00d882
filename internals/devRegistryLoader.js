// @ts-check
'use strict';

/**
 * The dev server's loader for the generated route registry (internals/devServer.ts): each entry's
 * `require.resolveWeak(path)` becomes `undefined`. A weak reference makes the bundler compile the
 * module even though no chunk holds it, so every page would compile before the first is served;
 * without one, react-loadable loads the route's modules through their `import()` as it does for
 * any module not yet loaded. Throws, naming this file, if an entry is not of the expected shape.
 *
 * @param {string} source
 * @returns {string}
 */
function withoutWeakReferences(source) {
  const entries = (source.match(/^ {2}"[^"]+": \[\(\) => import\(/gm) ?? []).length;
  let replaced = 0;
  const result = source.replace(/, require\.resolveWeak\("(?:[^"\\]|\\.)*"\)\]/g, () => {
    replaced += 1;
    return ', undefined]';
  });
  if (replaced !== entries) {
    throw new Error(
      `internals/devRegistryLoader.js: .docusaurus/registry.js has ${entries} entries but ${replaced} end in require.resolveWeak(…). ` +
        'Docusaurus may have changed how it writes the registry: update internals/devRegistryLoader.js.',
    );
  }
  return result;
}

module.exports = withoutWeakReferences;
module.exports.withoutWeakReferences = withoutWeakReferences;
