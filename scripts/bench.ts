/**
 * `npm run bench`: the performance budget of the whole site, measured here.
 *
 * 1. Cold production build, time and peak memory (GNU time), with Docusaurus
 *    Faster and then with webpack (DOCUSAURUS_FASTER=false), one after the other.
 * 2. First-load bytes (gzip) of JavaScript, CSS and HTML for six pages, and for
 *    the doc page and home page of a fresh `create-docusaurus` classic site built
 *    in the same run, with ratios to it (the goals: a doc page ≤ 0.85× the
 *    stock doc page, the home page ≤ the stock home page). The stock site is then
 *    built again with plugins/page-weight copied in unchanged, with Rspack (its
 *    first-load JavaScript with the plugin) and with webpack, and both builds are
 *    checked to navigate client-side.
 * 3. Growth: a scratch copy with 500 generated pages more, built and measured the
 *    same way; the guide page's first-load JavaScript may grow by ≤ 5 B a page.
 * 4. Lighthouse (mobile defaults) on the six pages, the largest service page and
 *    the stock doc page, served with gzip on loopback, three runs each, median
 *    reported, with Total Blocking Time (the largest service page's against the
 *    stock doc page's).
 * 5. `npm start`: seconds to the first page with the caches empty and warm, and
 *    from saving an edit (Markdown, service description, release history, interface
 *    data) to the page showing it (scripts/lib/devServerBench.ts, also `npm run bench:dev`).
 *
 * Prints a table and writes bench-results/bench.json. Takes 15 to 25 minutes.
 * BENCH_SKIP=webpack,growth,lighthouse,dev skips parts while iterating.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {startStaticServer} from './lib/staticServer';
import {copySite} from './lib/siteCopy';
import {CHROMIUM_ARGS, CHROMIUM_PATH, median, printTable, writeResults} from './lib/benchUtils';
import {AUDIT_PAGES} from './lib/auditPages';
import {benchDevServer} from './lib/devServerBench';
import {PROJECT_ROOT} from '../shared/projectRoot';
import {docusaurusNodeArgs} from './lib/docusaurusCli';
import {buildStockSite, checkStockNavigation, createStockSite, installPageWeight, stockDocusaurus, type StockSite} from './lib/stockSite';

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const TARGETS = {
  buildRatio: 0.4,
  peakMemoryGiB: 3,
  docPageJsRatio: 0.85,
  homeJsRatio: 1,
  growthBytesPerPage: 5,
  performanceOverStock: 5,
  others: 100,
  devStartSeconds: 10,
  editMs: 5000,
};
/** Pages the growth measurement adds to a scratch copy. */
const GROWTH_PAGES = 500;
const GUIDE_PAGE = AUDIT_PAGES.find((page) => page.name === 'guide page')!;
/** The service page with the most inputs and outputs: the hydration goal is measured on it. */
const LARGEST_SERVICE_PAGE = '/reference/services/landing-zone/aws-security-account-baseline-wrapper';
/** The project's `docusaurus build`, as npm run build runs it. */
const PROJECT_DOCUSAURUS = [process.execPath, ...docusaurusNodeArgs()];

interface BuildResult {
  seconds: number;
  peakMemoryMiB: number;
}

/** A cold build: no generated files and no bundler cache from earlier builds. */
function coldBuild(siteDir: string, outDir: string, env: Record<string, string> = {}, docusaurus = PROJECT_DOCUSAURUS): BuildResult {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-v', ...docusaurus, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`build of ${siteDir} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`);
  }
  const maxRssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  return {seconds, peakMemoryMiB: maxRssKiB / 1024};
}

/** The stock site, built once from a cold cache: the yardstick every first-load figure is compared with. */
function buildYardstick(): StockSite & {outDir: string} {
  const stock = createStockSite(WORK, 'yardstick', {install: 'npm'});
  const outDir = path.join(WORK, 'yardstick-build');
  coldBuild(stock.siteDir, outDir, {}, stockDocusaurus(stock.siteDir));
  return {...stock, outDir};
}

/**
 * The stock site again, with the page-weight plugin installed as any site would. Built as the stock site
 * builds (Docusaurus Faster: Rspack), then with webpack, since a site may use either; each bundler builds
 * twice, and the second build, on the first's persistent cache, is the one measured and navigated.
 */
function buildYardstickWithPageWeight(siteDir: string): {rspack: string; webpack: string} {
  const outDirs = {rspack: path.join(WORK, 'yardstick-page-weight-build'), webpack: path.join(WORK, 'yardstick-page-weight-webpack-build')};
  for (const bundler of ['rspack', 'webpack'] as const) {
    installPageWeight(siteDir, {bundler});
    buildStockSite(siteDir, `${outDirs[bundler]}-cold`, {cache: 'cold'});
    buildStockSite(siteDir, outDirs[bundler], {cache: 'warm'});
  }
  return outDirs;
}

interface PageWeight {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
}

/** Bytes on the wire (gzip) of the scripts, styles and document a first visit loads. */
async function firstLoadWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weight: PageWeight = {jsBytes: 0, cssBytes: 0, htmlBytes: 0};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        // Prefetches of other pages are "other"; only what this page runs counts.
        if (request.resourceType() === 'script') weight.jsBytes += bytes;
        else if (request.resourceType() === 'stylesheet') weight.cssBytes += bytes;
        else if (request.resourceType() === 'document') weight.htmlBytes += bytes;
      }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await context.close();
  return weight;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
}

/** Runs per page; Lighthouse's own guidance is to take the median of several runs. */
const LIGHTHOUSE_RUNS = 5;

/**
 * Each page is audited LIGHTHOUSE_RUNS times; every category reports its median score. The runs go
 * round the pages (the first run of each page, then the second...), so that a page audited early
 * and one audited late, the stock page among them, meet the same spells of load on this shared
 * machine rather than different ones.
 */
async function lighthouseScores(urls: string[]): Promise<(LighthouseScores & {performanceRuns: number[]})[]> {
  const {default: lighthouse} = (await import('lighthouse')) as {default: typeof import('lighthouse').default};
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const runs: LighthouseScores[][] = urls.map(() => []);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const [page, url] of urls.entries()) {
        const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
        const categories = result!.lhr.categories;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        runs[page].push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          totalBlockingTimeMs: Math.round(result!.lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        });
      }
    }
    const scores = runs.map((pageRuns) => ({
      performance: median(pageRuns.map((r) => r.performance)),
      accessibility: median(pageRuns.map((r) => r.accessibility)),
      bestPractices: median(pageRuns.map((r) => r.bestPractices)),
      seo: median(pageRuns.map((r) => r.seo)),
      totalBlockingTimeMs: median(pageRuns.map((r) => r.totalBlockingTimeMs)),
      performanceRuns: pageRuns.map((r) => r.performance),
    }));
    return scores;
  } finally {
    await chrome.kill();
  }
}

/**
 * Pages for the growth measurement: short docs in a folder of their own (no sidebar lists them),
 * as a writer adding a section would; each links to the next so none is an orphan.
 */
function addGeneratedPages(siteDir: string, count: number): void {
  const dir = path.join(siteDir, 'docs', 'bench-growth');
  fs.mkdirSync(dir, {recursive: true});
  for (let i = 1; i <= count; i += 1) {
    const next = i < count ? `[the next generated page](page-${i + 1}.md)` : 'the end of the generated pages';
    fs.writeFileSync(
      path.join(dir, `page-${i}.md`),
      `---\ntitle: "Generated page ${i}"\ndescription: "Page ${i} of ${count} added by the benchmark to measure growth."\n---\n\nThis page exists only in the benchmark's scratch copy. Read on at ${next}.\n`,
    );
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  console.log(`Working in ${WORK}`);
  const results: Record<string, unknown> = {machine: {cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30)}};

  console.log('Cold build with Docusaurus Faster (Rspack, SWC)...');
  const siteOut = path.join(WORK, 'site-build');
  const faster = coldBuild(PROJECT_ROOT, siteOut);
  let webpack: BuildResult | null = null;
  if (!SKIP.has('webpack')) {
    console.log('Cold build with webpack (DOCUSAURUS_FASTER=false)...');
    webpack = coldBuild(PROJECT_ROOT, path.join(WORK, 'site-build-webpack'), {DOCUSAURUS_FASTER: 'false'});
  }
  results.build = {faster, webpack, ratio: webpack ? faster.seconds / webpack.seconds : null};

  console.log('Yardstick: a fresh create-docusaurus classic site...');
  const yardstick = buildYardstick();
  console.log('Yardstick with the page-weight plugin (plugins/page-weight copied in)...');
  const yardstickPageWeightOut = buildYardstickWithPageWeight(yardstick.siteDir);

  let growthOut: string | null = null;
  if (!SKIP.has('growth')) {
    console.log(`Growth: a scratch copy with ${GROWTH_PAGES} generated pages...`);
    const growthSite = copySite('docs-bench-growth-');
    addGeneratedPages(growthSite, GROWTH_PAGES);
    growthOut = path.join(WORK, 'growth-build');
    try {
      coldBuild(growthSite, growthOut);
    } finally {
      fs.rmSync(growthSite, {recursive: true, force: true});
    }
  }

  const site = await startStaticServer(siteOut);
  const yardstickServer = await startStaticServer(yardstick.outDir);
  const yardstickPageWeightServer = await startStaticServer(yardstickPageWeightOut.rspack);
  const yardstickPageWeightWebpackServer = await startStaticServer(yardstickPageWeightOut.webpack);
  const growthServer = growthOut ? await startStaticServer(growthOut) : null;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const weights = [];
    for (const auditPage of AUDIT_PAGES) {
      weights.push({...auditPage, ...(await firstLoadWeight(browser, `${site.url}${auditPage.path}`))});
    }
    const yardstickWeight = await firstLoadWeight(browser, `${yardstickServer.url}${yardstick.docPath}`);
    const yardstickHome = await firstLoadWeight(browser, `${yardstickServer.url}${yardstick.homePath}`);
    const withPageWeight = {
      docPage: await firstLoadWeight(browser, `${yardstickPageWeightServer.url}${yardstick.docPath}`),
      homePage: await firstLoadWeight(browser, `${yardstickPageWeightServer.url}${yardstick.homePath}`),
      navigation: await checkStockNavigation(browser, yardstickPageWeightServer.url, yardstick.docPath),
      webpackNavigation: await checkStockNavigation(browser, yardstickPageWeightWebpackServer.url, yardstick.docPath),
    };
    const guide = weights.find((weight) => weight.name === GUIDE_PAGE.name)!;
    const home = weights.find((weight) => weight.name === 'home')!;
    const grown = growthServer ? await firstLoadWeight(browser, `${growthServer.url}${GUIDE_PAGE.path}`) : null;
    const growthBytesPerPage = grown ? (grown.jsBytes - guide.jsBytes) / GROWTH_PAGES : null;
    results.firstLoad = {
      pages: weights.map((weight) => ({...weight, jsRatioToStockDocPage: weight.jsBytes / yardstickWeight.jsBytes})),
      yardstickDocPage: yardstickWeight,
      yardstickHomePage: yardstickHome,
      yardstickWithPageWeight: withPageWeight,
      docPageJsRatio: guide.jsBytes / yardstickWeight.jsBytes,
      homeJsRatio: home.jsBytes / yardstickHome.jsBytes,
      growth: grown ? {pagesAdded: GROWTH_PAGES, guidePageJsBytes: grown.jsBytes, bytesPerPage: growthBytesPerPage} : null,
    };

    let lighthouse: (LighthouseScores & {name: string; performanceRuns: number[]})[] | null = null;
    let stockLighthouse: (LighthouseScores & {performanceRuns: number[]}) | null = null;
    let largestServiceLighthouse: (LighthouseScores & {performanceRuns: number[]}) | null = null;
    if (!SKIP.has('lighthouse')) {
      console.log('Lighthouse (mobile) on the six pages, the largest service page and the stock doc page...');
      const scores = await lighthouseScores([
        ...AUDIT_PAGES.map((p) => `${site.url}${p.path}`),
        `${site.url}${LARGEST_SERVICE_PAGE}`,
        `${yardstickServer.url}${yardstick.docPath}`,
      ]);
      stockLighthouse = scores.pop()!;
      largestServiceLighthouse = scores.pop()!;
      lighthouse = scores.map((score, i) => ({name: AUDIT_PAGES[i].name, ...score}));
    }
    results.lighthouse = lighthouse;
    results.stockLighthouse = stockLighthouse;
    results.largestServicePageLighthouse = largestServiceLighthouse;

    let dev = null;
    if (!SKIP.has('dev')) {
      console.log('npm start: the first page (caches empty, then warm) and four edits...');
      dev = await benchDevServer(browser);
    }
    results.devServer = dev;

    const rows: [string, string, string][] = [
      [
        'Cold build, Faster',
        `${faster.seconds.toFixed(1)} s, peak ${(faster.peakMemoryMiB / 1024).toFixed(2)} GiB`,
        `peak < ${TARGETS.peakMemoryGiB} GiB`,
      ],
    ];
    if (webpack) {
      rows.push(['Cold build, webpack', `${webpack.seconds.toFixed(1)} s, peak ${(webpack.peakMemoryMiB / 1024).toFixed(2)} GiB`, '']);
      rows.push(['Build time ratio (Faster / webpack)', (faster.seconds / webpack.seconds).toFixed(2), `≤ ${TARGETS.buildRatio}`]);
    }
    for (const weight of weights) {
      const ratio = weight.jsBytes / yardstickWeight.jsBytes;
      rows.push([
        `First load: ${weight.name}`,
        `JS ${kb(weight.jsBytes)} (${ratio.toFixed(3)}× stock doc page), CSS ${kb(weight.cssBytes)}, HTML ${kb(weight.htmlBytes)}`,
        weight === guide
          ? `JS ≤ ${TARGETS.docPageJsRatio}× (${kb(yardstickWeight.jsBytes * TARGETS.docPageJsRatio)})`
          : weight === home
            ? `JS ≤ stock home (${kb(yardstickHome.jsBytes)})`
            : '',
      ]);
    }
    rows.push([
      'First load: stock doc page',
      `JS ${kb(yardstickWeight.jsBytes)}, CSS ${kb(yardstickWeight.cssBytes)}, HTML ${kb(yardstickWeight.htmlBytes)}`,
      'yardstick',
    ]);
    rows.push([
      'First load: stock home page',
      `JS ${kb(yardstickHome.jsBytes)}, CSS ${kb(yardstickHome.cssBytes)}, HTML ${kb(yardstickHome.htmlBytes)}`,
      'yardstick',
    ]);
    rows.push([
      'First load: stock doc page, page-weight plugin',
      `JS ${kb(withPageWeight.docPage.jsBytes)} (${(withPageWeight.docPage.jsBytes / yardstickWeight.jsBytes).toFixed(3)}× without)`,
      `works: ${withPageWeight.navigation.join(', ')}`,
    ]);
    rows.push(['Stock site with page-weight, built with webpack', 'builds', `works: ${withPageWeight.webpackNavigation.join(', ')}`]);
    rows.push([
      'First load: stock home page, page-weight plugin',
      `JS ${kb(withPageWeight.homePage.jsBytes)} (${(withPageWeight.homePage.jsBytes / yardstickHome.jsBytes).toFixed(3)}× without)`,
      '',
    ]);
    if (grown) {
      rows.push([
        `Growth: guide page JS with ${GROWTH_PAGES} pages more`,
        `${kb(grown.jsBytes)}: ${growthBytesPerPage!.toFixed(2)} B a page`,
        `≤ ${TARGETS.growthBytesPerPage} B a page`,
      ]);
    }
    for (const score of lighthouse ?? []) {
      rows.push([
        `Lighthouse: ${score.name} (median of ${LIGHTHOUSE_RUNS})`,
        `Perf ${score.performance} (${score.performanceRuns.join(', ')}), TBT ${score.totalBlockingTimeMs} ms, A11y ${score.accessibility}, BP ${score.bestPractices}, SEO ${score.seo}`,
        // Five points over the stock page's score, where a score can be that high (it tops out at 100).
        `Perf ≥ ${Math.min(100, stockLighthouse!.performance + TARGETS.performanceOverStock)}; others ${TARGETS.others}`,
      ]);
    }
    if (largestServiceLighthouse && stockLighthouse) {
      rows.push([
        `Lighthouse: largest service page (median of ${LIGHTHOUSE_RUNS})`,
        `Perf ${largestServiceLighthouse.performance} (${largestServiceLighthouse.performanceRuns.join(', ')}), TBT ${largestServiceLighthouse.totalBlockingTimeMs} ms`,
        `TBT ≤ stock doc page's (${stockLighthouse.totalBlockingTimeMs} ms)`,
      ]);
    }
    if (stockLighthouse) {
      rows.push([
        `Lighthouse: stock doc page (median of ${LIGHTHOUSE_RUNS})`,
        `Perf ${stockLighthouse.performance} (${stockLighthouse.performanceRuns.join(', ')}), TBT ${stockLighthouse.totalBlockingTimeMs} ms`,
        'yardstick',
      ]);
    }
    if (dev) {
      rows.push(['npm start: first page shown, caches empty', `${dev.coldSeconds[0].toFixed(1)} s`, `< ${TARGETS.devStartSeconds} s`]);
      rows.push(['npm start: first page shown, caches warm', `${dev.warmSeconds[0].toFixed(1)} s`, `< ${TARGETS.devStartSeconds} s`]);
      for (const [name, [ms]] of Object.entries(dev.editMs))
        rows.push([`npm start: ${name}, save to page`, `${ms} ms`, `< ${TARGETS.editMs} ms`]);
    }
    printTable('Performance budget', rows);
    writeResults('bench.json', {...results, targets: TARGETS});
  } finally {
    await browser.close();
    await site.close();
    await yardstickServer.close();
    await yardstickPageWeightServer.close();
    await yardstickPageWeightWebpackServer.close();
    await growthServer?.close();
    fs.rmSync(WORK, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
