import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

/**
 * The theme registers its extra Prism languages from a client module, which puts
 * Prism in the main bundle of every page. The classic theme's `withoutClientModules`
 * (docusaurus.config.ts, internals/classicTheme.ts) turns that module off
 * and the languages are registered here instead, so Prism travels with the code
 * block: in the chunks of pages that render Markdown, not in the home page's or
 * the release pages' bundles.
 */
prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
