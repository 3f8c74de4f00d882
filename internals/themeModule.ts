/**
 * Loads one module file of @docusaurus/theme-common in Node. Its modules are written for the
 * bundler (ES modules, JSX in .js files, imports through the bundler's aliases), so the file is
 * compiled with SWC (which Docusaurus Faster already installs) and evaluated with a `require` that
 * answers the imports named in `stand-ins` itself. Only internals/ uses it, for the few pure
 * helpers the build needs; each caller's upgrade test is in tests/unit/docusaurus-internals/internals.test.ts.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transformSync} from '@swc/core';

const requireHere = createRequire(__filename);
/** The folder of @docusaurus/theme-common's compiled modules. */
export const THEME_COMMON_LIB = path.dirname(requireHere.resolve('@docusaurus/theme-common'));

const loaded = new Map<string, Record<string, unknown>>();

export function loadThemeCommonModule(relativeFile: string, standIns: Record<string, unknown> = {}): Record<string, unknown> {
  const file = path.join(THEME_COMMON_LIB, relativeFile);
  const cached = loaded.get(file);
  if (cached) return cached;
  const {code} = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022', transform: {react: {runtime: 'classic'}}},
    module: {type: 'commonjs'},
  });
  const requireFromFile = createRequire(file);
  const exports: Record<string, unknown> = {};
  const evaluate = new Function('exports', 'require', 'module', code) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: unknown,
  ) => void;
  evaluate(exports, (id) => (id in standIns ? standIns[id] : requireFromFile(id)), {exports});
  loaded.set(file, exports);
  return exports;
}
