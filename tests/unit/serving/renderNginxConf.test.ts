import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../../shared/projectRoot';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/render-nginx-conf.ts'), ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });

// No build at all: a bad argument is reported before the build is read (and the test never reads
// build/, which \`npm test\` may be writing meanwhile).
const NO_BUILD = ['--build-dir', path.join(PROJECT_ROOT, 'tests/no-such-build')];

test('npm run nginx:conf: an unknown option or a bad value is a one-line error with the usage, not a stack trace', () => {
  for (const args of [['--bogus'], ['--mcp-upstream', 'not a host']]) {
    const result = run(...args, ...NO_BUILD);
    assert.equal(result.status, 2, `${args.join(' ')}: exit ${result.status}\n${result.stderr}`);
    assert.match(result.stderr, /^npm run nginx:conf: /);
    assert.match(result.stderr, /Usage: npm run nginx:conf -- /);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'a stack trace');
  }
  // The value is checked before the build is read: the error is the same with no build at all (and the
  // test never reads build/, which \`npm test\` may be writing meanwhile).
  const bad = run('--mcp-upstream', 'not a host', '--build-dir', path.join(PROJECT_ROOT, 'tests/no-such-build'));
  assert.match(bad.stderr, /--mcp-upstream: "not a host" is not host:port/);
});

test('npm run nginx:conf -- --help prints the usage and exits 0', () => {
  const result = run('--help');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Usage: npm run nginx:conf -- .*--root/s);
});

/** A build folder with a home page and a sitemap for `siteUrl`: what the deployment commands read. */
function fixtureBuild(siteUrl: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-build-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><link rel="canonical" href="${siteUrl}/"></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset><url><loc>${siteUrl}/intro</loc></url></urlset>`);
  return dir;
}

test('a build made for localhost is refused by npm run nginx:conf and npm run edge:deploy, saying how to build it', () => {
  const local = fixtureBuild('http://localhost:3000');
  const nginx = run('--build-dir', local);
  assert.equal(nginx.status, 2, nginx.stderr);
  assert.match(nginx.stderr, /was built for http:\/\/localhost:3000.*SITE_URL=https:\/\/docs\.example\.com npm run build/);
  assert.equal(run('--build-dir', local, '--allow-local-site-url').status, 0, 'a local trial may say so');
  const edge = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/edge.ts'), 'deploy', '--build', local], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  assert.equal(edge.status, 2, edge.stderr);
  assert.match(edge.stderr, /^npm run edge:deploy: .*was built for http:\/\/localhost:3000/);
  // A build for the site's address renders.
  const deployed = run('--build-dir', fixtureBuild('https://docs.example.com'));
  assert.equal(deployed.status, 0, deployed.stderr);
  assert.match(deployed.stdout, /server_name/);
});
