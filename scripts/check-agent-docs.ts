/**
 * `npm run check:agent-docs`: the Agent-Friendly Documentation Spec's own checker (afdocs) against
 * build/ served as operators serve it: Debian's nginx with the rendered production configuration
 * (Markdown negotiation, the MCP server behind /mcp), on a loopback port. The sample is deterministic
 * and holds pages of every kind (scripts/lib/pageKinds.ts, taken evenly), so that a
 * twin or page that breaks a check is found on every run. Any check that warns, fails or errors
 * fails the run; a request to any host but the loopback server is refused and fails it too.
 * Usage: tsx scripts/check-agent-docs.ts [--build build] [--pages 240] [--verbose] [--report FILE]
 *   --report  writes afdocs' whole report (every page's details) as JSON
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {runChecks, type CheckResult} from 'afdocs';
import {PROJECT_ROOT} from '../shared/projectRoot';
import {pageKind, type PageKind} from './lib/pageKinds';

/** The check that cannot apply to a site without a login: afdocs skips it by itself. */
const NOT_APPLICABLE = new Set(['auth-alternative-access']);

/** The URLs of the build's sitemap, in its order. */
export function sitemapUrls(buildDir: string): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

/**
 * A deterministic sample of `size` pathnames holding every kind: each kind gets a share of the
 * sample in proportion to its pages (at least one page), taken evenly spaced through its pages in
 * sitemap order.
 */
export function stratifiedSample(pathnames: readonly string[], size: number): string[] {
  const byKind = new Map<PageKind, string[]>();
  for (const pathname of pathnames) {
    const kind = pageKind(pathname);
    byKind.set(kind, [...(byKind.get(kind) ?? []), pathname]);
  }
  const sample: string[] = [];
  for (const pages of byKind.values()) {
    const share = Math.min(pages.length, Math.max(1, Math.round((size * pages.length) / pathnames.length)));
    for (let i = 0; i < share; i++) sample.push(pages[Math.floor((i * pages.length) / share)]);
  }
  return sample;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (exit ${child.exitCode}) before serving ${url}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not serve ${url} within 20 s.`);
}

/** Refuses every request that leaves the loopback server, and remembers it. */
function keepOnLoopback(origin: string): string[] {
  const refused: string[] = [];
  const loopbackFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin) {
      refused.push(url.href);
      return Promise.reject(new Error(`refused: ${url.href} is not on the loopback server ${origin}`));
    }
    return loopbackFetch(input, init);
  };
  return refused;
}

function printResult(result: CheckResult, verbose: boolean): void {
  const mark = {pass: 'pass', warn: 'WARN', fail: 'FAIL', skip: 'skip', error: 'ERROR'}[result.status];
  console.log(`${mark.padEnd(5)} ${result.id}: ${result.message}`);
  if (verbose && result.status !== 'pass' && result.status !== 'skip' && result.details)
    console.log(JSON.stringify(result.details, null, 2).slice(0, 20_000));
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      pages: {type: 'string', default: '240'},
      verbose: {type: 'boolean', default: false},
      report: {type: 'string'},
    },
  });
  const buildDir = path.resolve(PROJECT_ROOT, values.build);
  const urls = sitemapUrls(buildDir);
  const siteOrigin = new URL(urls[0]).origin;
  const sample = stratifiedSample(
    urls.map((url) => new URL(url).pathname),
    Number(values.pages),
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nginx = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/nginx-test-server.ts'), '--port', String(port), '--build', buildDir],
    {stdio: ['ignore', 'inherit', 'inherit']},
  );
  const started = Date.now();
  try {
    await waitUntilServing(`${origin}/`, nginx);
    const refused = keepOnLoopback(origin);
    const kinds = new Set(sample.map(pageKind));
    console.log(`afdocs on ${origin} (build/ behind nginx): ${sample.length} pages of ${kinds.size} kinds, of ${urls.length}`);
    const report = await runChecks(origin, {
      samplingStrategy: 'curated',
      curatedPages: sample.map((pathname) => origin + pathname),
      maxLinksToTest: sample.length,
      // The build's links name its SITE_URL: they are followed on the loopback server instead.
      canonicalOrigin: siteOrigin,
      maxConcurrency: 16,
      requestDelay: 0,
      networkContext: 'ci',
      onProgress: (event) => {
        if (event.phase === 'complete' && values.verbose) console.log(`  ${event.checkId}: ${(event.durationMs / 1000).toFixed(1)} s`);
      },
    });
    for (const result of report.results) printResult(result, values.verbose);
    if (values.report) fs.writeFileSync(values.report, JSON.stringify(report, null, 2));
    const failing = report.results.filter(
      (result) =>
        result.status === 'warn' ||
        result.status === 'fail' ||
        result.status === 'error' ||
        (result.status === 'skip' && !NOT_APPLICABLE.has(result.id)),
    );
    const {pass, warn, fail, skip, error} = report.summary;
    console.log(
      `${pass} pass, ${warn} warn, ${fail} fail, ${skip} skipped, ${error} errors; ${report.testedPages ?? sample.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (refused.length > 0)
      console.error(`afdocs asked for ${refused.length} URLs off the loopback server, refused: ${refused.slice(0, 5).join(', ')}`);
    if (failing.length > 0 || refused.length > 0) {
      console.error(
        `Failing: ${failing.map((result) => result.id).join(', ') || 'requests off the loopback server'}. --verbose shows each check's details.`,
      );
      process.exitCode = 1;
    }
  } finally {
    nginx.kill('SIGTERM');
  }
}

if (require.main === module) void main();
