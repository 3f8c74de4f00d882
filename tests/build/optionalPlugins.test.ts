import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, clientScripts, isRootRelative} from '../support/builtSite';
import {HOSTED_BUILD_DIR, HOSTED_BUILD_WITHOUT} from '../../scripts/lib/buildVariants';
import {DEFAULT_SITE_URL, OPTIONAL_PLUGINS, type OptionalPlugin} from '../../shared/lib/siteEnvironment';

/**
 * An optional plugin owns its UI: the hosted variant, built without them (SITE_WITHOUT_PLUGINS),
 * ships none of their code, pages or marks, and no link of its pages points at a missing file. The
 * offline build, which has them, shows each trace, so that each check can fail.
 */
interface Traces {
  /** In the browser bundle's scripts: text of the plugin's own components. */
  script: RegExp;
  /** In the built pages' HTML. */
  html: RegExp;
  /** Files the plugin writes into the build. */
  file: (relative: string) => boolean;
}

const TRACES: Record<OptionalPlugin, Traces> = {
  // Copy page and View as Markdown; the head link that declares the twin; the twins and llms.txt.
  'markdown-twins': {
    script: /Copied the page as Markdown/,
    html: /type=["']?text\/markdown/,
    file: (relative) => relative.endsWith('.md') || relative === 'llms.txt',
  },
  // The dialog, and the lock mark on links into subscriber-only repositories.
  'subscriber-links': {script: /For Subscribers Only/, html: /data-subscriber-link/, file: () => false},
};

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
}

function tracesIn(dir: string, traces: Traces): string[] {
  const files = filesOf(dir);
  const scripts = clientScripts(dir).filter((file) => traces.script.test(fs.readFileSync(file, 'utf8')));
  const pages = files.filter((file) => file.endsWith('.html') && traces.html.test(fs.readFileSync(path.join(dir, file), 'utf8')));
  const written = files.filter(traces.file);
  return [
    ...scripts.map((file) => `script ${path.basename(file)}`),
    ...pages.slice(0, 5).map((file) => `page ${file}`),
    ...written.slice(0, 5).map((file) => `file ${file}`),
  ];
}

test('every optional plugin is left out of the hosted variant', () => {
  assert.deepEqual([...HOSTED_BUILD_WITHOUT].sort(), [...OPTIONAL_PLUGINS].sort());
});

for (const plugin of OPTIONAL_PLUGINS) {
  test(`the offline build has the ${plugin} plugin's code and marks; the build without it has none`, () => {
    const traces = TRACES[plugin];
    const present = tracesIn(buildDir(), traces);
    assert.ok(present.some((trace) => trace.startsWith('script')), `no script of build/ has ${traces.script}`);
    assert.ok(present.some((trace) => trace.startsWith('page')), `no page of build/ has ${traces.html}`);
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
