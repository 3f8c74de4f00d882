import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteDataOf} from '../site-data';

/**
 * Links into subscriber-only repositories: the public-repository allow-list (read by the site-data
 * plugin) as global data, and the UI in theme/ that ships only with this plugin: the lock mark on
 * content links (MDXComponents/A, wrapping the classic theme's) and the "For Subscribers Only"
 * dialog (mounted by Root). A theme listed after the classic theme, so that its link wraps theirs.
 */
export default function subscriberLinksPlugin(): Plugin {
  return {
    name: 'subscriber-links',
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({publicRepositories: siteDataOf(allContent, 'subscriber-links').publicRepositories});
    },
  };
}
