/**
 * A scratch copy of the site, with the project's node_modules linked in: for builds and dev
 * servers that must not share the project's generated files, or that need less of its content.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PROJECT_ROOT} from '../../plugins/lib/projectRoot';

export {PROJECT_ROOT};
const KNOWLEDGE_BASE_DIR = 'knowledge-base';

/** Installed packages (linked instead), builds, generated files, caches and test output. */
const isLeftOut = (name: string) =>
  ['node_modules', '.git', 'test-results', 'playwright-report', 'bench-results'].includes(name) ||
  name === 'build' ||
  name.startsWith('build-') ||
  name.startsWith('.docusaurus');

export interface SiteCopyOptions {
  /** Knowledge-base article numbers to keep (all when absent). No page links into the knowledge base, so fewer articles break no link. */
  knowledgeBase?: readonly string[];
}

/** Copies the site into a new temporary folder and returns its path. */
export function copySite(prefix: string, {knowledgeBase}: SiteCopyOptions = {}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const name of fs.readdirSync(PROJECT_ROOT)) {
    if (isLeftOut(name)) continue;
    fs.cpSync(path.join(PROJECT_ROOT, name), path.join(siteDir, name), {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(PROJECT_ROOT, source).split(path.sep);
        if (!knowledgeBase || relative[0] !== KNOWLEDGE_BASE_DIR || relative.length !== 2) return true;
        return knowledgeBase.includes(path.basename(relative[1], path.extname(relative[1])));
      },
    });
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'));
  return siteDir;
}
