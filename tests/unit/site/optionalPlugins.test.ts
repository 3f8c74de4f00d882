import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {Config, PluginConfig} from '@docusaurus/types';
import {OPTIONAL_PLUGINS, type OptionalPlugin} from '../../../shared/lib/siteEnvironment';

/**
 * SITE_WITHOUT_PLUGINS at the level of the config: loaded as Docusaurus loads it, with every optional
 * plugin and then without them all, the second lists none of them and every other entry of the
 * first. (What each leaves in a build is tests/build/optionalPlugins.test.ts; compile-on-visit
 * leaves nothing there, so this is its check.)
 */
const CONFIG = path.join(__dirname, '../../../docusaurus.config.ts');

/** Each optional plugin's function, by name: the config lists the functions themselves. */
const FUNCTION_OF: Record<OptionalPlugin, string> = {
  'markdown-twins': 'markdownTwinsPlugin',
  mcp: 'mcpPlugin',
  'offline-search': 'offlineSearchPlugin',
  'page-weight': 'pageWeightPlugin',
  'robots-txt': 'robotsTxtPlugin',
  'subscriber-links': 'subscriberLinksPlugin',
  'compile-on-visit': 'compileOnVisitPlugin',
};

function entryName(entry: PluginConfig): string {
  const module = Array.isArray(entry) ? entry[0] : entry;
  if (typeof module === 'string') return module;
  if (typeof module === 'function') return module.name;
  return 'unnamed';
}

async function listedPlugins(without: readonly string[]): Promise<string[]> {
  const saved = process.env.SITE_WITHOUT_PLUGINS;
  process.env.SITE_WITHOUT_PLUGINS = without.join(',');
  try {
    const config = (await loadFreshModule(CONFIG)) as Config;
    return [...(config.themes ?? []), ...(config.plugins ?? [])].filter((entry): entry is PluginConfig => Boolean(entry)).map(entryName);
  } finally {
    if (saved === undefined) delete process.env.SITE_WITHOUT_PLUGINS;
    else process.env.SITE_WITHOUT_PLUGINS = saved;
  }
}

test('the config without every optional plugin lists none of them, and all the rest', async () => {
  const all = await listedPlugins([]);
  const none = await listedPlugins(OPTIONAL_PLUGINS);
  const optionalFunctions = OPTIONAL_PLUGINS.map((name) => FUNCTION_OF[name]);
  for (const name of optionalFunctions) assert.ok(all.includes(name), `the full config does not list ${name}`);
  assert.deepEqual(
    none.filter((name) => optionalFunctions.includes(name)),
    [],
  );
  assert.deepEqual(
    none,
    all.filter((name) => !optionalFunctions.includes(name)),
  );
});
