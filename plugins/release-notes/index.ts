import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi, optionsValidator} from '../../shared/pluginOptions';
import {buildMonthPages, latestReleases, summarizeMonths, type Release, type ReleaseHistory} from './lib/releases';
import {COPYRIGHT, SITE_TITLE} from '../../shared/lib/siteConstants';
import {renderAtomFeed} from './atomFeed';
import {STAY_UP_TO_DATE_PATH} from '../../shared/lib/upgradeGuides';

export {validateReleaseHistory, ReleaseDataError} from './releaseHistory';
export {releaseTag, type Release, type ReleaseHistory} from './lib/releases';

export const RELEASE_NOTES_PATH = `${STAY_UP_TO_DATE_PATH}releases/`;
export const FEED_FILE = 'atom.xml';
const FEED_SIZE = 100;

/**
 * Release notes from data: an index of months and one page per month, each
 * with its own small data chunk. Adding a month to data/releases.json adds a page.
 * The plugin owns its pages' components (theme/ReleaseNotesIndex, theme/ReleaseMonthPage),
 * nested under one parent route (theme/ReleaseNotesRoot).
 */
export interface ReleaseNotesOptions {
  /** The release history as last loaded (the site-data plugin reads and checks data/releases.json, and reloads it on edits). */
  history: () => ReleaseHistory;
}

const OPTIONS = Joi.object<ReleaseNotesOptions>({history: Joi.function().required()});

export default function releaseNotesPlugin(context: LoadContext, options: ReleaseNotesOptions): Plugin {
  const basePath = normalizeUrl([context.baseUrl, RELEASE_NOTES_PATH]);
  let latest: Release[] = [];
  return {
    name: 'release-notes',
    // The index and month pages' components (theme/), which ship only with this plugin.
    getThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({actions}) {
      const history = options.history();
      latest = latestReleases(history, FEED_SIZE);
      const months = summarizeMonths(history, basePath);
      const indexData = await actions.createData(
        'release-months.json',
        JSON.stringify({months, feedPath: normalizeUrl([basePath, FEED_FILE])}),
      );
      const pages: RouteConfig[] = [{path: basePath, component: '@theme/ReleaseNotesIndex', modules: {index: indexData}, exact: true}];
      for (const page of buildMonthPages(history, basePath)) {
        const monthData = await actions.createData(`release-month-${page.month}.json`, JSON.stringify(page));
        pages.push({path: page.path, component: '@theme/ReleaseMonthPage', modules: {month: monthData}, exact: true});
      }
      actions.addRoute({path: basePath, component: '@theme/ReleaseNotesRoot', routes: pages});
    },
    async postBuild({outDir, siteConfig}) {
      const feed = renderAtomFeed({
        title: `${SITE_TITLE}: library releases`,
        siteUrl: normalizeUrl([siteConfig.url, siteConfig.baseUrl]),
        pageUrl: normalizeUrl([siteConfig.url, basePath]),
        feedUrl: normalizeUrl([siteConfig.url, basePath, FEED_FILE]),
        releases: latest,
        copyright: COPYRIGHT,
      });
      const target = path.join(outDir, RELEASE_NOTES_PATH, FEED_FILE);
      await fs.promises.mkdir(path.dirname(target), {recursive: true});
      await fs.promises.writeFile(target, feed);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: 'Library releases',
              href: normalizeUrl([basePath, FEED_FILE]),
            },
          },
        ],
      };
    },
  };
}

releaseNotesPlugin.validateOptions = optionsValidator(OPTIONS);
