import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {buildContentSecurityPolicy, inlineScriptsIn, scriptHash} from '../../../scripts/lib/contentSecurityPolicy';

test('finds executable inline scripts, skipping external scripts and data blocks', () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
    '<script type=text/javascript>b()</script><script data-rh=true>c()</script><script></script>';
  assert.deepEqual(inlineScriptsIn(html), ['a()', 'b()', 'c()']);
});

test('hashes are SHA-256 in base64, as CSP expects', () => {
  const expected = createHash('sha256').update('a()').digest('base64');
  assert.equal(scriptHash('a()'), `'sha256-${expected}'`);
});

test('the policy allows only the site and hashed inline scripts by default', () => {
  const policy = buildContentSecurityPolicy({inlineScripts: ['a()', 'a()', 'b()'], hostedSearch: false, analytics: false});
  const scriptSrc = /script-src ([^;]*)/.exec(policy)![1];
  assert.equal((scriptSrc.match(/sha256-/g) ?? []).length, 2);
  assert.ok(!scriptSrc.includes('unsafe-inline'));
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /connect-src 'self'(;|$)/);
  assert.ok(!policy.includes('algolia') && !policy.includes('google'));
});

test('search and analytics hosts appear only when configured', () => {
  const withSearch = buildContentSecurityPolicy({inlineScripts: [], hostedSearch: true, analytics: false});
  assert.match(withSearch, /connect-src 'self' https:\/\/\*\.algolia\.net/);
  assert.ok(!withSearch.includes('googletagmanager'));
  const withAnalytics = buildContentSecurityPolicy({inlineScripts: [], hostedSearch: false, analytics: true});
  assert.match(withAnalytics, /script-src 'self' 'wasm-unsafe-eval' https:\/\/www\.googletagmanager\.com/);
  assert.ok(!withAnalytics.includes('algolia'));
});
