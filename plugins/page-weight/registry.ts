/**
 * Docusaurus's generated route registry lists, for each route chunk, a loader,
 * the module's path and its bundler id:
 *   "id": [() => import(/* webpackChunkName: "id" *\/ "@site/x.md"), "@site/x.md", require.resolveWeak("@site/x.md")],
 * The path is read only by server rendering (to know which chunks a page used).
 * In the browser bundle it is dead weight, and it leaks the build machine's
 * directories; this returns the registry with the path as an empty string.
 * Throws when the registry no longer has that shape, so a Docusaurus upgrade
 * cannot silently turn the optimisation off.
 */
export function withoutRegistryModulePaths(code: string): string {
  const entry = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\])/g;
  let replaced = 0;
  const result = code.replace(entry, (_match, head: string, _path: string, tail: string) => {
    replaced += 1;
    return `${head}""${tail}`;
  });
  const entries = (code.match(/^\s+"[^"]+": \[/gm) ?? []).length;
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `plugins/page-weight: .docusaurus/registry.js has ${entries} entries but ${replaced} matched the expected shape. ` +
        'Docusaurus may have changed how it writes the registry: update withoutRegistryModulePaths in plugins/page-weight/registry.ts.',
    );
  }
  return result;
}
