import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {CheerioAPI} from 'cheerio';
import {buildDir, loadBuiltPage} from '../support/builtSite';
import {COPYRIGHT_FIRST_YEAR, COPYRIGHT_LAST_YEAR, DEV_PORTAL_URL, KNOWLEDGE_BASE_DISCUSSIONS_URL} from '../../shared/lib/siteConstants';

/**
 * What pages show that the server-rendered HTML already holds, read from build/ without a browser:
 * the navbar and footer, a knowledge-base article and its structured data, code highlighted at build
 * time, and the marks on links to subscriber-only repositories. (How they behave, and how they look,
 * is tested in the browser: tests/e2e/. The release-notes index: releaseNotes.test.ts.)
 */
const BUILD = buildDir();

const page = (urlPath: string) => loadBuiltPage(BUILD, urlPath);

const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).text().trim());

test('the navbar lists the spec items in order on each side, with their links', () => {
  const $ = page('/');
  assert.deepEqual(texts($, '.navbar__items:not(.navbar__items--right) > .navbar__item'), ['Intro', 'Guides', 'Service Catalog API', 'Tools', 'Courses']);
  // A dropdown's own label is its first link; its menu items come after it.
  const right = $('.navbar__items--right > .navbar__item')
    .toArray()
    .map((item) => ($(item).is('a') ? $(item) : $(item).children('a').first()).text().trim())
    .filter(Boolean);
  assert.deepEqual(right, ['Knowledge Base', 'Support', 'Sign In', 'More...']);
  const href = (label: string) =>
    $('.navbar a')
      .filter((_, link) => $(link).text().trim() === label)
      .first()
      .attr('href');
  assert.equal(href('Intro'), '/intro/overview/intro-to-gruntwork');
  assert.equal(href('Guides'), '/guides/');
  assert.equal(href('Service Catalog API'), '/reference/services/intro/overview');
  assert.equal(href('Knowledge Base'), KNOWLEDGE_BASE_DISCUSSIONS_URL);
  assert.equal(href('Sign In'), DEV_PORTAL_URL);
});

test('the footer has the four columns, each with links, and the copyright years', () => {
  const $ = page('/');
  assert.deepEqual(texts($, 'footer .footer__title'), ['Company', 'Community', 'Resources', 'Legal']);
  const linksPerColumn = $('footer .footer__col')
    .toArray()
    .map((column) => $(column).find('a').length);
  assert.equal(linksPerColumn.length, 4);
  assert.ok(
    linksPerColumn.every((count) => count >= 2),
    `links per column: ${linksPerColumn.join(', ')}`,
  );
  assert.ok($('footer .footer__copyright').text().includes(`${COPYRIGHT_FIRST_YEAR}–${COPYRIGHT_LAST_YEAR}`));
});

test('a knowledge-base article shows its category and its question and answer, links to its discussion, and has no sidebar or edit link', () => {
  const $ = page('/discussions/knowledge-base/438');
  assert.ok(
    $('article *')
      .toArray()
      .some((element) => $(element).children().length === 0 && $(element).text().trim() === 'Knowledge Base'),
    'no "Knowledge Base" category in the article',
  );
  const discussion = $('article a').filter((_, link) => /original discussion #438/.test($(link).text()));
  assert.equal(discussion.attr('href'), `${KNOWLEDGE_BASE_DISCUSSIONS_URL}/438`);
  assert.equal($('.theme-doc-sidebar-container').length, 0);
  assert.equal($('.theme-edit-this-page').length, 0);
  assert.deepEqual(
    texts($, 'article h2').map((heading) => heading.replace(/\u200b/g, '')),
    ['Question', 'Answer'],
  );
});

interface QuestionData {
  name: string;
  text: string;
  url: string;
  acceptedAnswer: {text: string};
}

test('a knowledge-base article carries QAPage structured data built from its question and answer', () => {
  const $ = page('/discussions/knowledge-base/438');
  const qaPages = $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as {'@type': string; mainEntity: QuestionData})
    .filter((data) => data['@type'] === 'QAPage');
  assert.equal(qaPages.length, 1);
  const {mainEntity} = qaPages[0];
  assert.equal(mainEntity.name, $('h1').first().text().trim());
  assert.ok(mainEntity.text.includes('kubergrunt eks deploy'));
  assert.ok(mainEntity.acceptedAnswer.text.includes('PodDisruptionBudgets'));
  assert.match(mainEntity.url, /\/discussions\/knowledge-base\/438$/);
});

for (const [language, path, minimumTokens] of [
  ['hcl', '/intro/tool-fundamentals/terraform', 5],
  ['go', '/reference/services/intro/create-your-own-service-catalog', 3],
  ['yaml', '/guides/build-it-yourself/pipelines/deployment-walkthrough/configure-github-actions', 3],
] as const) {
  test(`${language} code blocks are highlighted at build time`, () => {
    const $ = page(path);
    const block = $(`div.language-${language} pre`).first();
    assert.equal(block.length, 1, `no ${language} code block`);
    assert.ok(block.find('.token').length > minimumTokens, `${block.find('.token').length} tokens`);
    if (language === 'hcl') assert.ok(block.find('.token.keyword, .token.type').length > 0);
  });
}

/** One page in each content area links to a private repository, the CIS repository and a public one. */
for (const path of [
  '/intro/overview/intro-to-gruntwork',
  '/guides/stay-up-to-date/cis/cis-1.3.0/',
  '/reference/modules/stub',
  '/faq/service-catalog',
  '/discussions/knowledge-base/389',
]) {
  test(`${path} marks its links to private and CIS repositories, and not those to public ones`, () => {
    const $ = page(path);
    const article = $('article');
    assert.ok(article.find('a[data-subscriber-link="private"]').length > 0, 'no private link');
    assert.ok(article.find('a[data-subscriber-link="cis"]').length > 0, 'no CIS link');
    assert.ok(article.find('a[href^="https://github.com/gruntwork-io/"]:not([data-subscriber-link])').length > 0, 'no public link');
  });
}
