import {test} from 'node:test';
import assert from 'node:assert/strict';
import {removals} from '../../../scripts/cli-flags/git';
import {
  deprecatedAliasesIn,
  goStringResolver,
  optionsInLine,
  scanDeprecatedAliases,
  scanTerragrunt,
} from '../../../scripts/cli-flags/terragrunt';
import {scanTerraform} from '../../../scripts/cli-flags/terraform';
import {taggedRepository} from '../../../tests/support/taggedRepository';

/** A flags file in the shape of Terragrunt 0.73's cli/flags/global/flags.go, cut down. */
const FLAGS_GO = `package global

const (
	NonInteractiveFlagName = "non-interactive"
	LogFormatFlagName      = "log-format"

	DeprecatedNonInteractiveFlagName = "non-interactive"
	DeprecatedJSONLogFlagName        = "json-log"
	DownloadDirFlagName              = "download-dir"
	DeprecatedDownloadDirFlagName    = "download-dir"
)

func NewFlags(opts *options.TerragruntOptions, prefix flags.Prefix) cli.Flags {
	terragruntPrefix := flags.Prefix{flags.TerragruntPrefix}

	return cli.Flags{
		flags.NewFlag(&cli.BoolFlag{
			Name:        NonInteractiveFlagName,
			EnvVars:     tgPrefix.EnvVars(NonInteractiveFlagName),
		},
			flags.WithDeprecatedNames(terragruntPrefix.FlagNames(DeprecatedNonInteractiveFlagName), terragruntPrefixControl)),

		flags.NewFlag(&cli.GenericFlag[string]{
			Name:        LogFormatFlagName,
			Usage:       "Set the log format.",
		},
			flags.WithDeprecatedNames(terragruntPrefix.FlagNames("log-format"), terragruntPrefixControl),
			flags.WithDeprecatedFlag(&cli.BoolFlag{
				Name:        terragruntPrefix.FlagName(DeprecatedJSONLogFlagName),
				EnvVars:     terragruntPrefix.EnvVars(DeprecatedJSONLogFlagName),
			}, flags.NewValue(format.JSONFormatName), legacyLogsControl)),

		flags.NewFlag(&cli.GenericFlag[string]{
			Name:        DownloadDirFlagName,
			EnvVars:     tgPrefix.EnvVars(DownloadDirFlagName),
		}, flags.WithDeprecatedNamesEnvVars(
			terragruntPrefix.FlagNames(DeprecatedDownloadDirFlagName),
			terragruntPrefix.EnvVars(DeprecatedDownloadEnvVar),
			terragruntPrefixControl)),

		flags.NewFlag(&cli.GenericFlag[string]{
			EnvVars:     tgPrefix.EnvVars("telemetry-trace-exporter"),
		},
			flags.WithDeprecatedNames(terragruntPrefix.FlagNames("telemetry-trace-exporter"), terragruntPrefixControl)),

		flags.NewFlag(&cli.BoolFlag{
			Name:        UnknownFlagName,
		},
			flags.WithDeprecatedName(terragruntPrefix.FlagName("mystery"), terragruntPrefixControl)),
	}
}
`;

const CONSTANTS = new Map([
  ['cli/flags/global\0NonInteractiveFlagName', 'non-interactive'],
  ['cli/flags/global\0LogFormatFlagName', 'log-format'],
  ['cli/flags/global\0DeprecatedNonInteractiveFlagName', 'non-interactive'],
  ['cli/flags/global\0DeprecatedJSONLogFlagName', 'json-log'],
  ['cli/flags/global\0DownloadDirFlagName', 'download-dir'],
  ['cli/flags/global\0DeprecatedDownloadDirFlagName', 'download-dir'],
  ['pkg/log/format\0JSONFormatName', 'json'],
  ['cli/commands/hclfmt\0NonInteractiveFlagName', 'elsewhere'],
]);

test('a 0.73-style flags file gives each deprecated alias, the flag replacing it and the value it stands for', () => {
  const {aliases, unresolved} = deprecatedAliasesIn(FLAGS_GO, goStringResolver(CONSTANTS, 'cli/flags/global/flags.go'));
  assert.deepEqual(aliases, [
    {name: '--terragrunt-non-interactive', to: '--non-interactive'},
    {name: '--terragrunt-log-format', to: '--log-format'},
    {name: '--terragrunt-json-log', to: '--log-format', value: 'json'},
    // Old names and old environment variables in one option.
    {name: '--terragrunt-download-dir', to: '--download-dir'},
  ]);
  // The flag read only from the environment has no replacement on the command line; an unknown constant is reported.
  assert.deepEqual(unresolved, ['"mystery" (of UnknownFlagName)']);
});

test("Go string expressions resolve from the file's own package, another package by its last path element, or literals", () => {
  const resolve = goStringResolver(CONSTANTS, 'cli/flags/global/flags.go');
  assert.equal(resolve('NonInteractiveFlagName'), 'non-interactive');
  assert.equal(resolve('format.JSONFormatName'), 'json');
  assert.equal(resolve('"key-value"'), 'key-value');
  assert.equal(resolve('strconv.FormatBool(false)'), 'false');
  assert.equal(resolve('MissingFlagName'), null);
  assert.equal(goStringResolver(CONSTANTS, 'cli/commands/hclfmt/command.go')('NonInteractiveFlagName'), 'elsewhere');
});

test('removals: the tag after the last one that has it, unless the newest has it', () => {
  const tags = ['v0.1.0', 'v0.2.0', 'v0.3.0', 'v0.4.0'];
  assert.deepEqual(
    removals(
      new Map([
        ['kept', 3],
        ['gone', 1],
        ['gone-at-once', 0],
      ]),
      tags,
    ),
    new Map([
      ['gone', 'v0.3.0'],
      ['gone-at-once', 'v0.2.0'],
    ]),
  );
});

test('options under internal/cli/ count, and run_cmd options in pkg/config/ but not a constant of another function there', () => {
  assert.deepEqual(optionsInLine('internal/cli/flags/global/flags.go', '\tOptNonInteractive = "terragrunt-non-interactive"'), [
    {name: 'terragrunt-non-interactive', scope: 'cli'},
  ]);
  assert.deepEqual(optionsInLine('pkg/config/config_helpers.go', '\t\tcase "--terragrunt-quiet":'), [
    {name: 'terragrunt-quiet', scope: 'run_cmd'},
  ]);
  assert.deepEqual(optionsInLine('pkg/config/config_helpers.go', 'const markGlobBoundaryFlag = "--terragrunt-boundary"'), []);
  assert.deepEqual(optionsInLine('internal/tflint/tflint.go', '\ttfExternalTFLint = "--terragrunt-external-tflint"'), [
    {name: 'terragrunt-external-tflint', scope: 'tflint-hook'},
  ]);
});

test('a Terragrunt option gets the release that made it an alias, its replacement, and the release that dropped it', () => {
  const gitDir = taggedRepository([
    ['v0.1.0', {'cli/args.go': 'package cli\n\nconst OptNonInteractive = "terragrunt-non-interactive"\n'}],
    ['v0.2.0', {'cli/flags/global/flags.go': FLAGS_GO, 'pkg/log/format/format.go': 'package format\n\nconst JSONFormatName = "json"\n'}],
    [
      'v0.3.0',
      {'internal/cli/flags/global/flags.go': FLAGS_GO, 'pkg/log/format/format.go': 'package format\n\nconst JSONFormatName = "json"\n'},
    ],
    ['v0.4.0', {'internal/cli/flags/global/flags.go': 'package global\n\nconst NonInteractiveFlagName = "non-interactive"\n'}],
  ]);
  const tags = ['v0.1.0', 'v0.2.0', 'v0.3.0', 'v0.4.0'];
  const {options} = scanTerragrunt(gitDir, tags);
  const nonInteractive = options.find((option) => option.name === '--terragrunt-non-interactive');
  // Still there at v0.3.0, after cli/ moved to internal/cli/; gone at v0.4.0.
  assert.deepEqual(nonInteractive, {name: '--terragrunt-non-interactive', since: 'v0.1.0', scope: 'cli', removedIn: 'v0.4.0'});
  const {aliases} = scanDeprecatedAliases(gitDir, tags);
  assert.deepEqual(aliases.get('--terragrunt-non-interactive'), {
    name: '--terragrunt-non-interactive',
    to: '--non-interactive',
    since: 'v0.2.0',
  });
  assert.deepEqual(aliases.get('--terragrunt-json-log'), {
    name: '--terragrunt-json-log',
    to: '--log-format',
    value: 'json',
    since: 'v0.2.0',
  });
});

test('a Terraform flag a later release no longer declares gets that release', () => {
  const apply = (flags: string[]) =>
    `package command\n\nfunc (c *ApplyCommand) Run(args []string) int {\n\tcmdFlags := c.Meta.flagSet("apply")\n${flags
      .map((flag) => `\tcmdFlags.BoolVar(&x, "${flag}", false, "")`)
      .join('\n')}\n\treturn 0\n}\n`;
  const gitDir = taggedRepository([
    ['v0.1.0', {'command/apply.go': apply(['auto-approve', 'force'])}],
    ['v0.2.0', {'command/apply.go': apply(['auto-approve', 'force'])}],
    ['v0.3.0', {'internal/command/apply.go': apply(['auto-approve'])}],
  ]);
  const wanted = [
    {command: 'destroy', name: '-force'},
    {command: 'apply', name: '-auto-approve'},
  ];
  const {first, removedIn} = scanTerraform(gitDir, ['v0.1.0', 'v0.2.0', 'v0.3.0'], wanted);
  assert.equal(first.get('destroy -force'), 'v0.1.0');
  assert.equal(removedIn.get('destroy -force'), 'v0.3.0');
  assert.equal(removedIn.has('apply -auto-approve'), false);
});
