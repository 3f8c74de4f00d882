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
import {contentSecurityPolicyOf} from './lib/buildPolicy';
import {refuseLocalBuild} from './lib/deploymentUrl';
import {
  HASHED_ASSETS_FOLDER,
  IMMUTABLE,
  MARKDOWN_ACCEPT,
  REVALIDATE,
  SECURITY_HEADERS,
  SHORT_LIVED,
  SHORT_LIVED_EXTENSIONS,
} from '../deploy/servingPolicy';
import {MCP_PATH} from '../plugins/mcp';
import {PROJECT_ROOT} from '../shared/projectRoot';

export const TEMPLATE = path.join(PROJECT_ROOT, 'deploy/nginx-site.conf.template');

const USAGE = [
  'Usage: npm run nginx:conf -- [--build-dir DIR] [--root DIR] [--listen PORT] [--server-name NAME]',
  '                             [--mcp-upstream HOST:PORT] [--out FILE] [--allow-local-site-url]',
  'Renders deploy/nginx-site.conf.template for a build (to stdout without --out); see deploy/README.md.',
  'A build made for localhost (no SITE_URL) is refused unless --allow-local-site-url is given (local trials).',
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

/** The body of the `map $uri $docs_cache_control` block, from the serving policy. */
export function cacheControlMap(): string {
  const folder = HASHED_ASSETS_FOLDER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    `    ~^${folder}  "${IMMUTABLE}";`,
    `    ~\\.(${SHORT_LIVED_EXTENSIONS.join('|')})$  "${SHORT_LIVED}";`,
    `    default  "${REVALIDATE}";`,
  ].join('\n');
}

export function renderNginxSiteConf({buildDir, root, listen, serverName, env, mcpUpstream}: RenderOptions): string {
  // The caller's values first: a bad one is reported as such, whatever state the build is in.
  const mcp = mcpLocation(mcpUpstream);
  const policy = contentSecurityPolicyOf(buildDir, env);
  const values: Record<string, string> = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: path.resolve(root ?? buildDir),
    CONTENT_SECURITY_POLICY: policy,
    SECURITY_HEADERS: Object.entries(SECURITY_HEADERS)
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n'),
    CACHE_CONTROL_MAP: cacheControlMap(),
    MARKDOWN_ACCEPT: MARKDOWN_ACCEPT.source,
    MCP_LOCATION: mcp,
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
        'allow-local-site-url': {type: 'boolean', default: false},
        help: {type: 'boolean', default: false},
      },
    }));
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    // A deployment of a build made for localhost would point readers and agents at this machine.
    if (!values['allow-local-site-url']) refuseLocalBuild(values['build-dir']!, 'npm run nginx:conf');
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
