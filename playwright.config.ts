import os from 'node:os';
import {defineConfig} from '@playwright/test';
import {BASE_URL_BUILD_DIR, HOSTED_BUILD_DIR, NON_ROOT_BASE_URL} from './tests/support/buildVariants';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/benchUtils';
import {E2E_PORTS} from './tests/support/e2ePorts';

const {offline: offlinePort, hosted: hostedPort, nginx: nginxPort, baseUrl: baseUrlPort, edge: edgePort} = E2E_PORTS;

const serve = (dir: string, port: number) => `npx docusaurus serve --dir ${dir} --no-open --host 127.0.0.1 --port ${port}`;

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser)
 * against production builds served on loopback: `build/` as readers get it by
 * default, and `build-hosted/` built with hosted search and analytics settings.
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
      args: CHROMIUM_ARGS,
    },
    viewport: {width: 1366, height: 900},
  },
  projects: [
    {
      // `npm start` on a scratch copy of the site, started by the spec itself (support/devServer.ts);
      // first, so that its one worker's long run overlaps the other projects.
      name: 'dev-server',
      testMatch: /dev-server\.spec\.ts/,
    },
    {
      name: 'site',
      testIgnore: /(hosted-services|serving|servers-agree|base-url|dev-server)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${offlinePort}`},
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
      // Also the comparison of the two servers' answers (servers-agree.spec.ts), which needs both.
      name: 'edge',
      testMatch: /(serving|servers-agree)\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${edgePort}`},
    },
    {
      name: 'base-url',
      testMatch: /base-url\.spec\.ts/,
      use: {baseURL: `http://127.0.0.1:${baseUrlPort}`},
    },
  ],
  webServer: [
    {
      command: serve('build', offlinePort),
      url: `http://127.0.0.1:${offlinePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: serve(HOSTED_BUILD_DIR, hostedPort),
      url: `http://127.0.0.1:${hostedPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `docusaurus serve` reads the base URL from the config, so it gets the build's BASE_URL.
      command: `BASE_URL=${NON_ROOT_BASE_URL} ${serve(BASE_URL_BUILD_DIR, baseUrlPort)}`,
      url: `http://127.0.0.1:${baseUrlPort}${NON_ROOT_BASE_URL}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Debian's nginx with the production configuration (deploy/), serving build/.
      command: `npx tsx scripts/nginx-test-server.ts --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The edge deployment (deploy/edge) in wrangler's local mode: the Worker and build/ on workerd.
      command: `npx tsx scripts/edge.ts dev --port ${edgePort}`,
      url: `http://127.0.0.1:${edgePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
