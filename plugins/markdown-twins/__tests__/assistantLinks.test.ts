import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {assistantPrompt, connectMcpActions, MCP_SERVER_NAME, openInAssistantActions} from '../lib/assistantLinks';
import {SEED} from '../../../tests/support/configurationArbitraries';

test('each assistant gets the prompt that names the twin; the editors get the MCP address', () => {
  const twin = 'https://docs.example.com/guides/vpc.md';
  const [chatgpt, claude, perplexity] = openInAssistantActions(twin, 'VPC');
  assert.equal(chatgpt.kind === 'open' && new URL(chatgpt.href).searchParams.get('q'), assistantPrompt(twin, 'VPC'));
  assert.ok(claude.kind === 'open' && claude.href.startsWith('https://claude.ai/new?q='));
  assert.ok(perplexity.kind === 'open' && perplexity.href.startsWith('https://www.perplexity.ai/search/new?q='));
  assert.match(assistantPrompt(twin, 'VPC'), /^Read https:\/\/docs\.example\.com\/guides\/vpc\.md /);
  const [cursor, vscode, claudeCode] = connectMcpActions('https://docs.example.com/mcp');
  assert.equal(
    cursor.kind === 'install' && cursor.href,
    `cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_SERVER_NAME}&config=${encodeURIComponent(btoa('{"url":"https://docs.example.com/mcp"}'))}`,
  );
  assert.equal(
    vscode.kind === 'install' && vscode.href,
    `vscode:mcp/install?${encodeURIComponent('{"name":"gruntwork-docs","type":"http","url":"https://docs.example.com/mcp"}')}`,
  );
  assert.equal(
    claudeCode.kind === 'copy' && claudeCode.text,
    'claude mcp add --transport http gruntwork-docs https://docs.example.com/mcp',
  );
});

test('generated page URLs and titles (quotes, ampersands, unicode, spaces) read back exactly from every link', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const twinUrl = fc.array(segment, {minLength: 1, maxLength: 4}).map((parts) => `https://docs.example.com/${parts.join('/')}.md`);
  const title = fc.string({unit: 'grapheme', minLength: 1, maxLength: 40});
  fc.assert(
    fc.property(twinUrl, title, (url, pageTitle) => {
      for (const action of openInAssistantActions(url, pageTitle)) {
        assert.equal(action.kind, 'open');
        if (action.kind !== 'open') return;
        assert.equal(new URL(action.href).searchParams.get('q'), assistantPrompt(url, pageTitle));
        assert.ok(assistantPrompt(url, pageTitle).includes(url));
      }
      const mcpUrl = new URL('/mcp', url).href;
      const [cursor, vscode] = connectMcpActions(mcpUrl);
      if (cursor.kind !== 'install' || vscode.kind !== 'install') return assert.fail('install links');
      assert.deepEqual(JSON.parse(atob(new URL(cursor.href).searchParams.get('config')!)), {url: mcpUrl});
      assert.deepEqual(JSON.parse(decodeURIComponent(vscode.href.slice('vscode:mcp/install?'.length))).url, mcpUrl);
    }),
    {seed: SEED, numRuns: 300},
  );
});
