/**
 * `npm start` for the tests: the Docusaurus dev server running on a scratch copy of the site (so a
 * test can edit its data without touching the project), with the project's node_modules.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {copySite} from '../../../scripts/lib/siteCopy';
import {VARIANT_KNOWLEDGE_BASE} from '../../../scripts/lib/buildVariants';
import {docusaurusNodeArgs} from '../../../scripts/lib/docusaurusCli';

export interface DevServer {
  url: string;
  siteDir: string;
  /** Everything the server printed so far (the writer's terminal). */
  output: () => string;
  /** Replaces text in a file of the copy, as a writer saving an edit does. */
  edit: (file: string, from: string | RegExp, to: string) => void;
  /** Puts every edited file back as it was. */
  restore: () => void;
  stop: () => Promise<void>;
}

async function waitForHttp(url: string, server: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the dev server exited (${server.exitCode}):\n${output().slice(-3000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer ${url} within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`);
}

/**
 * Starts `npm start` on a scratch copy. The tests edit data, not articles: the copy keeps a sample of
 * the knowledge base and, whole, only the docs pages in `keepDocs` (paths under docs/ without the
 * extension); the other pages keep their front matter, headings and data directives, and lose their
 * prose (scripts/lib/siteCopy.ts).
 * Measured: the first compile took 22 core-seconds instead of 30, each compile after a data edit 2.4
 * instead of 3.1.
 */
export async function startDevServer(port: number, {keepDocs}: {keepDocs: readonly string[]}): Promise<DevServer> {
  const siteDir = copySite('docs-dev-', {knowledgeBase: VARIANT_KNOWLEDGE_BASE, keepDocs});
  let printed = '';
  const server = spawn(
    process.execPath,
    docusaurusNodeArgs('start', '--port', String(port), '--host', '127.0.0.1', '--no-open'),
    // No persistent bundler cache: it would live in the project's node_modules, shared through the link.
    {cwd: siteDir, env: {...process.env, BROWSER: 'none', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const originals = new Map<string, string>();
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(siteDir, {recursive: true, force: true});
  };
  try {
    await waitForHttp(`${url}/`, server, () => printed, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    siteDir,
    output: () => printed,
    edit(file, from, to) {
      const absolute = path.join(siteDir, file);
      const text = fs.readFileSync(absolute, 'utf8');
      if (!originals.has(file)) originals.set(file, text);
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${file}: nothing to replace`);
      fs.writeFileSync(absolute, next);
    },
    restore() {
      for (const [file, text] of originals) fs.writeFileSync(path.join(siteDir, file), text);
      originals.clear();
    },
    stop,
  };
}
