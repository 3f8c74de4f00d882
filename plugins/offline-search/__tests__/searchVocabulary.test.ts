import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {exactShardFor, exactTopic, allHeld, isSwap, mayBeSwapped, topicKey, type TopicVocabulary} from '../lib/searchVocabulary';
import {correctQuery, matchTopic, matchedWords, mergeVocabularies, nearMiss, topicShardsFor, unheldWords} from '../lib/nearMisses';
import {buildVocabulary, pageCounts, spellingWords, topicCard, vocabularyShards} from '../lib/buildVocabulary';
import {OFFLINE_SEARCH, toSearchHit} from '../lib/searchResults';
import {cardResult, topicHits} from '../lib/topicHits';
import {TOPIC_TABLE} from '../lib/topicTable';
import {DATA_FILES} from '../../../shared/dataFiles';
import {PROJECT_ROOT} from '../../../shared/projectRoot';
import {SEED} from '../../../tests/support/configurationArbitraries';

/** The title in a page's front matter, from its Markdown file under docs/ (`a/b/` is `a/b.md` or `a/b/index.md`). */
function docTitle(url: string): string {
  const base = path.join(PROJECT_ROOT, 'docs', url.replace(/^\/|\/$/g, ''));
  const file = [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((candidate) =>
    fs.existsSync(candidate),
  );
  assert.ok(file, `no Markdown file for ${url}`);
  return /^title:\s*"?(.*?)"?\s*$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
}

/** The vocabulary of the site's own data, as the build makes it, for the pages the table and the service catalog name. */
function siteVocabulary(): TopicVocabulary {
  const catalog = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, DATA_FILES.serviceCatalogInterface), 'utf8')) as {
    services: Record<string, {module: string}>;
  };
  const services = Object.entries(catalog.services).map(([slug, service]) => ({slug, module: service.module}));
  const urls = new Set([...TOPIC_TABLE.map((entry) => entry.page), ...services.map((service) => `/reference/services/${service.slug}/`)]);
  const pages = [...urls].map((url) => ({url, title: docTitle(url)}));
  const entries = buildVocabulary({pages, services, table: TOPIC_TABLE, tableFile: 'topicTable.ts'});
  // The page's path stands for its Pagefind id here.
  const shards = vocabularyShards(entries.values(), (url) => url);
  return mergeVocabularies([...shards.keys()].sort((a, b) => a - b).map((shard) => shards.get(shard)!));
}

const VOCABULARY = siteVocabulary();
const urlOf = (vocabulary: TopicVocabulary, page: number) => vocabulary.pages[page];
const mainPage = (query: string) => {
  const match = matchTopic(query, VOCABULARY);
  return match ? urlOf(VOCABULARY, match.pages[0]) : null;
};

test("the readers' words name their main page, whatever the case, spaces or hyphens", () => {
  const R = '/reference/services';
  assert.equal(mainPage('ecs'), `${R}/app-orchestration/amazon-ecs-cluster/`);
  assert.equal(mainPage('IAM'), `${R}/landing-zone/iam-users-and-iam-groups/`);
  assert.equal(mainPage('bastion'), `${R}/security/bastion/`);
  assert.equal(mainPage('redis'), `${R}/data-storage/amazon-elasti-cache-for-redis/`);
  assert.equal(mainPage('helm'), `${R}/app-orchestration/helm-service/`);
  assert.equal(mainPage('cloudtrail'), `${R}/landing-zone/aws-root-account-baseline-wrapper/`);
  assert.equal(mainPage('cis'), '/guides/build-it-yourself/achieve-compliance/');
  assert.equal(mainPage('route53'), `${R}/networking/route-53-hosted-zones/`);
  assert.equal(mainPage('Route 53'), `${R}/networking/route-53-hosted-zones/`);
  assert.equal(mainPage('route-53'), `${R}/networking/route-53-hosted-zones/`);
  assert.equal(mainPage('S3'), `${R}/data-storage/s-3-bucket/`);
  assert.equal(mainPage('Amazon ElastiCache for Redis'), `${R}/data-storage/amazon-elasti-cache-for-redis/`, 'a title');
  assert.equal(mainPage('ecs-cluster'), `${R}/app-orchestration/amazon-ecs-cluster/`, "a service's module");
  assert.equal(mainPage('modules/networking/vpc-mgmt'), `${R}/networking/management-vpc/`, "a service's folder");
  assert.equal(mainPage('lock file'), null);
  assert.equal(mainPage(''), null);
});

test('a near miss offers what was meant: one edit from five letters, a swap of two letters in any word', () => {
  const offered = (query: string) => matchTopic(query, VOCABULARY)?.pages.map((page) => urlOf(VOCABULARY, page)) ?? [];
  assert.equal(offered('kuberentes')[0], '/guides/build-it-yourself/kubernetes-cluster/');
  assert.equal(offered('cloudtrial')[0], '/reference/services/landing-zone/aws-root-account-baseline-wrapper/');
  assert.equal(offered('vcp')[0], '/reference/services/networking/virtual-private-cloud-vpc/');
  assert.equal(matchTopic('vcp', VOCABULARY)?.exact, false);
  assert.deepEqual(offered('rdx'), [], 'a substitution in a three-letter word is too far to guess');
  assert.deepEqual(offered('terra'), []);
});

test('distances come from the library: a swap is one edit, and short words allow swaps only', () => {
  assert.equal(nearMiss('kuberentes', 'kubernetes'), 1);
  assert.equal(nearMiss('vcp', 'vpc'), 1);
  assert.equal(nearMiss('vpx', 'vpc'), null);
  assert.equal(nearMiss('redsi', 'redis'), 1);
  assert.equal(nearMiss('reds', 'redis'), 1, 'a deletion from a five-letter word');
  assert.equal(nearMiss('terragrnt', 'terragrunt'), 1);
  assert.equal(nearMiss('terrgrnt', 'terragrunt'), 2);
  assert.equal(nearMiss('packr', 'docker'), null);
});

test('spelling corrects the words the index does not hold, keeping the others', () => {
  const words = spellingWords(pageCounts(['The bastion host and the cluster.', 'A bastion host; a cluster of nodes.', 'nodes once']));
  assert.deepEqual(words, ['bastion', 'cluster', 'host', 'nodes']);
  assert.equal(correctQuery('bastoin host', words), 'bastion host');
  assert.equal(correctQuery('clustre nodes', words), 'cluster nodes');
  assert.equal(correctQuery('bastion host', words), null);
  assert.equal(correctQuery('zzzzzz', words), null);
  // Only the words the index does not hold, when known: a word on one page only is not in the list but is kept.
  assert.equal(correctQuery('bastoin once', words, new Set(['bastoin'])), 'bastion once');
  assert.equal(correctQuery('bastoin once', words, new Set()), null);
});

test('a word no shown page holds as typed is read as the closest word the pages matched', () => {
  const pages = [
    {content: 'Declare the dependency block. Dependency outputs flow.', locations: [2, 4]},
    {content: 'Take snapshots of each dependency.', locations: [4]},
  ];
  const matched = matchedWords(pages);
  assert.deepEqual(matched, ['dependency']);
  assert.deepEqual(unheldWords('terragrunt dependancy', [...matched, 'terragrunt']), ['dependancy']);
  assert.equal(correctQuery('terragrunt dependancy', matched, new Set(['dependancy'])), 'terragrunt dependency');
  assert.deepEqual(unheldWords('dependencies depend', ['dependencies', 'depend']), [], 'held as typed or as a prefix');
  assert.deepEqual(unheldWords('snapshots locked', ['snapshot', 'lock']), [], 'another form of a matched word');
  assert.deepEqual(unheldWords('release 1.4.0', []), ['release'], 'numbers are left alone');
  assert.deepEqual(unheldWords('k8ssrevice', [], {asPrefix: false}), ['k8ssrevice'], 'but not a name with digits');
  assert.deepEqual(unheldWords('vcp', ['vcpu']), [], 'a prefix of a matched word');
  assert.deepEqual(unheldWords('vcp', ['vcpu'], {asPrefix: false}), ['vcp'], 'but not the word as typed');
  assert.deepEqual(unheldWords('lock files', ['lock', 'file'], {asPrefix: false}), []);
  // What the first query decides near misses by, before their code loads: the same reading as typed.
  assert.equal(allHeld('terragrunt dependancy', pages), false);
  assert.equal(allHeld('dependency', pages), true);
  assert.equal(allHeld('dependencies', pages), false, 'a form the pages do not hold');
  assert.equal(allHeld('depend', pages), false, 'a prefix is not held as typed');
  assert.equal(allHeld('dependency', []), false);
});

test("a query reads only the vocabulary's files of the lengths it could be", () => {
  assert.deepEqual(topicShardsFor('vpc'), [1, 2, 3, 4, 5]);
  assert.equal(exactShardFor('Route 53'), 7);
  assert.deepEqual(topicShardsFor('redis'), [3, 4, 5, 6, 7]);
  assert.deepEqual(topicShardsFor(''), []);
  assert.equal(exactShardFor(' - '), null);
});

test("a main page's card holds its words to a little past an excerpt, and shows the hit the whole page would", () => {
  const words = Array.from({length: 300}, (_, index) => (index % 12 === 11 ? `word${index}.` : `word${index}`));
  const content = ['Amazon', 'RDS', 'Managed', 'databases', ...words].join(' ');
  const page = {
    url: '/reference/services/data-storage/amazon-rds/',
    content,
    meta: {title: 'Amazon RDS'},
    anchors: [
      {element: 'h1', id: 'amazon-rds', text: 'Amazon RDS', location: 0},
      {element: 'h2', id: 'managed', text: 'Managed databases', location: 2},
      {element: 'h2', id: 'later', text: 'Later', location: 200},
    ],
  };
  const card = topicCard(page, 40);
  assert.equal(card.content.split(' ').length, 42);
  assert.deepEqual(
    card.anchors.map((anchor) => anchor.location),
    [0, 2],
    'headings past its words are left out, and their ids',
  );
  assert.ok(card.anchors.every((anchor) => !('id' in anchor)));
  // The hit from the card is the hit from the whole page, highlights included, for a match among its words.
  const locations = content.split(' ').flatMap((word, index) => (word.startsWith('word1') ? [index] : []));
  const whole = toSearchHit({...page, excerpt: '', locations}, {wholePage: true});
  assert.deepEqual(toSearchHit(cardResult(card, 'word1'), {wholePage: true}), whole);
  assert.ok(whole.excerpt.some((part) => part.highlighted));
  assert.ok(2 * OFFLINE_SEARCH.excerptWords > OFFLINE_SEARCH.excerptWords + 4, "the build's cards hold more than an excerpt");
});

test('every name with two neighbouring letters swapped is seen as a possible swap and offers its page, also when that spells another name', () => {
  const known = new Set(VOCABULARY.names.map(([name]) => topicKey(name)));
  let swaps = 0;
  for (const [name, page] of VOCABULARY.names) {
    const key = topicKey(name);
    for (let at = 0; at + 1 < key.length; at += 1) {
      const typed = key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2);
      if (typed === key) continue;
      if (known.has(typed)) {
        // Ambiguous: the name it spells comes first, and the page meant is offered after it.
        assert.ok(
          exactTopic(typed, VOCABULARY)?.pages.includes(page),
          `"${typed}" (for "${name}") does not offer ${urlOf(VOCABULARY, page)}`,
        );
        continue;
      }
      swaps += 1;
      // Even a swap that is a word the pages hold ("aim" for "iam") sends search to near misses.
      assert.equal(exactTopic(typed, VOCABULARY), null);
      assert.ok(mayBeSwapped(typed, VOCABULARY), `"${typed}" (for "${name}") is not seen as a swap`);
      assert.ok(
        matchTopic(typed, VOCABULARY)?.pages.includes(page),
        `"${typed}" (for "${name}") does not offer ${urlOf(VOCABULARY, page)}`,
      );
    }
  }
  assert.ok(swaps > 1000, `only ${swaps} swaps`);
  assert.equal(mayBeSwapped('lock file', VOCABULARY), false);
  assert.equal(mayBeSwapped('aim', VOCABULARY), true);
  assert.equal(mayBeSwapped('mia', VOCABULARY), false, 'the same letters, but not one swap');
});

test('a name that is another name with two letters swapped shows its own page first and offers the other with "Did you mean"', async () => {
  const vocabulary: TopicVocabulary = {
    pages: ['en_ecs', 'en_esc'],
    names: [
      ['ECS', 0],
      ['esc', 1],
    ],
  };
  assert.deepEqual(exactTopic('esc', vocabulary), {pages: [1, 0], names: ['esc', 'ECS'], exact: true});
  assert.deepEqual(exactTopic('ecs', vocabulary), {pages: [0, 1], names: ['ECS', 'esc'], exact: true});
  const card = (id: string) =>
    Promise.resolve({url: `/${id}/`, meta: {title: id}, excerpt: '' as const, content: 'words here', anchors: []});
  const hits = await topicHits('esc', exactTopic('esc', vocabulary)!, vocabulary, card);
  assert.deepEqual(
    hits.map((hit) => [hit.id, hit.suggested]),
    [
      ['en_esc', null],
      ['en_ecs', 'ECS'],
    ],
  );
});

test('the files of several lengths, merged, hold each page once: a near miss offers a page once', () => {
  const merged = mergeVocabularies([
    {pages: ['en_style'], names: [['style guide', 0]]},
    {
      pages: ['en_style', 'en_other'],
      names: [
        ['style guides', 0],
        ['stylus guide', 1],
      ],
    },
  ]);
  assert.deepEqual(merged.pages, ['en_style', 'en_other']);
  assert.deepEqual(merged.names, [
    ['style guide', 0],
    ['style guides', 0],
    ['stylus guide', 1],
  ]);
  assert.deepEqual(matchTopic('stylgeuide', merged)?.pages, [0]);
});

test('a table entry for a page the site does not have is refused, naming the file and the fix', () => {
  assert.throws(
    () => buildVocabulary({pages: [], services: [], table: [{names: ['ECS'], page: '/nowhere/'}], tableFile: 'lib/topicTable.ts'}),
    /lib\/topicTable\.ts: the topic "ECS" names the page \/nowhere\/.*Fix:/,
  );
});

/**
 * One edit of a word: a letter dropped, added or changed, or two neighbours swapped. Letters only: a
 * digit dropped or changed ("0.15") is another version, not a misspelling.
 */
const misspelling = (word: string) =>
  fc
    .record({
      kind: word.length >= 5 ? fc.constantFrom('delete', 'insert', 'substitute', 'swap') : fc.constant('swap'),
      at: fc.constantFrom(...[...word].flatMap((char, index) => (/\p{L}/u.test(char) ? [Math.min(index, word.length - 2)] : [0]))),
      letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    })
    .map(({kind, at, letter}) => {
      if (kind === 'delete') return word.slice(0, at) + word.slice(at + 1);
      if (kind === 'insert') return word.slice(0, at) + letter + word.slice(at);
      if (kind === 'substitute') return word.slice(0, at) + letter + word.slice(at + 1);
      const i = Math.min(at, word.length - 2);
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    });

test('every topic of the vocabulary, in its usual forms, names its main page first', () => {
  for (const [name, page] of VOCABULARY.names) {
    for (const form of [name, name.toUpperCase(), name.replace(/ /g, '-'), name.replace(/ /g, '')]) {
      assert.equal(mainPage(form), urlOf(VOCABULARY, page), `"${form}"`);
    }
  }
});

test('on generated misspellings of every topic (one edit, or a swap), its main page comes first or is offered', () => {
  const names = VOCABULARY.names.filter(([name]) => topicKey(name).length >= 2);
  const known = new Set(names.map(([name]) => topicKey(name)));
  fc.assert(
    fc.property(
      fc.constantFrom(...names).chain(([name, page]) => misspelling(topicKey(name)).map((typed) => ({typed, page, key: topicKey(name)}))),
      ({typed, page, key}) => {
        // Another topic's own name: only a swap of two letters is still offered as the name meant.
        if (known.has(topicKey(typed)) && !isSwap(topicKey(typed), key)) return;
        const match = matchTopic(typed, VOCABULARY);
        assert.ok(match, `"${typed}" offers nothing`);
        assert.ok(match.pages.includes(page), `"${typed}" offers ${match.pages.map((p) => urlOf(VOCABULARY, p)).join(', ')}`);
      },
    ),
    {seed: SEED, numRuns: 3000},
  );
});
