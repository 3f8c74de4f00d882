/**
 * `@size-limit/file` ships no types. It exports a list of plugin objects, passed as it is to
 * `sizeLimit()`, whose own declaration types that list as functions: declared here to match it.
 */
declare module '@size-limit/file' {
  const plugins: ((...args: unknown[]) => unknown)[];
  export default plugins;
}
