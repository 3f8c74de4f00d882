/**
 * The theme's own reading of a code block (language, title, magic comments removed, highlighted
 * lines), for the build-time highlighter (plugins/code-highlighting). `createCodeBlockMetadata`
 * is exported only from @docusaurus/theme-common's internal entry, whose modules are written for
 * the bundler (JSX in .js files), so Node cannot load them: this takes the one module that
 * defines it, compiles its JSX with SWC (which Docusaurus Faster already installs) and loads the
 * result. tests/unit/internals.test.ts fails when an upgrade moves or changes it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transformSync} from '@swc/core';
/** A magic comment, as the theme config's `prism.magicComments` lists them. */
export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

const requireHere = createRequire(__filename);
/** The module of @docusaurus/theme-common that defines the code block helpers. */
export const CODE_BLOCK_UTILS = path.join(path.dirname(requireHere.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js');

export interface CodeBlockOptions {
  metastring?: string;
  className?: string;
  magicComments: MagicCommentConfig[];
  defaultLanguage?: string;
}

export interface CodeBlockMetadata {
  /** The code as shown: magic comments removed. */
  code: string;
  language: string;
  title?: string;
  lineClassNames: Record<number, string[]>;
}

type CreateMetadata = (params: Record<string, unknown>) => CodeBlockMetadata;
let createMetadata: CreateMetadata | undefined;

function loadCreateMetadata(): CreateMetadata {
  if (createMetadata) return createMetadata;
  const source = fs.readFileSync(CODE_BLOCK_UTILS, 'utf8');
  const {code} = transformSync(source, {
    filename: CODE_BLOCK_UTILS,
    jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022', transform: {react: {runtime: 'classic'}}},
    module: {type: 'commonjs'},
  });
  // Its one import from the theme's React helpers is an error class used by a hook the build does
  // not call; that module needs the bundler's aliases, so it is stood in for here.
  const requireFromUtils = createRequire(CODE_BLOCK_UTILS);
  const exports: Record<string, unknown> = {};
  const load = new Function('exports', 'require', 'module', code) as (exports: unknown, require: (id: string) => unknown, module: unknown) => void;
  load(exports, (id) => (id === './reactUtils' ? {ReactContextError: Error} : requireFromUtils(id)), {exports});
  const exported = exports.createCodeBlockMetadata;
  if (typeof exported !== 'function') throw new Error(`${CODE_BLOCK_UTILS} no longer exports createCodeBlockMetadata: update internals/codeBlock.ts`);
  createMetadata = exported as CreateMetadata;
  return createMetadata;
}

export function codeBlockMetadata(code: string, options: CodeBlockOptions): CodeBlockMetadata {
  return loadCreateMetadata()({
    code,
    className: options.className,
    metastring: options.metastring,
    magicComments: options.magicComments,
    defaultLanguage: options.defaultLanguage,
  });
}
