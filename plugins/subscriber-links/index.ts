import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parsePublicRepositories} from '../../src/lib/subscriberLinks';

const ALLOW_LIST = 'data/public-repos.txt';

/** Makes the public-repository allow-list available to the browser as global data. */
export default function subscriberLinksPlugin(context: LoadContext): Plugin<string[]> {
  const file = path.join(context.siteDir, ALLOW_LIST);
  return {
    name: 'subscriber-links',
    getPathsToWatch: () => [file],
    async loadContent() {
      return parsePublicRepositories(await fs.promises.readFile(file, 'utf8'), ALLOW_LIST);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData({publicRepositories: content});
    },
  };
}
