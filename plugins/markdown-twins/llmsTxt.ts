/**
 * The llms.txt files that index the Markdown twins (the llmstxt.org convention): pure functions
 * over the pages the build produced.
 */
import {STAY_UP_TO_DATE_DOCS} from '../../shared/lib/upgradeGuides';

export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** Doc ids in the order the sidebars show them, each once (sidebars in their declared order). */
export function sidebarOrder(sidebars: Record<string, SidebarItemLike[]>): string[] {
  const seen = new Set<string>();
  const visit = (items: SidebarItemLike[]) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) seen.add(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) seen.add(item.link.id);
        visit(item.items ?? []);
      }
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return [...seen];
}

export const LLMS_SECTIONS = ['Introduction', 'Guides', 'Upgrade guides', 'Service Catalog reference', 'FAQ'] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

/** The llms.txt section of a docs page, from its id (its path under docs/). */
export function sectionOf(docId: string): LlmsSection | null {
  if (docId.startsWith('intro/')) return 'Introduction';
  if (docId.startsWith(`${STAY_UP_TO_DATE_DOCS}/`)) return 'Upgrade guides';
  if (docId.startsWith('guides/')) return 'Guides';
  if (docId.startsWith('reference/')) return 'Service Catalog reference';
  if (docId.startsWith('faq/')) return 'FAQ';
  return null;
}

export interface TwinEntry {
  title: string;
  /** Absolute URL of the Markdown twin. */
  twinUrl: string;
  /** Absolute URL of the HTML page. */
  pageUrl: string;
  description: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const entryLine = (entry: TwinEntry) =>
  `- [${oneLine(entry.title).replace(/([[\]])/g, '\\$1')}](${entry.twinUrl})${entry.description ? `: ${oneLine(entry.description)}` : ''}`;

export interface LlmsIndex {
  siteTitle: string;
  summary: string;
  /** Paragraphs after the summary (how else to read the docs). */
  details?: string[];
  sections: {title: string; entries: TwinEntry[]}[];
  /** Links under `## Optional`: the large collections, kept out of the main sections. */
  optional: TwinEntry[];
}

/** llms.txt: an H1, a blockquote summary, one H2 per area, then `## Optional`. */
export function renderLlmsTxt(index: LlmsIndex): string {
  const parts = [`# ${index.siteTitle}`, `> ${oneLine(index.summary)}`, ...(index.details ?? []).map(oneLine)];
  for (const section of index.sections) {
    if (section.entries.length === 0) continue;
    parts.push(`## ${section.title}\n\n${section.entries.map(entryLine).join('\n')}`);
  }
  if (index.optional.length > 0) parts.push(`## Optional\n\n${index.optional.map(entryLine).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** The most characters an index file holds, below the 50,000 at which agents cut a file short. */
export const INDEX_LIMIT = 45_000;

export interface SectionIndex {
  /** The file, from the site's root (`llms/guides.txt`, `llms/knowledge-base-2.txt`). */
  file: string;
  /** The section's name, with the part when there are several (`Knowledge base, part 2 of 3`). */
  title: string;
  text: string;
  /** How many pages it lists. */
  pages: number;
}

/**
 * A section's index in llms.txt's format (an H1, a blockquote, the pages as links), in as many
 * files as it takes to keep each under `limit`: `llms/<slug>.txt`, then `llms/<slug>-2.txt`...
 */
export function renderSectionIndexes(
  options: {siteTitle: string; section: string; slug: string; summary: string; entries: TwinEntry[]},
  limit = INDEX_LIMIT,
): SectionIndex[] {
  const lines = options.entries.map(entryLine);
  const groups: string[][] = [[]];
  const header = `# ${options.siteTitle}: ${options.section} (part 99 of 99)\n\n> ${oneLine(options.summary)}\n\n## Pages\n\n`;
  let size = header.length;
  for (const line of lines) {
    if (size + line.length + 1 > limit && groups.at(-1)!.length > 0) {
      groups.push([]);
      size = header.length;
    }
    groups.at(-1)!.push(line);
    size += line.length + 1;
  }
  return groups.map((group, index) => {
    const title = groups.length === 1 ? options.section : `${options.section}, part ${index + 1} of ${groups.length}`;
    return {
      file: `llms/${options.slug}${index === 0 ? '' : `-${index + 1}`}.txt`,
      title,
      text: `# ${options.siteTitle}: ${title}\n\n> ${oneLine(options.summary)}\n\n## Pages\n\n${group.join('\n')}\n`,
      pages: group.length,
    };
  });
}

/** Pages concatenated as one Markdown file, each opening with its title and its URL. */
export function renderFullText(intro: string, pages: {entry: TwinEntry; markdown: string}[]): string {
  const bodies = pages.map(({entry, markdown}) => {
    const body = markdown.replace(/^# .*\n+/, '');
    return `# ${oneLine(entry.title)}\n\nURL: ${entry.pageUrl}\n\n${body.trim()}\n`;
  });
  return `${intro.trim()}\n\n${bodies.join('\n---\n\n')}`;
}
