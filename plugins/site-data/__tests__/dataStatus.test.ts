import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createStatusWriter, dataStatusSource, directiveFingerprints} from '../dataStatus';
import {readSiteData, type SiteData} from '../readSiteData';
import {PROJECT_ROOT} from '../../../shared/projectRoot';

test('two dev-server reloads close together leave the status module whole, as the later one wrote it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-status-'));
  try {
    const file = path.join(dir, 'site-data', 'data-status.js');
    const write = createStatusWriter(file);
    const broken = dataStatusSource({fingerprint: 'a', problems: `data/releases.json:4385: ${'a long message '.repeat(20)}`});
    const fixed = dataStatusSource({fingerprint: 'b', problems: ''});
    const started = dataStatusSource({fingerprint: 'c', problems: ''});
    for (let round = 0; round < 100; round += 1) {
      await write(started);
      // A reload that found a problem, then one that found none, their writes overlapping.
      await Promise.all([write(broken), write(fixed)]);
      assert.equal(fs.readFileSync(file, 'utf8'), fixed, `round ${round}`);
      await write(started);
      await Promise.all([write(fixed), write(broken)]);
      assert.equal(fs.readFileSync(file, 'utf8'), broken, `round ${round}`);
    }
    // Only the module is left in its folder: no temporary file stays behind.
    assert.deepEqual(fs.readdirSync(path.dirname(file)), ['data-status.js']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test("a directive's fingerprint changes with the data its pages render, and only with it", () => {
  const {data} = readSiteData(PROJECT_ROOT);
  const directives = {
    'service-reference': ({serviceCatalog, serviceWiring}: SiteData) => ({serviceCatalog, serviceWiring}),
    'compatibility-table': ({compatibility}: SiteData) => compatibility,
  };
  const before = directiveFingerprints(data, directives);
  assert.deepEqual(Object.keys(before).sort(), ['compatibility-table', 'service-reference']);

  // A release-history edit: neither kind of page renders it.
  const releasesEdited = {...data, releases: {...data.releases, '2099-01': []}};
  assert.deepEqual(directiveFingerprints(releasesEdited, directives), before);

  // One input description of one service (inside the catalog's Map): the reference pages only.
  const [key, service] = [...data.serviceCatalog.services.entries()][0];
  const services = new Map(data.serviceCatalog.services);
  const [first, ...rest] = service.inputs;
  services.set(key, {...service, inputs: [{...first, description: `${first.description} (edited)`}, ...rest]});
  const catalogEdited = {...data, serviceCatalog: {...data.serviceCatalog, services}};
  const after = directiveFingerprints(catalogEdited, directives);
  assert.notEqual(after['service-reference'], before['service-reference']);
  assert.equal(after['compatibility-table'], before['compatibility-table']);
});
