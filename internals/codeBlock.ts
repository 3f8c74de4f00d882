/**
 * The theme's own reading of a code block (language, title, magic comments removed, highlighted
 * lines), for the build-time highlighter (plugins/code-highlighting). `createCodeBlockMetadata`
 * is exported only from @docusaurus/theme-common's internal entry, whose modules are written for
 * the bundler (JSX in .js files), so Node cannot load them: this loads the one module that
 * defines it (./themeModule.ts). tests/unit/docusaurus-internals/internals.test.ts fails when an upgrade moves or changes it.
 */
import path from 'node:path';
import {loadThemeCommonModule, THEME_COMMON_LIB} from './themeModule';
/** A magic comment, as the theme config's `prism.magicComments` lists them. */
export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

const CODE_BLOCK_UTILS_FILE = 'utils/codeBlockUtils.js';
/** The module of @docusaurus/theme-common that defines the code block helpers. */
export const CODE_BLOCK_UTILS = path.join(THEME_COMMON_LIB, CODE_BLOCK_UTILS_FILE);

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

function loadCreateMetadata(): CreateMetadata {
  // Its one import from the theme's React helpers is an error class used by a hook the build does
  // not call; that module needs the bundler's aliases, so it is stood in for here.
  const exported = loadThemeCommonModule(CODE_BLOCK_UTILS_FILE, {'./reactUtils': {ReactContextError: Error}}).createCodeBlockMetadata;
  if (typeof exported !== 'function')
    throw new Error(`${CODE_BLOCK_UTILS} no longer exports createCodeBlockMetadata: update internals/codeBlock.ts`);
  return exported as CreateMetadata;
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
