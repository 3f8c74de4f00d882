import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFileFor, loadHtml, PROJECT_ROOT} from '../support/builtSite';
import {readSiteData} from '../../plugins/site-data/readSiteData';
import {FILTER_FROM, referenceAnchor} from '../../plugins/service-catalog/lib/serviceReference';
import {groupsOf, splitEntries} from '../../plugins/service-catalog/lib/inputGroups';
import type {CatalogService} from '../../plugins/service-catalog';

/**
 * Every input and output of every service is in its page's server-rendered HTML (so the reference
 * works without JavaScript), with its anchor, type, required or optional, default and description.
 */
const BUILD = buildDir();
const catalog = readSiteData(PROJECT_ROOT).data.serviceCatalog;
const firstWords = (text: string) => text.replace(/`/g, '').split(/\s+/).slice(0, 6).join(' ');

/**
 * The pages of a service's reference: its page, and for a split reference each group page, with
 * the entries each lists.
 */
function referencePages(service: CatalogService) {
  const split = splitEntries(service.inputs, service.outputs, groupsOf(service.key));
  const page = `/reference/services/${service.key}`;
  return [
    {urlPath: page, main: true, ...split.main},
    ...split.groups.map(({group, inputs, outputs}) => ({urlPath: `${page}/${group.slug}`, main: false, inputs, outputs})),
  ];
}

/** The built pages of a service's reference, loaded. */
const loadPages = (service: CatalogService) =>
  referencePages(service).map((page) => ({...page, file: builtFileFor(BUILD, page.urlPath)}));

test('each service page lists every input and output of the interface data', () => {
  const problems: string[] = [];
  let inputs = 0;
  let outputs = 0;
  for (const service of catalog.services.values()) {
    const pages = loadPages(service);
    const missing = pages.filter((page) => !page.file);
    if (missing.length > 0) {
      problems.push(...missing.map((page) => `${service.key}: no built page ${page.urlPath}`));
      continue;
    }
    const $ = loadHtml(pages[0].file!);
    // Each entry looked up once by its anchor (on whichever of the service's pages lists it), then searched within.
    const loaded = pages.map((page) => loadHtml(page.file!));
    const listed = loaded.flatMap((page$) => page$('li[id]').toArray().map((element) => [element.attribs.id, page$(element)] as const));
    const entries = new Map(listed);
    const unique = (id: string) => listed.filter(([each]) => each === id).length === 1;
    const text = (element: ReturnType<typeof $>) => element.text().replace(/\s+/g, ' ');
    for (const input of service.inputs) {
      const id = referenceAnchor('inputs', input.name);
      const entry = entries.get(id);
      if (!entry || !unique(id)) {
        problems.push(`${service.key}: no entry #${id}`);
        continue;
      }
      inputs += 1;
      if (!text(entry).includes(input.required ? 'required' : 'optional')) problems.push(`${service.key} ${id}: required/optional`);
      if (!text(entry.find('p')).includes(firstWords(input.description))) problems.push(`${service.key} ${id}: description`);
      if (!input.required && !text(entry.find('dd')).includes((input.default ?? 'null').split('\n')[0].trim().slice(0, 20))) {
        problems.push(`${service.key} ${id}: default`);
      }
      if (input.type && !entry.find('dd').first().text().includes(input.type.split('(')[0])) problems.push(`${service.key} ${id}: type`);
      if (entry.find(`a[href="#${id}"]`).length === 0) problems.push(`${service.key} ${id}: no link to itself`);
    }
    for (const output of service.outputs) {
      const id = referenceAnchor('outputs', output.name);
      const entry = entries.get(id);
      if (!entry || !unique(id)) {
        problems.push(`${service.key}: no entry #${id}`);
        continue;
      }
      outputs += 1;
      if (!text(entry.find('p')).includes(firstWords(output.description))) problems.push(`${service.key} ${id}: description`);
    }
    // An entry on a group page keeps its anchor on the service page, after the link to its group page.
    for (const page of pages.slice(1)) {
      for (const [kind, list] of [['inputs', page.inputs], ['outputs', page.outputs]] as const) {
        for (const entry of list) {
          const kept = $(`[id="${referenceAnchor(kind, entry.name)}"]`);
          if (kept.length !== 1 || kept.closest('li').find(`a[href="${page.urlPath}"]`).length !== 1) {
            problems.push(`${service.key}: #${referenceAnchor(kind, entry.name)} is not kept beside the link to ${page.urlPath}`);
          }
        }
      }
    }
    if ($(`a[href$="/tree/${catalog.version}/${service.module}"]`).length === 0 && service.inputs.length + service.outputs.length > 0) {
      problems.push(`${service.key}: no link to ${service.module} at ${catalog.version}`);
    }
  }
  assert.deepEqual(problems, []);
  const expected = [...catalog.services.values()].reduce((sum, s) => sum + s.inputs.length, 0);
  assert.equal(inputs, expected);
  assert.equal(outputs, [...catalog.services.values()].reduce((sum, s) => sum + s.outputs.length, 0));
});

test('a service with no Terraform interface says so instead of listing an invented one', () => {
  for (const service of catalog.services.values()) {
    if (service.inputs.length + service.outputs.length > 0) continue;
    const $ = loadHtml(builtFileFor(BUILD, `/reference/services/${service.key}`)!);
    assert.equal($('[data-reference-entry]').length, 0, service.key);
    assert.match($('article').text(), /has no Terraform interface/, service.key);
  }
});

const css = fs
  .readdirSync(path.join(BUILD, 'assets/css'))
  .map((file) => fs.readFileSync(path.join(BUILD, 'assets/css', file), 'utf8'))
  .join('\n');

test('reference entries are laid out only near the viewport until the page is idle', () => {
  // A service lists hundreds of entries; laying out all of them at load was most of the largest page's
  // blocking time. The stylesheet lets the browser skip entries off screen until the
  // component marks them laid out (data-laid-out), which it does once the page is idle.
  const rule = /\[data-reference-entry\]:not\(\[data-laid-out\]\)\{([^}]*)\}/.exec(css)?.[1] ?? '';
  assert.match(rule, /content-visibility:auto/);
  assert.match(rule, /contain-intrinsic-size:auto \d/);
  const problems: string[] = [];
  for (const service of catalog.services.values()) {
    if (service.inputs.length + service.outputs.length === 0) continue;
    for (const page of loadPages(service)) {
      const $ = loadHtml(page.file!);
      const entries = $('li[data-reference-entry]');
      if (entries.length !== page.inputs.length + page.outputs.length) problems.push(`${page.urlPath}: ${entries.length} entries`);
      if (entries.filter('[data-laid-out]').length > 0) problems.push(`${page.urlPath}: entries already marked laid out`);
    }
  }
  assert.deepEqual(problems, []);
});

test("the builder's controls and the list filters are in the server's HTML, unseen until the page hydrates, so hydration inserts none", () => {
  // Inserting about 200 "Add to configuration" buttons right after hydration was the largest service
  // page's second long task. The server renders them; the stylesheet keeps every control
  // marked data-script-only unseen (and out of the tab order) until <html data-has-hydrated="true">.
  assert.match(css, /html:not\(\[data-has-hydrated=["']?true["']?\]\) \[data-script-only\]\{visibility:hidden\}/);
  const problems: string[] = [];
  for (const service of catalog.services.values()) {
    const hasOptional = service.inputs.some((input) => !input.required);
    for (const page of loadPages(service)) {
      const $ = loadHtml(page.file!);
      const optional = page.inputs.filter((input) => !input.required).length;
      const buttons = $('li[data-reference-entry] button[data-script-only]').filter((_, button) => $(button).text() === 'Add to configuration');
      if (buttons.length !== optional) problems.push(`${page.urlPath}: ${buttons.length} of ${optional} Add to configuration buttons`);
      // The builder is on the service page only; its group pages add to it.
      const configure = $('button[data-script-only]').filter((_, button) => $(button).text() === 'Configure with your values');
      if (configure.length !== (page.main && hasOptional ? 1 : 0)) problems.push(`${page.urlPath}: ${configure.length} Configure with your values buttons`);
      // The filter field above a long list, which used to move the list down when hydration added it.
      for (const [kind, entries] of [['inputs', page.inputs], ['outputs', page.outputs]] as const) {
        const fields = $('[data-script-only] input[type="search"]').filter((_, input) => $(`label[for="${$(input).attr('id')}"]`).text() === `Filter ${kind} by name`);
        const expected = entries.length >= FILTER_FROM ? 1 : 0;
        if (fields.length !== expected) problems.push(`${page.urlPath}: ${fields.length} ${kind} filter fields for ${entries.length} ${kind}`);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 10), []);
});

test("a service page's prose links the inputs and outputs it names to their entries", () => {
  const file = builtFileFor(BUILD, '/reference/services/networking/sns-topics')!;
  const $ = loadHtml(file);
  const article = $('article').first();
  // Named in the page's own prose, without a link in the Markdown.
  for (const name of ['allow_publish_accounts', 'allow_subscribe_protocols']) {
    const link = article.find(`a[href="#input-${name}"]`).filter((_, element) => $(element).children('code').text() === name);
    assert.ok(link.length > 0, `the prose's ${name} links to #input-${name}`);
  }
  // Each link to an entry lands on one that exists.
  const targets = article
    .find('a[href^="#input-"], a[href^="#output-"]')
    .toArray()
    .map((element) => $(element).attr('href')!.slice(1));
  assert.ok(targets.length > 0);
  assert.deepEqual(
    targets.filter((id) => $(`[id="${id}"]`).length !== 1),
    [],
  );
});
