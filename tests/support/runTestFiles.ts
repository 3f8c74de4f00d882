/**
 * Runs node:test files in this one process: `node --import tsx tests/support/runTestFiles.ts FILE...`.
 * Each file's tests register as it is imported, and node:test runs them and sets the exit code.
 *
 * Why not `node --test`: on Node 20 it starts a process per file, each loading tsx and the same
 * modules again. Measured on this 2-core machine: the unit tests took 38 core-seconds that way and
 * 18 in one process, in less time. Node 22 has this built in (`--experimental-test-isolation=none`);
 * the project supports Node 20. The test files share no state: none has top-level hooks or changes
 * the environment or the working directory.
 *
 * The build checks run this way too: several read every page of build/, and in one process they share
 * each page's parse (tests/support/builtSite.ts), which a process per file would repeat.
 * None of them changes the environment either; the MCP checks start their servers inside a describe.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';

async function run(files: string[]): Promise<void> {
  if (files.length === 0) throw new Error('Usage: node --import tsx tests/support/runTestFiles.ts FILE...');
  for (const file of files) await import(pathToFileURL(path.resolve(file)).href);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
