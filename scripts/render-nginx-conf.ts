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

const ROOT = path.join(__dirname, '..');
export const TEMPLATE = path.join(ROOT, 'deploy/nginx-site.conf.template');

export interface RenderOptions {
  buildDir: string;
  /** The directory nginx serves (defaults to buildDir). */
  root?: string;
  listen: string;
  serverName: string;
  env: Record<string, string | undefined>;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export function renderNginxSiteConf({buildDir, root, listen, serverName, env}: RenderOptions): string {
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
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`${TEMPLATE}: unknown placeholder {{${key}}}`);
    return values[key];
  });
}

function main(): void {
  const {values} = parseArgs({
    options: {
      'build-dir': {type: 'string', default: path.join(ROOT, 'build')},
      root: {type: 'string'},
      listen: {type: 'string', default: '80'},
      'server-name': {type: 'string', default: '_'},
      out: {type: 'string'},
    },
  });
  const conf = renderNginxSiteConf({
    buildDir: values['build-dir']!,
    root: values.root,
    listen: values.listen!,
    serverName: values['server-name']!,
    env: process.env,
  });
  if (values.out) fs.writeFileSync(values.out, conf);
  else process.stdout.write(conf);
}

if (require.main === module) main();
