import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, loadBuiltPage} from '../support/builtSite';
import {COMPARE_VERSIONS_TEXT, LABEL_CLASS, PAGE_MINIMUMS_CLASS} from '../../plugins/library-versions/remarkVersionLabels';

/**
 * Code blocks' minimum versions are in the server-rendered HTML: the label before the block, its description (what sets
 * each minimum) tied to it, the page's overall minimum at the top of its content, and the same text in the Markdown twin.
 */
const BUILD = buildDir();
const MOVED_PAGE = '/guides/stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-3-refactor-with-moved-blocks';

test('a page with moved blocks labels them Terraform ≥ 1.1, says why on its description, and states its minimum', () => {
  const $ = loadBuiltPage(BUILD, MOVED_PAGE);
  const labels = $(`.${LABEL_CLASS}`);
  const moved = labels.filter((_, label) => $(label).find(`.${LABEL_CLASS}__minimums`).text() === 'Terraform ≥ 1.1');
  assert.ok(moved.length >= 1, labels.text());
  const minimums = moved.first().find(`.${LABEL_CLASS}__minimums`);
  assert.equal(minimums.attr('tabindex'), '0');
  const description = $(`#${minimums.attr('aria-describedby')}`);
  assert.equal(description.text(), 'Set by moved block (Terraform 1.1).');
  assert.equal(description.attr('role'), 'tooltip');
  // The label comes right before its code block.
  assert.ok(moved.first().next().is('.theme-code-block'), moved.first().next().attr('class'));
  const line = $(`.${PAGE_MINIMUMS_CLASS}`);
  // The line ends with the button that opens the reader's own versions: shown once the page's scripts run.
  const compare = line.find('button[data-compare-versions]');
  assert.equal(compare.text(), COMPARE_VERSIONS_TEXT);
  assert.equal(compare.attr('type'), 'button');
  assert.ok(compare.is('[data-script-only][data-pagefind-ignore].site-chrome'), compare.toString());
  assert.equal(line.clone().children('button').remove().end().text().trim(), "Minimum versions for this page's code: Terraform ≥ 1.1.");

  const twin = fs.readFileSync(builtFileFor(BUILD, `${MOVED_PAGE}.md`)!, 'utf8');
  assert.match(twin, /Minimum versions for this page's code: Terraform ≥ 1\.1\./);
  assert.match(twin, /Terraform ≥ 1\.1 Set by moved block \(Terraform 1\.1\)\./);
  assert.ok(!twin.includes(COMPARE_VERSIONS_TEXT), 'the twin holds no button');
});

test('labels are spread over the site, and a label never stands without its block', () => {
  let labels = 0;
  let pages = 0;
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'index.html') {
        const html = fs.readFileSync(file, 'utf8');
        const count = html.split(`class=${LABEL_CLASS}>`).length - 1 + html.split(`class="${LABEL_CLASS}"`).length - 1;
        labels += count;
        if (count > 0) pages += 1;
      }
    }
  };
  walk(BUILD);
  assert.ok(labels > 200 && pages > 80, `${labels} labels on ${pages} pages`);
  const $ = loadBuiltPage(BUILD, '/guides/build-it-yourself/vpc/core-concepts');
  $(`.${LABEL_CLASS}`).each((_, label) => assert.ok($(label).next().is('.theme-code-block')));
});

test("a block using a flag renamed later carries it on its label in the HTML; the table of renames is only in the comparison's chunks", () => {
  const article = '/discussions/knowledge-base/58';
  const $ = loadBuiltPage(BUILD, article);
  const label = $('[data-terragrunt-flags]').first();
  assert.equal(label.attr('data-terragrunt-flags'), '--terragrunt-non-interactive');
  assert.ok(label.is(`.${LABEL_CLASS}`), label.attr('class'));
  // It sets no minimum: an empty label, and nothing in the twin.
  assert.equal(label.text(), '');
  assert.ok(label.next().is('.theme-code-block'), label.next().attr('class'));
  const twin = fs.readFileSync(builtFileFor(BUILD, `${article}.md`)!, 'utf8');
  assert.doesNotMatch(twin, /non-interactive is|renamed|removed --terragrunt/);

  // The table's text ("renamedIn") is in the version-marks chunk (and the dialog's, which marks on saving), in no other script.
  const scripts = fs.readdirSync(path.join(BUILD, 'assets/js')).filter((file) => file.endsWith('.js'));
  const holding = scripts.filter((file) => fs.readFileSync(path.join(BUILD, 'assets/js', file), 'utf8').includes('"renamedIn"'));
  // The dialog's chunk can come in more than one cut, one for each place that loads it (the note under a code block, the
  // page's minimums line), each leaving out what its parent chunks already hold.
  const chunks = holding.map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''));
  assert.ok(chunks.includes('version-marks'), chunks.join(', '));
  const others = chunks.filter((chunk) => chunk !== 'version-marks');
  assert.ok(others.length > 0, 'the dialog marks labels on saving');
  for (const chunk of others) assert.match(chunk, /^plugins_reader-values_theme_ReaderValues_ReaderValuesDialog_tsx/);
});

test("a block using a construct removed after the era carries it on its label in the HTML; the removals ship only in the comparison's chunks", () => {
  const article = '/discussions/knowledge-base/166';
  const $ = loadBuiltPage(BUILD, article);
  const label = $('[data-terragrunt-removed]').first();
  assert.match(label.attr('data-terragrunt-removed') ?? '', /(^|,)attribute skip(,|$)/);
  assert.ok(label.is(`.${LABEL_CLASS}`), label.attr('class'));
  assert.ok(label.next().is('.theme-code-block'), label.next().attr('class'));
  const twin = fs.readFileSync(builtFileFor(BUILD, `${article}.md`)!, 'utf8');
  assert.doesNotMatch(twin, /removed the skip attribute/);

  // The table's removals ("attribute skip": "v0.93.0") are in the version-marks chunk and the dialog's, in no other script.
  const scripts = fs.readdirSync(path.join(BUILD, 'assets/js')).filter((file) => file.endsWith('.js'));
  const holding = scripts
    .filter((file) => fs.readFileSync(path.join(BUILD, 'assets/js', file), 'utf8').includes('"attribute skip":"v0.93.0"'))
    .map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''));
  assert.ok(holding.includes('version-marks'), holding.join(', '));
  for (const chunk of holding.filter((name) => name !== 'version-marks'))
    assert.match(chunk, /^plugins_reader-values_theme_ReaderValues_ReaderValuesDialog_tsx/);
});
