/**
 * Docs that machines can read. After the build, every page gets a Markdown twin at its URL plus
 * `.md` (converted from the HTML the page renders, by htmlToMarkdown.ts), and the page declares
 * the twin with `<link rel="alternate" type="text/markdown">` (theme/Layout, on every page
 * but the not-found page). The site root gets the llmstxt.org
 * index, `llms.txt`, and `llms-full.txt` (every docs page in sidebar order); the knowledge base and
 * the release months are published as files of their own, linked from `llms.txt`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SITE_TAGLINE, SITE_TITLE} from '../../shared/lib/siteConstants';
import {KNOWLEDGE_BASE_PLUGIN_ID} from '../knowledge-base/lib/knowledgeBase';
import {RELEASE_NOTES_PATH} from '../release-notes';
import {twinPathFor} from './lib/markdownTwin';
import {pageToMarkdown, UnknownElementError} from './htmlToMarkdown';
import {htmlFileFor} from '../../shared/htmlFiles';
import {buildSearchIndex, SEARCH_INDEX_FILE} from '../mcp/searchIndex';
import {mcpConnectionNote} from '../mcp/connect';
import {LLMS_SECTIONS, renderFullText, renderLlmsTxt, sectionOf, sidebarOrder, type SidebarItemLike, type TwinEntry} from './llmsTxt';

export const LLMS_FILES = {
  index: 'llms.txt',
  full: 'llms-full.txt',
  knowledgeBase: 'llms-knowledge-base.txt',
  releases: 'llms-releases.txt',
} as const;

interface DocLike {
  id: string;
  title: string;
  description: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
}
interface DocsContentLike {
  loadedVersions: {docs: DocLike[]; sidebars: Record<string, SidebarItemLike[]>}[];
}

interface Twin {
  route: string;
  title: string;
  markdown: string;
  entry: TwinEntry;
}

const firstSentence = (line: string) => (/^(.*?[.!?])(\s|$)/.exec(line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))?.[1] ?? line).trim();

/** A route and its trailing-slash form as one key: `/a/` and `/a` are the same page. */
const routeKey = (route: string) => route.replace(/\/$/, '') || '/';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const absolute = (urlPath: string) => `${siteConfig.url.replace(/\/$/, '')}${urlPath}`;
  return {
    name: 'markdown-twins',
    // The head link that declares each page's twin (theme/Layout), and Copy page and View as Markdown
    // on every doc page (theme/DocItem/Content).
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({outDir, routesPaths, plugins}) {
      const started = Date.now();
      const twins = new Map<string, Twin>();
      for (const route of [...new Set(routesPaths)].sort()) {
        const file = htmlFileFor(outDir, route, baseUrl);
        if (!file) continue;
        const html = await fs.promises.readFile(file, 'utf8');
        const pageUrl = absolute(route);
        let converted;
        try {
          converted = pageToMarkdown(html, pageUrl, SITE_TITLE);
        } catch (error) {
          if (error instanceof UnknownElementError) {
            throw new Error(
              `Markdown twin of ${route} (${path.relative(outDir, file)}): ${error.message}. Teach plugins/markdown-twins/htmlToMarkdown.ts to convert <${error.element}>, or remove it from the page.`,
            );
          }
          throw error;
        }
        const twinPath = twinPathFor(route, baseUrl);
        const twinUrl = absolute(twinPath);
        await fs.promises.mkdir(path.dirname(path.join(outDir, twinPath.slice(baseUrl.length))), {recursive: true});
        await fs.promises.writeFile(path.join(outDir, twinPath.slice(baseUrl.length)), converted.markdown);
        twins.set(routeKey(route), {
          route,
          title: converted.title,
          markdown: converted.markdown,
          entry: {title: converted.title, twinUrl, pageUrl, description: ''},
        });
      }
      const twinOf = (permalink: string) => twins.get(routeKey(permalink));

      // The docs in sidebar order, by area; then the knowledge base; then the release months.
      const docsPlugin = (id: string) =>
        plugins.find((plugin) => plugin.options.id === id && (plugin.content as DocsContentLike | undefined)?.loadedVersions)?.content as
          DocsContentLike | undefined;
      const docs = docsPlugin('default')?.loadedVersions[0];
      if (!docs) throw new Error("markdown-twins: the docs plugin's content was not found");
      const byId = new Map(docs.docs.map((doc) => [doc.id, doc]));
      const ordered = [...sidebarOrder(docs.sidebars), ...docs.docs.map((doc) => doc.id).sort()].filter(
        (id, index, all) => all.indexOf(id) === index && byId.has(id),
      );
      const docEntry = (doc: DocLike): {entry: TwinEntry; markdown: string} | null => {
        const twin = twinOf(doc.permalink);
        return twin ? {entry: {...twin.entry, title: doc.title, description: doc.description}, markdown: twin.markdown} : null;
      };
      const sections = LLMS_SECTIONS.map((title) => ({
        title,
        pages: ordered
          .filter((id) => sectionOf(id) === title)
          .map((id) => docEntry(byId.get(id)!))
          .filter((page): page is {entry: TwinEntry; markdown: string} => page !== null),
      }));

      const releasesRoute = `${baseUrl}${RELEASE_NOTES_PATH.replace(/^\//, '')}`;
      const releasePages = [...twins.values()]
        .filter((twin) => twin.route.startsWith(releasesRoute))
        .sort((a, b) => (a.route === releasesRoute ? -1 : b.route === releasesRoute ? 1 : b.route.localeCompare(a.route)));
      const releaseEntries = releasePages.map((twin) => ({
        // The page's first sentence, without its links.
        entry: {
          ...twin.entry,
          description: firstSentence(twin.markdown.split('\n').find((line, index) => index > 0 && line.trim() !== '') ?? ''),
        },
        markdown: twin.markdown,
      }));

      const articles = (docsPlugin(KNOWLEDGE_BASE_PLUGIN_ID)?.loadedVersions[0]?.docs ?? [])
        .slice()
        .sort((a, b) => Number(a.frontMatter.number) - Number(b.frontMatter.number))
        .map(docEntry)
        .filter((page): page is {entry: TwinEntry; markdown: string} => page !== null);

      const file = (name: string) => absolute(`${baseUrl}${name}`);
      const collection = (name: string, title: string, description: string): TwinEntry => ({
        title,
        twinUrl: file(name),
        pageUrl: file(name),
        description,
      });
      const llmsTxt = renderLlmsTxt({
        siteTitle: SITE_TITLE,
        summary: SITE_TAGLINE,
        details: [mcpConnectionNote()],
        sections: [
          ...sections.map((section) => ({title: section.title, entries: section.pages.map((page) => page.entry)})),
          {title: 'Release notes', entries: releaseEntries.map((page) => page.entry)},
        ],
        optional: [
          collection(
            LLMS_FILES.full,
            'All documentation pages in one file',
            'Every page of the sections above, as Markdown, in this order.',
          ),
          collection(
            LLMS_FILES.knowledgeBase,
            'Knowledge base in one file',
            `All ${articles.length} knowledge-base articles (question and answer), as Markdown.`,
          ),
          collection(LLMS_FILES.releases, 'Release notes in one file', 'Every month of library releases, newest first, as Markdown.'),
          ...articles.map((page) => page.entry),
        ],
      });
      const intro = (what: string) => `# ${SITE_TITLE}: ${what}\n\n> ${SITE_TAGLINE} Index: ${file(LLMS_FILES.index)}`;
      const outputs: [string, string][] = [
        [LLMS_FILES.index, llmsTxt],
        [
          LLMS_FILES.full,
          renderFullText(
            intro('documentation'),
            sections.flatMap((section) => section.pages),
          ),
        ],
        [LLMS_FILES.knowledgeBase, renderFullText(intro('knowledge base'), articles)],
        [LLMS_FILES.releases, renderFullText(intro('release notes'), releaseEntries)],
      ];
      for (const [name, content] of outputs) await fs.promises.writeFile(path.join(outDir, name), content);
      // The MCP server's search index, over the twins (mcp/).
      const searchIndex = buildSearchIndex(
        [...twins.values()].map((twin) => ({path: twin.route, title: twin.title, markdown: twin.markdown})),
        {siteUrl: siteConfig.url.replace(/\/$/, ''), baseUrl},
      );
      await fs.promises.mkdir(path.dirname(path.join(outDir, SEARCH_INDEX_FILE)), {recursive: true});
      await fs.promises.writeFile(path.join(outDir, SEARCH_INDEX_FILE), searchIndex);
      outputs.push([SEARCH_INDEX_FILE, searchIndex]);
      const sizes = outputs.map(([name, content]) => `${name} ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`).join(', ');
      console.log(`[markdown-twins] ${twins.size} twins and ${sizes} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
