import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isContentMatch, parseExcerpt, toSearchHit} from '../lib/searchResults';
import {isSearchShortcut} from '../lib/searchShortcut';

test('excerpts become text runs; markup from the index is never kept', () => {
  assert.deepEqual(parseExcerpt('Use the <mark>lock</mark> file &amp; commit it'), [
    {text: 'Use the ', highlighted: false},
    {text: 'lock', highlighted: true},
    {text: ' file & commit it', highlighted: false},
  ]);
  assert.deepEqual(parseExcerpt('a &lt;script&gt; tag'), [{text: 'a <script> tag', highlighted: false}]);
  assert.deepEqual(parseExcerpt(''), []);
});

test('a hit points at the best-matching section', () => {
  const hit = toSearchHit({
    url: '/guides/x/',
    excerpt: 'page <mark>lock</mark>',
    meta: {title: 'Terraform 0.14'},
    sub_results: [
      {title: 'Terraform 0.14', url: '/guides/x/', excerpt: 'intro'},
      {title: 'The lock file', url: '/guides/x/#the-lock-file', excerpt: 'the <mark>lock</mark> <mark>file</mark>'},
    ],
  });
  assert.equal(hit.url, '/guides/x/#the-lock-file');
  assert.equal(hit.section, 'The lock file');
  assert.equal(hit.title, 'Terraform 0.14');
});

test('without a matching section the hit is the page', () => {
  const hit = toSearchHit({url: '/a/', excerpt: 'x', meta: {}, sub_results: []});
  assert.deepEqual([hit.url, hit.title, hit.section], ['/a/', '/a/', null]);
});

test('only word or title matches count', () => {
  assert.equal(isContentMatch({words: [3]}), true);
  assert.equal(isContentMatch({words: [], matchedMetaFields: ['title']}), true);
  assert.equal(isContentMatch({words: [], matchedMetaFields: ['image']}), false);
  assert.equal(isContentMatch({words: []}), false);
});

test('keyboard shortcuts: Ctrl/Cmd+K anywhere, "/" outside fields', () => {
  const key = (k: string, over = {}) => ({key: k, ctrlKey: false, metaKey: false, altKey: false, targetIsEditable: false, ...over});
  assert.equal(isSearchShortcut(key('k', {ctrlKey: true})), true);
  assert.equal(isSearchShortcut(key('K', {metaKey: true, targetIsEditable: true})), true);
  assert.equal(isSearchShortcut(key('/')), true);
  assert.equal(isSearchShortcut(key('/', {targetIsEditable: true})), false);
  assert.equal(isSearchShortcut(key('k')), false);
  assert.equal(isSearchShortcut(key('k', {ctrlKey: true, altKey: true})), false);
});

test("a whole page's excerpt repeats neither its title nor a heading (Pagefind lists no anchor for an h1 without an id)", () => {
  const content = 'Amazon EKS. Overview. The eks-cluster service deploys a managed Kubernetes control plane. Features. Private networking.';
  const words = content.split(' ');
  const data = {
    url: '/reference/services/app-orchestration/amazon-eks/',
    excerpt: '<mark>Amazon</mark> <mark>EKS.</mark> Overview. The eks-cluster',
    meta: {title: 'Amazon EKS'},
    content,
    locations: [0, 1],
    anchors: [
      {element: 'h2', id: 'overview', text: 'Overview', location: 2},
      {element: 'h2', id: 'features', text: 'Features', location: words.indexOf('Features.')},
    ],
  };
  const page = toSearchHit(data, {wholePage: true});
  const shown = page.excerpt.map((part) => part.text).join('');
  assert.match(shown, /^The eks-cluster service deploys a managed Kubernetes control plane\./);
  assert.doesNotMatch(shown, /Amazon EKS|Overview|Features/);
});
