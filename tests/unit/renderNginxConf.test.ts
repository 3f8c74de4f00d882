import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PROJECT_ROOT} from '../../scripts/lib/projectRoot';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/render-nginx-conf.ts'), ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });

test('npm run nginx:conf: an unknown option or a bad value is a one-line error with the usage, not a stack trace', () => {
  for (const args of [['--bogus'], ['--mcp-upstream', 'not a host']]) {
    const result = run(...args);
    assert.equal(result.status, 2, `${args.join(' ')}: exit ${result.status}\n${result.stderr}`);
    assert.match(result.stderr, /^npm run nginx:conf: /);
    assert.match(result.stderr, /Usage: npm run nginx:conf -- /);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'a stack trace');
  }
  const bad = run('--mcp-upstream', 'not a host');
  assert.match(bad.stderr, /--mcp-upstream: "not a host" is not host:port/);
});

test('npm run nginx:conf -- --help prints the usage and exits 0', () => {
  const result = run('--help');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Usage: npm run nginx:conf -- .*--root/s);
});
