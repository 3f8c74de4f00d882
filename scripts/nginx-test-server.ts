/**
 * Serves a build with Debian's nginx on loopback, using the rendered
 * deploy/nginx-site.conf.template, in the foreground (for the end-to-end tests), with the MCP
 * server's HTTP endpoint behind /mcp. The Content-Security-Policy allows the hosted search and
 * analytics hosts when their variables are set, as for a deployment (scripts/lib/buildPolicy.ts).
 * Usage: tsx scripts/nginx-test-server.ts --port 4173 [--build build] [--without-mcp]
 *   --build        the folder to serve (default build/)
 *   --without-mcp  no MCP server and no /mcp (for a build without the markdown-twins plugin, whose
 *                  search index the MCP server reads)
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {AddressInfo} from 'node:net';
import {renderNginxSiteConf} from './render-nginx-conf';
import {createMcpHttpServer} from '../plugins/mcp';
import {openSite} from '../plugins/mcp';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '4173'},
      build: {type: 'string', default: 'build'},
      'without-mcp': {type: 'boolean', default: false},
    },
  });
  const buildDir = path.resolve(__dirname, '..', values.build);
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  // The MCP server beside it (npm run mcp:http), which the configuration proxies /mcp to.
  const mcp = values['without-mcp'] ? null : createMcpHttpServer(openSite({buildDir}));
  if (mcp) await new Promise<void>((resolve) => mcp.listen(0, '127.0.0.1', resolve));
  const site = renderNginxSiteConf({
    buildDir,
    listen: `127.0.0.1:${values.port}`,
    serverName: 'localhost',
    env: process.env,
    mcpUpstream: mcp ? `127.0.0.1:${(mcp.address() as AddressInfo).port}` : undefined,
  });
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  // As root, nginx's workers would drop to "nobody", which may not read a build under /root.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `${user}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf')], {stdio: 'inherit'});
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => {
    mcp?.close();
    fs.rmSync(work, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
}

void main();
