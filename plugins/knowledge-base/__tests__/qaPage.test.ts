import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildQaPageJsonLd, serializeJsonLd} from '../lib/qaPage';

test('builds a QAPage with the question and its accepted answer', () => {
  const data = buildQaPageJsonLd({
    title: 'Why is my plan empty?',
    question: 'I ran   plan\n\n\n\nand nothing showed.',
    answer: 'Because the state already matches.',
    url: 'https://docs.example.com/discussions/knowledge-base/42',
  });
  assert.equal(data['@type'], 'QAPage');
  assert.equal(data.mainEntity.name, 'Why is my plan empty?');
  assert.equal(data.mainEntity.text, 'I ran plan\n\nand nothing showed.');
  assert.equal(data.mainEntity.answerCount, 1);
  assert.equal(data.mainEntity.acceptedAnswer.text, 'Because the state already matches.');
  assert.equal(data.mainEntity.acceptedAnswer.url, 'https://docs.example.com/discussions/knowledge-base/42#answer');
});

test('refuses an article without a question or an answer', () => {
  assert.throws(() => buildQaPageJsonLd({title: 'T', question: ' ', answer: 'A', url: 'u'}), /question/);
  assert.throws(() => buildQaPageJsonLd({title: 'T', question: 'Q', answer: '', url: 'u'}), /answer/);
});

test('serialised JSON cannot close its script element', () => {
  const json = serializeJsonLd({text: 'a </script><script>alert(1)</script>'});
  assert.ok(!json.includes('</script>'));
  assert.deepEqual(JSON.parse(json), {text: 'a </script><script>alert(1)</script>'});
});
