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
import zlib from 'node:zlib';
import {DATA_FILES} from '../../shared/dataFiles';
import {firstHeading} from './lib/searchTopics';
import {buildVocabulary, pageCounts, spellingWords, topicCard, vocabularyShards, type IndexedPage} from './lib/buildVocabulary';
import {topicCardFile, topicShardFile} from './lib/searchVocabulary';
import {TOPIC_TABLE} from './lib/topicTable';
import {SPELLING_WORDS_FILE} from './lib/pluginData';
import {OFFLINE_SEARCH} from './lib/searchResults';

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
      const pages: {url: string; title: string}[] = [];
      for (const file of listHtmlFiles(outDir)) {
        // Paths from the site's root: Pagefind's runtime prepends the base URL it is served under.
        const url = `/${pageUrlPath(file)}`;
        const html = await fs.promises.readFile(path.join(outDir, file), 'utf8');
        pages.push({url, title: firstHeading(html) ?? ''});
        const added = await index.addHTMLFile({url, content: forSearchIndex(html)});
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
      // The topics' vocabulary, the main pages' cards and the words for spelling suggestions
      // (lib/searchVocabulary.ts), from the pages as the index holds them: each page's fragment (its
      // id, path, text, title and headings).
      const fragments = files.flatMap((file) => {
        const id = /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1];
        if (!id) return [];
        const text = zlib
          .gunzipSync(Buffer.from(file.content))
          .toString('utf8')
          .replace(/^pagefind_dcd/, '');
        return [{...(JSON.parse(text) as IndexedPage), id}];
      });
      const idByUrl = new Map(fragments.map((fragment) => [fragment.url, fragment.id]));
      const interfaceFile = path.join(context.siteDir, DATA_FILES.serviceCatalogInterface);
      const catalog = JSON.parse(await fs.promises.readFile(interfaceFile, 'utf8')) as {services: Record<string, {module: string}>};
      const entries = buildVocabulary({
        pages: pages.filter((page) => page.title && idByUrl.has(page.url)),
        services: Object.entries(catalog.services).map(([slug, service]) => ({slug, module: service.module})),
        table: TOPIC_TABLE,
        tableFile: 'plugins/offline-search/lib/topicTable.ts',
      });
      const counts = pageCounts(fragments.map((fragment) => fragment.content));
      const shards = vocabularyShards(entries.values(), (url) => idByUrl.get(url)!);
      for (const [shard, vocabulary] of shards) {
        await fs.promises.writeFile(path.join(indexDir, topicShardFile(shard)), JSON.stringify(vocabulary));
      }
      // Twice an excerpt's words: the excerpt starts at the sentence of the query's first match.
      const mainPages = new Set([...entries.values()].map(({url}) => url));
      for (const fragment of fragments.filter((page) => mainPages.has(page.url))) {
        const card = topicCard(fragment, 2 * OFFLINE_SEARCH.excerptWords);
        await fs.promises.writeFile(path.join(indexDir, topicCardFile(fragment.id)), JSON.stringify(card));
      }
      await fs.promises.writeFile(path.join(indexDir, SPELLING_WORDS_FILE), JSON.stringify(spellingWords(counts)));
      await pagefind.close();
    },
  };
}

/** The plugin takes no options. */
offlineSearchPlugin.validateOptions = noOptions;
export {OFFLINE_SEARCH} from './lib/searchResults';
export {topicKey, type TopicVocabulary} from './lib/searchVocabulary';
