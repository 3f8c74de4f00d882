import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {noOptions} from '../../shared/pluginOptions';

/** Writes robots.txt at build time so its sitemap URL follows SITE_URL and BASE_URL. */
export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({siteConfig, outDir}) {
      const sitemap = normalizeUrl([siteConfig.url, siteConfig.baseUrl, 'sitemap.xml']);
      const body = [
        '# Every page of the docs may be indexed.',
        'User-agent: *',
        `Allow: ${siteConfig.baseUrl}`,
        '',
        `Sitemap: ${sitemap}`,
        '',
      ];
      await fs.promises.writeFile(path.join(outDir, 'robots.txt'), body.join('\n'));
    },
  };
}

/** The plugin takes no options. */
robotsTxtPlugin.validateOptions = noOptions;
