/**
 * The one reader of data/. Every file the site renders is read and checked here, in
 * `loadContent`, and handed on: to the remark plugins that generate pages from it (through
 * `forDirective()`, see docusaurus.config.ts) and to the plugins that render it (through `get()`,
 * given in their options: they call it from `allContentLoaded` or later).
 *
 * `npm start` watches data/. An edit reloads the plugin; pages whose Markdown is generated from the
 * data (those with a data directive such as `::service-reference`) are compiled again when the part
 * of the data their directive renders has changed (a fingerprint file per directive), and a bad
 * edit is reported with its file and line in the terminal and in the browser's error overlay,
 * while the site keeps the last good data until the file is fixed.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatProblems} from '../../shared/sourceProblems';
import {checkOptions, Joi, noOptions} from '../../shared/pluginOptions';
import {DATA_DIR} from '../../shared/dataFiles';
import {readSiteData, type SiteData} from './readSiteData';
import {createStatusWriter, DATA_STATUS_MODULE, dataStatusSource, directiveFingerprints, type DirectiveData} from './dataStatus';

export type {SiteData};

export const SITE_DATA_PLUGIN_NAME = 'site-data';

export interface SiteDataOptions<D extends DirectiveData = DirectiveData> {
  /**
   * Leaf directives (`::name` on a line of its own) that remark plugins expand from the data, each
   * with the part of the data its pages render (so that `npm start` compiles them again when it changes).
   */
  directives: D;
}

export interface SiteDataHandle<D extends DirectiveData = DirectiveData> {
  /** The plugin to list in docusaurus.config.ts. */
  plugin: (context: LoadContext) => Plugin<SiteData>;
  /** The data as last loaded; for remark plugins and other plugins' `allContentLoaded` and later hooks. */
  get: () => SiteData;
  /** What a directive's remark plugin reads: its part (`directives`) of the data as last loaded. */
  forDirective: <K extends keyof D & string>(name: K) => () => ReturnType<D[K]>;
}

const problemReport = (count: number, details: string) => `data/ has ${count} problem(s):\n${details}`;

const OPTIONS = Joi.object({directives: Joi.object().pattern(Joi.string(), Joi.function()).required()});

export function createSiteData<D extends DirectiveData>(options: SiteDataOptions<D>): SiteDataHandle<D> {
  const {directives} = checkOptions(OPTIONS, options, 'site data') as SiteDataOptions<D>;
  let current: SiteData | null = null;

  function siteDataPlugin(context: LoadContext): Plugin<SiteData> {
    const {siteDir, generatedFilesDir} = context;
    const development = process.env.NODE_ENV === 'development';
    const statusFile = path.join(generatedFilesDir, SITE_DATA_PLUGIN_NAME, DATA_STATUS_MODULE);
    let lastGood: SiteData | null = null;
    let status = {fingerprint: '', problems: ''};
    const writeStatus = createStatusWriter(statusFile);
    const fingerprintFiles = Object.fromEntries(
      Object.keys(directives).map((name) => [name, path.join(generatedFilesDir, SITE_DATA_PLUGIN_NAME, `${name}.fingerprint`)]),
    );
    const writeFingerprint = Object.fromEntries(Object.entries(fingerprintFiles).map(([name, file]) => [name, createStatusWriter(file)]));

    return {
      name: SITE_DATA_PLUGIN_NAME,
      getPathsToWatch: () => [path.join(siteDir, DATA_DIR, '**/*')],
      async loadContent() {
        const {data, problems, fingerprint} = readSiteData(siteDir);
        if (problems.length === 0) {
          lastGood = data;
          current = data;
          status = {fingerprint, problems: ''};
          return data;
        }
        const details = formatProblems(problems);
        // A build, and a dev server starting, stop here; a running dev server keeps the last good data.
        if (!development || !lastGood) throw new Error(problemReport(problems.length, details));
        logger.error(problemReport(problems.length, details));
        status = {fingerprint: status.fingerprint, problems: details};
        return lastGood;
      },
      async contentLoaded({content}) {
        current = content;
        if (!development) return;
        await writeStatus(dataStatusSource(status));
        // Written only when changed: the bundler compiles again the pages that depend on the file.
        const fingerprints = directiveFingerprints(content, directives);
        await Promise.all(Object.entries(fingerprints).map(([name, fingerprint]) => writeFingerprint[name](fingerprint)));
      },
      getClientModules: () => (development ? [statusFile] : []),
      configureWebpack() {
        if (!development) return {};
        const loader = {loader: path.join(__dirname, 'dataStatusLoader.js'), options: {statusFile, fingerprintFiles}};
        return {
          module: {
            rules: [
              // The status module reports data problems as compile errors (terminal and overlay).
              {test: (file: string) => file === statusFile, use: [loader]},
              // Markdown expanded from the data is compiled again when its part of the data changes. A
              // pre-loader, so it reads the Markdown before the MDX loader compiles it.
              {test: /\.mdx?$/, include: [path.join(siteDir, 'docs')], enforce: 'pre' as const, use: [loader]},
            ],
          },
        };
      },
    };
  }

  // Its options go to createSiteData(); the plugin itself takes none.
  siteDataPlugin.validateOptions = noOptions;

  function get(): SiteData {
    if (!current) throw new Error('The site data was read before the site-data plugin loaded it.');
    return current;
  }

  return {
    plugin: siteDataPlugin,
    get,
    forDirective: (name) => () => directives[name](get()) as ReturnType<D[typeof name]>,
  };
}
export {readSiteData} from './readSiteData';
