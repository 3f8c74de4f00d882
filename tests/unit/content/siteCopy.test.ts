import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {copySite, PROJECT_ROOT} from '../../../scripts/lib/siteCopy';

const KEPT = 'reference/services/data-storage/amazon-rds';
const read = (root: string, file: string) => fs.readFileSync(path.join(root, 'docs', file), 'utf8');
const frontMatterOf = (text: string) => /^---\n[\s\S]*?\n---\n/.exec(text)?.[0];
/** The page's headings, outside code blocks: what links to its anchors point at. */
const headingsOf = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').match(/^#{1,6} .*$/gm);

test('a copy with keepDocs keeps those pages whole; the others keep their front matter, headings and data directives, not their prose', () => {
  const copy = copySite('site-copy-test-', {keepDocs: [KEPT]});
  try {
    assert.equal(read(copy, `${KEPT}.md`), read(PROJECT_ROOT, `${KEPT}.md`));
    const service = 'reference/services/data-storage/amazon-aurora.md';
    const guide = 'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2-update-module-and-terragrunt-versions.md';
    // A group page of a long reference: its directive carries the group as an attribute.
    const group = 'reference/services/landing-zone/aws-security-account-baseline-wrapper/cloudtrail.md';
    assert.match(read(PROJECT_ROOT, group), /^::service-reference\{group="cloudtrail"\}$/m);
    assert.match(read(copy, group), /^::service-reference\{group="cloudtrail"\}$/m, `${group} lost its data directive`);
    for (const file of [service, guide]) {
      const original = read(PROJECT_ROOT, file);
      const stub = read(copy, file);
      assert.ok(stub.length < original.length / 2, `${file} kept its prose`);
      assert.equal(frontMatterOf(stub), frontMatterOf(original), `${file} lost its front matter`);
      assert.deepEqual(stub.match(/^::[a-z-]+$/gm), original.match(/^::[a-z-]+$/gm), `${file} lost its data directives`);
      // So that a link from a page kept whole to an anchor of this one still resolves in a build.
      assert.ok(headingsOf(original)!.length > 1, `${file} has no headings to keep`);
      assert.deepEqual(headingsOf(stub), headingsOf(original), `${file} lost its headings`);
    }
    assert.ok(fs.lstatSync(path.join(copy, 'node_modules')).isSymbolicLink());
    // Wrangler's local state stays behind, wherever it is.
    assert.equal(fs.existsSync(path.join(copy, 'deploy/edge/.wrangler')), false);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});

test('keepDocs naming a page that does not exist fails, naming it, before copying anything', () => {
  const prefix = `site-copy-missing-${process.pid}-`;
  const copies = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(prefix));
  assert.throws(
    () => copySite(prefix, {keepDocs: ['reference/no-such-page']}),
    /keepDocs: docs\/reference\/no-such-page\.md\(x\) does not exist/,
  );
  assert.deepEqual(copies(), []);
});
