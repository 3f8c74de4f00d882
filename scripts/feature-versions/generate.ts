/**
 * Regenerates data/feature-versions.json: the first release of each language construct, built-in function, Terratest
 * function and AWS provider resource the site's code can use, each with the tag and file of the tool's source that shows
 * it (read by plugins/library-versions/featureVersions.ts):
 *
 *   npm run generate:feature-versions -- [--terraform <git dir>] [--terragrunt <git dir>] [--terratest <git dir>]
 *                                        [--aws-changelog <CHANGELOG.md> ...] [--out <file>]
 *
 * Each tool's repository is read as a bare git mirror (by default /work/.mirror/<owner>+<name>/repo) at every release
 * tag (vX.Y.Z), oldest first. What counts as a construct is described in terraform.ts, terragrunt.ts and terratest.ts.
 * The Terratest functions and AWS resources listed are those the site's Go and HCL blocks use (docs/, knowledge-base/),
 * so regenerate after a page starts using a new one. --aws-changelog may be given several times (the provider keeps a
 * changelog per major line: give each, or excerpts of their release headings and announcements); what the texts read
 * together allow is described in awsProvider.ts. Without --aws-changelog the AWS section of the existing file is kept.
 *
 * NOT run in CI: the mirrors exist only on a maintainer's machine. CI reads the committed JSON.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stableTags} from '../cli-flags/git';
import {markdownFormat, parseMarkdown, splitMarkdown} from '../lib/markdownContent';
import {terratestUses, type TerratestUse} from '../../plugins/library-versions';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {awsTypesIn, HCL_LANGUAGES} from '../../plugins/library-versions';
import {
  FEATURE_VERSIONS_FILE,
  formatFeatureVersions,
  validateFeatureVersions,
  type FeatureVersionsJson,
} from '../../plugins/library-versions';
import {scanFirstReleases, type Found} from './scan';
import {TERRAFORM_PATHS, TERRAFORM_SPECS, listFunctions as terraformFunctions, listTopLevelBlocks} from './terraform';
import {
  TERRAGRUNT_PATHS,
  TERRAGRUNT_SPECS,
  isMovedTerragruntPath,
  listConfigConstructs,
  listFunctions as terragruntFunctions,
} from './terragrunt';
import {scanGoMinimums, scanTerratestNames} from './terratest';
import {awsSection, scanAwsChangelogs, type AwsName} from './awsProvider';

const TERRAFORM_FROM = 'v0.12.0';
const TERRAGRUNT_FROM = 'v0.19.0';
const CONTENT_DIRS = ['docs', 'knowledge-base'];
/**
 * The last AWS provider release of the site's era (its changelog dates 4.48.0 December 19, 2022; 4.49.0 came in
 * January 2023). Only sections read up to it or beyond can bound a resource the site uses (see awsProvider.ts).
 */
const AWS_ERA_NEWEST = 'v4.48.0';

function option(name: string, fallback: string | null): string | null {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** Every value given to an option that may repeat (`--aws-changelog a.md --aws-changelog b.md`). */
function options(name: string): string[] {
  return process.argv.flatMap((arg, index) => (arg === name && process.argv[index + 1] ? [process.argv[index + 1]] : []));
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

/** The Terratest names and AWS types the site's Go and HCL blocks use. */
async function siteUses(root: string): Promise<{terratest: TerratestUse[]; aws: AwsName[]}> {
  const terratest = new Map<string, TerratestUse>();
  const aws = new Map<string, AwsName>();
  for (const file of CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)))) {
    const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    for (const block of splitMarkdown(parseMarkdown(source, markdownFormat(file))).codeBlocks) {
      if (block.language === 'go') for (const use of terratestUses(block.code)) terratest.set(`${use.pkg}.${use.name}`, use);
      if (!HCL_LANGUAGES.has(block.language)) continue;
      // Blocks that do not parse (deliberate pre-0.12 syntax) declare nothing the data needs.
      const json = await parseHcl('block.hcl', block.code).catch(() => null);
      if (json) for (const type of awsTypesIn(json)) aws.set(`${type.kind} ${type.name}`, type);
    }
  }
  return {terratest: [...terratest.values()], aws: [...aws.values()]};
}

const since = (tags: string[], from: string): string[] => tags.slice(tags.indexOf(from));
const strip = (found: Found[]) =>
  found.map(({kind, name, since: first, file, removedIn}) => ({kind, name, since: first, file, ...(removedIn ? {removedIn} : {})}));

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const terraformDir = option('--terraform', '/work/.mirror/hashicorp+terraform/repo')!;
  const terragruntDir = option('--terragrunt', '/work/.mirror/gruntwork-io+terragrunt/repo')!;
  const terratestDir = option('--terratest', '/work/.mirror/gruntwork-io+terratest/repo')!;
  const awsChangelogs = options('--aws-changelog');
  const out = path.resolve(root, option('--out', FEATURE_VERSIONS_FILE)!);
  const uses = await siteUses(root);

  const terraformTags = since(stableTags(terraformDir), TERRAFORM_FROM);
  console.error(`Terraform: ${terraformTags.length} release tags (${terraformTags[0]} … ${terraformTags.at(-1)})`);
  const terraform = scanFirstReleases(terraformDir, terraformTags, TERRAFORM_PATHS, TERRAFORM_SPECS, [
    listTopLevelBlocks,
    terraformFunctions,
  ]);
  if (terraform.missing.length > 0) throw new Error(`not found in any Terraform release: ${terraform.missing.join(', ')}`);

  const terragruntTags = since(stableTags(terragruntDir), TERRAGRUNT_FROM);
  console.error(`Terragrunt: ${terragruntTags.length} release tags (${terragruntTags[0]} … ${terragruntTags.at(-1)})`);
  const terragrunt = scanFirstReleases(terragruntDir, terragruntTags, TERRAGRUNT_PATHS, TERRAGRUNT_SPECS, [
    listConfigConstructs,
    terragruntFunctions,
  ]);
  if (terragrunt.missing.length > 0) throw new Error(`not found in any Terragrunt release: ${terragrunt.missing.join(', ')}`);

  const terratestTags = stableTags(terratestDir);
  console.error(`Terratest: ${terratestTags.length} release tags; ${uses.terratest.length} names the site's Go blocks use`);
  const goMinimums = scanGoMinimums(terratestDir, terratestTags);
  const terratest = scanTerratestNames(terratestDir, terratestTags, uses.terratest);
  for (const name of terratest.missing) console.error(`  warning: terratest ${name} is in no release (a typo in a page?)`);

  let aws: FeatureVersionsJson['aws'];
  if (awsChangelogs.length > 0) {
    const texts = awsChangelogs.map((file) => ({text: fs.readFileSync(file, 'utf8'), origin: file}));
    const scanned = scanAwsChangelogs(texts, uses.aws, AWS_ERA_NEWEST);
    aws = awsSection(scanned, texts.length);
    console.error(
      `AWS provider: sections ${aws.sectionsRead}${aws.notRead ? ` (not read: ${aws.notRead})` : ''}; ${scanned.found.length} exact, ${scanned.bounded.length} bounded, ${scanned.missing.length} not found of ${uses.aws.length} names`,
    );
  } else {
    const previous = fs.existsSync(out) ? validateFeatureVersions(fs.readFileSync(out, 'utf8')).raw : null;
    aws = previous?.aws ?? {
      source: `github.com/hashicorp/terraform-provider-aws: not read yet (regenerate with --aws-changelog <CHANGELOG.md>); every resource and data source the site's HCL blocks use is under "notFound". Generated by scripts/feature-versions/generate.ts.`,
      sectionsRead: '',
      notRead: 'every release: no changelog was given',
      constructs: [],
      notFound: uses.aws.map((type) => `${type.kind} ${type.name}`).sort(),
    };
  }

  const data: FeatureVersionsJson = {
    terraform: {
      source: `github.com/hashicorp/terraform: each construct's first release tag (of ${terraformTags.length} vX.Y.Z tags, ${terraformTags[0]} to ${terraformTags.at(-1)}, scanned oldest first) whose source has it, in the file given: block types of the configuration file schema, module meta-arguments decoded without the "reserved" error, variable, output and lifecycle schemas, required_providers sources parsed as addresses, optional() in the type parser, the lock file's name, the built-in function table; language experiments count from the release that concluded them. A construct whose release is ${TERRAFORM_FROM} (the first HCL2 release) needs no more than HCL2. Generated by scripts/feature-versions/generate.ts.`,
      scannedFrom: TERRAFORM_FROM,
      constructs: strip(terraform.found),
    },
    terragrunt: {
      source: `github.com/gruntwork-io/terragrunt: each construct's first release tag (of ${terragruntTags.length} vX.Y.Z tags, ${terragruntTags[0]} to ${terragruntTags.at(-1)}, scanned oldest first) whose config/ source has it, in the file given: hcl struct tags of the structs that decode terragrunt.hcl, the include label and list, the function table. A construct whose release is ${TERRAGRUNT_FROM} (the first terragrunt.hcl release) needs no more than that. Flags are in cli-flags.json. Generated by scripts/feature-versions/generate.ts.`,
      scannedFrom: TERRAGRUNT_FROM,
      // The moved layout is read to tell a removal from a move; constructs new there are not recorded (see terragrunt.ts).
      constructs: strip(terragrunt.found.filter((entry) => !isMovedTerragruntPath(entry.file))),
    },
    terratest: {
      source: `github.com/gruntwork-io/terratest: the go directive of go.mod at each of ${terratestTags.length} vX.Y.Z tags (${terratestTags[0]} to ${terratestTags.at(-1)}; listed where it changes), and the first tag whose modules/<package>/ source declares each function or type the site's Go blocks use. Generated by scripts/feature-versions/generate.ts.`,
      goMinimums,
      constructs: strip(terratest.found),
    },
    aws,
  };
  const text = formatFeatureVersions(data);
  const {problems} = validateFeatureVersions(text);
  if (problems.length > 0)
    throw new Error(`the generated data does not validate:\n${problems.map((p) => `${p.line}: ${p.message}`).join('\n')}`);
  fs.writeFileSync(out, text);
  console.error(
    `Wrote ${path.relative(root, out)}: ${data.terraform.constructs.length} Terraform, ${data.terragrunt.constructs.length} Terragrunt, ${data.terratest.constructs.length} Terratest, ${data.aws.constructs.length} AWS provider constructs.`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
