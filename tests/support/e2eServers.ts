/**
 * The servers the e2e suite runs against: Playwright's web servers (playwright.config.ts), each named
 * so that an E2E_GROUP can pick the ones it needs.
 */
import type {PlaywrightTestConfig} from '@playwright/test';
import {BASE_URL_BUILD_DIR, HOSTED_BUILD_DIR, HOSTED_SERVICES_ENV, NON_ROOT_BASE_URL} from '../../scripts/lib/buildVariants';
import {E2E_PORTS, loopback} from './e2ePorts';

const {hosted, nginx, baseUrl, edge} = E2E_PORTS;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const serve = (dir: string, port: number) => `npx docusaurus serve --dir ${dir} --no-open --host 127.0.0.1 --port ${port}`;

/** A web server; `env` is added to the environment it inherits. */
const server = (
  command: string,
  url: string,
  {env, timeout = 60_000}: {env?: Record<string, string>; timeout?: number} = {},
): WebServer => ({
  command,
  url,
  env,
  reuseExistingServer: !process.env.CI,
  timeout,
});

/** Debian's nginx with the production configuration (deploy/) serving a build. */
const nginxServing = (dir: string, port: number, {withoutMcp = false} = {}) =>
  `npx tsx scripts/nginx-test-server.ts --port ${port} --build ${dir}${withoutMcp ? ' --without-mcp' : ''}`;

export const E2E_SERVERS: Record<string, WebServer> = {
  // As a deployment with the hosted services serves it: the settings it was built with put their
  // hosts in the policy (scripts/lib/buildPolicy.ts). Built without the optional plugins, it has no
  // search index for the MCP server.
  [HOSTED_BUILD_DIR]: server(nginxServing(HOSTED_BUILD_DIR, hosted, {withoutMcp: true}), loopback(hosted) + '/', {
    env: HOSTED_SERVICES_ENV,
  }),
  // `docusaurus serve` reads the base URL from the config, so it gets the build's BASE_URL.
  [BASE_URL_BUILD_DIR]: server(serve(BASE_URL_BUILD_DIR, baseUrl), loopback(baseUrl) + NON_ROOT_BASE_URL, {
    env: {BASE_URL: NON_ROOT_BASE_URL},
  }),
  // Debian's nginx with the production configuration (deploy/), serving build/: the site the tests of
  // the 'site' project read, as readers get it.
  nginx: server(nginxServing('build', nginx), loopback(nginx) + '/'),
  // The edge deployment (deploy/edge) in wrangler's local mode: the Worker and build/ on workerd.
  edge: server(`npx tsx scripts/edge.ts dev --port ${edge}`, loopback(edge) + '/', {timeout: 120_000}),
};

/**
 * The suite in two halves, so that `npm test` (scripts/test.sh) starts each as soon as its builds
 * exist: `E2E_GROUP=build` needs only `build/`, `E2E_GROUP=variants` the two test builds. The
 * dev-server project needs no build (it starts `npm start` on a copy of the site); it runs with the
 * variants, whose lane has the shorter run of checks before them, so that the two lanes end
 * together. Unset, the whole suite runs.
 */
export const E2E_GROUPS = {
  build: {projects: ['site', 'nginx', 'edge'], servers: ['nginx', 'edge']},
  variants: {projects: ['dev-server', 'hosted-services', 'base-url'], servers: [HOSTED_BUILD_DIR, BASE_URL_BUILD_DIR]},
  // Builds of a stock site of its own: run apart, so that its builds take no CPU from the dev server's tests.
  'stock-site': {projects: ['stock-site'], servers: []},
} as const;

export type E2eGroup = keyof typeof E2E_GROUPS;

/** The group named by E2E_GROUP, or null for the whole suite; an unknown name is an error. */
export function selectedE2eGroup(name = process.env.E2E_GROUP): (typeof E2E_GROUPS)[E2eGroup] | null {
  if (!name) return null;
  if (!(name in E2E_GROUPS))
    throw new Error(`E2E_GROUP=${name} is not a group of the e2e suite: use ${Object.keys(E2E_GROUPS).join(' or ')}, or leave it unset.`);
  return E2E_GROUPS[name as E2eGroup];
}

/** The web servers the selected group needs. */
export function selectedE2eServers(): WebServer[] {
  const group = selectedE2eGroup();
  return Object.entries(E2E_SERVERS)
    .filter(([name]) => !group || (group.servers as readonly string[]).includes(name))
    .map(([, webServer]) => webServer);
}
