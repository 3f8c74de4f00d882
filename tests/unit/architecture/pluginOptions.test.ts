import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import markdownTwinsPlugin from '../../../plugins/markdown-twins';
import releaseNotesPlugin from '../../../plugins/release-notes';
import subscriberLinksPlugin from '../../../plugins/subscriber-links';
import mcpPlugin from '../../../plugins/mcp';
import offlineSearchPlugin from '../../../plugins/offline-search';
import serviceCatalogPlugin from '../../../plugins/service-catalog';
import configurationBuilderPlugin from '../../../plugins/configuration-builder';
import libraryVersionsPlugin from '../../../plugins/library-versions';
import {codeHighlighting} from '../../../plugins/code-highlighting';
import {createSiteData} from '../../../plugins/site-data';
import compileOnVisitPlugin from '../../../plugins/compile-on-visit';
import knowledgeBasePlugin from '../../../plugins/knowledge-base';
import pageWeightPlugin from '../../../plugins/page-weight';
import robotsTxtPlugin from '../../../plugins/robots-txt';
import readerValuesPlugin from '../../../plugins/reader-values';

/** Every plugin of ours validates its options with Joi, as Docusaurus calls it before the plugin: a bad option fails, naming it. */
const validate = normalizePluginOptions as never;
const check = (plugin: {validateOptions: (context: never) => unknown}, options: Record<string, unknown>) =>
  plugin.validateOptions({validate, options} as never);

test('a plugin refuses a missing, mistyped or unknown option, naming it', () => {
  assert.throws(() => check(markdownTwinsPlugin, {knowledgeBasePluginId: 'knowledge-base'}), /"releaseNotesPath" is required/);
  assert.throws(() => check(markdownTwinsPlugin, {releaseNotesPath: 'releases/', knowledgeBasePluginId: 'kb'}), /"releaseNotesPath"/);
  assert.throws(() => check(releaseNotesPlugin, {history: {}}), /"history" must be of type function/);
  assert.throws(() => check(subscriberLinksPlugin, {}), /"publicRepositories" is required/);
  assert.throws(() => check(mcpPlugin, {data: 'build/mcp/data.json'}), /"data" must be of type function/);
  assert.throws(() => check(offlineSearchPlugin, {indexPath: '/search'}), /"indexPath" is not allowed/);
  assert.throws(() => check(serviceCatalogPlugin, {directive: 'x'}), /"directive" is not allowed/);
  assert.throws(
    () => codeHighlighting({theme: {}, darkTheme: {}, additionalLanguages: []} as never),
    /code highlighting: "theme.plain" is required/,
  );
  assert.throws(() => createSiteData({directives: {x: 'y'}} as never), /site data: "directives.x" must be of type function/);
});

test('valid options pass, with their defaults filled in', () => {
  const options = check(markdownTwinsPlugin, {
    releaseNotesPath: '/guides/stay-up-to-date/releases/',
    knowledgeBasePluginId: 'kb',
  }) as Record<string, unknown>;
  assert.deepEqual(options.llmsTxtNotes, []);
  assert.deepEqual(options.afterTwins, []);
  assert.doesNotThrow(() => check(offlineSearchPlugin, {}));
});

test('a plugin that takes no options refuses any, naming it', () => {
  const siteData = createSiteData({directives: {}});
  const plugins = {
    'site-data': siteData.plugin,
    'compile-on-visit': compileOnVisitPlugin,
    'knowledge-base': knowledgeBasePlugin,
    'page-weight': pageWeightPlugin,
    'robots-txt': robotsTxtPlugin,
    'reader-values': readerValuesPlugin,
    'offline-search': offlineSearchPlugin,
    'service-catalog': serviceCatalogPlugin,
    'configuration-builder': configurationBuilderPlugin,
    'library-versions': libraryVersionsPlugin,
  };
  for (const [name, plugin] of Object.entries(plugins)) {
    const validator = plugin as unknown as {validateOptions?: (context: never) => unknown};
    assert.equal(typeof validator.validateOptions, 'function', `${name} has validateOptions`);
    assert.throws(() => check(validator as never, {colour: 'blue'}), /"colour" is not allowed/, name);
    assert.doesNotThrow(() => check(validator as never, {}), name);
  }
});
