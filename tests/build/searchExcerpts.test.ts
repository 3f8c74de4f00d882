import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildDir, builtFileFor, loadHtml, searchFragments} from '../support/builtSite';
import {EXCLUDED_SELECTORS} from '../../plugins/offline-search';

/**
 * What the offline index holds is what search excerpts show: prose, with words kept apart, and no
 * labels of controls. Read from the build's index (build/pagefind), for every kind of page.
 */
const BUILD = buildDir();
const fragments = searchFragments(BUILD);
const byUrl = new Map(fragments.map((fragment) => [fragment.url, fragment.content]));

/** One page of each kind: reference, guides with tables, intro, FAQ, knowledge base, release notes. */
const SAMPLE_PAGES = [
  '/reference/services/app-orchestration/amazon-eks-workers/',
  '/reference/services/intro/overview/',
  '/intro/dev-portal/create-account/',
  '/guides/stay-up-to-date/cis/cis-1.3.0/core-concepts/',
  '/guides/build-it-yourself/vpc/core-concepts/',
  '/faq/terragrunt/',
  '/discussions/knowledge-base/173/',
  '/guides/stay-up-to-date/releases/2019-05/',
];

const CONTROL_LABELS = [/Copy link/, /Link copied/, /Copy page/, /View as Markdown/, /\(subscribers only\)/, /\(CIS subscribers only\)/, /Add to configuration/, /Configure with your values/];

test('no excerpt carries the label of a control or of a screen-reader aside', () => {
  const found = fragments.flatMap(({url, content}) =>
    CONTROL_LABELS.filter((label) => label.test(content)).map((label) => `${url}: ${label.source}`),
  );
  assert.deepEqual(found.slice(0, 20), []);
});

test('a reference entry reads as its name, then its description: no badge, no field labels', () => {
  const content = byUrl.get(SAMPLE_PAGES[0]);
  assert.ok(content, 'the EKS workers page is not in the index');
  assert.match(content, /eks_cluster_name\W+Name of the existing EKS cluster/);
  const glued = fragments.flatMap(({url, content: text}) =>
    [...text.matchAll(/\b[a-z0-9_]*[a-z0-9](?:required|optional)\b|\bType(?:string|number|bool|any|list|map|set|object)\b|\bDefault(?:null|true|false|\d|")/g)].map(
      (match) => `${url}: ${match[0]}`,
    ),
  );
  assert.deepEqual(glued.slice(0, 20), []);
});

test('the text of every table cell, list item and definition is a word sequence of its own in the excerpt', () => {
  const problems: string[] = [];
  for (const url of SAMPLE_PAGES) {
    const content = byUrl.get(url);
    const file = builtFileFor(BUILD, url);
    assert.ok(content && file, `${url} is not in the build and its index`);
    const $ = loadHtml(file);
    const cells = $('main td, main th, main dt, main dd, main li')
      .filter((_, element) => $(element).find('td, th, dt, dd, li, p, div, pre').length === 0)
      .filter((_, element) => $(element).closest(EXCLUDED_SELECTORS.join(', ')).length === 0)
      .toArray()
      .map((element) => $(element).text().replace(/\s+/g, ' ').trim().replace(/[.:;,]$/, ''))
      .filter((text) => /^\w/.test(text) && /\w$/.test(text));
    assert.ok(cells.length > 0, `${url} has no cells or items to check`);
    for (const text of cells) {
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(^|\\W)${escaped}(\\W|$)`).test(content)) problems.push(`${url}: "${text.slice(0, 60)}" runs into its neighbours`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), []);
});
