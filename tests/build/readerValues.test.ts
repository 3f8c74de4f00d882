import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, clientScripts, searchFragments} from '../support/builtSite';
import {inlineScriptsIn} from '../../scripts/lib/contentSecurityPolicy';
import {readerValuesPrepaintScript} from '../../plugins/reader-values/lib/prepaintScript';
import {READER_VALUE_MARKER} from '../../plugins/reader-values/lib/readerValues';
import {LLMS_FILES} from '../../plugins/markdown-twins';

/**
 * Reader values are swapped in the browser only: the built pages, their Markdown twins, llms-full.txt
 * and the search index hold the documented examples, never a marker.
 */
const BUILD = buildDir();
const marker = new RegExp(READER_VALUE_MARKER.source);

function files(dir: string, extensions: string[]): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.some((extension) => file.endsWith(extension)) && !file.startsWith('assets/'))
    .map((file) => path.join(dir, file));
}

test('no built page, twin or llms file shows a reader-value marker', () => {
  const found = [...files(BUILD, ['.html', '.md']), path.join(BUILD, LLMS_FILES.full)]
    .filter((file) => marker.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(BUILD, file));
  assert.deepEqual(found.slice(0, 20), []);
});

test('the search index holds no marker', () => {
  assert.deepEqual(searchFragments(BUILD).filter((fragment) => marker.test(fragment.content)).map((fragment) => fragment.url), []);
});

test('a page whose source marks reader values shows the examples in its HTML and twin', () => {
  const html = fs.readFileSync(path.join(BUILD, 'reference/services/landing-zone/aws-security-account-baseline-wrapper/index.html'), 'utf8');
  assert.match(html.replace(/<[^>]+>/g, ''), /aws_region\s+= "us-east-1"/);
  const twin = fs.readFileSync(path.join(BUILD, 'reference/services/landing-zone/aws-security-account-baseline-wrapper.md'), 'utf8');
  assert.match(twin, /aws_region\s+= "us-east-1"/);
  assert.doesNotMatch(twin, /placeholder account IDs|Use your own/);
});

test("the prepaint script is in the HTML of a page with reader values, and its generator in none of the browser's scripts", () => {
  // A fragment of the generator's text that the script keeps as it is.
  const fragment = "if(document.readyState!=='loading')return;";
  assert.ok(readerValuesPrepaintScript().includes(fragment));
  const html = fs.readFileSync(path.join(BUILD, 'reference/services/networking/virtual-private-cloud-vpc/index.html'), 'utf8');
  assert.ok(html.includes('data-reader-value'), 'the page marks reader values');
  assert.equal(inlineScriptsIn(html).filter((script) => script.includes('data-reader-value') && script.includes('MutationObserver')).length, 1);
  const carrying = clientScripts(BUILD).filter((file) => fs.readFileSync(file, 'utf8').includes(fragment));
  assert.deepEqual(carrying.map((file) => path.basename(file)), []);
});
