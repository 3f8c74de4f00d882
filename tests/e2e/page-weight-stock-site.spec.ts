import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from './fixtures';
import {buildStockSite, checkStockNavigation, createStockSite, installPageWeight} from '../../scripts/lib/stockSite';
import {startStaticServer} from '../../scripts/lib/staticServer';

/**
 * The page-weight plugin on a fresh create-docusaurus classic site, as its README promises: a writer builds
 * twice, the second time on the bundler's persistent cache, and the second build's pages work. For Rspack
 * (Docusaurus Faster) and for webpack, each on a site of its own so the two run side by side.
 */
const CACHE_DIRS = {rspack: 'node_modules/.cache/rspack', webpack: 'node_modules/.cache/webpack'} as const;

for (const bundler of ['rspack', 'webpack'] as const) {
  test(`a stock site with page-weight builds twice with ${bundler}, and the build on the warm cache works`, async ({browser}) => {
    test.setTimeout(420_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `page-weight-${bundler}-`));
    try {
      const stock = createStockSite(work, 'stock', {install: 'project'});
      installPageWeight(stock.siteDir, {bundler});
      buildStockSite(stock.siteDir, path.join(work, 'cold'), {cache: 'cold'});
      // The first build left a persistent cache for the second to start from.
      expect(fs.readdirSync(path.join(stock.siteDir, CACHE_DIRS[bundler])).length).toBeGreaterThan(0);
      const warm = path.join(work, 'warm');
      buildStockSite(stock.siteDir, warm, {cache: 'warm'});

      // The warm build's doc page names its route shard before main: the plugin's module replacement and its
      // manifest held on the cached build.
      const docHtml = fs.readFileSync(path.join(warm, 'docs/intro/index.html'), 'utf8');
      expect(docHtml).toMatch(/<script src="?\/assets\/js\/route-shard-\d+\.[0-9a-f]{8}\.js"? defer/);
      const server = await startStaticServer(warm);
      try {
        expect(await checkStockNavigation(browser, server.url, stock.docPath)).toEqual([
          expect.stringMatching(/^sidebar link to \/docs\//),
          'navbar link to /blog',
        ]);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(work, {recursive: true, force: true});
    }
  });
}
