/**
 * Builds the vocabulary of the site's topics (lib/searchVocabulary.ts) at build time: from the page
 * titles, the service catalog's names and folders and the table of AWS services, tools and guide
 * subjects (lib/topicTable.ts); the main pages' cards; and the words for spelling suggestions, from
 * the index's text. Pure: no file system.
 */
import {isTopicPage, topicNames} from './searchTopics';
import {queryWords, topicKey, topicShard, type TopicCard, type TopicVocabulary} from './searchVocabulary';
import type {TopicTableEntry} from './topicTable';

/** A name as it is shown: lower case, single spaces, no punctuation at the ends. */
export const displayName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s\-_/]+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .trim();

const trimSlashes = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** Pages that are no subject's main page: the knowledge base's questions and the release notes. */
const isSecondaryPage = (url: string) => /^(discussions|guides\/stay-up-to-date\/releases)\//.test(trimSlashes(url));

export interface VocabularySource {
  /** Every indexed page, its path from the site's root and its title (its first heading). */
  pages: readonly {url: string; title: string}[];
  /** The service catalog's services: the key of the interface data (`networking/route-53-hosted-zones`) and its module folder. */
  services: readonly {slug: string; module: string}[];
  table: readonly TopicTableEntry[];
  /** Where the table is written, for errors. */
  tableFile: string;
}

/**
 * Every topic name with its main page: the first claim on a name wins, in this order: the table,
 * the names in the title of a service's reference page or a tool's fundamentals page, a service's
 * module name and folder, then the title of every other page (a title that several pages share,
 * such as "Core Concepts", names no single subject and is left out).
 */
export function buildVocabulary({pages, services, table, tableFile}: VocabularySource): Map<string, {name: string; url: string}> {
  const byPath = new Map(pages.map((page) => [trimSlashes(page.url), page.url]));
  const entries = new Map<string, {name: string; url: string}>();
  const claim = (name: string, url: string) => {
    const key = topicKey(name);
    if (key.length >= 2 && !entries.has(key)) entries.set(key, {name: displayName(name), url});
  };
  for (const entry of table) {
    const url = byPath.get(trimSlashes(entry.page));
    if (!url) {
      throw new Error(
        `${tableFile}: the topic "${entry.names[0]}" names the page ${entry.page}, which the build does not have. ` +
          'Fix: give the path of an existing page (from the site root, as in the address bar), or remove the entry.',
      );
    }
    for (const name of entry.names) claim(name, url);
  }
  const topicPages = pages.filter((page) => isTopicPage(page.url));
  for (const page of topicPages) for (const name of topicNames(page.title)) claim(name, page.url);
  for (const service of services) {
    const url = byPath.get(trimSlashes(`reference/services/${service.slug}`));
    if (!url) continue;
    const moduleName = service.module.split('/').pop() ?? '';
    claim(moduleName, url);
    claim(service.module, url);
    claim(service.slug.split('/').pop() ?? '', url);
  }
  const titleCounts = new Map<string, number>();
  for (const page of pages) titleCounts.set(topicKey(page.title), (titleCounts.get(topicKey(page.title)) ?? 0) + 1);
  for (const page of pages) {
    if (isSecondaryPage(page.url) || titleCounts.get(topicKey(page.title)) !== 1) continue;
    claim(page.title, page.url);
  }
  return entries;
}

/**
 * The words a reader may have meant, for spelling suggestions: the words of the pages' text that
 * appear on at least two pages (a word on one page only is more often a name or a typo than a
 * subject), of four letters or more, most frequent first.
 */
export function spellingWords(counts: ReadonlyMap<string, number>): string[] {
  return [...counts]
    .filter(([word, count]) => count >= 2 && word.length >= 4 && word.length <= 24 && /^\p{L}+$/u.test(word))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
}

/** On how many pages each word (lower case, letters and digits) is. */
export function pageCounts(contents: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const content of contents) for (const word of new Set(queryWords(content))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** A page as the index holds it: Pagefind's fragment, less what a card does not need. */
export interface IndexedPage {
  url: string;
  content: string;
  meta: {title?: string};
  anchors?: {element: string; text: string; location: number}[];
}

/**
 * A main page's card (`TopicCard`): its address, title, and its words up to `words` past the end of
 * its first heading, with the headings among them, from which the browser cuts the hit's excerpt as
 * it does from the whole page.
 */
export function topicCard(page: IndexedPage, words: number): TopicCard {
  const all = page.content.split(/\s+/).filter(Boolean);
  const heading = page.anchors?.find((anchor) => anchor.element === 'h1');
  const end = (heading ? heading.location + heading.text.split(/\s+/).filter(Boolean).length : 0) + words;
  return {
    url: page.url,
    meta: {title: page.meta.title ?? page.url},
    excerpt: '',
    content: all.slice(0, end).join(' '),
    anchors: (page.anchors ?? []).filter((anchor) => anchor.location < end).map(({element, text, location}) => ({element, text, location})),
  };
}

/**
 * The vocabulary's files: for each length of name (`topicShard`), its names in the order given and
 * their pages (`pageOf`: the Pagefind result id of a page's path).
 */
export function vocabularyShards(
  entries: Iterable<{name: string; url: string}>,
  pageOf: (url: string) => string,
): Map<number, TopicVocabulary> {
  const shards = new Map<number, TopicVocabulary & {pageIndex: Map<string, number>}>();
  for (const {name, url} of entries) {
    const shardNumber = topicShard(topicKey(name).length);
    let shard = shards.get(shardNumber);
    if (!shard) shards.set(shardNumber, (shard = {pages: [], names: [], pageIndex: new Map()}));
    if (!shard.pageIndex.has(url)) {
      shard.pageIndex.set(url, shard.pages.length);
      shard.pages.push(pageOf(url));
    }
    shard.names.push([name, shard.pageIndex.get(url)!]);
  }
  return new Map([...shards].map(([shardNumber, {pages, names}]) => [shardNumber, {pages, names}]));
}
