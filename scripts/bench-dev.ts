/**
 * `npm run bench:dev`: `npm start` on this machine (scripts/lib/devServerBench.ts).
 *
 *   npm run bench:dev                 both starts and the four edits, as a table; bench-results/bench-dev.json
 *   npm run bench:dev -- --profile    adds Docusaurus's own timings (DOCUSAURUS_PERF_LOGGER) of the first cold start
 *   npm run bench:dev -- --runs 3     repeats each start and edit, and reports the medians
 */
import {chromium} from 'playwright';
import {CHROMIUM_ARGS, CHROMIUM_PATH, median, printTable, writeResults} from './lib/benchUtils';
import {benchDevServer} from './lib/devServerBench';

const args = process.argv.slice(2);
const profile = args.includes('--profile');
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const times = await benchDevServer(browser, {runs, profile});
    if (times.profile) console.log(`\nDocusaurus timings of the first cold start (DOCUSAURUS_PERF_LOGGER):\n${times.profile}`);
    const rows: [string, string, string][] = [
      ['npm start, caches empty: first page shown', `${median(times.coldSeconds).toFixed(1)} s`, '10 s'],
      ['npm start, caches warm: first page shown', `${median(times.warmSeconds).toFixed(1)} s`, '10 s'],
      ...Object.entries(times.editMs).map(([name, values]): [string, string, string] => [
        `edit of the ${name}: save to page`,
        `${(median(values) / 1000).toFixed(1)} s`,
        '5 s',
      ]),
    ];
    printTable(`npm start on this machine (median of ${runs} run${runs > 1 ? 's' : ''})`, rows);
    writeResults('bench-dev.json', times);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
