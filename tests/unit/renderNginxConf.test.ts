import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PROJECT_ROOT} from '../../shared/projectRoot';

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
