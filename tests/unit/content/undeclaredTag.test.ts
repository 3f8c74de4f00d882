import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

/** Builds a one-page site with the project's docs options and real tags file. */
function buildSiteWithTags(tags: string[]): {status: number | null; output: string} {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tags-site-'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  fs.copyFileSync(path.join(root, 'docs/tags.yml'), path.join(siteDir, 'docs/tags.yml'));
  fs.writeFileSync(path.join(siteDir, 'docs/page.md'), `---\ntitle: Tagged page\ntags: [${tags.join(', ')}]\n---\n\nA page with tags.\n`);
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `import {docsOptions} from ${JSON.stringify(path.join(root, 'shared/lib/docsOptions.ts'))};
export default {
  title: 'Tags test', url: 'http://localhost', baseUrl: '/', onBrokenLinks: 'ignore',
  themes: [${JSON.stringify(require.resolve('@docusaurus/theme-classic'))}],
  plugins: [[${JSON.stringify(require.resolve('@docusaurus/plugin-content-docs'))}, {...docsOptions, sidebarPath: false, editUrl: undefined}]],
};
`,
  );
  const result = spawnSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build', siteDir], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NODE_ENV: 'production'},
    timeout: 180_000,
  });
  fs.rmSync(siteDir, {recursive: true, force: true});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

// (A page with declared tags building is what the site's own build does on every page.)
test('an inline tag not declared in docs/tags.yml fails the build, naming the tag and the file', () => {
  const {status, output} = buildSiteWithTags(['terraform', 'made-up-tag']);
  assert.notEqual(status, 0);
  assert.match(output, /made-up-tag/);
  assert.match(output, /page\.md/);
});
