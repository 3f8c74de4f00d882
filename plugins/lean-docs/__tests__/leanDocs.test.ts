import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  assertVersionDocsTrimmed,
  showsDocCards,
  versionSidebarsIn,
  withoutVersionDocs,
  withSidebarModules,
} from '../../../internals/leanDocs';

test('doc cards are detected from a generated-index category, at any depth, or DocCardList in a page', () => {
  const plain = {guides: [{type: 'category', link: {type: 'doc'}, items: [{type: 'doc'}]}]};
  assert.equal(showsDocCards(plain, ['# Title\n\nText.']), false);
  const nested = {guides: [{type: 'category', items: [{type: 'category', link: {type: 'generated-index'}, items: []}]}]};
  assert.equal(showsDocCards(nested, []), true);
  assert.equal(showsDocCards(plain, ['import DocCardList from "@theme/DocCardList";\n\n<DocCardList />']), true);
  assert.equal(showsDocCards({}, []), false);
});

test('the version prop loses its docs map and keeps everything else, in nested routes too', () => {
  const route = {
    path: '/',
    routes: [
      {
        path: '/',
        props: {version: {pluginId: 'default', docsSidebars: {a: []}, docs: {intro: {id: 'intro', title: 'Intro'}}}, other: 1},
        routes: [{path: '/intro', component: 'DocItem'}],
      },
    ],
  };
  const {route: lean, trimmed} = withoutVersionDocs(route);
  assert.equal(trimmed, 1);
  const versionRoute = lean.routes![0];
  assert.deepEqual(versionRoute.props, {version: {pluginId: 'default', docsSidebars: {a: []}, docs: {}}, other: 1});
  assert.deepEqual(versionRoute.routes, [{path: '/intro', component: 'DocItem'}]);
  // The input is not changed.
  assert.deepEqual(Object.keys((route.routes[0].props.version as {docs: object}).docs), ['intro']);
  // Routes without a version prop come back equal.
  assert.deepEqual(withoutVersionDocs({path: '/tags', props: {tags: []}}), {
    route: {path: '/tags', props: {tags: []}},
    trimmed: 0,
  });
});

test('a build in which no version route had a docs map to trim fails, naming the plugin and the helper', () => {
  assert.throws(() => assertVersionDocsTrimmed(0, 'knowledge-base'), /"knowledge-base".*withoutVersionDocs in internals\/leanDocs\.ts/);
  assert.doesNotThrow(() => assertVersionDocsTrimmed(2, 'default'));
});

test("a version's sidebars leave its prop; each doc route names its own sidebar's module, at any depth", () => {
  const version = {pluginId: 'default', version: 'current', docs: {}, docsSidebars: {guides: [{type: 'doc', id: 'a'}], other: []}};
  const route = {
    path: '/',
    routes: [
      {
        path: '/',
        props: {version},
        routes: [
          {
            path: '/',
            routes: [
              {path: '/a', sidebar: 'guides', modules: {content: '@site/a.md'}},
              {path: '/b', modules: {content: '@site/b.md'}},
              {path: '/c', sidebar: 'unknown'},
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(versionSidebarsIn(route), [{pluginId: 'default', version: 'current', sidebars: version.docsSidebars}]);
  const lean = withSidebarModules(route, (owner, name) => `${owner.pluginId}/${owner.version}/${name}.js`);
  const versionRoute = lean.routes![0]!;
  assert.deepEqual((versionRoute.props!.version as {docsSidebars: object}).docsSidebars, {});
  assert.deepEqual(versionRoute.routes![0]!.routes, [
    {path: '/a', sidebar: 'guides', modules: {content: '@site/a.md', leanSidebar: 'default/current/guides.js'}},
    {path: '/b', modules: {content: '@site/b.md'}},
    {path: '/c', sidebar: 'unknown'},
  ]);
  // The input is not changed, and a tree without sidebars comes back equal.
  assert.deepEqual(Object.keys(version.docsSidebars), ['guides', 'other']);
  assert.deepEqual(
    withSidebarModules({path: '/x', routes: [{path: '/x/y'}]}, () => 'never'),
    {path: '/x', routes: [{path: '/x/y'}]},
  );
});
