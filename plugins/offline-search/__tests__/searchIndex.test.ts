import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  forSearchIndex,
  isIndexedPage,
  isUnusedIndexOutput,
  pageUrlPath,
  withoutImages,
  withSeparatedCells,
} from '../../../shared/lib/searchIndex';

test('content pages are indexed; the not-found page, search, tag listings and the index itself are not', () => {
  assert.equal(isIndexedPage('index.html'), true);
  assert.equal(isIndexedPage('guides/build-it-yourself/vpc/index.html'), true);
  assert.equal(isIndexedPage('discussions/knowledge-base/3/index.html'), true);
  assert.equal(isIndexedPage('guides/stay-up-to-date/releases/2020-01/index.html'), true);
  // A page whose path merely contains "tags" is still content.
  assert.equal(isIndexedPage('reference/services/tags-and-labels/index.html'), true);
  assert.equal(isIndexedPage('404.html'), false);
  assert.equal(isIndexedPage('search/index.html'), false);
  assert.equal(isIndexedPage('tags/index.html'), false);
  assert.equal(isIndexedPage('tags/s-3/index.html'), false);
  assert.equal(isIndexedPage('pagefind/pagefind-ui.html'), false);
  assert.equal(isIndexedPage('sitemap.xml'), false);
});

test('only the ready-made UI files of Pagefind are dropped from the output', () => {
  for (const file of [
    'pagefind-ui.js',
    'pagefind-ui.css',
    'pagefind-component-ui.js',
    'pagefind-modular-ui.css',
    'pagefind-highlight.js',
  ]) {
    assert.equal(isUnusedIndexOutput(file), true, file);
  }
  for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'pagefind.en_1a2b.pf_meta']) {
    assert.equal(isUnusedIndexOutput(file), false, file);
  }
});

test('images are removed before indexing, text around them is kept', () => {
  const html = '<p>Before <img src="data:image/svg+xml;base64,AAAA" alt="Diagram"> after <IMG SRC="/x.png"/>.</p>';
  assert.equal(withoutImages(html), '<p>Before  after .</p>');
  assert.equal(withoutImages('<p>No pictures</p>'), '<p>No pictures</p>');
});

test('table cells, list items and definitions are kept apart, with or without their closing tags', () => {
  assert.equal(withSeparatedCells('<tr><th>Symptom<th>Cause<tr><td>A</td><td>B'), '<tr> <th>Symptom <th>Cause<tr> <td>A</td> <td>B');
  assert.equal(
    withSeparatedCells('<ul><li>one<li>two</ul><dl><dt>T<dd>D</dl>a<br>b'),
    '<ul> <li>one <li>two</ul><dl> <dt>T <dd>D</dl>a <br>b',
  );
  assert.equal(withSeparatedCells('<p>Tables <a href="/t">tdx</a> stay.</p><thead>'), '<p>Tables <a href="/t">tdx</a> stay.</p><thead>');
  assert.equal(forSearchIndex('<li>x<img src="a.png"><li>y'), ' <li>x <li>y');
});

test('a built file maps to the URL path the site links', () => {
  assert.equal(pageUrlPath('index.html'), '');
  assert.equal(pageUrlPath('guides/vpc/index.html'), 'guides/vpc/');
  assert.equal(pageUrlPath('faq/terragrunt.html'), 'faq/terragrunt.html');
});
