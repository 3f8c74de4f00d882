import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';
import {pathToFileURL} from 'node:url';
import {normalizeUrl} from '@docusaurus/utils';
import {
  SEARCH_INDEX_DIR,
  SEARCH_PAGE_PATH,
  isIndexedPage,
  isUnusedIndexOutput,
  pageUrlPath,
  forSearchIndex,
} from '../../shared/lib/searchIndex';
import {THEME_CHROME_CLASSES} from '../../shared/themeChrome';
import {OFFLINE_SEARCH_PLUGIN_NAME, type OfflineSearchData} from './lib/pluginData';
import {EARLY_SHORTCUT_SCRIPT} from './lib/earlyShortcut';
import {firstHeading, isTopicPage, topicNames, withTopicFilters} from './lib/searchTopics';

/** Parts of a page that are navigation, not content. */
export const EXCLUDED_SELECTORS = [
  'nav',
  'header.navbar',
  'footer',
  ...THEME_CHROME_CLASSES.map((name) => `.${name}`),
  '[data-pagefind-ignore]',
  // Code blocks: their identifiers would bloat the index chunks a first query downloads.
  'pre',
];

const toPosix = (file: string) => file.split(path.sep).join('/');

function listHtmlFiles(outDir: string): string[] {
  return fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'}).map(toPosix).filter(isIndexedPage).sort();
}

/**
 * Offline full-text search, used when hosted search is not configured: the
 * navbar's search modal and the /search page (both in ./theme, so a build with
 * hosted search ships none of it), and a Pagefind index of every built page
 * written at the end of `npm run build`. Pagefind splits the index into chunks,
 * so a query downloads only the chunks for its words.
 */
export default function offlineSearchPlugin(context: LoadContext): Plugin {
  return {
    name: OFFLINE_SEARCH_PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    // Catches the search shortcut before the page has hydrated (lib/earlyShortcut.ts).
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: EARLY_SHORTCUT_SCRIPT}]}),
    async contentLoaded({actions}) {
      const data: OfflineSearchData = {
        indexUrl: normalizeUrl([context.baseUrl, SEARCH_INDEX_DIR, 'pagefind.js']),
        searchPageUrl: normalizeUrl([context.baseUrl, SEARCH_PAGE_PATH]),
      };
      actions.addRoute({path: data.searchPageUrl, component: '@theme/SearchPage', exact: true});
      actions.setGlobalData(data);
    },
    async postBuild({outDir}) {
      // Pagefind is ESM-only; load its entry file directly so the config loader leaves it alone.
      const entry = pathToFileURL(path.join(context.siteDir, 'node_modules/pagefind/lib/index.js')).href;
      const pagefind = (await import(entry)) as typeof import('pagefind');
      const {index, errors} = await pagefind.createIndex({
        rootSelector: 'main',
        excludeSelectors: EXCLUDED_SELECTORS,
        forceLanguage: 'en',
      });
      if (!index) throw new Error(`Search index could not be created: ${errors.join('; ')}`);
      for (const file of listHtmlFiles(outDir)) {
        // Paths from the site's root: Pagefind's runtime prepends the base URL it is served under.
        const url = `/${pageUrlPath(file)}`;
        const html = await fs.promises.readFile(path.join(outDir, file), 'utf8');
        // A service's or a tool's own page is the topic page of the names in its title (lib/searchTopics.ts).
        const title = isTopicPage(url) ? firstHeading(html) : null;
        // One-word names only: search looks up one-word queries (theme/hooks/useOfflineSearch.ts).
        const topics = title ? topicNames(title).filter((name) => !name.includes(' ')) : [];
        const added = await index.addHTMLFile({url, content: forSearchIndex(withTopicFilters(html, topics))});
        if (added.errors.length > 0) throw new Error(`Search index: ${file}: ${added.errors.join('; ')}`);
      }
      // The index comes back in memory and Node writes it: Pagefind's own writeFiles leaves its last
      // writes to a background thread, which closing the backend can cut short (an empty
      // pagefind-entry.json was shipped that way).
      const {files, errors: fileErrors} = await index.getFiles();
      if (fileErrors.length > 0) throw new Error(`Search index: ${fileErrors.join('; ')}`);
      const indexDir = path.join(outDir, SEARCH_INDEX_DIR);
      for (const file of files.filter((file) => !isUnusedIndexOutput(file.path))) {
        const target = path.join(indexDir, file.path);
        await fs.promises.mkdir(path.dirname(target), {recursive: true});
        await fs.promises.writeFile(target, file.content);
      }
      await pagefind.close();
    },
  };
}

/** The plugin takes no options. */
offlineSearchPlugin.validateOptions = noOptions;
export {OFFLINE_SEARCH} from './lib/searchResults';
