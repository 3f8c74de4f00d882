import os from 'node:os';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/benchUtils';
import {E2E_PORTS} from './tests/support/e2ePorts';
import {LOOPBACK_ONLY_ARGS} from './tests/e2e/support/network';
import {selectedE2eGroup, selectedE2eServers} from './tests/support/e2eServers';

const group = selectedE2eGroup();
const {hosted: hostedPort, nginx: nginxPort, baseUrl: baseUrlPort, edge: edgePort} = E2E_PORTS;

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser)
 * against production builds served on loopback: `build/` as readers get it by
 * default (behind nginx with the production configuration, and on the edge),
 * `build-hosted/` built with hosted search and analytics settings, and
 * `build-base-url/` under /docs/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on this 2-core machine, CI or not (the default would be one).
  workers: Math.max(2, os.availableParallelism()),
  retries: 0,
  timeout: 60_000,
  // A state can take a while to arrive on a busy machine; a passing wait returns as soon as it holds.
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Pages reach the loopback servers only (tests/e2e/support/network.ts).
      args: [...CHROMIUM_ARGS, ...LOOPBACK_ONLY_ARGS],
    },
    viewport: {width: 1366, height: 900},
    // One browser context and page per worker, reset by Playwright between tests (cookies, storage,
    // routes, init scripts, clock, extra pages; tests/e2e/fixtures.ts clears permissions). A fresh
    // context costs Chromium a new renderer and cold caches for every test, several times the CPU of a
    // page load in the reused page on this 2-core machine.
    reuseContext: true,
  },
  // E2E_GROUP=build or variants runs half of them (tests/support/e2eServers.ts).
  projects: [
    {
      // `npm start` on a scratch copy of the site, started by the spec itself (support/devServer.ts);
      // first, so that its one worker's long run overlaps the other projects.
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
    },
    {
      // The site's behaviour, on build/ as nginx serves it in production (deploy/).
      name: 'site',
      testIgnore: /(hosted-services|serving|servers-agree|mcp-edge|base-url|dev-server|page-weight-stock-site)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${nginxPort}`},
    },
    {
      name: 'hosted-services',
      testMatch: /hosted-services\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${hostedPort}`},
    },
    {
      // The two servers of the build, against one table (serving.spec.ts).
      name: 'nginx',
      testMatch: /serving\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${nginxPort}`},
    },
    {
      // Also the comparison of the two servers' answers (servers-agree.spec.ts), which needs both, and
      // the MCP checks against the edge Worker (mcp-edge.spec.ts).
      name: 'edge',
      testMatch: /(serving|servers-agree|mcp-edge)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${edgePort}`},
    },
    {
      // A fresh classic site with the page-weight plugin, built twice by the spec itself (no server here).
      name: 'stock-site',
      testMatch: /page-weight-stock-site\.spec\.ts/,
    },
    {
      name: 'base-url',
      testMatch: /base-url\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${baseUrlPort}`},
    },
  ].filter((project) => !group || (group.projects as readonly string[]).includes(project.name)),
  // Those of E2E_GROUP when it is set (tests/support/e2eServers.ts).
  webServer: selectedE2eServers(),
});
