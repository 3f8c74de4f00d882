import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, loadHtml, readSitemapPaths, searchFragments} from '../support/builtSite';
import {pagesForLine, readRouteContract} from '../support/routeContract';
import {twinPathFor} from '../../plugins/markdown-twins/lib/markdownTwin';
import {LLMS_FILES} from '../../plugins/markdown-twins';
import {MCP_TOOLS} from '../../plugins/mcp/connect';

/**
 * The Markdown twins and llms.txt, read from the build: every route of the contract has a twin
 * that opens with the page's title and is declared in the page's head; every link of llms.txt is a
 * file of the build; the sitemap lists no twin and robots.txt does not block them.
 */
const BUILD = buildDir();
const sitemapPaths = readSitemapPaths(BUILD);
const twinFile = (urlPath: string) => path.join(BUILD, twinPathFor(urlPath, '/'));

test('every route of the contract has a twin that opens with its title, declared in its head', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const line of readRouteContract()) {
    for (const pagePath of pagesForLine(line, sitemapPaths)) {
      const html = builtFileFor(BUILD, pagePath);
      if (!html) continue; // routes.test.ts reports it
      checked += 1;
      const where = `${line.source} ${pagePath}`;
      if (!fs.existsSync(twinFile(pagePath))) {
        problems.push(`${where}: no twin at ${twinPathFor(pagePath, '/')}`);
        continue;
      }
      const $ = loadHtml(html);
      const title = ($('article .theme-doc-markdown h1').first().text() || $('main h1').first().text() || $('title').text().replace(/ \| Gruntwork Docs$/, '')).replace(/\u200b/g, '').trim();
      const firstLine = fs.readFileSync(twinFile(pagePath), 'utf8').split('\n')[0];
      if (firstLine !== `# ${title}`) problems.push(`${where}: twin opens with "${firstLine}", expected "# ${title}"`);
      const declared = $('link[rel="alternate"][type="text/markdown"]').attr('href');
      if (!declared || new URL(declared).pathname !== twinPathFor(pagePath, '/')) problems.push(`${where}: head declares ${declared ?? 'no twin'}`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), []);
  assert.ok(checked > 700, `only ${checked} pages checked`);
  const notFound = loadHtml(path.join(BUILD, '404.html'));
  assert.equal(notFound('link[type="text/markdown"]').length, 0, 'the not-found page has no twin to declare');
});

test('twins keep code fences with their language, and generated sections', () => {
  const rds = fs.readFileSync(twinFile('/reference/services/data-storage/amazon-rds'), 'utf8');
  assert.match(rds, /^## Inputs$/m);
  assert.match(rds, /\[`allocated_storage`\]\([^)]*#input-allocated_storage\) \(required\)/);
  assert.match(rds, /```hcl\n/);
  const guide = fs.readFileSync(twinFile('/guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2-update-module-and-terragrunt-versions'), 'utf8');
  assert.match(guide, /\| `terraform-aws-security` \(formerly `module-security`\) \| \[`v0\.37\.0`[^\]]*\]\(https:\/\/github\.com\/gruntwork-io\/terraform-aws-security\/releases\/tag\/v0\.37\.0\)/);
  const month = fs.readFileSync(twinFile('/guides/stay-up-to-date/releases/2022-12'), 'utf8');
  assert.match(month, /^## terraform-aws-ci$/m);
});

test('llms.txt lists a section index per area, then the whole-site files; every link of every index is a file of the build', () => {
  const text = fs.readFileSync(path.join(BUILD, LLMS_FILES.index), 'utf8');
  assert.match(text, /^# Gruntwork Docs\n\n> /);
  // How an assistant connects to the MCP server, naming every tool.
  for (const tool of MCP_TOOLS) assert.ok(text.includes(tool), `llms.txt does not name ${tool}`);
  assert.match(text, /`npm run mcp`/);
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  assert.deepEqual(headings, ['Sections', 'Optional']);
  const linksOf = (index: string) =>
    [...index.matchAll(/^- \[((?:[^\]\\]|\\.)*)\]\(([^)]+)\)/gm)].map((match) => ({title: match[1], path: new URL(match[2]).pathname}));
  const sections = linksOf(text.split('## Optional')[0]);
  assert.deepEqual(
    [...new Set(sections.map(({title}) => title.replace(/, part \d+ of \d+$/, '')))],
    ['Introduction', 'Guides', 'Upgrade guides', 'Service Catalog reference', 'FAQ', 'Knowledge base', 'Release notes', 'Other pages'],
  );
  const links = [...linksOf(text), ...sections.flatMap(({path: file}) => linksOf(fs.readFileSync(path.join(BUILD, file), 'utf8')))].map(
    ({path: file}) => file,
  );
  assert.ok(links.length > 790, `${links.length} links`);
  const missing = links.filter((link) => !fs.existsSync(path.join(BUILD, decodeURIComponent(link))));
  assert.deepEqual(missing, []);
  for (const file of Object.values(LLMS_FILES)) assert.ok(links.includes(`/${file}`) || file === LLMS_FILES.index, `${file} is not linked`);
});

test('llms-full.txt holds the docs pages, each with its title and URL, and not the knowledge base or release months', () => {
  const full = fs.readFileSync(path.join(BUILD, LLMS_FILES.full), 'utf8');
  assert.match(full, /^# VPC core concepts\n\nURL: http[^\n]+\/guides\/build-it-yourself\/vpc\/core-concepts\n/m);
  assert.ok(!/URL: [^\n]+\/discussions\/knowledge-base\/173\n/.test(full));
  assert.ok(!/URL: [^\n]+\/releases\/2022-12\/?\n/.test(full));
  const kb = fs.readFileSync(path.join(BUILD, LLMS_FILES.knowledgeBase), 'utf8');
  assert.match(kb, /URL: [^\n]+\/discussions\/knowledge-base\/173\n/);
  const releases = fs.readFileSync(path.join(BUILD, LLMS_FILES.releases), 'utf8');
  assert.match(releases, /URL: [^\n]+\/guides\/stay-up-to-date\/releases\/2022-12\/?\n/);
});

test('the sitemap lists only HTML pages, and robots.txt does not block the twins', () => {
  assert.deepEqual(sitemapPaths.filter((page) => /\.(md|txt)$/.test(page)), []);
  const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
  assert.ok(!/Disallow:[^\n]*(\.md|llms)/.test(robots), robots);
});

test('offline search indexes no twin, and not the Copy page and View as Markdown controls', () => {
  const fragments = searchFragments(BUILD);
  assert.ok(fragments.length > 700, `${fragments.length} results`);
  assert.deepEqual(fragments.filter((fragment) => /\.(md|txt)$/.test(fragment.url)).map((f) => f.url), []);
  assert.deepEqual(fragments.filter((fragment) => fragment.content.includes('View as Markdown')).map((f) => f.url), []);
});

test("every admonition of the build is in its page's twin, as a quote with its label and its body", () => {
  const problems: string[] = [];
  let admonitions = 0;
  for (const pagePath of sitemapPaths) {
    const html = builtFileFor(BUILD, pagePath);
    if (!html || !fs.existsSync(twinFile(pagePath))) continue;
    const $ = loadHtml(html);
    const found = $('.theme-admonition').toArray();
    if (found.length === 0) continue;
    const markdown = fs.readFileSync(twinFile(pagePath), 'utf8');
    // The twin's text without Markdown's inline markup (link targets, code ticks, emphasis).
    const twinText = markdown.replace(/\]\([^)]*\)/g, '').replace(/[`*[\]>]/g, '').replace(/\s+/g, ' ');
    for (const element of found) {
      admonitions += 1;
      const [label, ...body] = $(element).children().toArray().map((child) => $(child).text().replace(/\s+/g, ' ').trim());
      const opening = body.join(' ').split(' ').slice(0, 8).join(' ');
      if (!new RegExp(`^> \\*\\*${label}\\*\\*$`, 'im').test(markdown)) problems.push(`${pagePath}: no quote labelled "${label}"`);
      if (opening && !twinText.includes(opening)) problems.push(`${pagePath}: the body of "${label}" ("${opening}") is missing`);
    }
  }
  assert.ok(admonitions > 10, `only ${admonitions} admonitions in the build`);
  assert.deepEqual(problems, []);
});

/**
 * What a page lays out side by side (buttons in a row, a label beside a link) is separated by the
 * page's CSS, not by text: its twin must separate the two too, with a space or a line break.
 * Matched outside code: a link or image closed and directly followed by another, or by a word; a
 * word directly followed by a link; bold text directly followed by a word or a link.
 */
const GLUED_INLINE: [string, RegExp][] = [
  ['a link followed by a link or image', /\]\([^)\s]*\)!?\[/],
  ['a link followed by a word', /\]\([^)\s]*\)[\p{L}\p{N}]/u],
  ['a word followed by a link', /[\p{L}\p{N}]\[[^\]\n]+\]\(/u],
  ['bold text followed by a word or a link', /(?:^|[^\p{L}\p{N}*])\*\*[^*\s](?:[^*\n]*[^*\s])?\*\*[\p{L}\p{N}[]/u],
];

test('no twin glues two inline elements, or an element and a word, that its page shows apart', (t) => {
  const twins = (fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}) as string[]).filter(
    (file) => file.endsWith('.md') && !file.startsWith('assets') && !file.startsWith('pagefind'),
  );
  const problems: string[] = [];
  for (const file of twins) {
    const prose = fs
      .readFileSync(path.join(BUILD, file), 'utf8')
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/`[^`\n]*`/g, 'code');
    for (const line of prose.split('\n')) {
      for (const [what, pattern] of GLUED_INLINE) {
        const match = pattern.exec(line);
        if (match) problems.push(`${file}: ${what}: …${line.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
      }
    }
  }
  t.diagnostic(`${twins.length} twins checked`);
  assert.deepEqual(problems.slice(0, 20), []);
});
