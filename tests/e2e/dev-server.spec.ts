import {test, expect} from './fixtures';
import {startDevServer, type DevServer} from './support/devServer';
import {E2E_PORTS} from '../support/e2ePorts';

/**
 * `npm start` as a writer uses it: an edit of a file the site renders reaches the open page
 * without a restart; a bad edit is reported with its file and line in the terminal and in the
 * browser's error overlay, and the site recovers once the file is fixed.
 */
test.describe.configure({mode: 'serial', timeout: 300_000});
// The dev server compiles again after each save; a state is waited for, never a time.
const reload = expect.configure({timeout: 90_000});

const PORT = E2E_PORTS.devServer;
/** The docs pages these tests open, as paths under docs/ and as URLs: the dev server's copy keeps only these whole. */
const PAGES = {
  rds: 'reference/services/data-storage/amazon-rds',
  terraform13: 'guides/stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2-update-module-and-terragrunt-versions',
  terraform12: 'guides/stay-up-to-date/terraform/terraform-12/version-compatibility-table',
} as const;
let server: DevServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startDevServer(PORT, {keepDocs: Object.values(PAGES)});
});
test.afterAll(async () => server?.stop());
test.afterEach(async ({}, testInfo) => {
  // Each test edits files of its own, so an edit left in place concerns no other test: putting it
  // back after a pass would only cost the server one more compile. After a failure it is put back.
  if (testInfo.status !== testInfo.expectedStatus) {
    server.restore();
    // What the writer's terminal showed, beside a failure.
    await testInfo.attach('dev server output', {body: server.output(), contentType: 'text/plain'});
    console.log(`dev server output, last lines:\n${server.output().split('\n').slice(-40).join('\n')}`);
  }
});

const overlay = (page: import('@playwright/test').Page) => page.frameLocator('#webpack-dev-server-client-overlay').locator('body');

test('a service description edit reaches the page; a bad one shows its file and line, and fixing it recovers', async ({page}) => {
  const file = 'data/service-catalog-descriptions/data-storage/amazon-rds.yml';
  await page.goto(`${server.url}/${PAGES.rds}`);
  const entry = page.locator('#input-allocated_storage p');
  await reload(entry).toContainText('allocated to the database');

  server.edit(file, /allocated_storage: >-\n(\s+)The storage,/, 'allocated_storage: >-\n$1Freshly edited: the storage,');
  await reload(entry).toContainText('Freshly edited: the storage');

  server.edit(file, /^  allocated_storage:/m, '  allocated_storag:');
  await reload(overlay(page)).toContainText(`${file}:3: inputs.allocated_storag`);
  await reload.poll(() => server.output()).toContain(`${file}:3: inputs.allocated_storag`);
  // The page keeps the last good data meanwhile.
  await expect(entry).toContainText('Freshly edited');

  server.restore();
  await reload(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  await reload(entry).not.toContainText('Freshly edited');
});

test('a page compiled on its first visit: a link to a page no one has opened yet shows that page', async ({page}) => {
  // npm start compiles a page's Markdown when a browser first asks for it (plugins/compile-on-visit).
  await page.goto(`${server.url}/${PAGES.rds}`);
  const h1 = page.locator('article h1');
  await reload(h1).toHaveText('Amazon RDS');
  const next = page.locator('a.pagination-nav__link--next');
  const href = (await next.getAttribute('href'))!;
  await next.click();
  await reload(page).toHaveURL(new RegExp(`${href}$`));
  await reload(h1).toBeVisible();
  await expect(h1).not.toHaveText('Amazon RDS');
});

test("an interface edit (an input's default) reaches the page", async ({page}) => {
  await page.goto(`${server.url}/${PAGES.rds}`);
  const entry = page.locator('#input-backup_job_alarm_period');
  await reload(entry).toContainText('3600');
  server.edit(
    'data/service-catalog-interface.json',
    /("data-storage\/amazon-rds": \{[\s\S]*?"name": "backup_job_alarm_period",[^}]*"default": )"3600"/,
    '$1"7200"',
  );
  await reload(entry).toContainText('7200');
});

test("an upgrade guide's compatibility data and the Terraform 0.12 table reach their pages", async ({page}) => {
  await page.goto(`${server.url}/${PAGES.terraform13}`);
  await reload(page.locator('table').first()).toContainText('First release for Terraform 0.13');
  server.edit('data/upgrade-compatibility.json', '"target": "Terraform 0.13"', '"target": "Terraform 0.13 (edited)"');
  await reload(page.locator('table').first()).toContainText('First release for Terraform 0.13 (edited)');

  await page.goto(`${server.url}/${PAGES.terraform12}`);
  await reload(page.locator('table').first()).toContainText('>=v0.19.0');
  server.edit('data/terraform-0.12-compatibility.json', '">=v0.19.0"', '">=v0.19.1"');
  await reload(page.locator('table').first()).toContainText('>=v0.19.1');
});

test('a release-history edit reaches its month page; a bad date is reported with its line', async ({page}) => {
  await page.goto(`${server.url}/guides/stay-up-to-date/releases/2019-05/`);
  await reload(page.locator('main')).toContainText('2019-05-15');
  server.edit('data/releases.json', '"published": "2019-05-15"', '"published": "2019-05-31"');
  await reload(page.locator('main')).toContainText('2019-05-31');
  server.edit('data/releases.json', '"published": "2019-05-31"', '"published": "2019-13-16"');
  await reload(overlay(page)).toContainText(
    /data\/releases\.json:\d+: "2019-05"\[\d+\] \(boilerplate v0\.2\.24\): published "2019-13-16" is not a date/,
  );
  server.restore();
  await reload(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  await reload(page.locator('main')).not.toContainText('2019-05-31');
});

test("a tag's description edit reaches its tag page", async ({page}) => {
  await page.goto(`${server.url}/tags/ssl`);
  server.edit('docs/tags.yml', "description: 'Secure Sockets Layer", "description: 'Edited: Secure Sockets Layer");
  await reload(page.locator('main')).toContainText('Edited: Secure Sockets Layer');
});

test('a front-matter error stays in the terminal and the overlay, with its file and line, until it is fixed', async ({page}) => {
  const file = `docs/${PAGES.rds}.md`;
  await page.goto(`${server.url}/${PAGES.rds}`);
  const h1 = page.locator('article h1');
  await reload(h1).toHaveText('Amazon RDS');

  // A quote left open on the title's line (line 2).
  server.edit(file, /^title: "Amazon RDS"$/m, 'title: "Amazon RDS');
  const reported = `${file}:2: front matter is not valid YAML`;
  await reload(overlay(page)).toContainText(reported);
  await reload.poll(() => server.output()).toContain(reported);
  // Still there after a reload of the page: the page never shows with its file name as its title.
  await page.reload();
  await reload(overlay(page)).toContainText(reported);
  await expect(page.locator('article h1', {hasText: /^amazon-rds$/})).toHaveCount(0);

  server.restore();
  await reload(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  // The page that failed to render shows again once opened again, with its own title.
  await page.reload();
  await reload(h1).toHaveText('Amazon RDS');
});
