import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stratifiedSample} from '../../../scripts/check-agent-docs';
import {pageKind} from '../../../scripts/lib/pageKinds';

test("the agent-docs checker's sample: every kind of page, in proportion, evenly spaced, the same every run", () => {
  const pages = [
    '/',
    '/search',
    ...Array.from({length: 400}, (_, i) => `/discussions/knowledge-base/${i}`),
    ...Array.from({length: 300}, (_, i) => `/guides/g${i}`),
    ...Array.from({length: 60}, (_, i) => `/tags/t${i}`),
    '/courses',
  ];
  const sample = stratifiedSample(pages, 200);
  assert.deepEqual(sample, stratifiedSample(pages, 200));
  assert.deepEqual(new Set(sample.map(pageKind)), new Set(pages.map(pageKind)));
  assert.ok(sample.length >= 200 && sample.length <= 210, `${sample.length} pages`);
  assert.equal(new Set(sample).size, sample.length);
  const knowledgeBase = sample.filter((page) => pageKind(page) === 'knowledge-base article');
  assert.equal(knowledgeBase.length, Math.round((200 * 400) / pages.length));
  assert.equal(knowledgeBase[0], '/discussions/knowledge-base/0');
  assert.ok(Number(knowledgeBase.at(-1)!.split('/').pop()) > 380, 'taken through the whole kind, not its first pages');
});
