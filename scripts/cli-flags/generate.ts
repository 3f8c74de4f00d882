/**
 * Regenerates data/cli-flags.json from the tools' own source, for the content check's flag checks
 * (plugins/library-versions/flagChecks.ts):
 *
 *   npx tsx scripts/cli-flags/generate.ts [--terragrunt <git dir>] [--terraform <git dir>] [--out <file>]
 *
 * Each tool's repository is read as a bare git mirror (by default
 * /work/.mirror/gruntwork-io+terragrunt/repo and /work/.mirror/hashicorp+terraform/repo). Every
 * release tag (vX.Y.Z; no pre-releases) is scanned, oldest first, and a flag's `since` is the first
 * tag whose source has it: a linear scan, so a flag that was dropped and restored keeps its first
 * release. What counts as defining a flag is described in terragrunt.ts and terraform.ts. The same
 * scan records a flag's `removedIn` (the tag after the last that has it, when the newest does not)
 * and, for a Terragrunt option, `deprecatedIn` and `replacedBy` (`replacedByValue`): the first tag
 * whose source declares it a deprecated alias of another flag (scanDeprecatedAliases).
 *
 * Terragrunt: every `--terragrunt-*` option found, including those released after the site's era
 * (so the check can report them). Terraform: the flags in TERRAFORM_FLAGS below, the ones the
 * site's pages use (and a few neighbours); add a flag there and regenerate when a page starts using
 * a new one.
 *
 * NOT run in CI: the mirrors exist only on a maintainer's machine. CI reads the committed JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stableTags} from './git';
import {scanDeprecatedAliases, scanTerragrunt} from './terragrunt';
import {scanTerraform, specKey, TERRAFORM_COMMAND_FILES, type FlagSpec} from './terraform';
import {validateCliFlags} from '../../plugins/library-versions';

/** The Terraform flags data/cli-flags.json lists, by command (`null`: global, before the command; `*`: every command). */
export const TERRAFORM_FLAGS: [command: string | null, flags: string[]][] = [
  [null, ['-chdir']],
  ['*', ['-no-color']],
  [
    'init',
    [
      '-backend',
      '-backend-config',
      '-force-copy',
      '-from-module',
      '-get',
      '-input',
      '-lock',
      '-lock-timeout',
      '-lockfile',
      '-migrate-state',
      '-plugin-dir',
      '-reconfigure',
      '-upgrade',
    ],
  ],
  [
    'plan',
    [
      '-compact-warnings',
      '-destroy',
      '-detailed-exitcode',
      '-generate-config-out',
      '-input',
      '-json',
      '-lock',
      '-lock-timeout',
      '-out',
      '-parallelism',
      '-refresh',
      '-refresh-only',
      '-replace',
      '-state',
      '-target',
      '-var',
      '-var-file',
    ],
  ],
  [
    'apply',
    [
      '-auto-approve',
      '-backup',
      '-compact-warnings',
      '-destroy',
      '-input',
      '-json',
      '-lock',
      '-lock-timeout',
      '-parallelism',
      '-refresh',
      '-refresh-only',
      '-replace',
      '-state',
      '-state-out',
      '-target',
      '-var',
      '-var-file',
    ],
  ],
  ['destroy', ['-auto-approve', '-force', '-lock', '-lock-timeout', '-parallelism', '-refresh', '-target', '-var', '-var-file']],
  ['refresh', ['-target', '-var', '-var-file']],
  ['import', ['-config', '-var', '-var-file']],
  ['output', ['-json', '-raw', '-state']],
  ['show', ['-json']],
  ['fmt', ['-check', '-diff', '-list', '-recursive', '-write']],
  ['validate', ['-json']],
  ['graph', ['-type']],
  ['get', ['-update']],
  ['force-unlock', ['-force']],
  ['providers lock', ['-fs-mirror', '-net-mirror', '-platform']],
  ['providers mirror', ['-platform']],
  ['providers schema', ['-json']],
  ['state list', ['-state']],
  ['state mv', ['-backup', '-dry-run', '-lock', '-state', '-state-out']],
  ['state push', ['-force']],
  ['state rm', ['-backup', '-dry-run', '-state']],
  ['workspace delete', ['-force']],
  ['workspace new', ['-lock', '-state']],
  ['version', ['-json']],
];

/** JSON with one line per entry, so a regenerated file diffs line by line. */
export function formatData(data: Record<string, {source: string} & Record<string, unknown>>): string {
  const sections = Object.entries(data).map(([tool, {source, ...lists}]) => {
    const fields = [`    "source": ${JSON.stringify(source)}`];
    for (const [key, entries] of Object.entries(lists)) {
      const rows = (entries as object[]).map(
        (entry) =>
          `      {${Object.entries(entry)
            .map(([field, value]) => `${JSON.stringify(field)}: ${JSON.stringify(value)}`)
            .join(', ')}}`,
      );
      fields.push(`    ${JSON.stringify(key)}: [\n${rows.join(',\n')}\n    ]`);
    }
    return `  ${JSON.stringify(tool)}: {\n${fields.join(',\n')}\n  }`;
  });
  return `{\n${sections.join(',\n')}\n}\n`;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function main(): void {
  const root = path.resolve(__dirname, '../..');
  const terragruntDir = option('--terragrunt', '/work/.mirror/gruntwork-io+terragrunt/repo');
  const terraformDir = option('--terraform', '/work/.mirror/hashicorp+terraform/repo');
  const out = path.resolve(root, option('--out', 'data/cli-flags.json'));

  const wanted: FlagSpec[] = TERRAFORM_FLAGS.flatMap(([command, names]) => names.map((name) => ({command, name})));
  const unknownCommand = wanted.find((spec) => spec.command !== null && spec.command !== '*' && !(spec.command in TERRAFORM_COMMAND_FILES));
  if (unknownCommand)
    throw new Error(
      `TERRAFORM_FLAGS: no source file is known for "terraform ${unknownCommand.command}"; add it to TERRAFORM_COMMAND_FILES.`,
    );

  const terragruntTags = stableTags(terragruntDir);
  console.error(`Terragrunt: scanning ${terragruntTags.length} release tags (${terragruntTags[0]} … ${terragruntTags.at(-1)})`);
  const terragrunt = scanTerragrunt(terragruntDir, terragruntTags);
  const deprecated = scanDeprecatedAliases(terragruntDir, terragruntTags);
  for (const warning of [...terragrunt.warnings, ...deprecated.warnings]) console.error(`  warning: ${warning}`);
  const options = terragrunt.options.map(({removedIn, ...option}) => {
    const alias = deprecated.aliases.get(option.name);
    return {
      ...option,
      ...(alias ? {deprecatedIn: alias.since, replacedBy: alias.to, ...(alias.value ? {replacedByValue: alias.value} : {})} : {}),
      ...(removedIn ? {removedIn} : {}),
    };
  });

  const terraformTags = stableTags(terraformDir);
  console.error(`Terraform: scanning ${terraformTags.length} release tags (${terraformTags[0]} … ${terraformTags.at(-1)})`);
  const {first: terraformFirst, removedIn: terraformRemovals} = scanTerraform(terraformDir, terraformTags, wanted);
  const missing = wanted.filter((spec) => terraformFirst.get(specKey(spec)) === null);
  if (missing.length > 0) throw new Error(`not found in any Terraform release: ${missing.map(specKey).join(', ')}. Check TERRAFORM_FLAGS.`);

  const data = {
    terragrunt: {
      source: `github.com/gruntwork-io/terragrunt: each option's first release tag (of ${terragruntTags.length} vX.Y.Z tags, ${terragruntTags[0]} to ${terragruntTags.at(-1)}, scanned oldest first) whose Go source defines it: option-name constants and inline flag names under cli/, internal/cli/ and options/, deprecated terragrunt- aliases of the 0.73+ flags, run_cmd options in config/, tflint hook options in tflint/. deprecatedIn: the first tag whose source declares it as a deprecated name of another flag, replacedBy (with replacedByValue, the value it stands for): that flag's Name in the same flags.NewFlag(...) call (flags.WithDeprecatedName(s)(EnvVars)(terragruntPrefix.FlagName(s)(...)) or flags.WithDeprecatedFlag(&...Flag{Name: terragruntPrefix.FlagName(...)}, flags.NewValue(...))), constants resolved in that tag's Go source. removedIn: the tag after the last one whose source defines it, when the newest tag does not. Generated by scripts/cli-flags/generate.ts.`,
      options,
    },
    terraform: {
      source: `github.com/hashicorp/terraform: each flag's first release tag (of ${terraformTags.length} vX.Y.Z tags, ${terraformTags[0]} to ${terraformTags.at(-1)}, scanned oldest first) whose source declares it for that command: the command's own files under command/ or internal/command/ (and arguments/), the shared flag sets they call, -chdir in main.go, -no-color in meta.go or arguments/view.go. removedIn: the tag after the last one whose source declares it for that command, when the newest tag does not. Generated by scripts/cli-flags/generate.ts.`,
      flags: wanted.map((spec) => {
        const removedIn = terraformRemovals.get(specKey(spec));
        return {command: spec.command, name: spec.name, since: terraformFirst.get(specKey(spec))!, ...(removedIn ? {removedIn} : {})};
      }),
    },
  };
  const text = formatData(data);
  const {problems} = validateCliFlags(text);
  if (problems.length > 0)
    throw new Error(`the generated data does not validate:\n${problems.map((p) => `${p.line}: ${p.message}`).join('\n')}`);
  fs.writeFileSync(out, text);
  const count = (entries: object[], field: string) => entries.filter((entry) => field in entry).length;
  console.error(
    `Wrote ${path.relative(root, out)}: ${options.length} Terragrunt options (${count(options, 'deprecatedIn')} deprecated aliases, ${count(options, 'removedIn')} removed), ${wanted.length} Terraform flags (${count(data.terraform.flags, 'removedIn')} removed).`,
  );
}

if (require.main === module) main();
