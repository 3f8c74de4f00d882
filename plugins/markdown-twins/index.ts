/**
 * Docs that machines can read. After the build, every page gets a Markdown twin at its URL plus
 * `.md` (converted from the HTML the page renders, by htmlToMarkdown.ts), and the page declares
 * the twin with `<link rel="alternate" type="text/markdown">` (theme/Layout/Provider, on every page
 * but the not-found page). The site root gets the llmstxt.org
 * index, `llms.txt`, and `llms-full.txt` (every docs page in sidebar order); the knowledge base and
 * the release months are published as files of their own, linked from `llms.txt`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi, optionsValidator} from '../../shared/pluginOptions';
import {SITE_TAGLINE, SITE_TITLE} from '../../shared/lib/siteConstants';
import {twinPathFor, type McpPointer, type TwinsGlobalData} from './lib/markdownTwin';
import {agentPointerLine, withAgentPointer} from './lib/agentPointer';
import {htmlFileFor} from '../../shared/htmlFiles';
import {
  LLMS_SECTIONS,
  renderFullText,
  renderLlmsTxt,
  renderSectionIndexes,
  sectionOf,
  sidebarOrder,
  type SidebarItemLike,
  type TwinEntry,
} from './llmsTxt';

/** A page's twin, as the twins plugin hands it to `afterTwins`. */
export interface TwinPage {
  /** The page's path from the site's root, with the base URL. */
  path: string;
  title: string;
  markdown: string;
}

/** What an `afterTwins` hook writes into the build, for the build's summary line. */
export interface WrittenFile {
  file: string;
  bytes: number;
}

export interface MarkdownTwinsOptions {
  /** The release notes' path from the site's root: its pages are listed in llms.txt and llms-releases.txt. */
  releaseNotesPath: string;
  /** The id of the docs plugin of the knowledge base: its articles go into llms-knowledge-base.txt. */
  knowledgeBasePluginId: string;
  /** Paragraphs llms.txt gives after its summary (how to reach the MCP server, say). */
  llmsTxtNotes: string[];
  /**
   * How agents reach the MCP server, said on every page and twin: `url`, the address the deployment
   * serves it at; or, without one, `run`, how to run it; null when the site has no MCP server.
   */
  mcp: McpPointer | null;
  /** Called with every twin once all are written (the MCP server's search index is built this way). */
  afterTwins: ((pages: TwinPage[], site: {outDir: string; siteUrl: string; baseUrl: string}) => Promise<WrittenFile>)[];
}

const OPTIONS = Joi.object<MarkdownTwinsOptions>({
  releaseNotesPath: Joi.string().pattern(/^\//).required(),
  knowledgeBasePluginId: Joi.string().required(),
  llmsTxtNotes: Joi.array().items(Joi.string()).default([]),
  mcp: Joi.alternatives()
    .try(
      Joi.object({
        url: Joi.string()
          .uri({scheme: ['http', 'https']})
          .required(),
      }),
      Joi.object({run: Joi.string().required()}),
    )
    .allow(null)
    .default(null),
  afterTwins: Joi.array().items(Joi.function()).default([]),
});

/** Each area's index file (`llms/<slug>.txt`) and the sentence that says what it holds. */
const SECTION_SLUGS: Record<string, string> = {
  Introduction: 'introduction',
  Guides: 'guides',
  'Upgrade guides': 'upgrade-guides',
  'Service Catalog reference': 'reference',
  FAQ: 'faq',
  'Knowledge base': 'knowledge-base',
  'Release notes': 'release-notes',
  'Other pages': 'other-pages',
};
const SECTION_SUMMARIES: Record<string, string> = {
  Introduction:
    'What Gruntwork is, how its library, Service Catalog, Reference Architecture and Pipelines fit together, and a first deployment.',
  Guides: 'Step-by-step guides to building infrastructure with the library and to working with its code.',
  'Upgrade guides': 'Moving to newer Terraform, AWS provider and CIS releases, with the first compatible release of each repository.',
  'Service Catalog reference': 'Every Service Catalog service: what it deploys, how it works, how to use it, and its inputs and outputs.',
  FAQ: 'Short answers to common questions, by topic.',
  'Knowledge base': 'Questions from users about the library, Terraform, Terragrunt and AWS, each with its answer.',
  'Release notes': 'Each month of library releases, by repository, with links to each release.',
  'Other pages': 'The home page, courses, tools, support, search, and the tag pages that list pages by topic.',
};

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

export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  const absolute = (urlPath: string) => `${siteConfig.url.replace(/\/$/, '')}${urlPath}`;
  return {
    name: 'markdown-twins',
    // The head link that declares each page's twin (theme/Layout/Provider), and Copy page and View as Markdown
    // on every doc page (theme/DocItem/Content).
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      // For the pointer to agents on every page (theme/AgentPointer).
      actions.setGlobalData({mcp: options.mcp} satisfies TwinsGlobalData);
    },
    async postBuild({outDir, routesPaths, plugins}) {
      // Loaded here, not with the config: its unified/rehype/remark modules take seconds to load
      // the first time, and `npm start` never writes twins.
      const {pageToMarkdown, UnknownElementError} = await import('./htmlToMarkdown');
      const started = Date.now();
      const twins = new Map<string, Twin>();
      const llmsUrl = absolute(`${baseUrl}${LLMS_FILES.index}`);
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
        // Each twin points agents to the index.
        const pointer = agentPointerLine({llmsUrl, pageUrl, mcp: options.mcp});
        const twinFile = path.join(outDir, twinPath.slice(baseUrl.length));
        await fs.promises.mkdir(path.dirname(twinFile), {recursive: true});
        await fs.promises.writeFile(twinFile, withAgentPointer(converted.markdown, pointer));
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

      const releasesRoute = `${baseUrl}${options.releaseNotesPath.replace(/^\//, '')}`;
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

      const articles = (docsPlugin(options.knowledgeBasePluginId)?.loadedVersions[0]?.docs ?? [])
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
      // One index per area, each in files agents can read whole; llms.txt lists them.
      const areas = [
        ...sections.map((section) => ({section: section.title, entries: section.pages.map((page) => page.entry)})),
        {section: 'Knowledge base', entries: articles.map((page) => page.entry)},
        {section: 'Release notes', entries: releaseEntries.map((page) => page.entry)},
      ];
      // Every other page (the home page, courses, tools, support, tags) in an index of its own, so each twin is listed once.
      const listed = new Set(areas.flatMap(({entries}) => entries.map((entry) => entry.twinUrl)));
      areas.push({
        section: 'Other pages',
        entries: [...twins.values()].filter((twin) => !listed.has(twin.entry.twinUrl)).map((twin) => twin.entry),
      });
      const sectionIndexes = areas.flatMap(({section, entries}) =>
        entries.length === 0
          ? []
          : renderSectionIndexes({
              siteTitle: SITE_TITLE,
              section,
              slug: SECTION_SLUGS[section],
              summary: SECTION_SUMMARIES[section],
              entries,
            }),
      );
      await fs.promises.mkdir(path.join(outDir, 'llms'), {recursive: true});
      for (const index of sectionIndexes) await fs.promises.writeFile(path.join(outDir, index.file), index.text);
      const llmsTxt = renderLlmsTxt({
        siteTitle: SITE_TITLE,
        summary: SITE_TAGLINE,
        details: options.llmsTxtNotes,
        sections: [
          {
            title: 'Sections',
            entries: sectionIndexes.map((index) => ({
              title: index.title,
              twinUrl: file(index.file),
              pageUrl: file(index.file),
              description: `${index.pages} ${index.pages === 1 ? 'page' : 'pages'}. ${SECTION_SUMMARIES[index.title.replace(/, part \d+ of \d+$/, '')]}`,
            })),
          },
        ],
        optional: [
          collection(
            LLMS_FILES.full,
            'All documentation pages in one file',
            'Every page of the documentation sections, as Markdown, in sidebar order.',
          ),
          collection(
            LLMS_FILES.knowledgeBase,
            'Knowledge base in one file',
            `All ${articles.length} knowledge-base articles (question and answer), as Markdown.`,
          ),
          collection(LLMS_FILES.releases, 'Release notes in one file', 'Every month of library releases, newest first, as Markdown.'),
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
      const pages = [...twins.values()].map((twin) => ({path: twin.route, title: twin.title, markdown: twin.markdown}));
      const site = {outDir, siteUrl: siteConfig.url.replace(/\/$/, ''), baseUrl};
      const written = [
        ...outputs.map(([name, content]) => ({file: name, bytes: Buffer.byteLength(content)})),
        ...sectionIndexes.map((index) => ({file: index.file, bytes: Buffer.byteLength(index.text)})),
        ...(await Promise.all(options.afterTwins.map((hook) => hook(pages, site)))),
      ];
      const sizes = written.map(({file, bytes}) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
      console.log(`[markdown-twins] ${twins.size} twins and ${sizes} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

markdownTwinsPlugin.validateOptions = optionsValidator(OPTIONS);
