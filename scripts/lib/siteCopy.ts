/**
 * A scratch copy of the site, with the project's node_modules linked in: for builds and dev
 * servers that must not share the project's generated files, or that need less of its content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../shared/projectRoot';

export {PROJECT_ROOT};
const KNOWLEDGE_BASE_DIR = 'knowledge-base';
const WRANGLER_STATE = '.wrangler';

/** Installed packages (linked instead), builds, generated files, caches and test output. */
const isLeftOut = (name: string) =>
  ['node_modules', '.git', 'test-results', 'playwright-report', 'bench-results'].includes(name) ||
  name === 'build' ||
  name.startsWith('build-') ||
  name.startsWith('.docusaurus');

export interface SiteCopyOptions {
  /** Knowledge-base article numbers to keep (all when absent). No page links into the knowledge base, so fewer articles break no link. */
  knowledgeBase?: readonly string[];
  /**
   * Docs pages to keep whole, as paths under docs/ without the extension. Every other page keeps its
   * front matter (so sidebars, tags and ids still resolve), its headings (so links to its anchors
   * do) and its data directives (which pages of its kind must have, and which data/ is checked
   * against), with a one-line body in place of its prose: the copy builds, and compiles faster.
   */
  keepDocs?: readonly string[];
}

const DOCS_DIR = 'docs';
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
/**
 * A leaf directive on a line of its own (`::service-reference`, `::service-reference{group="cloudtrail"}`), which a
 * remark plugin expands from data/.
 */
const DATA_DIRECTIVE = /^::[a-z-]+(\{[^}\n]*\})?\s*$/;
/** A Markdown heading: a target of links to the page's anchors. */
const HEADING = /^#{1,6} /;
/** A line that opens or closes a fenced code block, inside which `#` starts a comment, not a heading. */
const FENCE = /^\s*(```|~~~)/;
/** The body of a page left out of a copy (see keepDocs). */
export const STUB_BODY = 'This page is left out of this copy of the site.';

const withoutExtension = (file: string) => file.replace(/\.mdx?$/, '');
const docsPages = (siteDir: string) =>
  fs.readdirSync(path.join(siteDir, DOCS_DIR), {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));

/** Replaces the body of every docs page of the copy but those kept. */
function stubDocs(siteDir: string, keep: readonly string[]): void {
  const kept = new Set(keep);
  for (const file of docsPages(siteDir)) {
    // Partials (files starting with _) are imported by pages, not pages of their own.
    if (kept.has(withoutExtension(file)) || path.basename(file).startsWith('_')) continue;
    const absolute = path.join(siteDir, DOCS_DIR, file);
    const text = fs.readFileSync(absolute, 'utf8');
    const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? '';
    let inFence = false;
    const lines = text
      .slice(frontMatter.length)
      .split('\n')
      .filter((line) => {
        if (FENCE.test(line)) inFence = !inFence;
        return !inFence && (HEADING.test(line) || DATA_DIRECTIVE.test(line));
      });
    fs.writeFileSync(absolute, [frontMatter, STUB_BODY, ...lines].join('\n\n') + '\n');
  }
}

/** Copies the site into a new temporary folder and returns its path. */
export function copySite(prefix: string, {knowledgeBase, keepDocs}: SiteCopyOptions = {}): string {
  const pages = keepDocs ? docsPages(PROJECT_ROOT) : [];
  const unknown = (keepDocs ?? []).filter((kept) => !pages.some((file) => withoutExtension(file) === kept));
  if (unknown.length > 0) throw new Error(`keepDocs: ${unknown.map((page) => `docs/${page}.md(x)`).join(', ')} does not exist`);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const name of fs.readdirSync(PROJECT_ROOT)) {
    if (isLeftOut(name)) continue;
    fs.cpSync(path.join(PROJECT_ROOT, name), path.join(siteDir, name), {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(PROJECT_ROOT, source).split(path.sep);
        // Wrangler's local state (deploy/edge/.wrangler, about 100 MB once the edge has run).
        if (relative.includes(WRANGLER_STATE)) return false;
        if (!knowledgeBase || relative[0] !== KNOWLEDGE_BASE_DIR || relative.length !== 2) return true;
        return knowledgeBase.includes(path.basename(relative[1], path.extname(relative[1])));
      },
    });
  }
  if (keepDocs) stubDocs(siteDir, keepDocs);
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'));
  return siteDir;
}
