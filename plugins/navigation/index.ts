import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceThemeClientModule} from '../themeClientModule';

const PROGRESS_BAR_MODULE = path.resolve(__dirname, '../../src/clientModules/progressBar.ts');
const PENDING_NAVIGATION_MODULE = path.resolve(__dirname, '../../src/navigation/PendingNavigation.tsx');

/**
 * Two navigation behaviours of Docusaurus 3.10 differ from the spec, and this
 * plugin points the bundler at our versions:
 * - the theme starts the progress bar 200 ms after a route change
 *   (`@docusaurus/theme-classic/lib/nprogress`); the spec wants 1000 ms;
 * - when the next page's chunk fails, core reloads the whole page; the spec
 *   wants the failure logged and the red box with Retry shown instead.
 */
export default function navigationPlugin(): Plugin {
  const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/PendingNavigation'));
  return {
    name: 'navigation',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {
          alias: replaceThemeClientModule('@docusaurus/theme-classic/lib/nprogress', PROGRESS_BAR_MODULE),
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/PendingNavigation$/, (resolveData: {context?: string; request: string}) => {
            if (resolveData.context === coreClientDir) resolveData.request = PENDING_NAVIGATION_MODULE;
          }),
        ],
      };
    },
  };
}
