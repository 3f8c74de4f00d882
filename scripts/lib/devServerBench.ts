/**
 * The writer's loop, timed (`npm run bench:dev`, and the dev part of `npm run bench`): starts
 * `npm start` in the project with its caches empty (`.docusaurus/`, the bundler's persistent cache
 * and jiti's transpiled config removed, as on a fresh clone), then again with them warm, and times each from the spawn to
 * the first page shown in Chromium. On the warm server it times, from saving an edit to the changed
 * text in the open page, an edit of a Markdown page, a service description, the release history and
 * the interface data. Every edited file is put back, also on Ctrl+C.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from 'playwright';
import {PROJECT_ROOT} from './siteCopy';
import {docusaurusNodeArgs} from './docusaurusCli';

const PORT = 3919;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const CACHES = ['.docusaurus', 'node_modules/.cache/rspack'];

interface Edit {
  name: string;
  /** The page that shows the edited text. */
  page: string;
  /** Text the page shows before the edit (the page is loaded once it does). */
  before: (page: Page) => Promise<void>;
  file: string;
  from: RegExp;
  to: (run: string) => string;
  /** The changed text, as the page shows it. */
  shown: (run: string) => string;
}

export const EDITS: Edit[] = [
  {
    name: 'Markdown page',
    page: '/intro/overview/how-it-works',
    before: (page) => page.locator('article h1').waitFor(),
    file: 'docs/intro/overview/how-it-works.md',
    from: /\s*$/,
    to: (run) => `\n\nEdited for the benchmark, ${run}.\n`,
    shown: (run) => `Edited for the benchmark, ${run}.`,
  },
  {
    name: 'service description (data/service-catalog-descriptions/)',
    page: '/reference/services/data-storage/amazon-rds',
    before: (page) => page.locator('#input-allocated_storage p').first().waitFor(),
    file: 'data/service-catalog-descriptions/data-storage/amazon-rds.yml',
    from: /(allocated_storage: >-\n\s+)The storage,/,
    to: (run) => `$1Edited ${run}: the storage,`,
    shown: (run) => `Edited ${run}: the storage`,
  },
  {
    name: 'release history (data/releases.json)',
    page: '/guides/stay-up-to-date/releases/2019-05/',
    before: (page) => page.getByText('2019-05-15').first().waitFor(),
    file: 'data/releases.json',
    from: /"published": "2019-05-15"/,
    to: () => '"published": "2019-05-31"',
    shown: () => '2019-05-31',
  },
  {
    name: 'interface data (data/service-catalog-interface.json)',
    page: '/reference/services/data-storage/amazon-rds',
    before: (page) => page.locator('#input-backup_job_alarm_period').getByText('3600').first().waitFor(),
    file: 'data/service-catalog-interface.json',
    from: /("data-storage\/amazon-rds": \{[\s\S]*?"name": "backup_job_alarm_period",[^}]*"default": )"3600"/,
    to: () => '$1"7200"',
    shown: () => '7200',
  },
];

const originals = new Map<string, string>();
function restore(): void {
  for (const [file, text] of originals) fs.writeFileSync(path.join(PROJECT_ROOT, file), text);
  originals.clear();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

interface Server {
  process: ChildProcess;
  output: () => string;
}

function startServer(profile: boolean, tmpDir: string): Server {
  let printed = '';
  const child = spawn(process.execPath, docusaurusNodeArgs('start', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'), {
    cwd: PROJECT_ROOT,
    // A temporary folder of its own per run: Docusaurus loads the config with jiti, which keeps its
    // transpiled files there, and a fresh clone has none of them.
    env: {
      ...process.env,
      BROWSER: 'none',
      JITI_RESPECT_TMPDIR_ENV: 'true',
      TMPDIR: tmpDir,
      ...(profile ? {DOCUSAURUS_PERF_LOGGER: 'true'} : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return {process: child, output: () => printed};
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  process.kill(-server.process.pid!, 'SIGTERM');
  await exited;
}

/** Seconds from the spawn to the first page shown (its h1 in Chromium). */
async function timeStart(page: Page, server: Server, started: number): Promise<number> {
  const deadline = started + 5 * 60_000;
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the dev server exited:\n${server.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`no page within 5 minutes:\n${server.output().slice(-3000)}`);
    try {
      await page.goto(`${URL_BASE}${EDITS[0].page}`, {timeout: 60_000});
      await page.locator('article h1').waitFor({timeout: 60_000});
      return (Date.now() - started) / 1000;
    } catch {
      // Not listening yet: try again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function timeEdit(page: Page, edit: Edit, run: string): Promise<number> {
  await page.goto(`${URL_BASE}${edit.page}`);
  await edit.before(page);
  const absolute = path.join(PROJECT_ROOT, edit.file);
  const text = originals.get(edit.file) ?? fs.readFileSync(absolute, 'utf8');
  originals.set(edit.file, text);
  if (!edit.from.test(text)) throw new Error(`${edit.file}: the benchmark's edit no longer matches ${edit.from}`);
  const savedAt = Date.now();
  fs.writeFileSync(absolute, text.replace(edit.from, edit.to(run)));
  await page.getByText(edit.shown(run)).first().waitFor({timeout: 120_000});
  const ms = Date.now() - savedAt;
  fs.writeFileSync(absolute, text);
  // The page shows the original again before the next edit is timed.
  await edit.before(page);
  return ms;
}

export interface DevServerTimes {
  runs: number;
  coldSeconds: number[];
  warmSeconds: number[];
  /** Milliseconds from save to page, by edit name. */
  editMs: Record<string, number[]>;
  /** What Docusaurus's PerfLogger printed during the first cold start (with `profile`). */
  profile: string;
}

export async function benchDevServer(browser: Browser, {runs = 1, profile = false} = {}): Promise<DevServerTimes> {
  const times: DevServerTimes = {
    runs,
    coldSeconds: [],
    warmSeconds: [],
    editMs: Object.fromEntries(EDITS.map((edit) => [edit.name, []])),
    profile: '',
  };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const cache of CACHES) fs.rmSync(path.join(PROJECT_ROOT, cache), {recursive: true, force: true});
      const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dev-'));
      for (const kind of ['cold', 'warm'] as const) {
        const page = await browser.newPage();
        const started = Date.now();
        const server = startServer(profile, tmpDir);
        try {
          const seconds = await timeStart(page, server, started);
          (kind === 'cold' ? times.coldSeconds : times.warmSeconds).push(seconds);
          console.log(`run ${run}: npm start, caches ${kind === 'cold' ? 'empty' : 'warm'}: first page in ${seconds.toFixed(1)} s`);
          if (kind === 'cold' && profile && run === 1) times.profile = perfLines(server.output());
          if (kind === 'warm') {
            for (const edit of EDITS) {
              const ms = await timeEdit(page, edit, `run ${run} ${Date.now()}`);
              times.editMs[edit.name].push(ms);
              console.log(`run ${run}: ${edit.name}: in the page ${ms} ms after the save`);
            }
          }
        } finally {
          restore();
          await page.close();
          await stopServer(server);
        }
      }
      fs.rmSync(tmpDir, {recursive: true, force: true});
    }
  } finally {
    restore();
  }
  return times;
}

const perfLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('[PERF]'))
    .join('\n');
