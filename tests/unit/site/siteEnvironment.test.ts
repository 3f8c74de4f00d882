import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_BASE_URL, DEFAULT_SITE_URL, normalizeBaseUrl, readSiteEnvironment} from '../../../shared/lib/siteEnvironment';

test('defaults serve the site at http://localhost:3000/', () => {
  const env = readSiteEnvironment({});
  assert.equal(env.siteUrl, DEFAULT_SITE_URL);
  assert.equal(env.baseUrl, DEFAULT_BASE_URL);
  assert.equal(env.hostedSearch, null);
  assert.equal(env.gtagTrackingId, null);
});

test('SITE_URL loses trailing slashes; BASE_URL gains leading and trailing ones', () => {
  const env = readSiteEnvironment({SITE_URL: 'https://docs.example.com/', BASE_URL: 'docs'});
  assert.equal(env.siteUrl, 'https://docs.example.com');
  assert.equal(env.baseUrl, '/docs/');
  assert.equal(normalizeBaseUrl('/a/b'), '/a/b/');
  assert.equal(normalizeBaseUrl('/'), '/');
});

test('hosted search needs all three Algolia variables', () => {
  const all = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};
  assert.deepEqual(readSiteEnvironment(all).hostedSearch, {appId: 'APP', apiKey: 'key', indexName: 'docs'});
  for (const missing of Object.keys(all)) {
    const partial = {...all, [missing]: ''};
    assert.equal(readSiteEnvironment(partial).hostedSearch, null, `without ${missing}`);
  }
  assert.equal(readSiteEnvironment({...all, ALGOLIA_API_KEY: '   '}).hostedSearch, null);
});

test('analytics is on only with a tracking id', () => {
  assert.equal(readSiteEnvironment({GTAG_TRACKING_ID: 'G-TEST123'}).gtagTrackingId, 'G-TEST123');
  assert.equal(readSiteEnvironment({GTAG_TRACKING_ID: ''}).gtagTrackingId, null);
});

test('Docusaurus Faster is on unless DOCUSAURUS_FASTER=false', () => {
  assert.equal(readSiteEnvironment({}).fasterBundler, true);
  assert.equal(readSiteEnvironment({DOCUSAURUS_FASTER: 'true'}).fasterBundler, true);
  assert.equal(readSiteEnvironment({DOCUSAURUS_FASTER: 'false'}).fasterBundler, false);
  assert.equal(readSiteEnvironment({DOCUSAURUS_FASTER: 'FALSE'}).fasterBundler, false);
});

test('SITE_WITHOUT_PLUGINS names the optional plugins a build leaves out', () => {
  assert.deepEqual(readSiteEnvironment({}).withoutPlugins, []);
  assert.deepEqual(readSiteEnvironment({SITE_WITHOUT_PLUGINS: ' subscriber-links , markdown-twins,mcp '}).withoutPlugins, [
    'subscriber-links',
    'markdown-twins',
    'mcp',
  ]);
  assert.throws(
    () => readSiteEnvironment({SITE_WITHOUT_PLUGINS: 'markdown-twins,release-notes'}),
    /SITE_WITHOUT_PLUGINS: "release-notes" is not an optional plugin\. Optional plugins: markdown-twins, mcp, offline-search, page-weight, robots-txt, subscriber-links, compile-on-visit\./,
  );
});

test('a build that keeps a plugin but leaves out one it needs fails, saying what to leave out or keep', () => {
  assert.throws(
    () => readSiteEnvironment({SITE_WITHOUT_PLUGINS: 'markdown-twins'}),
    /SITE_WITHOUT_PLUGINS leaves out markdown-twins, which mcp needs .*: leave out mcp too \(SITE_WITHOUT_PLUGINS=markdown-twins,mcp\), or keep markdown-twins\./,
  );
  assert.deepEqual(readSiteEnvironment({SITE_WITHOUT_PLUGINS: 'mcp'}).withoutPlugins, ['mcp']);
});

test('MCP_URL: where the MCP server answers, absolute or a path on the site; unset, none; anything else is refused', () => {
  assert.equal(readSiteEnvironment({}).mcpUrl, null);
  assert.equal(readSiteEnvironment({MCP_URL: '  '}).mcpUrl, null);
  assert.equal(readSiteEnvironment({MCP_URL: 'https://mcp.example.com/mcp'}).mcpUrl, 'https://mcp.example.com/mcp');
  assert.equal(readSiteEnvironment({SITE_URL: 'https://docs.example.com', MCP_URL: '/mcp'}).mcpUrl, 'https://docs.example.com/mcp');
  for (const bad of ['mcp', 'ftp://example.com/mcp', '//example.com/mcp', 'http://']) {
    assert.throws(() => readSiteEnvironment({MCP_URL: bad}), /MCP_URL: ".*" is not .*\(MCP_URL=https:\/\/docs\.example\.com\/mcp\)/, bad);
  }
});
