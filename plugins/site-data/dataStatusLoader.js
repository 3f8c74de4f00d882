// @ts-check
'use strict';

/**
 * The dev server's loader for data (plugins/site-data; a loader must be JavaScript the bundler can
 * require). On the data status module it reports the data's problems as a compile error, which the
 * terminal and the browser's error overlay show; on a Markdown page that a remark plugin expands
 * from the data (a data directive on a line of its own) it adds the directive's fingerprint file as a
 * dependency, so the page is compiled again when the part of the data it renders changes.
 *
 * @this {{getOptions(): {statusFile: string; fingerprintFiles: Record<string, string>}; resourcePath: string;
 *   addDependency(file: string): void; emitError(error: Error): void; cacheable(flag: boolean): void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function dataStatusLoader(source) {
  const {statusFile, fingerprintFiles} = this.getOptions();
  if (this.resourcePath === statusFile) {
    /** @type {{problems: string}} */
    const status = JSON.parse(source.split('\n', 1)[0].replace(/^\/\/ /, ''));
    if (status.problems) {
      // Not cached while data/ has problems: every compile until the fix reports them again, so a
      // later compile (of a page, or of the generated files) does not clear the overlay.
      this.cacheable(false);
      this.emitError(new Error(`Fix data/ to see its changes:\n${status.problems}`));
    }
    return source;
  }
  for (const [name, file] of Object.entries(fingerprintFiles)) {
    if (new RegExp(`^::${name}\\s*$`, 'm').test(source)) this.addDependency(file);
  }
  return source;
};
