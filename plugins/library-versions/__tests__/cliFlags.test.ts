import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CLI_FLAGS_FILE, loadCliFlags, validateCliFlags, type CliFlags} from '../cliFlags';
import {
  checkFlagEra,
  checkFlags,
  checkFlagVersions,
  checkUnknownTerragruntOptions,
  terraformFlagUses,
  terragruntOptionUses,
  versionHas,
  versionMentions,
} from '../flagChecks';
import {checkContent} from '../../../scripts/check-content';

const SITE_DIR = path.join(__dirname, '../../..');

/**
 * Releases verified by hand in the tools' repositories (bare mirrors):
 * `git grep -l terragrunt-no-auto-approve v0.38.1 -- cli` finds cli/cli_app.go, v0.38.0 nothing;
 * `generate-config-out` is in internal/command/plan.go at v1.5.0, not at v1.4.7; the others are
 * also in Terraform's CHANGELOG.md at their release.
 */
const VERIFIED = {
  terragrunt: {'--terragrunt-no-auto-approve': 'v0.38.1'},
  terraform: [
    ['init', '-lockfile', 'v0.15.0'],
    ['init', '-migrate-state', 'v0.15.4'],
    ['plan', '-refresh-only', 'v0.15.4'],
    ['apply', '-replace', 'v0.15.2'],
    ['output', '-raw', 'v0.14.3'],
    [null, '-chdir', 'v0.14.0'],
    ['plan', '-generate-config-out', 'v1.5.0'],
  ] as [string | null, string, string][],
};

/** A small flags file, so the checks' tests do not move when the real data is regenerated. */
const FIXTURE_JSON = JSON.stringify(
  {
    terragrunt: {
      source: 'test fixture',
      options: [
        {name: '--terragrunt-non-interactive', since: 'v0.1.5', scope: 'cli'},
        {name: '--terragrunt-parallelism', since: 'v0.23.16', scope: 'cli'},
        {name: '--terragrunt-no-auto-approve', since: 'v0.38.1', scope: 'cli'},
        {name: '--terragrunt-provider-cache', since: 'v0.56.4', scope: 'cli'},
        {name: '--terragrunt-quiet', since: 'v0.19.9', scope: 'run_cmd'},
      ],
    },
    terraform: {
      source: 'test fixture',
      flags: [
        {command: null, name: '-chdir', since: 'v0.14.0'},
        {command: '*', name: '-no-color', since: 'v0.1.0'},
        {command: 'init', name: '-upgrade', since: 'v0.10.0'},
        {command: 'init', name: '-lockfile', since: 'v0.15.0'},
        {command: 'plan', name: '-out', since: 'v0.1.0'},
        {command: 'plan', name: '-refresh-only', since: 'v0.15.4'},
        {command: 'plan', name: '-generate-config-out', since: 'v1.5.0'},
        {command: 'apply', name: '-refresh-only', since: 'v0.15.4'},
        {command: 'apply', name: '-replace', since: 'v0.15.2'},
        {command: 'output', name: '-raw', since: 'v0.14.3'},
        {command: 'providers lock', name: '-platform', since: 'v0.14.0'},
      ],
    },
  },
  null,
  2,
);

function fixtureFlags(): CliFlags {
  const {flags, problems} = validateCliFlags(FIXTURE_JSON);
  assert.deepEqual(problems, []);
  return flags;
}

const lines = (...text: string[]) => text.join('\n');

// knowledge-base/112.md as it stood before its fix: the asker runs v0.36.1, the answer uses a
// v0.38.1 option and never says so.
const KB_112_BAD = lines(
  '## Question',
  '',
  'When I run `terragrunt run-all apply` in an environment folder (Terragrunt v0.36.1), I get one confirmation for the whole stack.',
  '',
  '## Answer',
  '',
  "If you want Terraform's own prompt back, pass `--terragrunt-no-auto-approve` (or set `TERRAGRUNT_AUTO_APPROVE=false`):",
  '',
  '```bash',
  'terragrunt run-all apply --terragrunt-no-auto-approve',
  '```',
  '',
  "- **Don't mix with non-interactive.** `--terragrunt-non-interactive` tells Terragrunt there's nobody to ask.",
);
// The same article once it tells the reader which release brings the option.
const KB_112_GOOD = KB_112_BAD.replace(
  "If you want Terraform's own prompt back, pass",
  "If you want Terraform's own prompt back, upgrade to Terragrunt v0.38.1 or later, the first release with the option (v0.36.1 has no way to turn it off), then pass",
);

test("the project data file is well-formed, and its releases match those verified in the tools' repositories", () => {
  const {flags, problems} = loadCliFlags(SITE_DIR);
  assert.deepEqual(problems, []);
  assert.ok(flags.terragrunt.size >= 80, `${flags.terragrunt.size} Terragrunt options`);
  assert.ok(flags.terraform.length >= 60, `${flags.terraform.length} Terraform flags`);
  for (const option of flags.terragrunt.values()) assert.match(option.since, /^v\d+\.\d+\.\d+$/, option.name);
  for (const [name, since] of Object.entries(VERIFIED.terragrunt)) assert.equal(flags.terragrunt.get(name)?.since, since, name);
  for (const [command, name, since] of VERIFIED.terraform) {
    assert.equal(flags.terraform.find((flag) => flag.command === command && flag.name === name)?.since, since, `${command} ${name}`);
  }
  // Every option the site's era has, and the later ones too, so that the check can name them.
  assert.ok([...flags.terragrunt.values()].some((option) => option.since.startsWith('v0.5')));
});

test('a malformed flags file is reported with the file, the entry, its line and the fix', () => {
  const bad = JSON.stringify(
    {
      terragrunt: {
        source: 'x',
        options: [
          {name: '--terragrunt-config', since: 'v0.1.2', scope: 'cli'},
          {name: '--terragrunt-config', since: 'v0.1.2', scope: 'cli'},
          {name: '--terragrunt-debug', since: '0.23', scope: 'cli'},
          {name: '--terragrunt-quiet', since: 'v0.19.9', scope: 'hook'},
          {name: 'terragrunt-tfpath', since: 'v0.7.1', scope: 'cli'},
        ],
      },
      terraform: {
        source: 'x',
        flags: [
          {command: 'init', name: '-upgrade', since: 'v0.10.0', note: 'x'},
          {command: 'Init', name: '-get', since: 'v0.9.0'},
        ],
      },
    },
    null,
    2,
  );
  const {problems} = validateCliFlags(bad);
  const text = problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
  assert.equal(problems.length, 6, text.join('\n'));
  assert.ok(problems.every((p) => p.file === CLI_FLAGS_FILE));
  // The line of the entry's opening brace: the line before the second "--terragrunt-config".
  const duplicateLine = bad.split('\n').flatMap((line, index) => (line.includes('"--terragrunt-config"') ? [index + 1] : []))[1] - 1;
  assert.ok(
    text.includes(`${CLI_FLAGS_FILE}:${duplicateLine}: terragrunt › --terragrunt-config: listed twice. Keep one entry.`),
    text.join('\n'),
  );
  assert.match(text.join('\n'), /terragrunt › --terragrunt-debug: "since" must be a release tag like v0\.38\.1, not "0\.23"/);
  assert.match(text.join('\n'), /--terragrunt-quiet: "scope" must be one of cli, run_cmd, tflint-hook/);
  assert.match(text.join('\n'), /terragrunt-tfpath: "name" must be an option such as "--terragrunt-config"/);
  assert.match(text.join('\n'), /terraform › init -upgrade: unknown field "note"/);
  assert.match(text.join('\n'), /terraform › Init -get: "command" must be a command such as "init"/);
  assert.match(validateCliFlags('{').problems[0].message, /not valid JSON/);
  assert.match(
    validateCliFlags('{"terragrunt": {"options": []}, "terraform": {"source": "x", "flags": []}}').problems[0].message,
    /"terragrunt" needs "source"/,
  );
});

test("an entry's later history (deprecated alias, replacement, removal) is checked, each problem with its line and fix", () => {
  const bad = JSON.stringify(
    {
      terragrunt: {
        source: 'x',
        options: [
          {
            name: '--terragrunt-non-interactive',
            since: 'v0.1.5',
            scope: 'cli',
            deprecatedIn: 'v0.73.0',
            replacedBy: '--non-interactive',
            removedIn: 'v0.85.0',
          },
          {
            name: '--terragrunt-json-log',
            since: 'v0.40.0',
            scope: 'cli',
            deprecatedIn: 'v0.73.0',
            replacedBy: '--log-format',
            replacedByValue: 'json',
          },
          {name: '--terragrunt-config', since: 'v0.1.2', scope: 'cli', deprecatedIn: 'v0.73.0'},
          {name: '--terragrunt-debug', since: 'v0.23.33', scope: 'cli', deprecatedIn: '0.73', replacedBy: 'inputs-debug'},
          {
            name: '--terragrunt-source',
            since: 'v0.1.2',
            scope: 'cli',
            deprecatedIn: 'v0.73.0',
            replacedBy: '--source',
            removedIn: 'v0.73.0',
          },
          {name: '--terragrunt-iam-role', since: 'v0.9.0', scope: 'cli', replacedByValue: 'x y'},
        ],
      },
      terraform: {
        source: 'x',
        flags: [
          {command: 'destroy', name: '-force', since: 'v0.3.0', removedIn: 'v0.15.0'},
          {command: 'init', name: '-upgrade', since: 'v0.10.0', removedIn: 'v0.9.0'},
        ],
      },
    },
    null,
    2,
  );
  const {flags, problems} = validateCliFlags(bad);
  const text = problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
  assert.deepEqual(flags.terragrunt.get('--terragrunt-non-interactive'), {
    name: '--terragrunt-non-interactive',
    since: 'v0.1.5',
    scope: 'cli',
    deprecatedIn: 'v0.73.0',
    replacedBy: '--non-interactive',
    removedIn: 'v0.85.0',
  });
  assert.equal(flags.terragrunt.get('--terragrunt-json-log')?.replacedByValue, 'json');
  assert.deepEqual(flags.terraform[0], {command: 'destroy', name: '-force', since: 'v0.3.0', removedIn: 'v0.15.0'});
  const configLine = bad.split('\n').findIndex((line) => line.includes('"--terragrunt-config"'));
  assert.ok(
    text.includes(`${CLI_FLAGS_FILE}:${configLine}: terragrunt › --terragrunt-config: "deprecatedIn" and "replacedBy" go together`),
    text,
  );
  assert.match(text, /--terragrunt-debug: "deprecatedIn" must be a release tag like v0\.73\.0, not "0\.73"\. Regenerate/);
  assert.match(text, /--terragrunt-debug: "replacedBy" must be a flag such as "--non-interactive", not "inputs-debug"/);
  assert.match(text, /--terragrunt-source: "removedIn" \(v0\.73\.0\) must be after "deprecatedIn" \(v0\.73\.0\)/);
  assert.match(text, /--terragrunt-iam-role: "replacedByValue" needs "replacedBy"/);
  assert.match(text, /--terragrunt-iam-role: "replacedByValue" must be a value such as "json", not "x y"/);
  assert.match(text, /terraform › init -upgrade: "removedIn" \(v0\.9\.0\) must be after "since" \(v0\.10\.0\)/);
  assert.equal(problems.length, 7, text);
});

test("the project data records the 0.73 renames and later removals, as checked in the tools' repositories", () => {
  // cli/flags/global/flags.go at v0.73.0 declares NonInteractiveFlagName with
  // WithDeprecatedNames(terragruntPrefix.FlagNames(DeprecatedNonInteractiveFlagName)) (v0.72.9 has no terragruntPrefix);
  // no release from v0.85.0 has terragruntPrefix.FlagName(s) (v0.84.1 does). Terraform's command/apply.go declares
  // "force" for destroy at v0.14.11, and neither it nor command/arguments/apply.go does at v0.15.0.
  const {flags} = loadCliFlags(SITE_DIR);
  const nonInteractive = flags.terragrunt.get('--terragrunt-non-interactive');
  assert.equal(nonInteractive?.deprecatedIn, 'v0.73.0');
  assert.equal(nonInteractive?.replacedBy, '--non-interactive');
  assert.equal(nonInteractive?.removedIn, 'v0.85.0');
  assert.equal(flags.terragrunt.get('--terragrunt-json-log')?.replacedByValue, 'json');
  assert.equal(flags.terragrunt.get('--terragrunt-quiet')?.removedIn, undefined, 'run_cmd still reads it');
  assert.equal(flags.terraform.find((flag) => flag.command === 'destroy' && flag.name === '-force')?.removedIn, 'v0.15.0');
});

test('Terraform flags are read from command lines, with their command', () => {
  const uses = (text: string) => terraformFlagUses(text).map((use) => `${use.command ?? '(global)'} ${use.name}`);
  assert.deepEqual(uses('terraform init -upgrade -lockfile=readonly'), ['init -upgrade', 'init -lockfile']);
  assert.deepEqual(uses('terraform -chdir="${dir}" init -backend=false -input=false >/dev/null'), [
    '(global) -chdir',
    'init -backend',
    'init -input',
  ]);
  assert.deepEqual(uses('terraform providers lock -platform=linux_amd64 -platform=darwin_arm64'), [
    'providers lock -platform',
    'providers lock -platform',
  ]);
  // Terraform flags passed through Terragrunt; Terragrunt's own options are not Terraform flags.
  assert.deepEqual(uses('terragrunt run-all apply --terragrunt-parallelism 1 -refresh-only'), ['apply -refresh-only']);
  assert.deepEqual(uses('terragrunt apply-all -replace=aws_instance.web'), ['apply -replace']);
  // A command continued over lines, inline code in prose, and the end of a command line.
  assert.deepEqual(uses('terraform plan \\\n  -out=tfplan \\\n  -refresh-only\nls -la'), ['plan -out', 'plan -refresh-only']);
  assert.deepEqual(uses('Run `terraform init` with `-upgrade`, then `terraform output -raw url`.'), ['output -raw']);
  assert.deepEqual(uses('terraform show -json plan.out | jq -r .x'), ['show -json']);
  assert.deepEqual(uses('cd live/prod && terraform init -upgrade; terraform plan -out=tfplan # -refresh-only'), [
    'init -upgrade',
    'plan -out',
  ]);
  // The line each use is on.
  const text = 'intro\n\n```bash\nterraform init -upgrade\n```';
  assert.equal(text.slice(0, terraformFlagUses(text)[0].index).split('\n').length, 4);
  assert.deepEqual(
    terragruntOptionUses('run_cmd("--terragrunt-quiet", "x") and TERRAGRUNT_NO_AUTO_APPROVE').map((use) => use.name),
    ['--terragrunt-quiet'],
  );
});

test("flags after the site's era fail; flags of the era pass", () => {
  const flags = fixtureFlags();
  const bad = lines('terragrunt run-all plan --terragrunt-provider-cache', '', 'terraform plan -generate-config-out=generated.tf');
  const findings = checkFlagEra(bad, flags);
  assert.deepEqual(
    findings.map((f) => f.line),
    [1, 3],
  );
  assert.match(
    findings[0].message,
    /`--terragrunt-provider-cache` first appeared in Terragrunt v0\.56\.4 .*later than the era the site documents \(Terraform up to 1\.3, Terragrunt up to 0\.42/,
  );
  assert.match(findings[1].message, /`terraform plan -generate-config-out` first appeared in Terraform v1\.5\.0/);
  const good = lines('terragrunt run-all apply --terragrunt-non-interactive', 'terraform init -upgrade', 'terraform apply -refresh-only');
  assert.deepEqual(checkFlagEra(good, flags), []);
});

test('versions a page names are read as the page writes them', () => {
  const versions = (text: string, tool: 'terraform' | 'terragrunt') => versionMentions(text, tool).map((m) => m.version);
  assert.deepEqual(versions('(Terragrunt v0.36.1), then terragrunt version v0.38.7', 'terragrunt'), ['v0.36.1', 'v0.38.7']);
  assert.deepEqual(versions("I'm on Terraform v1.1. Upgrade from Terraform 0.13 or 0.14 to 0.15.", 'terraform'), [
    'v1.1',
    '0.13',
    '0.14',
    '0.15',
  ]);
  assert.deepEqual(versions('terraform 0.13 tag, the AWS provider 4.0', 'terraform'), []);
  assert.equal(versionHas('0.14', 'v0.14.3'), true, 'a release line has every release of that line');
  assert.equal(versionHas('0.14.x', 'v0.14.3'), true);
  assert.equal(versionHas('0.14.2', 'v0.14.3'), false);
  assert.equal(versionHas('v1.0', 'v0.15.4'), true);
  assert.equal(versionHas('0.15', 'v1.0.0'), false);
});

test('a flag newer than every version the page names fails (knowledge-base 112 before its fix); an upgrade to a version that has it passes', () => {
  const flags = fixtureFlags();
  const findings = checkFlagVersions(KB_112_BAD, flags);
  assert.deepEqual(
    findings.map((f) => f.line),
    [7, 10],
  );
  assert.match(
    findings[0].message,
    /^`--terragrunt-no-auto-approve` needs Terragrunt v0\.38\.1 or later \(data\/cli-flags\.json\), but the page names only Terragrunt v0\.36\.1, which does not have it\. Tell the reader to upgrade/,
  );
  assert.deepEqual(checkFlagVersions(KB_112_GOOD, flags), []);
  // The same rule for Terraform, also for flags passed through Terragrunt.
  const terraform = lines(
    'We run Terraform 0.14.5 through Terragrunt.',
    '',
    '```bash',
    'terragrunt apply -refresh-only',
    'terraform output -raw url',
    '```',
  );
  assert.deepEqual(
    checkFlagVersions(terraform, flags).map((f) => f.line),
    [4],
  );
  assert.match(checkFlagVersions(terraform, flags)[0].message, /`terraform apply -refresh-only` needs Terraform v0\.15\.4 or later/);
  assert.deepEqual(checkFlagVersions(`${terraform}\n\nTerraform 0.15.4 added \`-refresh-only\`; upgrade to it first.`, flags), []);
  // A release line has the flags of its later patch releases; a named patch release does not.
  assert.deepEqual(checkFlagVersions('On Terraform 0.14, run `terraform output -raw url`.', flags), []);
  assert.equal(checkFlagVersions('On Terraform 0.13.7, run `terraform output -raw url`.', flags).length, 1);
  // A page that names no version of the tool is not checked by this rule; another tool's version does not count.
  assert.deepEqual(checkFlagVersions('terragrunt run-all apply --terragrunt-no-auto-approve', flags), []);
  assert.deepEqual(checkFlagVersions('Terraform 0.13. terragrunt run-all apply --terragrunt-no-auto-approve', flags), []);
});

test('an unknown --terragrunt-* option fails with a suggestion; known options, run_cmd ones included, pass', () => {
  const flags = fixtureFlags();
  const findings = checkUnknownTerragruntOptions(lines('terragrunt run-all apply', '  --terragrunt-no-auto-aprove'), flags);
  assert.deepEqual(
    findings.map((f) => f.line),
    [2],
  );
  assert.equal(
    findings[0].message,
    '`--terragrunt-no-auto-aprove`: no such Terragrunt option in data/cli-flags.json; check spelling. Did you mean `--terragrunt-no-auto-approve`?',
  );
  assert.deepEqual(
    checkUnknownTerragruntOptions('locals { x = run_cmd("--terragrunt-quiet", "echo") }\n--terragrunt-non-interactive', flags),
    [],
  );
  // Without flag data (a site that has none) nothing is reported.
  assert.deepEqual(checkFlags(KB_112_BAD, {terragrunt: new Map(), terraform: []}), []);
});

test("the content check reports flag findings at the file's own line", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-flags-'));
  fs.mkdirSync(path.join(root, 'data'));
  fs.mkdirSync(path.join(root, 'knowledge-base'));
  fs.writeFileSync(path.join(root, CLI_FLAGS_FILE), FIXTURE_JSON);
  const frontMatter = [
    '---',
    'number: 112',
    'title: "Can run-all apply ask me to approve each module?"',
    'description: "How run-all approves plans."',
    '---',
    '',
  ];
  fs.writeFileSync(path.join(root, 'knowledge-base/112.md'), [...frontMatter, KB_112_BAD].join('\n'));
  const problems = (await checkContent(root)).filter((p) => p.message.includes('--terragrunt-'));
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}`),
    [`knowledge-base/112.md:${frontMatter.length + 7}`, `knowledge-base/112.md:${frontMatter.length + 10}`],
  );
  // A data/ folder without the flags file is itself a problem.
  fs.rmSync(path.join(root, CLI_FLAGS_FILE));
  assert.ok((await checkContent(root)).some((p) => p.file === CLI_FLAGS_FILE && p.message.startsWith('missing')));
});
