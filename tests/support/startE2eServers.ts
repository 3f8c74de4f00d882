/**
 * Starts the e2e servers (tests/support/e2eServers.ts; those of E2E_GROUP when it is set) side by side; playwright.config.ts runs it as
 * its one web server. Playwright starts its web servers one after the other, which took 22 s on this
 * machine, about the sum of their start-up times. Prints E2E_SERVERS_READY once every server answers,
 * and stops them when stopped. A server already answering on its port is used as it is, as Playwright's
 * `reuseExistingServer` would, except in CI.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {E2E_SERVERS_READY, selectedE2eServers, type E2eServer} from './e2eServers';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {redirect: 'manual'});
    return true;
  } catch {
    return false;
  }
}

async function waitFor(server: E2eServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.startupMs;
  while (!(await answers(server.url))) {
    if (child.exitCode !== null)
      throw new Error(`${server.name}: "${server.command}" exited with ${child.exitCode} before answering ${server.url}`);
    if (Date.now() > deadline) throw new Error(`${server.name}: no answer from ${server.url} within ${server.startupMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.on('SIGTERM', () => (stopAll(), process.exit(0)));
  process.on('SIGINT', () => (stopAll(), process.exit(0)));
  await Promise.all(
    selectedE2eServers().map(async (server) => {
      if (!process.env.CI && (await answers(server.url))) return;
      const child = spawn(server.command, {shell: true, stdio: 'inherit'});
      children.push(child);
      await waitFor(server, child);
    }),
  ).catch((error: Error) => {
    console.error(error.message);
    stopAll();
    process.exit(1);
  });
  console.log(E2E_SERVERS_READY);
}

void main();
