import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Joi, optionsValidator} from '../../shared/pluginOptions';

export {parsePublicRepositories} from './lib/subscriberLinks';

export interface SubscriberLinksOptions {
  /** The public-repository allow-list as last loaded (the site-data plugin reads data/public-repos.txt). */
  publicRepositories: () => string[];
}

const OPTIONS = Joi.object<SubscriberLinksOptions>({publicRepositories: Joi.function().required()});

/**
 * Links into subscriber-only repositories: the public-repository allow-list as global data, and the
 * UI in theme/ that ships only with this plugin: the lock mark on content links (MDXComponents/A,
 * wrapping the classic theme's) and the "For Subscribers Only" dialog (mounted by Root). A theme
 * listed after the classic theme, so that its link wraps theirs.
 */
export default function subscriberLinksPlugin(_context: unknown, options: SubscriberLinksOptions): Plugin {
  return {
    name: 'subscriber-links',
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({actions}) {
      actions.setGlobalData({publicRepositories: options.publicRepositories()});
    },
  };
}

subscriberLinksPlugin.validateOptions = optionsValidator(OPTIONS);
