import {test} from 'node:test';
import {readSiteData} from '../../plugins/site-data/readSiteData';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, loadHtml, PROJECT_ROOT} from '../support/builtSite';
import {
  TERRAFORM_012_GUIDE,
  UPGRADE_GUIDE_FOLDERS,
  UPGRADE_GUIDES_DIR,
} from '../../plugins/library-versions/compatibilityData';
import {hasCompatibilityTable} from '../../plugins/library-versions/remarkCompatibilityTable';

/**
 * Each upgrade guide's built HTML holds its compatibility table, row for row as the data gives it,
 * with each first release linked to its release page.
 */
const BUILD = buildDir();
const data = readSiteData(PROJECT_ROOT).data.compatibility;

/** The URL path of the guide page that carries `::compatibility-table`. */
function tablePage(key: string): string {
  const dir = path.join(PROJECT_ROOT, UPGRADE_GUIDES_DIR, UPGRADE_GUIDE_FOLDERS[key]);
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  const file = files.find((name) => hasCompatibilityTable(fs.readFileSync(path.join(dir, name), 'utf8')));
  assert.ok(file, `${key}: no page with ::compatibility-table`);
  const route = path.posix.join('/', UPGRADE_GUIDES_DIR.replace(/^docs\//, ''), UPGRADE_GUIDE_FOLDERS[key], file.split(path.sep).join('/'));
  return route.replace(/\.mdx?$/, '').replace(/\/index$/, '/');
}

function tableRows(key: string): string[][] {
  const file = builtFileFor(BUILD, tablePage(key));
  assert.ok(file, `${key}: ${tablePage(key)} was not built`);
  const $ = loadHtml(file);
  assert.equal($('article table').length, 1, `${key}: expected one table on ${tablePage(key)}`);
  return $('article table tbody tr')
    .toArray()
    .map((row) => $(row).find('td').toArray().map((cell) => $(cell).find('code').first().text()));
}

test('every upgrade guide shows its first compatible releases, as the data gives them', () => {
  assert.equal(data.guides.size, 9);
  for (const guide of data.guides.values()) {
    const rows = tableRows(guide.key);
    assert.deepEqual(
      rows.map(([repo, release]) => [repo, release]),
      // A repository with no compatible release names its replacement instead.
      guide.rows.map((row) => [row.repo, row.firstCompatible ?? row.replacedBy ?? '']),
      guide.key,
    );
    const file = builtFileFor(BUILD, tablePage(guide.key))!;
    const $ = loadHtml(file);
    for (const row of guide.rows.filter((entry) => entry.firstCompatible)) {
      const href = `https://github.com/${row.owner}/${row.repo}/releases/tag/${row.firstCompatible}`;
      assert.equal($(`article table a[href="${href}"]`).length, 1, `${guide.key}: no link to ${href}`);
    }
  }
});

test('the Terraform 0.12 table lists every package of its data', () => {
  const rows = tableRows(TERRAFORM_012_GUIDE);
  assert.deepEqual(
    rows.map(([name, , zeroTwelve]) => [name, zeroTwelve]),
    data.terraform012.map((row) => [row.package, row.terraform_0_12]),
  );
});
