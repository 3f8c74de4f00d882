import type {Browser, BrowserContext, Page} from '@playwright/test';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {test, expect, gotoHydrated} from './fixtures';
import {READER_VALUES_STORAGE_KEY} from '../../plugins/reader-values/lib/constants';
import {serviceConfigurationStorageKey} from '../../plugins/configuration-builder/lib/constants';

/**
 * The configuration builder writes exactly what the reader typed: one test per class of defect a
 * reader met, each through the page as a reader uses it, checking the copied file with
 * HashiCorp's parser. The generated round trips of every input of every service are unit tests
 * (plugins/configuration-builder/__tests__/builderRoundTrip.test.ts).
 */
const SERVICES = '/reference/services';
const RDS = `${SERVICES}/data-storage/amazon-rds`;
const LAMBDA = `${SERVICES}/app-orchestration/lambda`;
const ECS_SERVICE = `${SERVICES}/app-orchestration/amazon-ecs-service`;
const EKS_CORE = `${SERVICES}/app-orchestration/amazon-eks-core-services`;
const ACCESS = `${SERVICES}/landing-zone/gruntwork-access`;

const builder = (page: Page) => page.locator('[data-configuration-builder]');
const row = (page: Page, name: string) => builder(page).locator(`[data-configured-input="${name}"]`);
const field = (page: Page, name: string) => builder(page).getByRole('textbox', {name, exact: true});
const expressionMode = (page: Page, name: string) => builder(page).getByRole('checkbox', {name: `HCL expression for ${name}`});
const codeBlock = (page: Page, title: string) => builder(page).locator('.theme-code-block').filter({hasText: title});

type Parsed = Record<string, unknown>;

/** The file a code block of the builder copies, parsed by HashiCorp's parser once it parses and `ready` holds for it. */
async function parsedCode(
  page: Page,
  title: 'main.tf' | 'terragrunt.hcl',
  ready: (parsed: Parsed) => boolean = () => true,
): Promise<Parsed> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await builder(page)
    .getByRole('tab', {name: title === 'main.tf' ? 'Terraform' : 'Terragrunt'})
    .click();
  const block = codeBlock(page, title);
  let parsed: Parsed = {};
  await expect
    .poll(async () => {
      // What the reader copies: the Copy button's text, not the rendered lines.
      await block.hover();
      await block.getByRole('button', {name: /copy code/i}).click();
      const code = await page.evaluate(() => navigator.clipboard.readText());
      try {
        parsed = (await parseWithHashiCorp(title, code)) as Parsed;
      } catch (error) {
        return `does not parse: ${String(error).slice(0, 300)}\n${code}`;
      }
      return ready(parsed) ? 'ready' : JSON.stringify(parsed).slice(0, 600);
    })
    .toBe('ready');
  return parsed;
}

/** The one module block of a parsed main.tf. */
const moduleOf = (parsed: Parsed): Parsed => Object.values(parsed.module as Record<string, Parsed[]>)[0][0];

async function openBuilder(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.getByRole('button', {name: /Configure with your values|Continue your configuration/}).click();
  await expect(builder(page)).toBeVisible();
}

/** Adds optional inputs from their entries in the reference, as a reader does. */
async function addFromEntries(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    await page.locator(`#input-${name}`).getByRole('button', {name: 'Add to configuration'}).click();
    await expect(row(page, name)).toBeVisible();
  }
}

async function seedStorage(context: BrowserContext, entries: [string, string][]): Promise<void> {
  await context.addInitScript((pairs) => {
    // Once per tab: a reload keeps what the page itself stored since.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

test.describe('the builder writes what the reader typed', () => {
  test('text that starts like a reference stays a string; an expression is the reader’s visible choice', async ({page}) => {
    await openBuilder(page, RDS);
    await field(page, 'name').fill('terraform.example.com');
    await field(page, 'engine_version').fill('local.example.org');
    await expect(row(page, 'name')).toContainText('Written as "terraform.example.com"');
    let module = moduleOf(await parsedCode(page, 'main.tf', (parsed) => moduleOf(parsed).name === 'terraform.example.com'));
    expect(module.engine_version).toBe('local.example.org');

    await expressionMode(page, 'name').check();
    await field(page, 'name').fill('var.database_name');
    await expect(row(page, 'name')).toContainText('Written as var.database_name');
    module = moduleOf(await parsedCode(page, 'main.tf', (parsed) => moduleOf(parsed).name === '${var.database_name}'));
    expect(module.engine_version).toBe('local.example.org');
  });

  test("an optional input added without a value, or cleared, is left out and the module's default applies", async ({page}) => {
    await gotoHydrated(page, LAMBDA);
    await addFromEntries(page, 'vpc_id', 'source_path', 'run_in_vpc');
    await expect(row(page, 'vpc_id')).toContainText("Not set: left out, so the module's default, null, applies.");
    const module = moduleOf(await parsedCode(page, 'main.tf'));
    expect(Object.keys(module)).not.toContain('vpc_id');
    expect(Object.keys(module)).not.toContain('source_path');
    expect(Object.keys(module)).not.toContain('run_in_vpc');
    await expect(codeBlock(page, 'main.tf')).toContainText('# vpc_id = null (default)');

    await field(page, 'vpc_id').fill('vpc-0abc');
    await parsedCode(page, 'main.tf', (parsed) => moduleOf(parsed).vpc_id === 'vpc-0abc');
    await field(page, 'vpc_id').fill('');
    await parsedCode(page, 'main.tf', (parsed) => !('vpc_id' in moduleOf(parsed)));
    // In Terragrunt, vpc_id comes from the VPC's outputs while it is not set; the others are left out as well.
    const terragrunt = await parsedCode(page, 'terragrunt.hcl');
    expect(Object.keys(terragrunt.inputs as Parsed)).not.toContain('source_path');
    expect(Object.keys(terragrunt.inputs as Parsed)).not.toContain('run_in_vpc');
  });

  test('a heredoc keeps its escaped $${ and %%{ as text', async ({page}) => {
    await openBuilder(page, ECS_SERVICE);
    const definitions = '<<EOT\n[{"name": "app", "command": ["sh", "-c", "echo $${HOME} %%{ not a directive }"]}]\nEOT';
    await field(page, 'container_definitions').fill(definitions);
    const module = moduleOf(await parsedCode(page, 'main.tf', (parsed) => typeof moduleOf(parsed).container_definitions === 'string'));
    // HashiCorp's JSON form writes a literal ${ as $${: the value holds the text, not an interpolation.
    expect(module.container_definitions).toBe('[{"name": "app", "command": ["sh", "-c", "echo $${HOME} %%{ not a directive }"]}]\n');
  });

  test('a map key that is an HCL keyword is written so that the file parses', async ({page}) => {
    await gotoHydrated(page, RDS);
    await addFromEntries(page, 'custom_tags');
    const tags = builder(page).getByRole('group', {name: 'custom_tags'});
    for (const [index, key] of ['for', 'if', 'in'].entries()) {
      await tags.getByRole('button', {name: 'Add a row to custom_tags'}).click();
      await tags.getByRole('textbox', {name: `custom_tags, key ${index + 1}`}).fill(key);
      await tags.getByRole('textbox', {name: `custom_tags, value ${index + 1}`}).fill(`${key}-value`);
    }
    const module = moduleOf(
      await parsedCode(page, 'main.tf', (parsed) => Object.keys((moduleOf(parsed).custom_tags ?? {}) as Parsed).length === 3),
    );
    expect(module.custom_tags).toEqual({for: 'for-value', if: 'if-value', in: 'in-value'});
  });
});

/** Copies the builder's link, as on this test server. */
async function copyLink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await builder(page).getByRole('button', {name: 'Copy a link to this configuration'}).click();
  await expect(builder(page).getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  return link.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin);
}

/** Runs `use` on a page of a fresh browser context (another reader, nothing stored), closed afterwards. */
async function asAnotherReader(browser: Browser, use: (reader: Page) => Promise<void>): Promise<void> {
  const other = await browser.newContext();
  try {
    await use(await other.newPage());
  } finally {
    await other.close();
  }
}

async function gotoLink(reader: Page, link: string): Promise<number | undefined> {
  const response = await reader.goto(link);
  await reader.locator('html[data-has-hydrated="true"]').waitFor();
  return response?.status();
}

test.describe('a shared link', () => {
  test('reproduces the whole configuration, with the values the reader set in their settings', async ({page, context, browser}) => {
    await seedStorage(context, [[READER_VALUES_STORAGE_KEY, JSON.stringify({region: 'eu-west-1'})]]);
    await openBuilder(page, EKS_CORE);
    await expect(field(page, 'aws_region')).toHaveValue('eu-west-1');
    await field(page, 'eks_cluster_name').fill('prod');
    await addFromEntries(page, 'cluster_autoscaler_version');
    await field(page, 'cluster_autoscaler_version').fill('v1.22.2');
    const link = await copyLink(page);

    await asAnotherReader(browser, async (reader) => {
      await gotoLink(reader, link);
      await expect(field(reader, 'aws_region')).toHaveValue('eu-west-1');
      await expect(field(reader, 'eks_cluster_name')).toHaveValue('prod');
      const module = moduleOf(await parsedCode(reader, 'main.tf'));
      expect(module).toMatchObject({aws_region: 'eu-west-1', eks_cluster_name: 'prod', cluster_autoscaler_version: 'v1.22.2'});
    });
  });

  test('carries an invalid field as it is, and the code keeps the value that last fitted', async ({page, browser}) => {
    await openBuilder(page, RDS);
    await field(page, 'allocated_storage').fill('20');
    await field(page, 'allocated_storage').fill('twenty');
    const link = await copyLink(page);
    await asAnotherReader(browser, async (reader) => {
      await gotoLink(reader, link);
      await expect(field(reader, 'allocated_storage')).toHaveValue('twenty');
      await expect(field(reader, 'allocated_storage')).toHaveAttribute('aria-invalid', 'true');
      await parsedCode(reader, 'main.tf', (parsed) => moduleOf(parsed).allocated_storage === 20);
    });
  });

  test("asks before it replaces the recipient's own saved configuration", async ({page, browser}) => {
    await openBuilder(page, RDS);
    await field(page, 'name').fill('shared');
    const link = await copyLink(page);

    await asAnotherReader(browser, async (reader) => {
      await openBuilder(reader, RDS);
      await field(reader, 'name').fill('mine');
      await gotoLink(reader, link);
      const question = builder(reader).getByRole('region', {name: 'A shared configuration'});
      await expect(question).toBeVisible();
      await expect(field(reader, 'name')).toHaveValue('mine');
      await question.getByRole('button', {name: 'Keep mine'}).click();
      await expect(question).toHaveCount(0);
      await expect(field(reader, 'name')).toHaveValue('mine');

      await gotoLink(reader, link);
      await builder(reader).getByRole('button', {name: 'Open the shared one'}).click();
      await expect(field(reader, 'name')).toHaveValue('shared');
    });
  });

  test('of a large configuration opens: the server never sees the state, and the link stays compact', async ({page, browser}) => {
    await gotoHydrated(page, RDS);
    // Every optional input of RDS, each with a long value.
    const names = await page
      .locator('[data-reference-entry][id^="input-"]')
      .evaluateAll((entries) => entries.map((entry) => entry.id.slice(6)));
    expect(names.length).toBeGreaterThan(40);
    await page.evaluate(
      ([key, inputs]) => {
        const values: Record<string, unknown> = {};
        for (const name of inputs) values[name] = {kind: 'expression', text: `"${name} ${'x'.repeat(120)}"`};
        localStorage.setItem(key, JSON.stringify({added: inputs, values}));
      },
      [serviceConfigurationStorageKey('data-storage/amazon-rds'), names] as const,
    );
    await openBuilder(page, RDS);
    const link = await copyLink(page);
    expect(new URL(link).search).toBe('');
    expect(link.length).toBeLessThan(8000);
    await asAnotherReader(browser, async (reader) => {
      expect(await gotoLink(reader, link)).toBe(200);
      const last = names.at(-1)!;
      await expect(builder(reader).getByRole('textbox', {name: last, exact: true})).toHaveValue(`"${last} ${'x'.repeat(120)}"`);
    });
  });
});

test.describe('what the builder starts from', () => {
  test('required bools and placeholder values start unset and count as missing', async ({page}) => {
    await openBuilder(page, ACCESS);
    await expect(builder(page).getByRole('status').first()).toContainText(/needs? a value/);
    await expect(field(page, 'security_account_id')).toHaveValue('');
    const grant = builder(page).getByRole('combobox', {name: 'grant_security_account_access', exact: true});
    await expect(grant).toHaveValue('');
    const module = moduleOf(await parsedCode(page, 'main.tf'));
    expect(Object.keys(module)).not.toContain('security_account_id');
    expect(Object.keys(module)).not.toContain('grant_security_account_access');
    await expect(codeBlock(page, 'main.tf')).toContainText('# grant_security_account_access = <bool, required>');
  });

  test('values the reader set themselves fill the fields that take them', async ({page, context}) => {
    await seedStorage(context, [[READER_VALUES_STORAGE_KEY, JSON.stringify({'security-account-id': '123456789012'})]]);
    await openBuilder(page, ACCESS);
    await expect(field(page, 'security_account_id')).toHaveValue('123456789012');
    await expect(row(page, 'security_account_id')).toContainText('From your values');
  });

  test('a value typed into a wired input is what Terragrunt gets, and the wire says so', async ({page}) => {
    await openBuilder(page, RDS);
    const wire = row(page, 'vpc_id').getByRole('checkbox', {name: /In Terragrunt, take it from/});
    await expect(wire).toBeChecked();
    await field(page, 'vpc_id').fill('vpc-0123456789abcdef0');
    await expect(wire).not.toBeChecked();
    let terragrunt = await parsedCode(page, 'terragrunt.hcl', (parsed) => (parsed.inputs as Parsed).vpc_id === 'vpc-0123456789abcdef0');
    expect((terragrunt.inputs as Parsed).subnet_ids).toBe('${dependency.vpc.outputs.private_persistence_subnet_ids}');
    await wire.check();
    await expect(row(page, 'vpc_id')).toContainText('Terragrunt takes the dependency’s output instead of this value');
    terragrunt = await parsedCode(
      page,
      'terragrunt.hcl',
      (parsed) => (parsed.inputs as Parsed).vpc_id === '${dependency.vpc.outputs.vpc_id}',
    );
  });
});

test.describe('state', () => {
  test('"Start again" clears the code at once, and an invalid field keeps its last good value over a reload', async ({page}) => {
    await openBuilder(page, RDS);
    await field(page, 'allocated_storage').fill('20');
    await field(page, 'allocated_storage').fill('twenty');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('button', {name: 'Continue your configuration'}).click();
    await expect(field(page, 'allocated_storage')).toHaveValue('twenty');
    await parsedCode(page, 'main.tf', (parsed) => moduleOf(parsed).allocated_storage === 20);

    await builder(page).getByRole('button', {name: 'Start again'}).click();
    await expect(field(page, 'allocated_storage')).toHaveValue('');
    await parsedCode(page, 'main.tf', (parsed) => !('allocated_storage' in moduleOf(parsed)));
  });

  test("two tabs on one service see each other's edits instead of overwriting them", async ({page, context}) => {
    await openBuilder(page, RDS);
    const second = await context.newPage();
    try {
      await openBuilder(second, RDS);
      await field(page, 'name').fill('from-the-first');
      await expect(field(second, 'name')).toHaveValue('from-the-first');
      await field(second, 'engine_version').fill('15.2');
      await expect(field(page, 'engine_version')).toHaveValue('15.2');
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.getByRole('button', {name: 'Continue your configuration'}).click();
      await expect(field(page, 'name')).toHaveValue('from-the-first');
      await expect(field(page, 'engine_version')).toHaveValue('15.2');
    } finally {
      await second.close();
    }
  });
});

test.describe('phone and keyboard', () => {
  // RDS and EKS core services with their required inputs (long dependency labels); EKS and the app
  // account baseline with every input added (the longest names, in fields and buttons).
  for (const [path, every] of [
    [RDS, false],
    [EKS_CORE, false],
    [`${SERVICES}/app-orchestration/amazon-eks`, true],
    [`${SERVICES}/landing-zone/aws-app-account-baseline-wrapper`, true],
  ] as const) {
    test(`at 390 px the open builder on ${path.split('/').at(-1)}${every ? ' with every input' : ''} does not make the page scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      if (every) {
        await gotoHydrated(page, path);
        const names = await page
          .locator('[data-reference-entry][id^="input-"]')
          .evaluateAll((entries) => entries.map((entry) => entry.id.slice(6)));
        const key = path.slice(SERVICES.length + 1);
        await page.evaluate(
          ([storageKey, added]) => localStorage.setItem(storageKey, JSON.stringify({added, values: {}, kept: {}, wiring: {}})),
          [serviceConfigurationStorageKey(key), names] as const,
        );
      }
      await openBuilder(page, path);
      await expect(builder(page).locator('[data-configured-input]').last()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('focus follows the reader: into the builder when it opens, to an added input, and back after a list empties', async ({page}) => {
    await gotoHydrated(page, RDS);
    await page.getByRole('button', {name: 'Configure with your values'}).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'allocated_storage')).toBeFocused();

    await builder(page).getByRole('combobox', {name: 'Add an optional input'}).selectOption('multi_az');
    await builder(page).getByRole('button', {name: 'Add', exact: true}).click();
    await expect(builder(page).getByRole('combobox', {name: 'multi_az', exact: true})).toBeFocused();

    const subnets = builder(page).getByRole('group', {name: 'subnet_ids'});
    await subnets.getByRole('button', {name: 'Add an item to subnet_ids'}).click();
    await expect(subnets.getByRole('textbox', {name: 'subnet_ids, item 1'})).toBeFocused();
    await subnets.getByRole('button', {name: 'Remove item 1 of subnet_ids'}).click();
    await expect(subnets.getByRole('button', {name: 'Add an item to subnet_ids'})).toBeFocused();
  });

  test('saving the values dialog returns focus to the button that opened it', async ({page}) => {
    await gotoHydrated(page, ACCESS);
    const opener = page.getByRole('button', {name: 'Use your own'}).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', {name: 'Security account'}).fill('123456789012');
    await dialog.getByRole('button', {name: 'Save'}).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Change your values'}).first()).toBeFocused();
  });
});

test.describe('Terragrunt conventions', () => {
  test('a dependency block has mock outputs for plan and validate, of the types its inputs take', async ({page}) => {
    await openBuilder(page, RDS);
    const terragrunt = await parsedCode(page, 'terragrunt.hcl');
    const [vpc] = (terragrunt.dependency as Record<string, Parsed[]>).vpc;
    expect(vpc.mock_outputs_allowed_terraform_commands).toEqual(['validate', 'plan']);
    const mocks = vpc.mock_outputs as Parsed;
    expect(typeof mocks.vpc_id).toBe('string');
    expect(Array.isArray(mocks.private_persistence_subnet_ids)).toBe(true);
  });

  test('a comment typed in an expression field is not dropped without a word', async ({page}) => {
    await openBuilder(page, ECS_SERVICE);
    await field(page, 'container_definitions').fill('[] # filled in by the pipeline');
    await expect(row(page, 'container_definitions')).toContainText('Comments are not carried into the code');
  });
});

test.describe('what a reader met on the production build', () => {
  test('a shared link pasted into a tab already on the service opens its configuration, or asks first', async ({page, browser}) => {
    await openBuilder(page, RDS);
    await field(page, 'name').fill('shared');
    const link = await copyLink(page);

    await asAnotherReader(browser, async (reader) => {
      // The builder not open yet: the link opens it with the shared configuration.
      await gotoHydrated(reader, RDS);
      await reader.goto(link);
      await expect(field(reader, 'name')).toHaveValue('shared');
      await expect(reader).toHaveURL(/#configure$/);

      // The reader's own configuration differs: the builder asks, as on a fresh load.
      await field(reader, 'name').fill('mine');
      await reader.goto(link);
      const question = builder(reader).getByRole('region', {name: 'A shared configuration'});
      await expect(question).toBeVisible();
      await expect(field(reader, 'name')).toHaveValue('mine');
      await question.getByRole('button', {name: 'Open the shared one'}).click();
      await expect(field(reader, 'name')).toHaveValue('shared');
    });
  });

  test('a blank list item is a missing value: flagged, still counted as missing, and not written', async ({page}) => {
    await openBuilder(page, LAMBDA);
    const summary = builder(page).getByRole('status').filter({hasText: 'in the configuration'});
    await expect(summary).toContainText('4 required inputs need a value');
    const topics = builder(page).getByRole('group', {name: 'alarm_sns_topic_arns'});
    await topics.getByRole('button', {name: 'Add an item to alarm_sns_topic_arns'}).click();
    const item = topics.getByRole('textbox', {name: 'alarm_sns_topic_arns, item 1'});
    await expect(item).toBeFocused();
    await expect(item).toHaveAttribute('aria-invalid', 'true');
    await expect(row(page, 'alarm_sns_topic_arns')).toContainText('Item 1 is blank');
    await expect(summary).toContainText('4 required inputs need a value');
    await expect(codeBlock(page, 'main.tf')).toContainText('# alarm_sns_topic_arns = <list(string), required>');
    expect(Object.keys(moduleOf(await parsedCode(page, 'main.tf')))).not.toContain('alarm_sns_topic_arns');

    await item.fill('arn:aws:sns:us-east-1:123456789012:alarms');
    await expect(summary).toContainText('3 required inputs need a value');
    await parsedCode(
      page,
      'main.tf',
      (parsed) => JSON.stringify(moduleOf(parsed).alarm_sns_topic_arns) === JSON.stringify(['arn:aws:sns:us-east-1:123456789012:alarms']),
    );

    // An optional list of CIDR blocks with a blank item is left out, not written as [""].
    await gotoHydrated(page, RDS);
    await addFromEntries(page, 'allow_connections_from_cidr_blocks');
    const cidrs = builder(page).getByRole('group', {name: 'allow_connections_from_cidr_blocks'});
    await cidrs.getByRole('button', {name: 'Add an item to allow_connections_from_cidr_blocks'}).click();
    await expect(cidrs.getByRole('textbox', {name: 'allow_connections_from_cidr_blocks, item 1'})).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toContainText('1 list has a blank item');
    expect(Object.keys(moduleOf(await parsedCode(page, 'main.tf')))).not.toContain('allow_connections_from_cidr_blocks');
  });

  test('"Start again" says what it clears and can be undone, in this tab and in another on the service', async ({page, context}) => {
    await openBuilder(page, RDS);
    await field(page, 'name').fill('kept');
    await addFromEntries(page, 'multi_az');
    const second = await context.newPage();
    try {
      await openBuilder(second, RDS);
      await expect(field(second, 'name')).toHaveValue('kept');
      await builder(page).getByRole('button', {name: 'Start again'}).click();
      const notice = builder(page).getByRole('status').filter({hasText: 'Cleared'});
      await expect(notice).toContainText('other tabs');
      await expect(field(page, 'name')).toHaveValue('');
      await expect(field(second, 'name')).toHaveValue('');
      await builder(page).getByRole('button', {name: 'Undo'}).click();
      await expect(field(page, 'name')).toHaveValue('kept');
      await expect(row(page, 'multi_az')).toBeVisible();
      await expect(field(second, 'name')).toHaveValue('kept');
      await expect(builder(page).getByRole('button', {name: 'Start again'})).toBeFocused();
    } finally {
      await second.close();
    }
  });

  test('opening the builder puts the focus on the first field, not on its expression checkbox', async ({page}) => {
    await gotoHydrated(page, LAMBDA);
    await page.getByRole('button', {name: 'Configure with your values'}).click();
    await expect(builder(page).getByRole('button', {name: 'Add an item to alarm_sns_topic_arns'})).toBeFocused();
  });
});
