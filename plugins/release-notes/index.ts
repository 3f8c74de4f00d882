import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {
  buildMonthPages,
  latestReleases,
  summarizeMonths,
  validateReleaseHistory,
  type MonthPageData,
  type MonthSummary,
  type Release,
} from '../../src/lib/releases';
import {SITE_TITLE} from '../../src/lib/siteConstants';
import {renderAtomFeed} from './atomFeed';

export const RELEASE_NOTES_PATH = '/guides/stay-up-to-date/releases/';
export const FEED_FILE = 'atom.xml';
const FEED_SIZE = 100;
const DATA_FILE = 'data/releases.json';

interface ReleaseNotesContent {
  months: MonthSummary[];
  pages: MonthPageData[];
  latest: Release[];
}

/**
 * Release notes from data: an index of months and one page per month, each
 * with its own small data chunk. Adding a month to data/releases.json adds a page.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin<ReleaseNotesContent> {
  const dataPath = path.join(context.siteDir, DATA_FILE);
  const basePath = normalizeUrl([context.baseUrl, RELEASE_NOTES_PATH]);
  return {
    name: 'release-notes',
    getPathsToWatch: () => [dataPath],
    async loadContent() {
      let raw: unknown;
      try {
        raw = JSON.parse(await fs.promises.readFile(dataPath, 'utf8'));
      } catch (error) {
        throw new Error(`${DATA_FILE} could not be read as JSON: ${(error as Error).message}`);
      }
      const history = validateReleaseHistory(raw, DATA_FILE);
      return {
        months: summarizeMonths(history, basePath),
        pages: buildMonthPages(history, basePath),
        latest: latestReleases(history, FEED_SIZE),
      };
    },
    async contentLoaded({content, actions}) {
      const indexData = await actions.createData(
        'release-months.json',
        JSON.stringify({months: content.months, feedPath: normalizeUrl([basePath, FEED_FILE])}),
      );
      actions.addRoute({
        path: basePath,
        component: '@site/src/components/ReleaseNotesIndex',
        modules: {index: indexData},
        exact: true,
      });
      for (const page of content.pages) {
        const monthData = await actions.createData(`release-month-${page.month}.json`, JSON.stringify(page));
        actions.addRoute({
          path: page.path,
          component: '@site/src/components/ReleaseMonthPage',
          modules: {month: monthData},
          exact: true,
        });
      }
    },
    async postBuild({content, outDir, siteConfig}) {
      const feed = renderAtomFeed({
        title: `${SITE_TITLE}: library releases`,
        siteUrl: normalizeUrl([siteConfig.url, siteConfig.baseUrl]),
        pageUrl: normalizeUrl([siteConfig.url, basePath]),
        feedUrl: normalizeUrl([siteConfig.url, basePath, FEED_FILE]),
        releases: content!.latest,
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
