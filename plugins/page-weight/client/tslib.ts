/**
 * The browser bundle's `tslib` (plugins/page-weight aliases it here in production builds).
 * Docusaurus's CommonJS packages (@docusaurus/utils-common) `require('tslib')` for one
 * helper, and a CommonJS require keeps every export of tslib's ES module: bytes in
 * every first load for code nothing runs. tests/build/pageWeight.test.ts fails if the
 * bundle calls a helper that is not here.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
