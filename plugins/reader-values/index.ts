import type {Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';
import {SERVER_BUNDLE_FLAG} from './lib/prepaintScript';

/**
 * Tells the two bundles apart at compile time: in the server's, `process.env.READER_VALUES_SERVER_BUNDLE`
 * is "true" and code blocks render the prepaint script into the page's head; in the browser's it is
 * "false", so the bundler drops the script's generator from what readers download.
 */
export default function readerValuesPlugin(): Plugin {
  return {
    name: 'reader-values',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({[SERVER_BUNDLE_FLAG]: JSON.stringify(String(isServer))})]};
    },
  };
}

readerValuesPlugin.validateOptions = noOptions;
