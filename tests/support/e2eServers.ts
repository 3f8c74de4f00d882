/**
 * The servers the e2e suite runs against. tests/support/startE2eServers.ts starts them side by side,
 * as playwright.config.ts's one web server.
 */
import {BASE_URL_BUILD_DIR, HOSTED_BUILD_DIR, NON_ROOT_BASE_URL} from './buildVariants';
import {E2E_PORTS, loopback} from './e2ePorts';

export const E2E_SERVERS_READY = 'e2e servers ready';

const {offline, hosted, nginx, baseUrl, edge} = E2E_PORTS;

const serve = (dir: string, port: number) => `npx docusaurus serve --dir ${dir} --no-open --host 127.0.0.1 --port ${port}`;

export interface E2eServer {
  name: string;
  command: string;
  /** Answers once the server is up. */
  url: string;
  startupMs: number;
}

export const E2E_SERVERS: E2eServer[] = [
  {name: 'build/', command: serve('build', offline), url: loopback(offline) + '/', startupMs: 60_000},
  {name: HOSTED_BUILD_DIR, command: serve(HOSTED_BUILD_DIR, hosted), url: loopback(hosted) + '/', startupMs: 60_000},
  {
    // `docusaurus serve` reads the base URL from the config, so it gets the build's BASE_URL.
    name: BASE_URL_BUILD_DIR,
    command: `BASE_URL=${NON_ROOT_BASE_URL} ${serve(BASE_URL_BUILD_DIR, baseUrl)}`,
    url: loopback(baseUrl) + NON_ROOT_BASE_URL,
    startupMs: 60_000,
  },
  // Debian's nginx with the production configuration (deploy/), serving build/.
  {name: 'nginx', command: `npx tsx scripts/nginx-test-server.ts --port ${nginx}`, url: loopback(nginx) + '/', startupMs: 60_000},
  // The edge deployment (deploy/edge) in wrangler's local mode: the Worker and build/ on workerd.
  {name: 'edge', command: `npx tsx scripts/edge.ts dev --port ${edge}`, url: loopback(edge) + '/', startupMs: 120_000},
];

/**
 * The suite in two halves, so that `npm test` (scripts/test.sh) starts each as soon as its builds
 * exist: `E2E_GROUP=build` needs only `build/`, `E2E_GROUP=variants` the two test builds. Unset, the
 * whole suite runs.
 */
export const E2E_GROUPS = {
  build: {projects: ['dev-server', 'site', 'nginx', 'edge'], servers: ['build/', 'nginx', 'edge']},
  variants: {projects: ['hosted-services', 'base-url'], servers: [HOSTED_BUILD_DIR, BASE_URL_BUILD_DIR]},
} as const;

export type E2eGroup = keyof typeof E2E_GROUPS;

/** The group named by E2E_GROUP, or null for the whole suite; an unknown name is an error. */
export function selectedE2eGroup(name = process.env.E2E_GROUP): (typeof E2E_GROUPS)[E2eGroup] | null {
  if (!name) return null;
  if (!(name in E2E_GROUPS))
    throw new Error(`E2E_GROUP=${name} is not a group of the e2e suite: use ${Object.keys(E2E_GROUPS).join(' or ')}, or leave it unset.`);
  return E2E_GROUPS[name as E2eGroup];
}

/** The servers the selected group needs. */
export function selectedE2eServers(): E2eServer[] {
  const group = selectedE2eGroup();
  return group ? E2E_SERVERS.filter((server) => (group.servers as readonly string[]).includes(server.name)) : E2E_SERVERS;
}
