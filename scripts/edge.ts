/**
 * The edge deployment (deploy/edge): `npm run edge:dev -- [--port 8788] [--build build]` serves it
 * locally with wrangler and workerd; `npm run edge:deploy` publishes it with wrangler (Cloudflare
 * credentials required). Both first stage the build in build-edge/ (dev: build-edge-dev-PORT/; hard
 * links, so it costs no copy) and write its `_headers`: the same headers nginx sends, from deploy/servingPolicy.ts, with the
 * Content-Security-Policy computed from the build (ALGOLIA_* and GTAG_TRACKING_ID as for the build).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {contentSecurityPolicyOf} from './lib/buildPolicy';
import {refuseLocalBuild} from './lib/deploymentUrl';
import {
  HASHED_ASSETS_FOLDER,
  IMMUTABLE,
  MARKDOWN_CONTENT_TYPE,
  PAGE_VARY,
  REVALIDATE,
  SECURITY_HEADERS,
  SHORT_LIVED,
  SHORT_LIVED_EXTENSIONS,
  UNCOMPRESSED_EXTENSIONS,
} from '../deploy/servingPolicy';
import {PROJECT_ROOT} from '../shared/projectRoot';

export const EDGE_CONFIG = path.join(PROJECT_ROOT, 'deploy/edge/wrangler.jsonc');
export const STAGED_BUILD = path.join(PROJECT_ROOT, 'build-edge');

const USAGE = [
  'Usage: npm run edge:dev -- [--port 8788] [--host 127.0.0.1] [--build DIR]',
  '       npm run edge:deploy -- [--build DIR]',
  'Stages the build with its _headers (in build-edge/, or build-edge-dev-PORT/ for dev), then runs wrangler (see deploy/README.md).',
].join('\n');

/**
 * The `_headers` file: every response gets the security headers and revalidation; images and
 * hashed bundles are cached longer; twins are Markdown. A later rule replaces a header an earlier
 * one set (`! Name` detaches it first), so the most specific rules come last.
 */
export function renderHeadersFile(contentSecurityPolicy: string): string {
  const rule = (pattern: string, headers: Record<string, string>, replace: boolean) => [
    pattern,
    ...Object.entries(headers).flatMap(([name, value]) => [...(replace ? [`  ! ${name}`] : []), `  ${name}: ${value}`]),
  ];
  return [
    '# Written by scripts/edge.ts from deploy/servingPolicy.ts: the headers nginx sends too.',
    ...rule(
      '/*',
      {
        'Cache-Control': REVALIDATE,
        'Content-Security-Policy': contentSecurityPolicy,
        ...SECURITY_HEADERS,
        Vary: 'Accept-Encoding',
      },
      false,
    ),
    ...SHORT_LIVED_EXTENSIONS.flatMap((extension) => [
      ...rule(`/*.${extension}`, {'Cache-Control': SHORT_LIVED}, true),
      // Not compressed, so not varying by encoding (nginx's gzip_vary marks only what it compresses).
      ...((UNCOMPRESSED_EXTENSIONS as readonly string[]).includes(extension) ? ['  ! Vary'] : []),
    ]),
    ...rule('/*.md', {'Content-Type': MARKDOWN_CONTENT_TYPE, Vary: PAGE_VARY}, true),
    ...rule(`${HASHED_ASSETS_FOLDER}*`, {'Cache-Control': IMMUTABLE}, true),
    '',
  ].join('\n');
}

/** Mirrors `buildDir` into `out` as hard links (a fresh tree each time) and writes its `_headers`. */
export function stageBuild(buildDir: string, out: string, env: Record<string, string | undefined>): void {
  const policy = contentSecurityPolicyOf(buildDir, env);
  fs.rmSync(out, {recursive: true, force: true});
  const link = (from: string, to: string) => {
    fs.mkdirSync(to, {recursive: true});
    for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) link(source, target);
      else {
        try {
          fs.linkSync(source, target);
        } catch {
          fs.copyFileSync(source, target);
        }
      }
    }
  };
  link(buildDir, out);
  fs.writeFileSync(path.join(out, '_headers'), renderHeadersFile(policy));
}

/**
 * Where a command stages the build: build-edge/ for a deployment (wrangler.jsonc's assets), and one
 * folder per port for a local server, so that two of them (the e2e suite's and the MCP build test's,
 * which `npm test` runs side by side) never restage each other's files.
 */
const staged = (command: 'dev' | 'deploy', port: string) => (command === 'dev' ? `${STAGED_BUILD}-dev-${port}` : STAGED_BUILD);

function main(): void {
  const [command, ...rest] = process.argv.slice(2);
  let values;
  try {
    if (command !== 'dev' && command !== 'deploy') throw new Error(`unknown command "${command ?? ''}": use dev or deploy.`);
    ({values} = parseArgs({
      args: rest,
      options: {
        port: {type: 'string', default: '8788'},
        host: {type: 'string', default: '127.0.0.1'},
        build: {type: 'string', default: path.join(PROJECT_ROOT, 'build')},
      },
    }));
    // Published, a build made for localhost would point readers and agents at their own machine.
    if (command === 'deploy') refuseLocalBuild(path.resolve(values.build!), 'npm run edge:deploy');
    stageBuild(path.resolve(values.build!), staged(command, values.port!), process.env);
  } catch (error) {
    process.stderr.write(`npm run edge:${command ?? ''}: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const wrangler = path.join(PROJECT_ROOT, 'node_modules/wrangler/bin/wrangler.js');
  const args =
    command === 'dev'
      ? [
          'dev',
          '--config',
          EDGE_CONFIG,
          '--assets',
          staged(command, values.port!),
          '--port',
          values.port!,
          '--ip',
          values.host!,
          '--local',
          '--show-interactive-dev-session=false',
        ]
      : ['deploy', '--config', EDGE_CONFIG];
  const child = spawn(process.execPath, [wrangler, ...args], {
    stdio: 'inherit',
    // Nothing reaches the internet: no metrics, no update check (it runs with the banner), and no fetch
    // of the request.cf sample (a built-in one is used).
    env: {...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false'},
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (require.main === module) main();
