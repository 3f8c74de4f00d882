import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import {buildDir} from '../support/builtSite';
import {SEED} from '../support/configurationArbitraries';
import {SEARCH_INDEX_DIR} from '../../shared/lib/searchIndex';
import {SPELLING_WORDS_FILE} from '../../plugins/offline-search/lib/pluginData';
import {
  exactShardFor,
  mayBeSwapped,
  topicCardFile,
  topicKey,
  topicShardFile,
  type TopicCard,
  type TopicVocabulary,
} from '../../plugins/offline-search/lib/searchVocabulary';
import {correctQuery, matchTopic, mergeVocabularies, topicShardsFor} from '../../plugins/offline-search/lib/nearMisses';

/**
 * The topics' vocabulary and the spelling words the build ships beside the index: each main page is
 * a page of the index, found by its word, and every name of the site's vocabulary, as written or
 * misspelt by one edit, leads to its page.
 */
const INDEX = path.join(buildDir(), SEARCH_INDEX_DIR);
const shardFile = (shard: number) => path.join(INDEX, topicShardFile(shard));
const readShard = (shard: number): TopicVocabulary =>
  fs.existsSync(shardFile(shard)) ? (JSON.parse(fs.readFileSync(shardFile(shard), 'utf8')) as TopicVocabulary) : {pages: [], names: []};
const shards = fs.readdirSync(INDEX).flatMap((file) => /^topics-(\d+)\.json$/.exec(file)?.[1] ?? []).map(Number).sort((a, b) => a - b);
/** What the browser reads for a query: the files of the lengths it could be. */
const vocabularyFor = (query: string) => mergeVocabularies(topicShardsFor(query).map(readShard));
/** All of it. */
const vocabulary = mergeVocabularies(shards.map(readShard));
const words = JSON.parse(fs.readFileSync(path.join(INDEX, SPELLING_WORDS_FILE), 'utf8')) as string[];
const fragment = (id: string) => {
  const file = path.join(INDEX, 'fragment', `${id}.pf_fragment`);
  assert.ok(fs.existsSync(file), `no index fragment ${id}`);
  return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').replace(/^pagefind_dcd/, '')) as {
    url: string;
    content: string;
    meta: {title: string};
  };
};

test('every main page is a page of the index, with its card: its address, title and opening words, smaller than its text', () => {
  assert.ok(vocabulary.names.length > 300, `only ${vocabulary.names.length} names`);
  assert.ok(shards.length > 10, `only ${shards.length} files`);
  for (const id of vocabulary.pages) {
    const page = fragment(id);
    const file = path.join(INDEX, topicCardFile(id));
    assert.ok(fs.existsSync(file), `${page.url}: no card ${topicCardFile(id)}`);
    const card = JSON.parse(fs.readFileSync(file, 'utf8')) as TopicCard;
    assert.equal(card.url, page.url);
    assert.equal(card.meta.title, page.meta.title);
    assert.ok(card.content.length > 0 && page.content.split(/\s+/).filter(Boolean).join(' ').startsWith(card.content), `${page.url}: its card's words are not its opening words`);
    assert.ok(zlib.gzipSync(fs.readFileSync(file)).length <= fs.statSync(path.join(INDEX, 'fragment', `${id}.pf_fragment`)).size + 64, `${page.url}: its card is larger than its text`);
  }
});

test("the issue's failing queries name the right main page", () => {
  const R = '/reference/services';
  const expected: Record<string, string> = {
    ecs: `${R}/app-orchestration/amazon-ecs-cluster/`,
    iam: `${R}/landing-zone/iam-users-and-iam-groups/`,
    bastion: `${R}/security/bastion/`,
    redis: `${R}/data-storage/amazon-elasti-cache-for-redis/`,
    helm: `${R}/app-orchestration/helm-service/`,
    cloudtrail: `${R}/landing-zone/aws-root-account-baseline-wrapper/`,
    cis: '/guides/build-it-yourself/achieve-compliance/',
    route53: `${R}/networking/route-53-hosted-zones/`,
    S3: `${R}/data-storage/s-3-bucket/`,
    kuberentes: '/guides/build-it-yourself/kubernetes-cluster/',
    cloudtrial: `${R}/landing-zone/aws-root-account-baseline-wrapper/`,
    vcp: `${R}/networking/virtual-private-cloud-vpc/`,
  };
  for (const [query, url] of Object.entries(expected)) {
    const shown = vocabularyFor(query);
    const match = matchTopic(query, shown);
    assert.equal(match && fragment(shown.pages[match.pages[0]]).url, url, query);
  }
});

test('on generated one-edit misspellings and swaps of every name of the vocabulary, its page comes first or is offered', () => {
  const known = new Set(vocabulary.names.map(([name]) => topicKey(name)));
  const edit = fc.record({kind: fc.constantFrom('delete', 'insert', 'substitute', 'swap'), at: fc.nat(), letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')});
  fc.assert(
    fc.property(fc.constantFrom(...vocabulary.names), edit, ([name, page], {kind, at, letter}) => {
      const key = topicKey(name);
      // A misspelling is of letters: a digit dropped or changed in "0.15" is another version.
      const letters = [...key].flatMap((char, index) => (/\p{L}/u.test(char) ? [index] : []));
      if (key.length < 2 || letters.length === 0) return;
      const i = Math.min(letters[at % letters.length], key.length - 2);
      // Below five letters only a swap is always read back.
      const how = key.length >= 5 ? kind : 'swap';
      const typed =
        how === 'delete'
          ? key.slice(0, i) + key.slice(i + 1)
          : how === 'insert'
            ? key.slice(0, i) + letter + key.slice(i)
            : how === 'substitute'
              ? key.slice(0, i) + letter + key.slice(i + 1)
              : key.slice(0, i) + key[i + 1] + key[i] + key.slice(i + 2);
      // Another name: only a swap is still offered as the name meant (after the name it spells).
      if (known.has(typed) && how !== 'swap') return;
      // A swap is seen from the file of its own length, read for every query, even when the pages hold it as a word.
      if (how === 'swap' && !known.has(typed)) assert.ok(mayBeSwapped(typed, readShard(exactShardFor(typed)!)), `"${typed}" (for "${name}") is not seen as a swap`);
      const shown = vocabularyFor(typed);
      const match = matchTopic(typed, shown);
      const meant = vocabulary.pages[page];
      assert.ok(match?.pages.some((p) => shown.pages[p] === meant), `"${typed}" (for "${name}") offers ${match?.pages.map((p) => fragment(shown.pages[p]).url).join(', ') ?? 'nothing'}`);
    }),
    {seed: SEED, numRuns: 5000},
  );
});

test("spelling words come from the index's text, and read a misspelt word back", () => {
  assert.ok(words.length > 1000, `only ${words.length} words`);
  assert.ok(words.includes('kubernetes') && words.includes('terragrunt'));
  assert.equal(correctQuery('terragrunt dependancy', words), 'terragrunt dependency');
  assert.equal(correctQuery('peering conection', words), 'peering connection');
});
