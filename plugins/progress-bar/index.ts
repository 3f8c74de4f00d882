import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus 3's theme starts the navigation progress bar 200 ms after a route
 * change (`@docusaurus/theme-classic/lib/nprogress`). The spec wants 1000 ms and
 * its own nprogress settings, so this plugin points the bundler at our client
 * module wherever the theme asks for its own.
 */
export default function progressBarPlugin(): Plugin {
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/nprogress');
  const replacement = path.resolve(__dirname, '../../src/clientModules/progressBar.ts');
  return {
    name: 'progress-bar',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [themeModule]: replacement,
            [themeModule.replace(/\.js$/, '')]: replacement,
          },
        },
      };
    },
  };
}
