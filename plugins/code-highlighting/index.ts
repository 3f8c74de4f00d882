/**
 * Code highlighting at build time. Every fenced code block of the docs, the knowledge base and the
 * pages is highlighted while the Markdown is compiled (remarkHighlightCode, listed last among each
 * content plugin's remark plugins, so generated blocks are highlighted too); its token lines travel
 * as a prop of the block, and this feature's theme (theme/CodeBlock, listed under `themes` after the
 * classic theme, which it wraps) renders them without Prism. Token colours
 * come from a stylesheet generated here from the site's two Prism themes, one rule set per colour
 * mode, so a block needs no re-render when the mode changes. Prism still reaches the browser for
 * code made there (the configuration builder), in a chunk loaded with that code only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {highlightCodeBlock, registerLanguages, SplitMarkerError} from './highlight';
import {DEFAULT_MAGIC_COMMENTS} from '../../internals/classicTheme';
import type {MagicCommentConfig} from '../../internals/codeBlock';
import {tokenStylesheet} from './tokenStylesheet';
import {checkOptions, Joi} from '../../shared/pluginOptions';

export interface CodeHighlightingOptions {
  theme: PrismTheme;
  darkTheme: PrismTheme;
  additionalLanguages: string[];
  magicComments?: MagicCommentConfig[];
  defaultLanguage?: string;
}

/** The prop of a code block that carries its token lines (theme/CodeBlock reads it). */
export const TOKENS_PROP = 'highlightedTokens';

interface VFileLike {
  path?: string;
}

const PRISM_THEME = Joi.object({plain: Joi.object().required(), styles: Joi.array().required()}).unknown(true);
const OPTIONS = Joi.object<CodeHighlightingOptions>({
  theme: PRISM_THEME.required(),
  darkTheme: PRISM_THEME.required(),
  additionalLanguages: Joi.array().items(Joi.string()).required(),
  magicComments: Joi.array().items(Joi.object()),
  defaultLanguage: Joi.string(),
});

/** A Prism theme with its plain colours only: no rule for any token type. */
export const plainColoursOf = (theme: PrismTheme): PrismTheme => ({plain: theme.plain, styles: []});

export function codeHighlighting(given: CodeHighlightingOptions) {
  const options = checkOptions(OPTIONS, given, 'code highlighting');
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  // The theme config travels to the browser in every page's main bundle. The browser needs only each
  // theme's plain colours (a code block's background and text): the token colours are the stylesheet
  // below, for build-time tokens and for code the configuration builder highlights in the browser alike.
  const prism = {
    theme: plainColoursOf(options.theme),
    darkTheme: plainColoursOf(options.darkTheme),
    additionalLanguages: options.additionalLanguages,
    magicComments,
    ...(options.defaultLanguage ? {defaultLanguage: options.defaultLanguage} : {}),
  };

  /** The remark plugin: adds each code block's token lines to its props. */
  registerLanguages(options.additionalLanguages);
  const highlight = (code: string, language: string) => highlightCodeBlock(code, {className: `language-${language}`, magicComments}).tokens;

  const remarkHighlightCode = () => {
    return (tree: Root, file: VFileLike) => {
      visit(tree, 'code', (node: Code) => {
        let highlighted;
        try {
          highlighted = highlightCodeBlock(node.value, {
            className: node.lang ? `language-${node.lang}` : undefined,
            metastring: node.meta ?? undefined,
            magicComments,
            defaultLanguage: options.defaultLanguage,
          });
        } catch (error) {
          if (!(error instanceof SplitMarkerError)) throw error;
          throw new Error(
            `${file.path ?? 'a page'}:${node.position?.start.line ?? 0}: ${error.message}. Move the marker out of what the language treats as one symbol, or write the block in another language.`,
          );
        }
        node.data ??= {};
        const data = node.data as {hProperties?: Record<string, unknown>};
        data.hProperties = {...data.hProperties, [TOKENS_PROP]: highlighted.tokens};
      });
    };
  };

  /** The plugin: the token colours of both colour modes, as a stylesheet every page loads. */
  const plugin = (context: LoadContext): Plugin => {
    const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
    fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
    fs.writeFileSync(stylesheet, tokenStylesheet(options.theme, options.darkTheme));
    return {
      name: 'code-highlighting',
      getThemePath: () => path.join(__dirname, 'theme'),
      getClientModules: () => [stylesheet],
    };
  };

  return {prism, remarkHighlightCode, plugin, highlight};
}
