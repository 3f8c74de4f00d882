/**
 * Links in data files that the site renders as Markdown: the service descriptions
 * (data/service-catalog-descriptions), shown on their service's page, so their relative links are
 * resolved from that page. Each problem names the description's file and the line of its entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Definition, Image, Link} from 'mdast';
import {visit} from 'unist-util-visit';
import {DATA_FILES} from '../../../shared/dataFiles';
import {lineLocator} from '../../../shared/dataLocation';
import {isRecord, type Problem} from '../../../shared/sourceProblems';
import {parseMarkdown} from '../markdownContent';
import {linkProblem, type LinkContext} from './links';

const DESCRIPTIONS_DIR = DATA_FILES.serviceCatalogDescriptions;
const SERVICES_DOCS_DIR = 'docs/reference/services';
const KINDS = ['inputs', 'outputs'] as const;

/** The service page a description file's text is shown on (a shared file's: its first service's). */
function pageOf(file: string, parsed: Record<string, unknown>): string | null {
  const relative = path.posix.relative(DESCRIPTIONS_DIR, file).replace(/\.ya?ml$/, '');
  const services = parsed.services;
  const key = relative.startsWith('shared/') ? (Array.isArray(services) ? String(services[0]) : null) : relative;
  return key ? `${SERVICES_DOCS_DIR}/${key}.md` : null;
}

export function dataLinkProblems(rootDir: string, context: LinkContext): Problem[] {
  const dir = path.join(rootDir, DESCRIPTIONS_DIR);
  if (!fs.existsSync(dir)) return [];
  const problems: Problem[] = [];
  const files = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${DESCRIPTIONS_DIR}/${name.split(path.sep).join('/')}`)
    .sort();
  for (const file of files) {
    const text = fs.readFileSync(path.join(rootDir, file), 'utf8');
    let parsed: unknown;
    try {
      parsed = yaml.load(text);
    } catch {
      continue; // reported by the data checks, alone
    }
    if (!isRecord(parsed)) continue;
    const page = pageOf(file, parsed);
    if (!page) continue;
    const lineOf = lineLocator(text);
    for (const kind of KINDS) {
      const section = parsed[kind];
      if (!isRecord(section)) continue;
      for (const [name, description] of Object.entries(section)) {
        if (typeof description !== 'string' || !/\]\(|\]:/.test(description)) continue;
        visit(parseMarkdown(description).tree, (node) => {
          if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
          const message = linkProblem(context, page, (node as Link | Image | Definition).url, node.type === 'image');
          if (message) problems.push({file, line: lineOf([kind, name]), message: `${kind}.${name} (shown on ${page}): ${message}`});
        });
      }
    }
  }
  return problems;
}
