/** Shared helpers for the benchmark scripts. */
import fs from 'node:fs';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const RESULTS_DIR = path.join(__dirname, '../../bench-results');

export function directorySize(dir: string): number {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => fs.statSync(path.join(dir, file)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

/** The middle value of repeated measurements (the upper middle for an even count). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The largest of repeated measurements. */
export function worst(values: number[]): number {
  return Math.max(...values);
}

/** Prints rows of [measure, value, target] as an aligned table. */
export function printTable(title: string, rows: [string, string, string][]): void {
  const header: [string, string, string] = ['Measure', 'Result', 'Target'];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
  console.log('');
}

export function writeResults(file: string, data: unknown): void {
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const target = path.join(RESULTS_DIR, file);
  fs.writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
