import test from 'node:test';
import assert from 'node:assert/strict';
import {excerptOf} from '../searchIndex';
import {mcpLocation} from '../../../scripts/render-nginx-conf';

test('an excerpt is the paragraph with the most query terms, as plain text, cut around the first', () => {
  const markdown = '# Title\n\nNothing here.\n\nThe [lock file](/x) pins each **provider** version.\n\n```\ncode\n```\n';
  assert.equal(excerptOf(markdown, ['lock', 'provider']), 'The lock file pins each provider version.');
  const long = `${'word '.repeat(100)}lock file ${'more '.repeat(100)}`;
  const cut = excerptOf(`# T\n\n${long}`, ['lock'], 60);
  assert.ok(cut.startsWith('…') && cut.endsWith('…') && cut.includes('lock file'), cut);
  assert.equal(excerptOf('# Only a title\n', ['x']), '');
  // Names keep their underscores; emphasis and code marks go.
  assert.equal(excerptOf('Set `TF_PLUGIN_CACHE_DIR` **first**.', ['cache']), 'Set TF_PLUGIN_CACHE_DIR first.');
});

test('the nginx /mcp location proxies to host:port, is absent without one, and refuses anything else', () => {
  assert.match(mcpLocation('127.0.0.1:8787'), /location = \/mcp \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:8787;/);
  assert.doesNotMatch(mcpLocation(undefined), /location/);
  assert.throws(() => mcpLocation('127.0.0.1:8787; evil'), /--mcp-upstream: .* is not host:port/);
});
