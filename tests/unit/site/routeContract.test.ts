import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {derivedRoutes, pagesForLine, parseRouteContract, sidebarMatches} from '../../support/routeContract';

test('parses lines and skips comments and blanks', () => {
  const lines = parseRouteContract('# header\n\nexact / none\nprefix /guides/vpc/core-concepts vpcSidebar\n');
  assert.deepEqual(lines, [
    {kind: 'exact', path: '/', sidebar: 'none', source: 'tests/routes.txt:3'},
    {kind: 'prefix', path: '/guides/vpc/core-concepts', sidebar: 'vpcSidebar', source: 'tests/routes.txt:4'},
  ]);
});

test('rejects a malformed line with its line number', () => {
  assert.throws(() => parseRouteContract('exact /ok none\nsomething /x\n'), /routes\.txt:2/);
  assert.throws(() => parseRouteContract('exact no-slash none'), /routes\.txt:1/);
});

test('a prefix covers the page itself and pages below it, not lookalike siblings', () => {
  const line = parseRouteContract('prefix /a/core-concepts x')[0];
  const pages = pagesForLine(line, ['/a/core-concepts', '/a/core-concepts/step-1', '/a/core-concepts-extra', '/b']);
  assert.deepEqual(pages, ['/a/core-concepts', '/a/core-concepts/step-1']);
});

test('sidebar expectations', () => {
  assert.equal(sidebarMatches('none', null), true);
  assert.equal(sidebarMatches('none', 'introSidebar'), false);
  assert.equal(sidebarMatches('some', 'terraform14'), true);
  assert.equal(sidebarMatches('some', null), false);
  assert.equal(sidebarMatches('any', null), true);
  assert.equal(sidebarMatches('vpcSidebar', 'vpcSidebar'), true);
  assert.equal(sidebarMatches('vpcSidebar', 'guidesSidebar'), false);
});

test("the spec's routes derived from its lists of knowledge-base articles and tags: a page per knowledge-base article and per tag, each traced to its data line", () => {
  const read = (file: string) =>
    fs
      .readFileSync(path.join(__dirname, '../../..', file), 'utf8')
      .split('\n')
      .filter((line) => line.trim());
  const routes = derivedRoutes();
  assert.equal(routes.length, read('tests/kb-articles.txt').length + read('tests/tags.txt').length);
  assert.deepEqual(
    routes.find((route) => route.path === `/discussions/knowledge-base/${read('tests/kb-articles.txt')[0]}`),
    {
      kind: 'exact',
      path: `/discussions/knowledge-base/${read('tests/kb-articles.txt')[0]}`,
      sidebar: 'none',
      source: 'tests/kb-articles.txt:1',
    },
  );
  assert.ok(routes.some((route) => route.path === '/tags/s-3' && /^tests\/tags\.txt:\d+$/.test(route.source)));
});
