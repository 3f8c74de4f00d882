import {test, expect} from './fixtures';

/**
 * The suite's browser resolves no host but the loopback server's (LOOPBACK_ONLY_ARGS in
 * ./support/network.ts). `*.localhost` names would otherwise reach the same server on loopback, so
 * one failing here proves the rule, not a machine without a network.
 */
test('pages reach the loopback server and no other host', async ({page, baseURL}) => {
  const origin = new URL(baseURL!);
  await page.goto('/');
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${new URL(request.url()).hostname} ${request.failure()?.errorText}`));
  const outcomes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, {mode: 'no-cors', cache: 'no-store'}).then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ),
    [`http://localhost:${origin.port}/`, `http://elsewhere.localhost:${origin.port}/`, `http://203.0.113.7:${origin.port}/`],
  );
  expect(outcomes).toEqual(['answered', 'failed', 'failed']);
  // Failed in the browser's resolver, before any connection (the events may trail the fetches).
  await expect
    .poll(() => failures.filter((failure) => !failure.startsWith('localhost ')).sort())
    .toEqual(['203.0.113.7 net::ERR_NAME_NOT_RESOLVED', 'elsewhere.localhost net::ERR_NAME_NOT_RESOLVED']);
});
