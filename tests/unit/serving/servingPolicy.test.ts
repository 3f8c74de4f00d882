import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cacheControlFor, IMMUTABLE, REVALIDATE, SHORT_LIVED, wantsMarkdown, MARKDOWN_ACCEPT} from '../../../deploy/servingPolicy';
import {candidatesFor} from '../../../deploy/edge/worker';
import {renderHeadersFile} from '../../../scripts/edge';
import {renderNginxSiteConf, cacheControlMap} from '../../../scripts/render-nginx-conf';
import {PROJECT_ROOT} from '../../../shared/projectRoot';

test('Markdown is wanted when Accept names text/markdown, unless with q=0', () => {
  for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.5', 'TEXT/MARKDOWN;q=0.5', 'text/html, text/markdown;q=0.1']) {
    assert.equal(wantsMarkdown(accept), true, accept);
  }
  for (const accept of [
    null,
    '',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/markdown;q=0, text/html',
    'text/markdown; q=0.0',
    'text/html, text/markdown;q=0',
  ]) {
    assert.equal(wantsMarkdown(accept), false, String(accept));
  }
});

test('caching: hashed bundles for a year, images for an hour, everything else revalidated', () => {
  assert.equal(cacheControlFor('/assets/js/main.1234abcd.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/assets/images/diagram-0a1b.png'), IMMUTABLE);
  assert.equal(cacheControlFor('/img/logo.svg'), SHORT_LIVED);
  assert.equal(cacheControlFor('/guides/vpc/diagram.jpg'), SHORT_LIVED);
  for (const pathname of ['/', '/intro', '/intro.md', '/sitemap.xml', '/pagefind/pagefind.js', '/img.png/']) {
    assert.equal(cacheControlFor(pathname), REVALIDATE, pathname);
  }
});

test('the edge Worker tries the files nginx tries for a path, in the same order', () => {
  assert.deepEqual(candidatesFor('/intro'), ['/intro', '/intro/index.html', '/intro.html']);
  assert.deepEqual(candidatesFor('/intro/'), ['/intro/index.html', '/intro.html']);
  assert.deepEqual(candidatesFor('/'), ['/index.html']);
  assert.deepEqual(candidatesFor('/sitemap.xml'), ['/sitemap.xml', '/sitemap.xml/index.html', '/sitemap.xml.html']);
});

/** The `_headers` file as rules: pattern → header lines, in order. */
function parseHeadersFile(text: string): [string, string[]][] {
  const rules: [string, string[]][] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push([line, []]);
    else rules.at(-1)![1].push(line.trim());
  }
  return rules;
}

test('the edge `_headers` file applies the serving policy, most specific rule last', () => {
  const rules = parseHeadersFile(renderHeadersFile("default-src 'self'"));
  assert.equal(rules[0][0], '/*');
  assert.ok(rules[0][1].includes("Content-Security-Policy: default-src 'self'"));
  assert.ok(rules[0][1].includes(`Cache-Control: ${REVALIDATE}`));
  assert.ok(rules[0][1].includes('X-Frame-Options: DENY'));
  const last = rules.at(-1)!;
  assert.deepEqual(last, ['/assets/*', ['! Cache-Control', `Cache-Control: ${IMMUTABLE}`]]);
  const png = rules.find(([pattern]) => pattern === '/*.png');
  // An image already compressed is sent as it is: no Vary on the encoding.
  assert.deepEqual(png?.[1], ['! Cache-Control', `Cache-Control: ${SHORT_LIVED}`, '! Vary']);
  assert.deepEqual(rules.find(([pattern]) => pattern === '/*.svg')?.[1], ['! Cache-Control', `Cache-Control: ${SHORT_LIVED}`]);
  // Every rule after the first replaces what it sets rather than adding a second value.
  for (const [pattern, lines] of rules.slice(1)) {
    for (const line of lines.filter((entry) => !entry.startsWith('!'))) {
      assert.ok(/^[\w-]+: /.test(line), `${pattern}: ${line}`);
      assert.ok(lines.includes(`! ${line.split(':')[0]}`), `${pattern}: ${line} is not detached first`);
    }
  }
});

test('the nginx configuration is rendered from the same policy, with every placeholder filled', () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
  try {
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><script>console.log(1)</script>');
    const conf = renderNginxSiteConf({buildDir: build, listen: '8080', serverName: 'docs.example.com', env: {}});
    assert.doesNotMatch(conf, /\{\{[A-Z_]+\}\}/);
    assert.ok(conf.includes(cacheControlMap()));
    assert.ok(conf.includes(`"~*${MARKDOWN_ACCEPT.source}"  1;`));
    assert.match(conf, /add_header X-Frame-Options "DENY" always;/);
    assert.match(conf, /add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-/);
    assert.match(conf, new RegExp(`root ${build.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`));
    // nginx reads the cache map with PCRE: the patterns it is given match what cacheControlFor decides.
    const patterns = [...conf.matchAll(/^\s+~(\S+)\s+"([^"]+)";$/gm)].map(([, source, value]) => [new RegExp(source), value] as const);
    for (const pathname of ['/assets/js/a.js', '/img/logo.svg', '/intro', '/sitemap.xml']) {
      const value = patterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? REVALIDATE;
      assert.equal(value, cacheControlFor(pathname), pathname);
    }
  } finally {
    fs.rmSync(build, {recursive: true, force: true});
  }
});

test('npm run edge:dev with an unknown command or option is a one-line error with the usage', () => {
  for (const args of [['serve'], ['dev', '--bogus']]) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/edge.ts'), ...args], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    assert.equal(result.status, 2, `${args.join(' ')}: exit ${result.status}\n${result.stderr}`);
    assert.match(result.stderr, /^npm run edge:\w+: .*\nUsage: npm run edge:dev/);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'a stack trace');
  }
});
