import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, clientScripts, isRootRelative} from '../support/builtSite';
import {HOSTED_BUILD_DIR} from '../../scripts/lib/buildVariants';
import {DEFAULT_SITE_URL, type OptionalPlugin} from '../../shared/lib/siteEnvironment';

/**
 * An optional plugin owns its UI: the hosted variant, built without them all (SITE_WITHOUT_PLUGINS),
 * ships none of their code, pages, marks or files, and no link of its pages points at a missing file.
 * The offline build, which has them, shows each trace, so that each check can fail.
 */
interface Traces {
  /** In the browser bundle's scripts: text of the plugin's own code. */
  script?: RegExp;
  /** In the built pages' HTML. */
  html?: RegExp;
  /** Files the plugin writes into the build. */
  file?: (relative: string) => boolean;
}

/**
 * What each optional plugin leaves in a build. compile-on-visit changes `npm start` only: it leaves
 * nothing in a build (tests/unit/site/optionalPlugins.test.ts checks the config leaves it out).
 */
const TRACES: Record<Exclude<OptionalPlugin, 'compile-on-visit'>, Traces> = {
  // Copy page and View as Markdown; the head link that declares the twin; the twins and llms.txt.
  'markdown-twins': {
    script: /Copied the page as Markdown/,
    html: /type=["']?text\/markdown/,
    file: (relative) => relative.endsWith('.md') || relative === 'llms.txt',
  },
  // What the MCP servers answer from.
  mcp: {file: (relative) => relative.startsWith(`mcp${path.sep}`)},
  // The search bar's index URL, and the index.
  'offline-search': {script: /pagefind\.js/, file: (relative) => relative.startsWith(`pagefind${path.sep}`)},
  // Each docs page's route shard script, and the shards.
  'page-weight': {script: /route-shard-/, html: /<script src=[^>]*route-shard-\d+\.[0-9a-f]+\.js/, file: (relative) => /route-shard-\d+/.test(relative)},
  'robots-txt': {file: (relative) => relative === 'robots.txt'},
  // The dialog, and the lock mark on links into subscriber-only repositories.
  'subscriber-links': {script: /For Subscribers Only/, html: /data-subscriber-link/},
};

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
}

function tracesIn(dir: string, traces: Traces): string[] {
  const files = filesOf(dir);
  const {script, html, file} = traces;
  const scripts = script ? clientScripts(dir).filter((name) => script.test(fs.readFileSync(name, 'utf8'))) : [];
  const pages = html ? files.filter((name) => name.endsWith('.html') && html.test(fs.readFileSync(path.join(dir, name), 'utf8'))) : [];
  const written = file ? files.filter(file) : [];
  return [
    ...scripts.map((file) => `script ${path.basename(file)}`),
    ...pages.slice(0, 5).map((file) => `page ${file}`),
    ...written.slice(0, 5).map((file) => `file ${file}`),
  ];
}

for (const [plugin, traces] of Object.entries(TRACES)) {
  test(`the offline build has the ${plugin} plugin's code, marks and files; the build without it has none`, () => {
    const present = tracesIn(buildDir(), traces);
    if (traces.script) assert.ok(present.some((trace) => trace.startsWith('script')), `no script of build/ has ${traces.script}`);
    if (traces.html) assert.ok(present.some((trace) => trace.startsWith('page')), `no page of build/ has ${traces.html}`);
    if (traces.file) assert.ok(present.some((trace) => trace.startsWith('file')), `build/ has no file of ${plugin}`);
    assert.deepEqual(tracesIn(buildDir(HOSTED_BUILD_DIR), traces), []);
  });
}

// Same-site URLs in attributes: paths from the root, and absolute URLs of the site.
const SITE_URL_ATTRIBUTE = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;

test('no link or source in the pages of the build without optional plugins points at a missing file', () => {
  const dir = buildDir(HOSTED_BUILD_DIR);
  const missing = new Set<string>();
  for (const file of filesOf(dir).filter((name) => name.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of html.matchAll(SITE_URL_ATTRIBUTE)) {
      const value = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
      const local = value.startsWith(`${DEFAULT_SITE_URL}/`) ? value.slice(DEFAULT_SITE_URL.length) : value;
      if (!isRootRelative(local)) continue;
      const urlPath = local.replace(/[?#].*$/, '');
      if (!builtFileFor(dir, urlPath)) missing.add(`${urlPath} (in ${file})`);
    }
  }
  assert.deepEqual([...missing].slice(0, 10), []);
});
