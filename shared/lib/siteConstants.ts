/**
 * Every constant the specification names (delays, widths, storage keys, URLs) lives here, once.
 * Config, client modules, components and tests import them from this module.
 */

import {STAY_UP_TO_DATE_PATH} from './upgradeGuides';

export const SITE_TITLE = 'Gruntwork Docs';
export const SITE_TAGLINE = 'Learn how to deploy and manage your entire infrastructure as code.';

export const COPYRIGHT_FIRST_YEAR = 2020;
export const COPYRIGHT_LAST_YEAR = 2023;
/** The copyright line of the footer and the release feed. */
export const COPYRIGHT = `Copyright © ${COPYRIGHT_FIRST_YEAR}–${COPYRIGHT_LAST_YEAR} Gruntwork, Inc. All rights reserved.`;

export const LOCALES = ['en'] as const;
export const DEFAULT_LOCALE = 'en';

/** The docs plugin has one version, "current", served at the root. */
export const DOCS_CURRENT_VERSION_LABEL = 'Next';
/** The doc the navbar's Intro item opens and the Intro sidebar starts with. */
export const MAIN_DOC_ID = 'intro/overview/intro-to-gruntwork';

/** Table of contents: heading levels 2 to 3. */
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;

/** Below this width the doc sidebar is a toggleable mobile menu. */
export const MOBILE_BREAKPOINT_PX = 996;

/**
 * The class of controls a feature puts inside a page's content (the note under a code block with
 * reader values, say) that are not part of the content: the Markdown twins and search leave them out.
 */
export const SITE_CHROME_CLASS = 'site-chrome';

/**
 * The attribute of an element a feature renders beside a page's content, outside the docs' Markdown
 * container, that belongs at the top of the page's Markdown twin (a knowledge-base article's
 * category and link to its discussion, say).
 */
export const TWIN_PRELUDE_ATTRIBUTE = 'data-twin-prelude';

/** Navigation progress bar (nprogress) settings. */
export const PROGRESS_BAR = {
  delayMs: 1000,
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** The theme's browser-storage keys the site relies on (each feature keeps its own in its constants.ts). */
export const STORAGE_KEYS = {
  theme: 'theme',
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;

/** Image zoom (medium-zoom) defaults. */
export const IMAGE_ZOOM = {
  selector: '.markdown :not(em) > img:not(.no-zoom)',
  margin: 0,
  background: '#ffffff',
  darkBackground: '#1b1b1d',
  scrollOffsetPx: 40,
  closeDelayAfterScrollMs: 150,
  transitionSeconds: 0.3,
  attachDelayMs: 1000,
} as const;

export const KNOWLEDGE_BASE_DISCUSSIONS_URL = 'https://github.com/gruntwork-io/knowledge-base/discussions';
export const DEV_PORTAL_URL = 'https://app.gruntwork.io';

/** Hosted-search results on these hosts stay absolute; every other result URL becomes a local path. */
export const SEARCH_EXTERNAL_URL_PATTERN = '^https://(github\\.com|app\\.gruntwork\\.io)/';

/** The announcement bar: change `id` to show it again to readers who closed it. */
export const ANNOUNCEMENT_BAR = {
  id: 'terraform-1x-upgrade-guides',
  backgroundColor: '#1d2b58',
  textColor: '#ffffff',
  isCloseable: true,
} as const;

/**
 * The announcement bar's theme config. Its content is HTML that the theme inserts as it is, so
 * its link carries the base URL here: a root-relative href would leave a site served under one.
 */
export function announcementBar(baseUrl: string) {
  return {
    ...ANNOUNCEMENT_BAR,
    content: `Moving to Terraform 1.x? Read the <a href="${baseUrl}${STAY_UP_TO_DATE_PATH.slice(1)}">upgrade guides and monthly release notes</a>.`,
  };
}
