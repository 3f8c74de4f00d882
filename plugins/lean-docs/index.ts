import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {
  assertVersionDocsTrimmed,
  showsDocCards,
  withoutVersionDocs,
  versionSidebarsIn,
  withSidebarModules,
  type RouteLike,
  type SidebarItemLike,
} from '../../internals/leanDocs';
import {sidebarKey} from './theme/sidebarStore';

const STORE = path.join(__dirname, 'theme/sidebarStore');

/** A sidebar as a module that registers its items when it runs (theme/sidebarStore.ts). */
function sidebarModuleCode(key: string, items: unknown): string {
  return [
    `import {registerSidebar} from ${JSON.stringify(STORE)};`,
    `export default registerSidebar(${JSON.stringify(key)}, ${JSON.stringify(items)});`,
    '',
  ].join('\n');
}

/**
 * The docs plugin, unchanged except for what the version route hands every docs page
 * (`docusaurus build` sets NODE_ENV to production; `npm start` keeps both as they are):
 * - when no page of a version shows doc cards, its `docs` map (a title and description
 *   for each of its docs, which grows with every page of the version) is
 *   left empty;
 * - its sidebars (`docsSidebars`, every sidebar of the version) become one module each,
 *   loaded with the pages that show that sidebar (theme/DocRoot reads it back).
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      // Only production builds are trimmed: `npm start` reloads this plugin on every
      // Markdown save, and download size does not matter there.
      if (process.env.NODE_ENV !== 'production') return contentLoaded(args);
      const cards = args.content.loadedVersions.some((version) =>
        showsDocCards(
          version.sidebars as unknown as Record<string, SidebarItemLike[]>,
          version.docs.map((doc) => fs.readFileSync(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8')),
        ),
      );
      if (cards) return contentLoaded(args);
      let trimmed = 0;
      type Route = Parameters<PluginContentLoadedActions['addRoute']>[0];
      const routes: Route[] = [];
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => {
          const lean = withoutVersionDocs(route as unknown as RouteLike);
          trimmed += lean.trimmed;
          routes.push(lean.route as unknown as Route);
        },
      };
      await contentLoaded({...args, actions});
      assertVersionDocsTrimmed(trimmed, options.id ?? 'default');
      // Routes are added once the sidebar modules they name are written (createData, as the docs
      // plugin writes its own data).
      for (const route of routes) {
        const modules = new Map<string, string>();
        for (const version of versionSidebarsIn(route as unknown as RouteLike)) {
          for (const [name, items] of Object.entries(version.sidebars)) {
            const key = sidebarKey(version.pluginId, version.version, name);
            modules.set(
              key,
              await args.actions.createData(
                `sidebar-${createHash('sha256').update(key).digest('hex').slice(0, 12)}.js`,
                sidebarModuleCode(key, items),
              ),
            );
          }
        }
        const lean = withSidebarModules(route as unknown as RouteLike, (version, name) =>
          modules.get(sidebarKey(version.pluginId, version.version, name))!,
        );
        args.actions.addRoute(lean as unknown as Route);
      }
    },
  };
}

leanDocsPlugin.validateOptions = validateOptions;

/**
 * The doc root that reads a page's sidebar back from its module (theme/DocRoot). A theme,
 * listed after the classic theme in docusaurus.config.ts, so that its DocRoot wraps the
 * classic one (plugins' theme components come before every theme's).
 */
export function leanDocsTheme(): Plugin {
  return {name: 'lean-docs-theme', getThemePath: () => path.join(__dirname, 'theme')};
}
