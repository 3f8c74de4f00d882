import type {Page} from '@playwright/test';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {test, expect, gotoHydrated} from './fixtures';
import {responseBodiesDuring} from './support/network';

/** A service page's configuration builder, as a reader uses it. */
const RDS = '/reference/services/data-storage/amazon-rds';
const BUILDER_MARKER = 'Copy a link to this configuration';

const builder = (page: Page) => page.locator('[data-configuration-builder]');
const field = (page: Page, name: string) => builder(page).getByRole('textbox', {name, exact: true});

async function copyCode(page: Page, title: string): Promise<string> {
  const block = builder(page).locator('.theme-code-block').filter({hasText: title});
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("the builder's code loads on the first interaction, not with the page", async ({page}) => {
  const scripts = await responseBodiesDuring(
    page,
    (response) => response.request().resourceType() === 'script',
    async () => {
      await gotoHydrated(page, RDS);
      await page.waitForLoadState('networkidle');
    },
  );
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((script) => script.includes(BUILDER_MARKER))).toEqual([]);
  await expect(page.locator('#configure ~ .theme-code-block').first()).toContainText('module "rds"');

  const loaded = await responseBodiesDuring(
    page,
    (response) => response.request().resourceType() === 'script',
    async () => {
      await page.getByRole('button', {name: 'Configure with your values'}).click();
      await expect(builder(page)).toBeVisible();
    },
  );
  expect(loaded.filter((script) => script.includes(BUILDER_MARKER))).toHaveLength(1);
});

test('a reader fills the required inputs, adds two optional ones from their entries, and copies a Terragrunt file that parses', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, RDS);
  // From the entries of the reference: the builder opens with each.
  await page.locator('#input-multi_az').getByRole('button', {name: 'Add to configuration'}).click();
  await expect(builder(page)).toBeVisible();
  await page.locator('#input-backup_retention_period').getByRole('button', {name: 'Add to configuration'}).click();
  await expect(page.locator('#input-backup_retention_period').getByRole('button', {name: 'In configuration'})).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await field(page, 'allocated_storage').fill('100');
  await field(page, 'engine_version').fill('15.2');
  await field(page, 'name').fill('orders "main"');
  await builder(page).getByRole('combobox', {name: 'multi_az', exact: true}).selectOption('true');
  await field(page, 'backup_retention_period').fill('14');

  // vpc_id and subnet_ids are left to Terragrunt's dependency on the VPC: Terraform shows them as comments.
  const terraform = await copyCode(page, 'main.tf');
  expect(terraform).toContain('# vpc_id = <string, required>');
  const module = ((await parseWithHashiCorp('main.tf', terraform)) as {module: Record<string, Record<string, unknown>[]>}).module.rds[0];
  expect(module).toEqual({
    source: 'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/data-stores/rds?ref=v0.99.0',
    allocated_storage: 100,
    engine_version: '15.2',
    name: 'orders "main"',
    multi_az: true,
    backup_retention_period: 14,
  });

  await builder(page).getByRole('tab', {name: 'Terragrunt'}).click();
  const terragrunt = await copyCode(page, 'terragrunt.hcl');
  const parsed = (await parseWithHashiCorp('terragrunt.hcl', terragrunt)) as {
    inputs: Record<string, unknown>;
    dependency: Record<string, unknown>;
    include: Record<string, unknown>;
  };
  expect(parsed.inputs).toEqual({
    allocated_storage: 100,
    engine_version: '15.2',
    name: 'orders "main"',
    vpc_id: '${dependency.vpc.outputs.vpc_id}',
    subnet_ids: '${dependency.vpc.outputs.private_persistence_subnet_ids}',
    multi_az: true,
    backup_retention_period: 14,
  });
  expect(Object.keys(parsed.dependency)).toEqual(['vpc']);
  expect(Object.keys(parsed.include)).toEqual(['root']);
});

test('a value that does not fit says why next to its field, and the output keeps the last one that did', async ({page}) => {
  await gotoHydrated(page, RDS);
  await page.getByRole('button', {name: 'Configure with your values'}).click();
  const storage = field(page, 'allocated_storage');
  await storage.fill('20');
  const output = builder(page).locator('.theme-code-block').filter({hasText: 'main.tf'});
  await expect(output).toContainText(/allocated_storage\s+= 20/);
  await storage.fill('twenty');
  await expect(storage).toHaveAttribute('aria-invalid', 'true');
  const problemId = (await storage.getAttribute('aria-describedby'))!.split(' ')[1];
  await expect(page.locator(`[id="${problemId}"]`)).toHaveText(
    'Enter a number, or tick "HCL expression" for a reference such as var.allocated_storage. The code keeps the last value that fitted: 20',
  );
  await expect(output).toContainText(/allocated_storage\s+= 20/);
  // A reference goes where a value goes, once the reader says the field holds an expression.
  await builder(page).getByRole('checkbox', {name: 'HCL expression for allocated_storage'}).check();
  await storage.fill('var.storage_gib');
  await expect(output).toContainText(/allocated_storage\s+= var\.storage_gib/);
});

test('the configuration is kept for the service, and a link restores it elsewhere', async ({page, browser, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, RDS);
  await page.getByRole('button', {name: 'Configure with your values'}).click();
  await field(page, 'name').fill('kept');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('button', {name: 'Continue your configuration'}).click();
  await expect(field(page, 'name')).toHaveValue('kept');

  await builder(page).getByRole('button', {name: BUILDER_MARKER}).click();
  await expect(builder(page).getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).hash).toMatch(/^#configure=2\.[\w-]+$/);

  // Another browser, with nothing stored: the link opens the builder with the same values.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await reader.goto(link.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
  await reader.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(field(reader, 'name')).toHaveValue('kept');
  await expect(reader).toHaveURL(/#configure$/);
  await other.close();
});

test("without JavaScript the page shows a static example of both tools and none of the builder's buttons", async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(RDS);
  await expect(page.locator('.theme-code-block').filter({hasText: 'main.tf'})).toContainText('module "rds"');
  await expect(page.locator('.theme-code-block').filter({hasText: 'terragrunt.hcl'})).toContainText('include "root"');
  // The builder's controls are in the HTML (so that hydration inserts none), and unseen without JavaScript.
  await expect(page.getByRole('button', {name: 'Configure with your values'})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Add to configuration'})).toHaveCount(0);
  await expect(page.locator('[data-script-only]').first()).toBeHidden();
  await context.close();
});
