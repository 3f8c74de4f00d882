import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import markdownTwinsPlugin from '../../plugins/markdown-twins';
import releaseNotesPlugin from '../../plugins/release-notes';
import subscriberLinksPlugin from '../../plugins/subscriber-links';
import mcpPlugin from '../../plugins/mcp';
import offlineSearchPlugin from '../../plugins/offline-search';
import serviceCatalogPlugin from '../../plugins/service-catalog';
import {codeHighlighting} from '../../plugins/code-highlighting';
import {createSiteData} from '../../plugins/site-data';

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
