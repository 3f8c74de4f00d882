import type {Config, PluginModule} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import type {UserThemeConfig as HostedSearchThemeConfig} from '@docusaurus/theme-search-algolia';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as GtagOptions} from '@docusaurus/plugin-google-gtag';

import {
  announcementBar,
  COPYRIGHT,
  DEFAULT_LOCALE,
  DEV_PORTAL_URL,
  IMAGE_ZOOM,
  KNOWLEDGE_BASE_DISCUSSIONS_URL,
  LOCALES,
  MAIN_DOC_ID,
  SEARCH_EXTERNAL_URL_PATTERN,
  SITE_TAGLINE,
  SITE_TITLE,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from './shared/lib/siteConstants';
import logger from '@docusaurus/logger';
import {LOCAL_SITE_URL_WARNING, readSiteEnvironment, type OptionalPlugin} from './shared/lib/siteEnvironment';
import {docsOptions} from './shared/lib/docsOptions';
import {darkCodeTheme, lightCodeTheme} from './plugins/code-highlighting/lib/codeThemes';
import classicTheme, {type Options as ClassicThemeOptions} from './internals/classicTheme';
// @docusaurus/plugin-content-docs, wrapped so production pages skip the unused docs map.
import docsPlugin, {leanDocsTheme} from './plugins/lean-docs';
import pageWeightPlugin from './plugins/page-weight';
import releaseNotesPlugin, {RELEASE_NOTES_PATH, type ReleaseNotesOptions} from './plugins/release-notes';
import markdownTwinsPlugin, {type MarkdownTwinsOptions} from './plugins/markdown-twins';
import knowledgeBasePlugin, {
  KNOWLEDGE_BASE_DOC_ITEM,
  KNOWLEDGE_BASE_PLUGIN_ID,
  KNOWLEDGE_BASE_ROUTE,
  remarkQaPage,
} from './plugins/knowledge-base';
import offlineSearchPlugin from './plugins/offline-search';
import serviceCatalogPlugin, {referenceSidebarItems, remarkServiceReference, SERVICE_REFERENCE_DIRECTIVE} from './plugins/service-catalog';
import configurationBuilderPlugin from './plugins/configuration-builder';
import libraryVersionsPlugin, {
  remarkCompatibilityTable,
  remarkVersionLabels,
  COMPATIBILITY_TABLE_DIRECTIVE,
  VERSION_LABELS_DATA,
} from './plugins/library-versions';
import {createSiteData, type SiteData} from './plugins/site-data';
import subscriberLinksPlugin, {type SubscriberLinksOptions} from './plugins/subscriber-links';
import mcpPlugin, {MCP_RUN_HINT, mcpConnectionNote, writeMcpSearchIndex, type McpPluginOptions} from './plugins/mcp';
import robotsTxtPlugin from './plugins/robots-txt';
import compileOnVisitPlugin from './plugins/compile-on-visit';
import readerValuesPlugin from './plugins/reader-values';
import {codeHighlighting} from './plugins/code-highlighting';
import {SEARCH_PAGE_PATH} from './shared/lib/searchIndex';
import {parseFrontMatterAtItsLine} from './shared/frontMatter';

// The environment is read once, here.
const siteEnvironment = readSiteEnvironment(process.env);
/** An optional feature's entry, or null when this build leaves it out (SITE_WITHOUT_PLUGINS). */
const optional = <T>(name: OptionalPlugin, entry: T): T | null => (siteEnvironment.withoutPlugins.includes(name) ? null : entry);
const withMcp = !siteEnvironment.withoutPlugins.includes('mcp');
// A production build for localhost is right for tests only: say so loudly (deployments refuse it).
if (siteEnvironment.production && !process.env.SITE_URL?.trim()) logger.warn(`\n\n  ${LOCAL_SITE_URL_WARNING}\n`);

// Every file of data/ is read and checked once, by the site-data plugin (listed first below), and
// handed on: to the remark plugins that expand a directive from it, and to the plugins that render
// it (release notes, subscriber links). `npm start` reloads what depends on a data file it edits.
// Each data directive with the part of the data its remark plugin (below) reads: `npm start` compiles
// a directive's pages again when that part changes.
const siteData = createSiteData({
  directives: {
    [SERVICE_REFERENCE_DIRECTIVE]: ({serviceCatalog, serviceWiring}: SiteData) => ({serviceCatalog, serviceWiring}),
    [COMPATIBILITY_TABLE_DIRECTIVE]: ({compatibility}: SiteData) => compatibility,
    // Not a directive: each code block's minimum versions are labelled from this part of the data.
    [VERSION_LABELS_DATA]: ({versionFacts}: SiteData) => versionFacts,
  },
});
// Each HCL, shell and Go block's minimum tool versions, as a label in the page's HTML (plugins/library-versions); the
// page's line of minimums offers to compare them with the reader's own versions (plugins/reader-values answers it).
const versionLabels = remarkVersionLabels(siteData.forDirective(VERSION_LABELS_DATA), {compareButton: true});

// Code blocks are highlighted at build time (plugins/code-highlighting): its remark plugin is the
// last of each content plugin's, its stylesheet carries the token colours of both colour modes.
const highlighting = codeHighlighting({
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  // Go, JSON and YAML are built into prism-react-renderer; listing them again would bundle them twice.
  additionalLanguages: ['hcl', 'bash', 'docker'],
});

/** Readers choose the colour mode; set to true to follow the OS preference instead. */
const FOLLOW_SYSTEM_COLOR_SCHEME = false;

const externalNavLinks = [
  {label: 'Knowledge Base', href: KNOWLEDGE_BASE_DISCUSSIONS_URL},
  {label: 'Support', to: '/support'},
  {label: 'Sign In', href: DEV_PORTAL_URL},
];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: siteEnvironment.siteUrl,
  baseUrl: siteEnvironment.baseUrl,
  organizationName: 'gruntwork-io',
  projectName: 'docs',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Two pages with one URL: one would replace the other (npm run check:content names the file and the slug's line).
  onDuplicateRoutes: 'throw',

  future: {
    // Docusaurus Faster: Rspack bundler, SWC loader and minifiers, Lightning CSS.
    faster: siteEnvironment.fasterBundler,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      // The spec fixes the storage key names (`theme`, `docs-preferred-version-default`).
      siteStorageNamespacing: false,
      fasterByDefault: siteEnvironment.fasterBundler,
      mdx1CompatDisabledByDefault: true,
    },
  },
  storage: {type: 'localStorage', namespace: false},

  i18n: {defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES]},

  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
    // A front-matter syntax error names its file and line, and stays reported until it is fixed.
    parseFrontMatter: parseFrontMatterAtItsLine,
  },

  // The classic preset's plugins and themes, listed one by one so that every extension point is
  // named here. Docusaurus internals the site relies on are all in internals/ (see its tests).
  themes: [
    [
      classicTheme as PluginModule,
      {
        customCss: './src/css/custom.css',
        // Prism's languages register in the code-highlighting theme's browser highlighting, in its own chunk;
        // src/clientModules/progressBar.ts (below) replaces the theme's progress bar. The wrapper
        // also settles <html data-theme> to light or dark right after the theme's own script.
        withoutClientModules: ['prismLanguages', 'progressBar'],
      } satisfies ClassicThemeOptions,
    ],
    // Code blocks, each feature wrapping the code block of the one before it: highlighted at build time
    // (the token lines travel as a prop; the token colours as a stylesheet), then with the reader's own
    // values where a block has their markers (the server bundle renders their prepaint script).
    highlighting.plugin,
    readerValuesPlugin,
    // A Markdown twin of every page (URL + .md), declared in each page's head, with llms.txt and
    // llms-full.txt, written after the build. A theme because its Layout/Provider wraps the classic theme's,
    // which only a theme listed after it can do.
    // Optional features (`optional`) can be left out of a build: SITE_WITHOUT_PLUGINS, see shared/lib/siteEnvironment.ts.
    optional('markdown-twins', [
      markdownTwinsPlugin as PluginModule,
      {
        releaseNotesPath: RELEASE_NOTES_PATH,
        knowledgeBasePluginId: KNOWLEDGE_BASE_PLUGIN_ID,
        // How an assistant reaches the MCP server, and its search index over the twins.
        // The address is given at build time (MCP_URL): without one, agents are told how to run the server.
        llmsTxtNotes: withMcp ? [mcpConnectionNote(siteEnvironment.mcpUrl)] : [],
        mcp: withMcp ? (siteEnvironment.mcpUrl ? {url: siteEnvironment.mcpUrl} : {run: MCP_RUN_HINT}) : null,
        afterTwins: withMcp ? [writeMcpSearchIndex] : [],
      } satisfies MarkdownTwinsOptions,
    ]),
    // Subscriber-only links: the lock mark wraps the classic theme's MDX link, and its dialog.
    optional('subscriber-links', [
      subscriberLinksPlugin as PluginModule,
      {publicRepositories: () => siteData.get().publicRepositories} satisfies SubscriberLinksOptions,
    ]),
    // The docs plugin's theme half: in production builds each docs page downloads only its own
    // sidebar, and this DocRoot wraps the classic one to read it back (plugins/lean-docs).
    leanDocsTheme,
    // Search: hosted DocSearch when it is configured, otherwise the offline (Pagefind) search
    // plugin, whose components live in its own theme folder and ship only with it.
    siteEnvironment.hostedSearch ? '@docusaurus/theme-search-algolia' : optional('offline-search', offlineSearchPlugin),
  ],

  clientModules: ['./src/clientModules/imageZoom.ts', './src/clientModules/progressBar.ts'],

  plugins: [
    siteData.plugin as PluginModule,
    ['@docusaurus/plugin-content-pages', {remarkPlugins: [highlighting.remarkHighlightCode]}],
    '@docusaurus/plugin-svgr',
    siteEnvironment.production
      ? ['@docusaurus/plugin-sitemap', {changefreq: 'weekly', priority: 0.5} satisfies SitemapOptions]
      : '@docusaurus/plugin-debug',
    siteEnvironment.gtagTrackingId
      ? ['@docusaurus/plugin-google-gtag', {trackingID: siteEnvironment.gtagTrackingId, anonymizeIP: true} satisfies GtagOptions]
      : null,
    [
      // The docs (guides, reference, FAQ): @docusaurus/plugin-content-docs through plugins/lean-docs.
      docsPlugin as PluginModule,
      {
        ...docsOptions,
        // The group pages of split service references are linked from their service pages, not listed in the sidebar.
        sidebarItemsGenerator: referenceSidebarItems,
        // `::service-reference` on a service page becomes its generated Inputs and Outputs;
        // `::compatibility-table` on an upgrade guide's page becomes its table of first releases.
        beforeDefaultRemarkPlugins: [
          remarkServiceReference(siteData.forDirective(SERVICE_REFERENCE_DIRECTIVE), highlighting.highlight),
          remarkCompatibilityTable(siteData.forDirective(COMPATIBILITY_TABLE_DIRECTIVE)),
        ],
        remarkPlugins: [versionLabels, highlighting.remarkHighlightCode],
      },
    ],
    optional('page-weight', pageWeightPlugin as PluginModule),
    [releaseNotesPlugin as PluginModule, {history: () => siteData.get().releases} satisfies ReleaseNotesOptions],
    // What the MCP servers answer from, written at the end of the build (its search index comes with the twins, above).
    optional('mcp', [mcpPlugin as PluginModule, {data: () => siteData.get()} satisfies McpPluginOptions]),
    // The components of the generated service pages (the reference's lists; the configuration builder) and of knowledge-base articles.
    serviceCatalogPlugin as PluginModule,
    configurationBuilderPlugin as PluginModule,
    // The stylesheet of code blocks' minimum-version labels (its remark plugins are the docs plugins').
    libraryVersionsPlugin as PluginModule,
    knowledgeBasePlugin as PluginModule,
    optional('robots-txt', robotsTxtPlugin),
    // npm start compiles a page when it is first visited (plugins/compile-on-visit).
    optional('compile-on-visit', compileOnVisitPlugin),
    [
      // Knowledge-base articles (a second docs plugin): one Markdown file each, no sidebar, no edit link.
      docsPlugin as PluginModule,
      {
        id: KNOWLEDGE_BASE_PLUGIN_ID,
        path: 'knowledge-base',
        routeBasePath: KNOWLEDGE_BASE_ROUTE,
        sidebarPath: false,
        breadcrumbs: false,
        // Its own page component: the theme's doc page with the article header above the title.
        docItemComponent: KNOWLEDGE_BASE_DOC_ITEM,
        remarkPlugins: [
          [remarkQaPage, {articlesUrl: `${siteEnvironment.siteUrl}${siteEnvironment.baseUrl}${KNOWLEDGE_BASE_ROUTE}/`}],
          versionLabels,
          highlighting.remarkHighlightCode,
        ],
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#1d2b58'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: FOLLOW_SYSTEM_COLOR_SCHEME,
    },
    announcementBar: announcementBar(siteEnvironment.baseUrl),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {
      minHeadingLevel: TOC_MIN_HEADING_LEVEL,
      maxHeadingLevel: TOC_MAX_HEADING_LEVEL,
    },
    zoomSelector: IMAGE_ZOOM.selector,
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {alt: 'Gruntwork', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: MAIN_DOC_ID, label: 'Intro', position: 'left'},
        {type: 'doc', docId: 'guides/index', label: 'Guides', position: 'left'},
        {
          type: 'doc',
          docId: 'reference/services/intro/overview',
          label: 'Service Catalog API',
          position: 'left',
        },
        {to: '/tools', label: 'Tools', position: 'left'},
        {to: '/courses', label: 'Courses', position: 'left'},
        ...externalNavLinks.map((item) => ({
          ...item,
          position: 'right' as const,
          className: 'navbar__item--wide-only',
        })),
        {
          type: 'dropdown',
          label: 'More...',
          position: 'right',
          className: 'navbar__item--narrow-only',
          items: externalNavLinks,
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Company',
          items: [
            {label: 'About Gruntwork', href: 'https://gruntwork.io/'},
            {label: 'Blog', href: 'https://blog.gruntwork.io/'},
            {label: 'Developer portal', href: DEV_PORTAL_URL},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Knowledge Base', href: KNOWLEDGE_BASE_DISCUSSIONS_URL},
            {label: 'Terragrunt on GitHub', href: 'https://github.com/gruntwork-io/terragrunt'},
            {label: 'Terratest on GitHub', href: 'https://github.com/gruntwork-io/terratest'},
          ],
        },
        {
          title: 'Resources',
          items: [
            {label: 'Introduction', to: '/intro'},
            {label: 'Guides', to: '/guides/'},
            {label: 'Open-source tools', to: '/tools'},
            {label: 'Courses', to: '/courses'},
            {label: 'Support', to: '/support'},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Terms of Service', href: 'https://gruntwork.io/legal/terms-of-service/'},
            {label: 'Privacy Policy', href: 'https://gruntwork.io/legal/privacy-policy/'},
            {label: 'Docs source on GitHub', href: 'https://github.com/gruntwork-io/docs'},
          ],
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: highlighting.prism,
    ...(siteEnvironment.hostedSearch
      ? {
          algolia: {
            ...siteEnvironment.hostedSearch,
            contextualSearch: true,
            searchPagePath: SEARCH_PAGE_PATH,
            externalUrlRegex: SEARCH_EXTERNAL_URL_PATTERN,
          },
        }
      : {}),
  } satisfies UserThemeConfig & HostedSearchThemeConfig & {zoomSelector: string},
};

export default config;
