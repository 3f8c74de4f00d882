import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildDir, loadHtml, PROJECT_ROOT} from '../support/builtSite';
import {LLMS_FILES} from '../../plugins/markdown-twins';

/**
 * The Agent-Friendly Docs checks, read from the build: where agents truncate (an index or a page of
 * more than 50,000 characters) and how they discover the Markdown (a pointer near the top of every
 * HTML page and every twin). Each figure is printed, so a run reports where the site stands.
 */
const BUILD = buildDir();
const LIMIT = 50_000;
const chars = (text: string) => [...text].length;
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

/** Every file of the build with one of the extensions, as paths from its root. */
function buildFiles(extension: string): string[] {
  return (fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => file.endsWith(extension) && !file.startsWith('pagefind/') && !file.startsWith('assets/'))
    .map((file) => file.split(path.sep).join('/'));
}

/** The links of an llms.txt-style index, by the H2 section they are under. */
function indexLinks(text: string): {section: string; url: string}[] {
  const links: {section: string; url: string}[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    for (const match of line.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) links.push({section, url: match[1]});
  }
  return links;
}

const localFile = (url: string) => decodeURIComponent(new URL(url).pathname).replace(/^\//, '');

test('llms-txt-size: the root llms.txt is under 50,000 characters', (t) => {
  const size = chars(read(LLMS_FILES.index));
  t.diagnostic(`llms.txt: ${size} characters`);
  assert.ok(size < LIMIT, `llms.txt has ${size} characters`);
});

test('nested indexes: every section index llms.txt links is under 50,000 characters, and every page is in one', (t) => {
  const root = read(LLMS_FILES.index);
  const sectionIndexes = indexLinks(root)
    .filter(({section, url}) => section !== 'Optional' && url.endsWith('.txt'))
    .map(({url}) => localFile(url));
  assert.ok(sectionIndexes.length >= 7, `llms.txt links ${sectionIndexes.length} section indexes`);
  const sizes = sectionIndexes.map((file) => [file, chars(read(file))] as const).sort((a, b) => b[1] - a[1]);
  t.diagnostic(`largest section index: ${sizes[0][0]}, ${sizes[0][1]} characters`);
  assert.deepEqual(
    sizes.filter(([, size]) => size >= LIMIT),
    [],
  );
  // Every page's twin is reachable from an index.
  const indexed = new Set(sectionIndexes.flatMap((file) => indexLinks(read(file)).map(({url}) => localFile(url))));
  const pageTwins = buildFiles('.md');
  assert.deepEqual(
    pageTwins.filter((file) => !indexed.has(file)).slice(0, 10),
    [],
  );
});

test('llms-txt-directive-html: every HTML page points agents to llms.txt near its top, hidden from sighted readers and from screen readers', (t) => {
  const pages = buildFiles('.html');
  const problems: string[] = [];
  for (const file of pages) {
    const $ = loadHtml(path.join(BUILD, file));
    const pointer = $('[data-agent-pointer]').first();
    if (pointer.length === 0) {
      problems.push(`${file}: no pointer`);
      continue;
    }
    // Near the top: before the page's navbar and main content.
    const body = $('body').html() ?? '';
    const at = body.indexOf('data-agent-pointer');
    const navbar = body.indexOf('navbar');
    if (navbar !== -1 && at > navbar) problems.push(`${file}: the pointer comes after the navbar`);
    if (!pointer.find('a[href$="/llms.txt"]').length) problems.push(`${file}: the pointer does not link llms.txt`);
    if (pointer.attr('aria-hidden') !== 'true') problems.push(`${file}: screen readers would announce the pointer`);
    if (/display\s*:\s*none/.test(pointer.attr('style') ?? '') || pointer.is('[hidden]')) problems.push(`${file}: hidden with display: none`);
    if (pointer.find('a').toArray().some((link) => $(link).attr('tabindex') !== '-1')) problems.push(`${file}: a link of the pointer takes focus`);
  }
  t.diagnostic(`${pages.length} HTML pages checked`);
  assert.deepEqual(problems.slice(0, 10), []);
});

test('llms-txt-directive-md: every twin points agents to llms.txt near its top', (t) => {
  const twins = buildFiles('.md');
  const missing = twins.filter((file) => !/\]\([^)]*\/llms\.txt\)/.test(read(file).split('\n').slice(0, 6).join('\n')));
  t.diagnostic(`${twins.length} twins checked`);
  assert.deepEqual(missing.slice(0, 10), []);
});

test('page-size-markdown: every twin is under 50,000 characters', (t) => {
  const sizes = buildFiles('.md')
    .map((file) => [file, chars(read(file))] as const)
    .sort((a, b) => b[1] - a[1]);
  t.diagnostic(`largest twin: ${sizes[0][0]}, ${sizes[0][1]} characters`);
  assert.deepEqual(
    sizes.filter(([, size]) => size >= LIMIT),
    [],
  );
});

/**
 * HTML allows leaving out some end tags (`</p>`, `</li>`, `</td>`, `</th>`, `</tr>`, `</tbody>`…), and
 * browsers restore them, but the lighter parsers agents and their tools use do not: the
 * agent-docs-spec checker's parser, given a table without them, loses the page's `<main>` and
 * reads the rest of the page as text. Every page keeps every end tag it opens.
 */
const OPTIONAL_END_TAGS = ['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'colgroup', 'caption'];

test('every HTML page closes the elements whose end tags HTML lets a minifier leave out', (t) => {
  const pages = buildFiles('.html');
  const problems: string[] = [];
  for (const file of pages) {
    const html = read(file).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '');
    for (const tag of OPTIONAL_END_TAGS) {
      const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
      const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
      if (opened !== closed) problems.push(`${file}: ${opened} <${tag}>, ${closed} </${tag}>`);
    }
  }
  t.diagnostic(`${pages.length} HTML pages checked`);
  assert.deepEqual(problems.slice(0, 10), []);
});

/**
 * An unquoted attribute value that ends with a slash (`<a href=/guides/>`) is valid HTML, but the
 * lighter parsers read its `/>` as a self-closing tag: the link loses its text. Such values are quoted.
 */
test('no HTML page has an unquoted attribute value ending with a slash before its tag closes', (t) => {
  const pages = buildFiles('.html');
  const problems: string[] = [];
  for (const file of pages) {
    const html = read(file).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
    const match = /<[a-z][\w-]*\s[^>]*?[\w:-]+=[^\s"'=<>`]*\/>/.exec(html);
    if (match) problems.push(`${file}: ${match[0].slice(-80)}`);
  }
  t.diagnostic(`${pages.length} HTML pages checked`);
  assert.deepEqual(problems.slice(0, 10), []);
});

/**
 * Agents that read the HTML convert it to Markdown first; afdocs' page-size-html check measures
 * that conversion with its own converter, so this test uses the same one. Every page converts to
 * under 50,000 characters.
 */
test('page-size-html: every HTML page converts to under 50,000 characters of Markdown', async (t) => {
  // The converter's own module: the package's helpers entry also loads its vitest runner.
  const converter = pathToFileURL(path.join(PROJECT_ROOT, 'node_modules/afdocs/dist/helpers/html-to-markdown.js')).href;
  const {htmlToMarkdown} = (await import(converter)) as {htmlToMarkdown: (html: string) => string};
  const sizes = buildFiles('.html')
    .map((file) => [file, htmlToMarkdown(read(file)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  t.diagnostic(`largest converted page: ${sizes[0][0]}, ${sizes[0][1]} characters`);
  assert.deepEqual(
    sizes.filter(([, size]) => size >= LIMIT),
    [],
  );
});
