import {test, expect} from './fixtures';

/**
 * The suite's browser resolves no host but the loopback server's (LOOPBACK_ONLY_ARGS in
 * ./support/network.ts). `*.localhost` names would otherwise reach the same server on loopback, so
 * one failing here proves the rule, not a machine without a network.
 */
test('the browser reaches the loopback server and no other host', async ({page, baseURL}) => {
  const {port} = new URL(baseURL!);
  expect((await page.goto(`http://localhost:${port}/`))?.ok()).toBe(true);
  for (const host of ['elsewhere.localhost', '203.0.113.7']) {
    await expect(page.goto(`http://${host}:${port}/`), host).rejects.toThrow('net::ERR_NAME_NOT_RESOLVED');
    // Chromium then shows its error page: a state to wait for, or the next navigation races it.
    await expect(page).toHaveURL('chrome-error://chromewebdata/');
  }
});
