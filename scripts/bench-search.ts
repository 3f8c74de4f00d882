/**
 * `npm run bench:search`: measures offline search on the production build.
 * Run `npm run build` first. Reports the index size on disk, the bytes a
 * reader downloads for a first query (gzip), the time from keystroke to
 * results once search is loaded, and relevance on the query / page pairs in
 * tests/search/relevance.json. Writes bench-results/search.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {startStaticServer} from './lib/staticServer';
import {CHROMIUM_ARGS, CHROMIUM_PATH, directorySize, median, printTable, worst, writeResults} from './lib/benchUtils';
import {OFFLINE_SEARCH} from '../plugins/offline-search';
import {PROJECT_ROOT} from '../shared/projectRoot';
import {SEARCH_INDEX_DIR} from '../shared/lib/searchIndex';
import {topicKey, type TopicVocabulary} from '../plugins/offline-search';

/** The build measured: `build/`, or another (a copy of an earlier build, to compare) given with `--build DIR`. */
const buildFlag = process.argv.indexOf('--build');
const BUILD_DIR = buildFlag > 0 ? path.resolve(process.argv[buildFlag + 1]) : path.join(PROJECT_ROOT, 'build');
/** The topics' vocabulary swept with `--vocabulary`: always the current build's, whichever build is measured. */
const VOCABULARY_DIR = path.join(PROJECT_ROOT, 'build', SEARCH_INDEX_DIR);
// A query waits for typing to pause (debounceMs), then has 100 ms to show its results.
const TARGETS = {firstQueryKb: 150, resultsMs: OFFLINE_SEARCH.debounceMs + 100, top3Share: 0.9};
const TIMING_QUERIES = ['terragrunt dependency', 'vpc peering', 'rds snapshot', 'eks node group', 'kms key policy'];

interface RelevancePair {
  query: string;
  /** The page (or, ending with "/", the section of pages) a reader means; any one of a list. */
  expected: string | string[];
  /** A topic: the expected page must come first, before articles that merely mention it, opened at its top. */
  first?: boolean;
  /** A misspelt topic: its page must come first, with "Did you mean". */
  misspelt?: boolean;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** A hit counts when it is the expected page, or under it when the expectation ends with "/". */
function matchesExpected(hitUrl: string, expected: string): boolean {
  const hitPath = trimSlash(hitUrl.split('#')[0]);
  const want = trimSlash(expected);
  return hitPath === want || (expected.endsWith('/') && hitPath.startsWith(`${want}/`));
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', {name: 'Search the docs'}).waitFor();
}

/** Types a query and resolves with the milliseconds until its results are on screen. */
async function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const input = document.querySelector<HTMLInputElement>('dialog[open] input[type="search"]')!;
    const done = new Promise<number>((resolve) => {
      const start = performance.now();
      const check = () => {
        if (document.querySelector(`dialog[open] ul[aria-label="Results for ${q}"]`)) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, q);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    return done;
  }, query);
}

const expectations = (pair: RelevancePair) => (Array.isArray(pair.expected) ? pair.expected : [pair.expected]);
/** The 1-based rank of the first expected page among `urls`, or null. */
const rankOf = (urls: string[], pair: RelevancePair) => {
  const index = urls.findIndex(
    (url) => (!pair.first || !url.includes('#')) && expectations(pair).some((expected) => matchesExpected(url, expected)),
  );
  return index < 0 ? null : index + 1;
};

async function topResults(page: Page, query: string): Promise<string[]> {
  await page.getByRole('searchbox').fill(query);
  const list = page.locator(`ul[aria-label="Results for ${query}"]`);
  await list.waitFor({timeout: 10_000}).catch(() => undefined);
  return list
    .locator('[data-search-hit]')
    .evaluateAll((links) =>
      links.slice(0, 5).map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).hash),
    );
}

/**
 * Every name of the current build's topics' vocabulary with its main page's path, and a misspelling
 * of it: its two middle letters swapped (one edit, which search must read back for a name of any
 * length), unless that is a name too.
 */
function vocabularyQueries(): {name: string; misspelt: string | null; url: string}[] {
  const urlById = new Map(
    fs.readdirSync(path.join(VOCABULARY_DIR, 'fragment')).map((file) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(VOCABULARY_DIR, 'fragment', file))).toString('utf8');
      return [file.replace(/\.pf_fragment$/, ''), (JSON.parse(text.replace(/^pagefind_dcd/, '')) as {url: string}).url] as const;
    }),
  );
  const shards = fs
    .readdirSync(VOCABULARY_DIR)
    .filter((file) => /^topics-\d+\.json$/.test(file))
    .map((file) => JSON.parse(fs.readFileSync(path.join(VOCABULARY_DIR, file), 'utf8')) as TopicVocabulary);
  const names = shards.flatMap((shard) => shard.names.map(([name, page]) => ({name, url: urlById.get(shard.pages[page])!})));
  const keys = new Set(names.map(({name}) => topicKey(name)));
  return names
    .filter(({name}) => !name.includes('"'))
    .map(({name, url}) => {
      const key = topicKey(name);
      const at = Math.max(0, Math.floor(key.length / 2) - 1);
      const swapped = key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2);
      return {name, url, misspelt: key.length >= 2 && !keys.has(swapped) && swapped !== key ? swapped : null};
    });
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, SEARCH_INDEX_DIR))) {
    throw new Error('build/pagefind is missing: run `npm run build` first.');
  }
  const pairs = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'tests/search/relevance.json'), 'utf8')) as RelevancePair[];
  // Bytes are counted where they leave the server: requests made by the search
  // web worker, if any, are invisible to the page's request events.
  let counting = false;
  const counted: {path: string; bytes: number}[] = [];
  const server = await startStaticServer(BUILD_DIR, 0, (urlPath, bytes) => {
    if (counting) counted.push({path: urlPath, bytes});
  });
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    // First query: everything downloaded from opening search to seeing results, for a query of two
    // words and, on a fresh page, of one (which also looks up the topics, lib/searchTopics.ts).
    const firstQuery = async (query: string) => {
      const fresh = await browser.newPage();
      // tsx compiles this file keeping function names through a `__name` helper the page lacks.
      await fresh.addInitScript('window.__name = (fn) => fn');
      await fresh.goto(`${server.url}/`);
      await fresh.locator('html[data-has-hydrated="true"]').waitFor();
      await fresh.waitForLoadState('networkidle');
      counted.length = 0;
      counting = true;
      await openSearch(fresh);
      const ms = await timeQuery(fresh, query);
      await fresh.waitForLoadState('networkidle');
      counting = false;
      const requests = [...counted];
      const bytes = requests.reduce((sum, request) => sum + request.bytes, 0);
      const indexBytes = requests
        .filter((request) => request.path.startsWith(`/${SEARCH_INDEX_DIR}/`))
        .reduce((sum, r) => sum + r.bytes, 0);
      return {fresh, query, ms, requests, bytes, indexBytes};
    };
    const oneWord = await firstQuery('vpc');
    await oneWord.fresh.close();
    const first = await firstQuery('lock file');
    const page = first.fresh;
    const firstQueryMs = first.ms;
    const firstQueryBytes = first.bytes;

    // Warm timings: search is loaded; keystroke to results.
    const timings: number[] = [];
    for (const query of TIMING_QUERIES) timings.push(await timeQuery(page, query));
    const medianMs = median(timings);
    const worstMs = worst(timings);

    // Relevance.
    const relevance: (RelevancePair & {top5: string[]; rank: number | null; found: boolean})[] = [];
    for (const pair of pairs) {
      const top = await topResults(page, pair.query);
      const rank = rankOf(top, pair);
      relevance.push({...pair, top5: top, rank, found: rank !== null && rank <= (pair.first ? 1 : 3)});
    }
    const top3Share = relevance.filter((r) => r.found).length / relevance.length;

    // The whole vocabulary: each name, and its misspelling, must show its main page first, at its top.
    let vocabulary: {names: number; namesFirst: number; misspellings: number; misspellingsFirst: number; misses: string[]} | null = null;
    if (process.argv.includes('--vocabulary')) {
      const queries = vocabularyQueries();
      const misses: string[] = [];
      const first = async (query: string, url: string) => {
        const top = await topResults(page, query);
        if (top[0] !== url) misses.push(`"${query}" expected ${url} first, got ${top.join(', ') || 'nothing'}`);
        return top[0] === url;
      };
      let namesFirst = 0;
      let misspellingsFirst = 0;
      for (const query of queries) {
        if (await first(query.name, query.url)) namesFirst += 1;
        if (query.misspelt && (await first(query.misspelt, query.url))) misspellingsFirst += 1;
      }
      const misspellings = queries.filter((query) => query.misspelt).length;
      vocabulary = {names: queries.length, namesFirst, misspellings, misspellingsFirst, misses};
    }
    const topics = relevance.filter((r) => r.first && !r.misspelt);
    const misspelt = relevance.filter((r) => r.misspelt);
    const top1 = (rows: typeof relevance) => `${rows.filter((r) => r.found).length}/${rows.length}`;

    const results = {
      indexSizeBytes: directorySize(path.join(BUILD_DIR, SEARCH_INDEX_DIR)),
      firstQuery: {bytesGzip: firstQueryBytes, indexBytesGzip: first.indexBytes, requests: first.requests, ms: Math.round(firstQueryMs)},
      firstOneWordQuery: {query: oneWord.query, bytesGzip: oneWord.bytes, indexBytesGzip: oneWord.indexBytes, requests: oneWord.requests},
      warmQueryMs: {median: Math.round(medianMs), worst: Math.round(worstMs)},
      relevance: {
        pairs: relevance.length,
        top3Share,
        topicsFirst: top1(topics),
        misspellingsFirst: top1(misspelt),
        misses: relevance.filter((r) => !r.found),
      },
      vocabulary,
      targets: TARGETS,
    };
    printTable('Offline search (Pagefind)', [
      ['Index size on disk', `${(results.indexSizeBytes / 1024 / 1024).toFixed(2)} MB`, ''],
      [
        'First query download (gzip)',
        `${(firstQueryBytes / 1024).toFixed(1)} KB in ${first.requests.length} requests, index files ${(first.indexBytes / 1024).toFixed(1)} KB`,
        `≤ ${TARGETS.firstQueryKb} KB`,
      ],
      [
        `First one-word query ("${oneWord.query}") download (gzip)`,
        `${(oneWord.bytes / 1024).toFixed(1)} KB in ${oneWord.requests.length} requests, index files ${(oneWord.indexBytes / 1024).toFixed(1)} KB`,
        '',
      ],
      ['First query, keystroke to results', `${results.firstQuery.ms} ms`, 'includes loading search'],
      [
        'Warm query, keystroke to results',
        `median ${results.warmQueryMs.median} ms, worst ${results.warmQueryMs.worst} ms`,
        `≤ ${TARGETS.resultsMs} ms`,
      ],
      [
        'Relevance (expected page in top 3; first for topics)',
        `${relevance.filter((r) => r.found).length}/${relevance.length} (${Math.round(top3Share * 100)}%)`,
        `≥ ${TARGETS.top3Share * 100}%`,
      ],
      ['Topics: main page first, at its top', top1(topics), ''],
      ['Misspelt topics: main page first', top1(misspelt), ''],
      ...(vocabulary
        ? ([
            ['Vocabulary names: main page first, at its top', `${vocabulary.namesFirst}/${vocabulary.names}`, ''],
            ['Vocabulary names, two letters swapped: main page first', `${vocabulary.misspellingsFirst}/${vocabulary.misspellings}`, ''],
          ] as [string, string, string][])
        : []),
    ]);
    for (const miss of results.relevance.misses) {
      console.log(
        `  miss: "${miss.query}" expected ${expectations(miss).join(' or ')}${miss.first ? ' first' : ''}, got ${miss.top5.join(', ') || 'nothing'}`,
      );
    }
    for (const miss of vocabulary?.misses ?? []) console.log(`  vocabulary miss: ${miss}`);
    if (process.argv.includes('--top5')) {
      for (const r of relevance)
        console.log(`  ${r.found ? 'ok  ' : 'MISS'} ${JSON.stringify(r.query)} rank ${r.rank ?? '-'}: ${r.top5.join(' | ')}`);
    }
    writeResults('search.json', results);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
