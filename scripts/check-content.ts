/**
 * The content check (`npm run check:content`, part of `npm test`): every page
 * and knowledge-base article is checked against the writing rules, and each
 * problem is reported as `file:line: what is wrong. How to fix it.`
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {
  findPlaceholder,
  levelTwoHeadings,
  markdownFormat,
  overlapRatio,
  parseMarkdown,
  proseWords,
  sectionProseWords,
  shingles,
  splitMarkdown,
  type MarkdownDocument,
} from './lib/markdownContent';
import {descriptionProblems} from './lib/descriptionTerms';
import {readSiteData} from '../plugins/site-data';
import {fillReaderValues, READER_VALUES, unknownReaderValues} from '../plugins/reader-values/api';
import {
  escapeRegExp,
  formatProblems,
  isRecord,
  lineOf,
  withoutFollowOnProblems,
  yamlErrorLine,
  type Problem,
} from '../shared/sourceProblems';
import {
  checkServiceCatalogUsage,
  isReferenceGroupPage,
  referenceLinkProblems,
  serviceKeyOf,
  type ServiceCatalog,
} from '../plugins/service-catalog';
import {
  TERRAFORM_012_GUIDE,
  UPGRADE_GUIDE_FOLDERS,
  UPGRADE_GUIDES_DIR,
  upgradeGuideOf,
  type CompatibilityData,
} from '../plugins/library-versions';
import {COMPATIBILITY_TABLE_DIRECTIVE, hasCompatibilityTable} from '../plugins/library-versions';
import {checkEra, checkReleaseRefs, checkTerragruntPairs, checkUpgradePins} from '../plugins/library-versions';
import {loadCliFlags, type CliFlags} from '../plugins/library-versions';
import {checkFlags} from '../plugins/library-versions';
import {checkStateKeys} from './lib/stateKeys';
import {checkTerratestGo} from './lib/terratestGo';
import {headingProblems} from './lib/contentChecks/headings';
import {duplicateRouteProblems, normalizeRoute, pageRoute, type PageRoute} from './lib/contentChecks/routes';
import {RELEASE_NOTES_PATH} from '../plugins/release-notes';
import {loadSidebars, sidebarProblems} from './lib/contentChecks/sidebars';
import {createLinkContext, linkProblems} from './lib/contentChecks/links';
import {dataLinkProblems} from './lib/contentChecks/dataLinks';
import {frontMatterProblem} from '../shared/frontMatter';
import {frontMatterLine} from './lib/contentChecks/contentPage';
import {KNOWLEDGE_BASE_ROUTE} from '../plugins/knowledge-base';
import {checkMinimumVersions} from '../plugins/library-versions';

export type {Problem};

/** Minimum prose words by content area (the first matching prefix wins). */
export const MINIMUM_PROSE_WORDS: [prefix: string, words: number][] = [
  ['knowledge-base/', 120],
  ['docs/guides/', 300],
  ['docs/intro/', 250],
  ['docs/reference/', 250],
  ['docs/faq/', 250],
  ['docs/', 150],
];

/** Two texts sharing this share of their five-word sequences are near-copies. */
export const NEAR_COPY_RATIO = 0.3;
export const FAQ_MINIMUM_QUESTIONS = 8;
const HCL_LANGUAGES = new Set(['hcl', 'terraform', 'tf']);
/** Fence flag for examples of pre-0.12 syntax (HCL1), which HCL2 parsers rightly reject. */
export const LEGACY_HCL_FLAG = 'legacy-hcl1';
const CONTENT_DIRS = ['docs', 'knowledge-base'];

interface Page {
  file: string;
  raw: string;
  body: string;
  /** Line number of the body's first line in the file. */
  bodyOffset: number;
  data: Record<string, unknown>;
  /** The body parsed once, as Docusaurus reads the file (`.mdx` as MDX). */
  markdown: MarkdownDocument;
  /** The front matter or the body does not parse (reported once): only the page's URL and id are known. */
  unparsed?: true;
}

function listMarkdown(rootDir: string, dir: string): string[] {
  const absolute = path.join(rootDir, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !name.split(path.sep).some((part) => part.startsWith('_')))
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .sort();
}

/**
 * A page as read, or, when its front matter or MDX does not parse, a page with no body (`unparsed`):
 * it still has its URL and doc id, so links and sidebars that name it are not reported as well.
 */
function readPage(rootDir: string, file: string, problems: Problem[]): Page {
  const raw = fs.readFileSync(path.join(rootDir, file), 'utf8');
  const unparsed = (data: Record<string, unknown>): Page => ({
    file,
    raw,
    body: '',
    bodyOffset: 1,
    data,
    markdown: parseMarkdown(''),
    unparsed: true,
  });
  let parsed: matter.GrayMatterFile<string>;
  try {
    // With options (none), gray-matter does not cache: its cache keeps a file whose front matter failed to parse, as parsed.
    parsed = matter(raw, {});
  } catch (error) {
    problems.push(frontMatterProblem(file, raw, error));
    return unparsed({});
  }
  const bodyOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  try {
    const markdown = parseMarkdown(parsed.content, markdownFormat(file));
    return {file, raw, body: parsed.content, bodyOffset, data: parsed.data, markdown};
  } catch (error) {
    // Only MDX can fail to parse; the error gives the body line when it knows it.
    const bodyLine = (error as {line?: number}).line;
    problems.push({
      file,
      line: bodyLine ? bodyOffset + bodyLine - 1 : 1,
      message: `not valid MDX (${(error as Error).message.split('\n')[0]}). Escape a literal "<" or "{" as "\\<" or "\\{", or close the JSX tag.`,
      syntax: true,
    });
    return unparsed(parsed.data);
  }
}

function minimumWords(file: string): number {
  // A group page of a split service reference holds only generated entries.
  if (isReferenceGroupPage(file)) return 0;
  return MINIMUM_PROSE_WORDS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? 0;
}

/** Tag keys declared in docs/tags.yml (the keys of its top-level map), read with a YAML parser. */
function readDeclaredTags(rootDir: string, problems: Problem[]): Set<string> {
  const file = 'docs/tags.yml';
  if (!fs.existsSync(path.join(rootDir, file))) return new Set();
  try {
    const parsed: unknown = yaml.load(fs.readFileSync(path.join(rootDir, file), 'utf8'));
    if (parsed === null || parsed === undefined) return new Set();
    if (!isRecord(parsed)) {
      problems.push({file, line: 1, message: 'must be a map of tag keys to {label, permalink, description}.'});
      return new Set();
    }
    return new Set(Object.keys(parsed));
  } catch (error) {
    problems.push({
      file,
      line: yamlErrorLine(error),
      message: `not valid YAML (${(error as Error).message.split('\n')[0]}). Fix the syntax.`,
      syntax: true,
    });
    return new Set();
  }
}

function checkFrontMatter(page: Page, declaredTags: Set<string>, problems: Problem[]): void {
  const {title, description, tags} = page.data;
  if (Array.isArray(tags)) {
    for (const tag of tags) {
      if (!declaredTags.has(String(tag))) {
        problems.push({
          file: page.file,
          line: frontMatterLine(page, 'tags'),
          message: `tag "${String(tag)}" is not declared in docs/tags.yml. Use a declared tag, or add it there with a label, permalink and description.`,
        });
      }
    }
  }
  if (typeof title !== 'string' || !title.trim()) {
    problems.push({file: page.file, line: 1, message: 'front matter has no `title`. Add `title: "..."`.'});
  }
  if (typeof description !== 'string' || description.trim().length < 20) {
    problems.push({
      file: page.file,
      line: 1,
      message: 'front matter needs a `description` of one sentence (20 characters or more) for search engines.',
    });
  } else if (description.length > 200) {
    problems.push({
      file: page.file,
      line: 1,
      message: `\`description\` is ${description.length} characters; keep it under 200 so search results show it whole.`,
    });
  }
  if (tags !== undefined && !Array.isArray(tags)) {
    problems.push({file: page.file, line: 1, message: '`tags` must be a list, for example `tags: [terraform, vpc]`.'});
  }
}

/**
 * The versions a page names: released refs, upgrade-guide pins, the era, Terraform/Terragrunt
 * pairs; and the command-line flags it uses (data/cli-flags.json).
 */
function checkVersions(page: Page, data: CompatibilityData, flags: CliFlags, problems: Problem[]): void {
  const at = (bodyLine: number) => page.bodyOffset + bodyLine - 1;
  const guide = upgradeGuideOf(page.file);
  const findings = [
    ...checkReleaseRefs(page.body, data),
    ...(guide ? checkUpgradePins(page.body, guide, data) : []),
    ...checkEra(page.body),
    ...checkTerragruntPairs(page.body, data),
    ...checkFlags(page.body, flags),
  ];
  for (const finding of findings) problems.push({file: page.file, line: at(finding.line), message: finding.message});
}

/** Each upgrade guide with data shows its table on exactly one page. */
function checkCompatibilityTables(pages: Page[], data: CompatibilityData, problems: Problem[]): void {
  const guides = [...data.guides.keys(), ...(data.terraform012.length > 0 ? [TERRAFORM_012_GUIDE] : [])];
  for (const key of guides) {
    const folder = UPGRADE_GUIDE_FOLDERS[key];
    const withTable = pages.filter((page) => upgradeGuideOf(page.file) === key && hasCompatibilityTable(page.body));
    if (withTable.length === 1) continue;
    const dir = `${UPGRADE_GUIDES_DIR}/${folder}`;
    problems.push({
      file: withTable[1]?.file ?? `${dir}/index.md`,
      line: 1,
      message:
        withTable.length === 0
          ? `the "${key}" upgrade guide shows no compatibility table. Put \`::${COMPATIBILITY_TABLE_DIRECTIVE}\` on its own line on the page where readers choose versions.`
          : `the "${key}" upgrade guide shows its compatibility table on ${withTable.length} pages (${withTable.map((p) => p.file).join(', ')}). Keep one and link to it from the others.`,
    });
  }
}

/** `catalog` is null when data/ does not parse: what the page says about it is not checked then. */
async function checkBody(page: Page, catalog: ServiceCatalog | null, problems: Problem[]): Promise<void> {
  const at = (bodyLine: number) => page.bodyOffset + bodyLine - 1;
  const {codeBlocks, proseLines} = splitMarkdown(page.markdown);

  problems.push(...headingProblems(page));

  for (const block of codeBlocks) {
    for (const marker of unknownReaderValues(block.code)) {
      problems.push({
        file: page.file,
        line: at(block.line) + block.code.slice(0, marker.index).split('\n').length,
        message: `unknown reader value @@${marker.name}@@. Use one of ${READER_VALUES.map((value) => `@@${value.name}@@`).join(', ')} (plugins/reader-values/lib/readerValues.ts), or write the value itself.`,
      });
    }
    // Code is checked as the page shows it by default: with the example values.
    const code = fillReaderValues(block.code);
    if (!block.language) {
      problems.push({
        file: page.file,
        line: at(block.line),
        message: 'code block has no language. Add one after the fence: ```hcl, ```bash, ```yaml, ```go, ```json or ```text.',
      });
    } else if (HCL_LANGUAGES.has(block.language) && !block.meta.split(/\s+/).includes(LEGACY_HCL_FLAG)) {
      let parsed: Record<string, unknown>;
      try {
        parsed = (await parseHcl(`${page.file}:${at(block.line)}`, code)) as Record<string, unknown>;
      } catch (error) {
        problems.push({
          file: page.file,
          line: at(block.line),
          message: `HCL code block does not parse: ${String(error).replace(/^Error: /, '')}. Fix the example so Terraform would accept it (for deliberate pre-0.12 syntax, open the block with \`\`\`hcl ${LEGACY_HCL_FLAG}).`,
        });
        continue;
      }
      if (!catalog) continue;
      // A service page's own examples must set every required input of its module.
      for (const usage of checkServiceCatalogUsage(code, parsed, catalog, serviceKeyOf(page.file))) {
        // The code starts on the line after the opening fence.
        problems.push({file: page.file, line: at(block.line) + usage.line, message: usage.message});
      }
    }
  }

  // A link to an input or output of a service names one the service has.
  for (const problem of catalog ? referenceLinkProblems(page.markdown.tree, page.file, catalog) : []) {
    problems.push({file: page.file, line: at(problem.line), message: problem.message});
  }

  // Reader values are filled in code blocks only: elsewhere a marker would show as it is.
  page.body.split('\n').forEach((line, index) => {
    if (!proseLines.includes(line)) return;
    const marker = /@@[a-z][a-z0-9-]*@@/.exec(line);
    if (marker) {
      problems.push({
        file: page.file,
        line: at(index + 1),
        message: `${marker[0]} outside a code block shows as it is: reader values work in fenced code blocks only. Write the example value here.`,
      });
    }
  });

  const placeholder = findPlaceholder(page.markdown);
  if (placeholder) {
    problems.push({
      file: page.file,
      line: at(lineOf(page.body, new RegExp(escapeRegExp(placeholder)), 1, 1)),
      message: `placeholder text "${placeholder}". Write the real content or remove the sentence.`,
    });
  }

  const words = proseWords(page.markdown).length;
  const minimum = minimumWords(page.file);
  if (words < minimum) {
    problems.push({
      file: page.file,
      line: 1,
      message: `${words} words of prose; pages here need at least ${minimum}. Expand the explanation.`,
    });
  }
}

function checkKnowledgeBaseArticle(page: Page, problems: Problem[]): void {
  const expected = Number(path.basename(page.file).replace(/\.mdx?$/, ''));
  if (page.data.number !== expected) {
    problems.push({
      file: page.file,
      line: 1,
      message: `front matter \`number: ${String(page.data.number)}\` does not match the file name; set \`number: ${expected}\` or rename the file.`,
    });
  }
  for (const message of descriptionProblems(page.data.description, page.markdown)) {
    problems.push({file: page.file, line: 1, message});
  }
  const headings = levelTwoHeadings(page.markdown);
  for (const section of ['Question', 'Answer']) {
    const sectionWords = sectionProseWords(page.markdown, section);
    if (sectionWords === null) {
      problems.push({file: page.file, line: 1, message: `the article has no "## ${section}" section. Add it.`});
    } else if (sectionWords.length < 10) {
      problems.push({file: page.file, line: 1, message: `the "## ${section}" section is empty. Write it.`});
    }
  }
  if (headings.join('|') !== 'Question|Answer') {
    problems.push({
      file: page.file,
      line: 1,
      message: `level-2 headings are [${headings.join(', ')}]; an article has exactly "## Question" then "## Answer" (use ### inside them).`,
    });
  }
}

function checkFaqTopic(page: Page, problems: Problem[]): void {
  if (page.file.endsWith('/index.md')) return;
  const questions = levelTwoHeadings(page.markdown).filter((heading) => heading.trim().endsWith('?'));
  if (questions.length < FAQ_MINIMUM_QUESTIONS) {
    problems.push({
      file: page.file,
      line: 1,
      message: `${questions.length} questions; a FAQ topic needs at least ${FAQ_MINIMUM_QUESTIONS} "## ...?" headings.`,
    });
  }
}

/** Pairs of pages that share too much of their prose, found through an index of sequences. */
function checkNearCopies(pages: Page[], problems: Problem[]): void {
  const sets = pages.map((page) => shingles(page.markdown));
  const owners = new Map<string, number[]>();
  sets.forEach((set, index) => {
    for (const item of set) {
      const list = owners.get(item);
      if (list) list.push(index);
      else owners.set(item, [index]);
    }
  });
  const shared = new Map<string, number>();
  for (const list of owners.values()) {
    if (list.length < 2 || list.length > 20) continue; // very common phrases say nothing
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const key = `${list[i]}:${list[j]}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  for (const [key, count] of shared) {
    const [a, b] = key.split(':').map(Number);
    const smaller = Math.min(sets[a].size, sets[b].size);
    if (smaller === 0 || count / smaller < NEAR_COPY_RATIO) continue;
    const ratio = overlapRatio(sets[a], sets[b]);
    if (ratio >= NEAR_COPY_RATIO) {
      problems.push({
        file: pages[b].file,
        line: 1,
        message: `near-copy of ${pages[a].file}: ${Math.round(ratio * 100)}% of its five-word sequences appear in both. Rewrite it for its own topic.`,
      });
    }
  }
}

/** Whether a URL is a page another plugin makes (the release notes), or a file of static/. */
const generatedOrStatic = (rootDir: string) => (route: string) =>
  route === normalizeRoute(RELEASE_NOTES_PATH) ||
  route.startsWith(normalizeRoute(RELEASE_NOTES_PATH) + '/') ||
  fs.existsSync(path.join(rootDir, 'static', route));

/** URLs, sidebars and links: what joins the pages into a site. */
async function checkSiteStructure(rootDir: string, pages: Page[], problems: Problem[]): Promise<void> {
  const docs: PageRoute[] = pages.filter((page) => page.file.startsWith('docs/')).map((page) => pageRoute(page, 'docs', '/'));
  const articles = pages
    .filter((page) => page.file.startsWith('knowledge-base/'))
    .map((page) => pageRoute(page, 'knowledge-base', KNOWLEDGE_BASE_ROUTE));
  problems.push(...duplicateRouteProblems([...docs, ...articles]));
  const isSiteUrl = generatedOrStatic(rootDir);
  const sidebars = await loadSidebars(rootDir);
  if (sidebars) problems.push(...sidebarProblems(rootDir, sidebars, docs, isSiteUrl));
  const links = createLinkContext(rootDir, [...docs, ...articles], isSiteUrl);
  for (const page of pages) if (!page.unparsed) problems.push(...linkProblems(links, page));
  problems.push(...dataLinkProblems(rootDir, links));
}

export async function checkContent(rootDir: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  const pages: Page[] = [];
  const declaredTags = readDeclaredTags(rootDir, problems);
  // The data, read and checked as the build reads it (plugins/site-data).
  const {data, problems: dataProblems} = readSiteData(rootDir);
  problems.push(...dataProblems);
  // A data file that does not parse is reported alone: the checks against the data would only follow from it.
  const dataParsed = !dataProblems.some((problem) => problem.syntax);
  const {serviceCatalog: catalog, compatibility: versionData} = data;
  // The flags data is read by the content check alone (the site does not render it).
  const {flags, problems: flagProblems} = loadCliFlags(rootDir);
  problems.push(...flagProblems);
  for (const dir of CONTENT_DIRS) {
    for (const file of listMarkdown(rootDir, dir)) {
      const page = readPage(rootDir, file, problems);
      pages.push(page);
      if (page.unparsed) continue;
      checkFrontMatter(page, declaredTags, problems);
      await checkBody(page, dataParsed ? catalog : null, problems);
      if (dataParsed) checkVersions(page, versionData, flags, problems);
      for (const finding of [...checkStateKeys(page.markdown), ...checkTerratestGo(page.markdown)]) {
        problems.push({file, line: page.bodyOffset + finding.line - 1, message: finding.message});
      }
      // Minimum versions in prose agree with the feature data; code uses only constructs it knows.
      if (dataParsed) {
        const blocks = splitMarkdown(page.markdown).codeBlocks.map((block) => ({...block, code: fillReaderValues(block.code)}));
        for (const finding of await checkMinimumVersions(page.file, page.body, blocks, data.versionFacts)) {
          problems.push({file: page.file, line: page.bodyOffset + finding.line - 1, message: finding.message});
        }
      }
      if (file.startsWith('knowledge-base/')) checkKnowledgeBaseArticle(page, problems);
      if (file.startsWith('docs/faq/')) checkFaqTopic(page, problems);
    }
  }
  const parsedPages = pages.filter((page) => !page.unparsed);
  checkNearCopies(parsedPages, problems);
  if (dataParsed) checkCompatibilityTables(parsedPages, versionData, problems);
  await checkSiteStructure(rootDir, pages, problems);
  // A file that does not parse is reported once, without what follows from it.
  return withoutFollowOnProblems(problems);
}

export {formatProblems};

async function main(): Promise<void> {
  const rootDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
  const problems = await checkContent(rootDir);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`\nContent check failed: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log('Content check passed.');
}

if (require.main === module) {
  void main();
}
