import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {firstHeading, isTopicPage, topicNames} from '../lib/searchTopics';
import {sentenceExcerpt, toSearchHit, type ExcerptPart} from '../lib/searchResults';

const SEED = 41;

test("a topic page's names come from its title: with and without the vendor, the acronym and its expansion", () => {
  assert.deepEqual(topicNames('Amazon EKS'), ['amazon eks', 'eks']);
  assert.deepEqual(topicNames('Virtual Private Cloud (VPC)'), ['virtual private cloud (vpc)', 'virtual private cloud', 'vpc']);
  assert.deepEqual(topicNames('Terragrunt Fundamentals'), ['terragrunt']);
  assert.deepEqual(topicNames('AWS Root Account Baseline Wrapper'), ['aws root account baseline wrapper', 'root account baseline wrapper']);
  assert.deepEqual(topicNames('Lambda'), ['lambda']);
  assert.deepEqual(topicNames('  '), []);
});

test('topic pages are the services’ reference pages and the tools’ fundamentals pages', () => {
  assert.equal(isTopicPage('/reference/services/app-orchestration/amazon-eks/'), true);
  assert.equal(isTopicPage('reference/services/networking/virtual-private-cloud-vpc'), true);
  assert.equal(isTopicPage('/intro/tool-fundamentals/terragrunt/'), true);
  assert.equal(isTopicPage('/reference/services/intro/overview/'), false);
  assert.equal(isTopicPage('/discussions/knowledge-base/475/'), false);
  assert.equal(isTopicPage('/guides/build-it-yourself/vpc/'), false);
});

test("a page's first heading is its title, without tags and with entities decoded", () => {
  assert.equal(
    firstHeading('<html><body><nav>x</nav><main class="m"><h1>Amazon <b>EKS</b> &amp; co</h1><p>t</p></main></body></html>'),
    'Amazon EKS & co',
  );
  assert.equal(firstHeading('<main>no heading</main>'), null);
});

const text = (parts: ExcerptPart[]) => parts.map((part) => part.text).join('');

test('an excerpt starts at the sentence of the first match, after the heading, and says where it is cut', () => {
  const content =
    'NAT gateways: availability against cost. A NAT gateway lives in one zone. With a single NAT gateway, every private subnet depends on that zone.';
  const words = content.split(' ');
  const heading = 5; // "NAT gateways: availability against cost."
  const excerpt = sentenceExcerpt({words, start: heading, end: words.length, matches: [0, 1, 6, 7, 15, 16], length: 32});
  assert.equal(text(excerpt), content.split(' ').slice(heading).join(' '));
  assert.deepEqual(
    excerpt.filter((part) => part.highlighted).map((part) => part.text),
    ['NAT', 'gateway', 'NAT', 'gateway,'],
  );
  // The first match in the middle of a later sentence: the excerpt starts at that sentence.
  const later = sentenceExcerpt({words, start: heading, end: words.length, matches: [15], length: 8});
  assert.equal(text(later), 'With a single NAT gateway, every private subnet…');
  // A sentence too long to show from its start: an ellipsis says the excerpt begins inside it.
  const long = 'Intro. ' + Array.from({length: 40}, (_, index) => `w${index}`).join(' ') + ' match here.';
  const longWords = long.split(' ');
  const cut = sentenceExcerpt({words: longWords, start: 0, end: longWords.length, matches: [41], length: 12});
  assert.match(text(cut), /^…w36 w37 w38 w39 match here\.$/);
});

test('on generated sections, every excerpt starts at a sentence or with an ellipsis, stays in its section and shows its first match', () => {
  const sentence = fc.array(fc.stringMatching(/^[a-z][a-z0-9,:;-]{0,8}$/), {minLength: 1, maxLength: 25}).map((body) => {
    const words = [...body];
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    words[words.length - 1] = words[words.length - 1].replace(/[,:;]$/, '') + '.';
    return words;
  });
  const section = fc.record({
    heading: fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), {minLength: 1, maxLength: 4}),
    sentences: fc.array(sentence, {minLength: 1, maxLength: 8}),
    before: fc.array(sentence, {maxLength: 3}),
    after: fc.array(sentence, {maxLength: 3}),
  });
  fc.assert(
    fc.property(section, fc.integer({min: 6, max: 40}), fc.array(fc.nat(), {maxLength: 4}), (shape, length, picks) => {
      const before = shape.before.flat();
      const headingWords = shape.heading.map((word, index, all) => (index === all.length - 1 ? word + '.' : word));
      const body = shape.sentences.flat();
      const words = [...before, ...headingWords, ...body, ...shape.after.flat()];
      const start = before.length + headingWords.length;
      const end = start + body.length;
      const matches = picks.map((pick) => start + (pick % body.length));
      const parts = sentenceExcerpt({words, start, end, matches, length});
      const shown = text(parts);
      const bare = shown.replace(/^…/, '').replace(/…$/, '');
      const firstShown = bare.split(' ')[0];
      // A contiguous run of the section's own words, never its heading.
      const at = body.join(' ').indexOf(bare);
      assert.ok(at >= 0, `${bare} is not inside the section`);
      assert.ok(bare.split(' ').length <= length);
      if (!shown.startsWith('…')) {
        const index = words.indexOf(firstShown, start);
        assert.ok(index === start || /[.!?]$/.test(words[index - 1]), `"${shown}" starts inside a sentence`);
      }
      if (matches.length > 0) {
        const first = Math.min(...matches);
        assert.ok(
          parts.some((part) => part.highlighted && part.text === words[first]),
          `the first match ${words[first]} is shown`,
        );
      }
    }),
    {seed: SEED, numRuns: 500},
  );
});

test("a hit's excerpt comes from the page's words when the result carries them; a topic's hit is the whole page", () => {
  const content = 'Bastion Host. Overview. A bastion host is a server you SSH into first. It sits in a public subnet. Features. Alarms.';
  const words = content.split(' ');
  const data = {
    url: '/reference/services/security/bastion/',
    excerpt: '<mark>Bastion</mark> <mark>Host.</mark> Overview. A <mark>bastion</mark> <mark>host</mark> is',
    meta: {title: 'Bastion Host'},
    content,
    locations: [0, 1, 4, 5],
    anchors: [
      {element: 'h1', text: 'Bastion Host', location: 0},
      {element: 'h2', id: 'overview', text: 'Overview', location: 2},
      {element: 'h2', id: 'features', text: 'Features', location: words.indexOf('Features.')},
    ],
    sub_results: [
      {
        title: 'Overview',
        url: '/reference/services/security/bastion/#overview',
        excerpt: 'A <mark>bastion</mark> <mark>host</mark> is',
        locations: [4, 5],
        anchor: {element: 'h2', id: 'overview', text: 'Overview', location: 2},
      },
    ],
  };
  const hit = toSearchHit(data);
  assert.equal(hit.url, '/reference/services/security/bastion/#overview');
  assert.equal(hit.section, 'Overview');
  assert.equal(text(hit.excerpt), 'A bastion host is a server you SSH into first. It sits in a public subnet.');
  assert.deepEqual(
    hit.excerpt.filter((part) => part.highlighted).map((part) => part.text),
    ['bastion', 'host'],
  );
  const page = toSearchHit(data, {wholePage: true});
  assert.equal(page.url, '/reference/services/security/bastion/');
  assert.equal(page.section, null);
  assert.match(text(page.excerpt), /^A bastion host is a server you SSH into first\./);
});
