import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';
import {SERVER_BUNDLE_FLAG} from './lib/prepaintScript';
import {KNOWN_RELEASES_FLAG, LATER_FLAGS_FLAG} from './lib/constants';
import {loadLaterFlagTable, scannedReleases} from '../library-versions';

/** The AWS SDK's partition data that lib/awsRegions.ts and lib/awsRegionsOfTheSiteEra.ts read. */
const PARTITION_FILES = [
  '@aws-sdk/util-endpoints/dist-cjs/lib/aws/partitions.json',
  'aws-sdk-util-endpoints-dec-2022/dist-cjs/lib/aws/partitions.json',
].map((file) => require.resolve(file));

/**
 * Tells the two bundles apart at compile time: in the server's, `process.env.READER_VALUES_SERVER_BUNDLE`
 * is "true" and code blocks render the prepaint script into the page's head; in the browser's it is
 * "false", so the bundler drops the script's generator from what readers download. Gives the dialog the releases
 * of Terraform and Terragrunt the site's data knows (`process.env.READER_VALUES_KNOWN_RELEASES`), to refuse a version
 * there is none of, and the version marks the flags renamed or removed after their release
 * (`process.env.READER_VALUES_LATER_FLAGS`), for the notes to a reader on a later release. And cuts the AWS
 * SDK's partition data down to the region names (regionsLoader.js), in both bundles.
 */
export default function readerValuesPlugin(context: LoadContext): Plugin {
  return {
    name: 'reader-values',
    // Its MDX code element fills the reader's values into code blocks (theme/MDXComponents/Code.tsx).
    getThemePath: () => path.join(__dirname, 'theme'),
    // Marks version labels where the reader stored tool versions (loads the comparison only then).
    getClientModules: () => [path.join(__dirname, 'client', 'readerVersionsClient.ts')],
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            [SERVER_BUNDLE_FLAG]: JSON.stringify(String(isServer)),
            [KNOWN_RELEASES_FLAG]: JSON.stringify(JSON.stringify(scannedReleases(context.siteDir))),
            [LATER_FLAGS_FLAG]: JSON.stringify(JSON.stringify(loadLaterFlagTable(context.siteDir))),
          }),
        ],
        module: {
          rules: [{test: (file: string) => PARTITION_FILES.includes(file), use: [{loader: path.join(__dirname, 'regionsLoader.js')}]}],
        },
      };
    },
  };
}

readerValuesPlugin.validateOptions = noOptions;
