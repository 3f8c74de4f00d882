import type {Plugin} from '@docusaurus/types';
import {siteDataOf} from '../site-data';

/** Makes the public-repository allow-list (read by the site-data plugin) available to the browser as global data. */
export default function subscriberLinksPlugin(): Plugin {
  return {
    name: 'subscriber-links',
    async allContentLoaded({allContent, actions}) {
      actions.setGlobalData({publicRepositories: siteDataOf(allContent, 'subscriber-links').publicRepositories});
    },
  };
}
