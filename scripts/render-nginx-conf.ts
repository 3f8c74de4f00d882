/**
 * `npm run nginx:conf -- --root /var/www/docs --listen 80 --server-name docs.example.com --out docs.conf`
 *
 * Renders deploy/nginx-site.conf.template for a build: the Content-Security-Policy
 * allows the build's inline scripts by hash, and the search and analytics hosts
 * only when ALGOLIA_* and GTAG_TRACKING_ID are set (the same variables as the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildContentSecurityPolicy, inlineScriptsIn} from '../plugins/lib/contentSecurityPolicy';
import {readSiteEnvironment} from '../src/lib/siteEnvironment';
import {MCP_PATH} from '../mcp/connect';
import {PROJECT_ROOT} from '../plugins/lib/projectRoot';

export const TEMPLATE = path.join(PROJECT_ROOT, 'deploy/nginx-site.conf.template');

const USAGE = [
  'Usage: npm run nginx:conf -- [--build-dir DIR] [--root DIR] [--listen PORT] [--server-name NAME]',
  '                             [--mcp-upstream HOST:PORT] [--out FILE]',
  'Renders deploy/nginx-site.conf.template for a build (to stdout without --out); see README, Deploying.',
].join('\n');

export interface RenderOptions {
  buildDir: string;
  /** The directory nginx serves (defaults to buildDir). */
  root?: string;
  listen: string;
  serverName: string;
  env: Record<string, string | undefined>;
  /** `host:port` of `npm run mcp:http`, to proxy /mcp to; without it, /mcp is not served. */
  mcpUpstream?: string;
}

/** The /mcp location: a proxy to the MCP server's Streamable HTTP endpoint, or nothing. */
export function mcpLocation(upstream: string | undefined): string {
  if (upstream === undefined) return '    # No MCP server: render with --mcp-upstream host:port to proxy /mcp to `npm run mcp:http`.';
  if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(upstream))
    throw new Error(`--mcp-upstream: "${upstream}" is not host:port (for example 127.0.0.1:8787).`);
  return [
    '    # The MCP server (npm run mcp:http): JSON-RPC over POST, answered as JSON.',
    `    location = ${MCP_PATH} {`,
    `        proxy_pass http://${upstream};`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        client_max_body_size 64k;',
    '    }',
  ].join('\n');
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export function renderNginxSiteConf({buildDir, root, listen, serverName, env, mcpUpstream}: RenderOptions): string {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no index.html: run \`npm run build\` first.`);
  }
  const inlineScripts = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const script of inlineScriptsIn(fs.readFileSync(file, 'utf8'))) inlineScripts.add(script);
  }
  const site = readSiteEnvironment(env);
  const policy = buildContentSecurityPolicy({
    inlineScripts,
    hostedSearch: site.hostedSearch !== null,
    analytics: site.gtagTrackingId !== null,
  });
  const values: Record<string, string> = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: path.resolve(root ?? buildDir),
    CONTENT_SECURITY_POLICY: policy,
    MCP_LOCATION: mcpLocation(mcpUpstream),
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`${TEMPLATE}: unknown placeholder {{${key}}}`);
    return values[key];
  });
}

function main(): void {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        'build-dir': {type: 'string', default: path.join(PROJECT_ROOT, 'build')},
        root: {type: 'string'},
        listen: {type: 'string', default: '80'},
        'server-name': {type: 'string', default: '_'},
        out: {type: 'string'},
        'mcp-upstream': {type: 'string'},
        help: {type: 'boolean', default: false},
      },
    }));
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    const conf = renderNginxSiteConf({
      buildDir: values['build-dir']!,
      root: values.root,
      listen: values.listen!,
      serverName: values['server-name']!,
      env: process.env,
      mcpUpstream: values['mcp-upstream'],
    });
    if (values.out) fs.writeFileSync(values.out, conf);
    else process.stdout.write(conf);
  } catch (error) {
    // A bad option or value is the caller's to fix: say which, and how to call, without a stack.
    process.stderr.write(`npm run nginx:conf: ${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
  }
}

if (require.main === module) main();
