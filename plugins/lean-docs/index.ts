import fs from 'node:fs';
import path from 'node:path';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {
  assertVersionDocsTrimmed,
  showsDocCards,
  withoutVersionDocs,
  type RouteLike,
  type SidebarItemLike,
} from '../../internals/leanBundle';

/**
 * The docs plugin, unchanged except for one prop: when no page of a version shows
 * doc cards, the version route's `docs` map (a title and description for each of
 * its docs, 17 KB gzip for the guides and 44 KB for the knowledge base) is left
 * empty instead of being downloaded with every docs page. `docusaurus build`
 * sets NODE_ENV to production; `npm start` keeps the full map.
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
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => {
          const lean = withoutVersionDocs(route as unknown as RouteLike);
          trimmed += lean.trimmed;
          args.actions.addRoute(lean.route as unknown as typeof route);
        },
      };
      await contentLoaded({...args, actions});
      assertVersionDocsTrimmed(trimmed, options.id ?? 'default');
    },
  };
}

leanDocsPlugin.validateOptions = validateOptions;
