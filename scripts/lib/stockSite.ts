/**
 * A fresh classic site from create-docusaurus (the version this project pins), for what the bench and the
 * tests compare with or try the portable page-weight plugin on: the stock site as anyone would start it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {PROJECT_ROOT} from '../../shared/projectRoot';

export interface StockSite {
  siteDir: string;
  docPath: string;
  homePath: string;
}

/**
 * Creates the classic TypeScript template in `parentDir/name`. `install: 'npm'` gives it its own install of
 * what its package.json asks for (the bench: the stock site exactly as it ships); `install: 'project'` links
 * this project's node_modules, which holds the same Docusaurus packages (`@docusaurus/preset-classic` is a dev
 * dependency for this), so tests need no registry.
 */
export function createStockSite(parentDir: string, name: string, {install}: {install: 'npm' | 'project'}): StockSite {
  const siteDir = path.join(parentDir, name);
  const created = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/create-docusaurus/bin/index.js'), name, 'classic', parentDir, '--typescript', '--skip-install'],
    {encoding: 'utf8'},
  );
  if (created.status !== 0) throw new Error(`create-docusaurus failed: ${created.stderr}`);
  if (install === 'npm') {
    const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: siteDir, encoding: 'utf8'});
    if (installed.status !== 0) throw new Error(`npm install of the stock site failed: ${installed.stderr}`);
  } else {
    linkProjectPackages(siteDir);
  }
  return {siteDir, docPath: '/docs/intro', homePath: '/'};
}

/**
 * The site's own node_modules folder holding a link to each of this project's packages: the bundler's cache
 * (`node_modules/.cache`) stays the site's own.
 */
function linkProjectPackages(siteDir: string): void {
  const projectModules = path.join(PROJECT_ROOT, 'node_modules');
  const siteModules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(siteModules);
  for (const entry of fs.readdirSync(projectModules)) {
    if (entry !== '.cache') fs.symlinkSync(path.join(projectModules, entry), path.join(siteModules, entry));
  }
}

/**
 * Installs the page-weight plugin as any site would: its folder copied in unchanged and one entry in
 * `plugins`. `bundler: 'webpack'` turns Docusaurus Faster off (`future.faster`), since a site may use either.
 */
export function installPageWeight(siteDir: string, {bundler}: {bundler: 'rspack' | 'webpack'}): void {
  const target = path.join(siteDir, 'plugins/page-weight');
  fs.rmSync(target, {recursive: true, force: true});
  fs.cpSync(path.join(PROJECT_ROOT, 'plugins/page-weight'), target, {
    recursive: true,
    // Its unit tests are this project's; the plugin is the rest of the folder.
    filter: (source) => path.basename(source) !== '__tests__',
  });
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const original = `${configFile}.original`;
  if (!fs.existsSync(original)) fs.copyFileSync(configFile, original);
  const config = fs.readFileSync(original, 'utf8');
  if (!config.includes('export default config;')) throw new Error(`${configFile} no longer ends with "export default config;"`);
  const webpack = bundler === 'webpack' ? 'config.future = {...config.future, faster: false, v4: false};\n' : '';
  fs.writeFileSync(
    configFile,
    config.replace(
      'export default config;',
      `config.plugins = [...(config.plugins ?? []), './plugins/page-weight/index.ts'];\n${webpack}export default config;`,
    ),
  );
}

/** The site's Docusaurus CLI, as its own `npm run build` runs it. */
export const stockDocusaurus = (siteDir: string): string[] => [path.join(siteDir, 'node_modules/.bin/docusaurus')];

/**
 * `docusaurus build` of the stock site into `outDir`, with the bundler's persistent cache as a writer's
 * repeated builds have it (`cache: 'cold'` empties it first). Throws with the build's output when it fails.
 */
export function buildStockSite(siteDir: string, outDir: string, {cache}: {cache: 'cold' | 'warm'}): void {
  if (cache === 'cold')
    for (const dir of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const env = {...process.env};
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const result = spawnSync(stockDocusaurus(siteDir)[0], ['build', '--out-dir', outDir], {
    cwd: siteDir,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${cache} build of ${siteDir} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`);
}

/**
 * The stock site's pages work: the doc page hydrates without an error, a sidebar link opens the next doc page
 * client-side (no document request), and the blog (a route the page-weight plugin leaves in the main bundle)
 * opens from the navbar. Throws, naming what failed; returns the steps taken.
 */
export async function checkStockNavigation(browser: Browser, origin: string, docPath: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The stock blog shows avatars from github.com, which this machine cannot reach: only the site's own
  // failed requests count.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) errors.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  const documents: string[] = [];
  try {
    await page.goto(`${origin}${docPath}`, {waitUntil: 'networkidle'});
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const steps: string[] = [];
    const sidebarLinks = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not(.menu__link--active)');
    const next = sidebarLinks.first();
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await page.waitForURL(`**${href}`);
    await page.locator('main h1').first().waitFor();
    steps.push(`sidebar link to ${href}`);
    await page.locator('.navbar a[href="/blog"]').first().click();
    await page.waitForURL('**/blog');
    await page.locator('article').first().waitFor();
    steps.push('navbar link to /blog');
    if (documents.length > 0) throw new Error(`a click loaded a new document instead of navigating client-side: ${documents.join(', ')}`);
    if (errors.length > 0) throw new Error(`errors in the page: ${errors.join(' | ')}`);
    return steps;
  } finally {
    await context.close();
  }
}
