/**
 * The version constraints the builder writes: Terraform's `required_version` in the Terraform tab, Terragrunt's
 * `terraform_version_constraint` and `terragrunt_version_constraint` in the Terragrunt tab, each the minimum of what
 * that file uses. The minimums are computed at build time from the feature data with library-versions (the plugin's
 * builderMinimums.ts, on files the builder itself writes) and reach the browser as a compile-time constant.
 */
import {
  combineMinimums,
  labelMinimums,
  shortVersion,
  versionMarks,
  type Minimum,
  type ReaderVersions,
} from '@site/plugins/library-versions/api';

export interface BuilderMinimums {
  /** What the Terraform tab's file needs. */
  terraform: Minimum[];
  /** What the Terragrunt tab's file needs, without and with `dependency` blocks. */
  terragrunt: Minimum[];
  terragruntWithDependencies: Minimum[];
  /** The first release the data scanned of each tool: the minimum of a file that needs nothing newer. */
  baselines: {terraform: string; terragrunt: string};
}

/** The minimums the build computed, or null where there are none (unit tests, a site without the data). */
export function builtMinimums(): BuilderMinimums | null {
  const text = process.env.CONFIGURATION_BUILDER_MINIMUMS;
  return text ? (JSON.parse(text) as BuilderMinimums) : null;
}

export interface TabConstraints {
  /** `>= 0.12`, for `required_version` or `terraform_version_constraint`. */
  terraform: string;
  /** `>= 0.32`, for `terragrunt_version_constraint`. */
  terragrunt: string;
  /** What the tab's file needs, for what the reader's versions lack. */
  minimums: Minimum[];
}

const atLeast = (minimums: Minimum[], tool: 'terraform' | 'terragrunt', baseline: string): string =>
  `>= ${shortVersion(minimums.find((minimum) => minimum.tool === tool)?.version ?? baseline)}`;

/** The constraints of each tab: the Terragrunt file runs the same module, so it asks for Terraform's minimum too. */
export function tabConstraints(built: BuilderMinimums, withDependencies: boolean): {terraform: TabConstraints; terragrunt: TabConstraints} {
  const terragrunt = withDependencies ? built.terragruntWithDependencies : built.terragrunt;
  const terragruntTab = combineMinimums([built.terraform, terragrunt]);
  return {
    terraform: {
      terraform: atLeast(built.terraform, 'terraform', built.baselines.terraform),
      terragrunt: atLeast([], 'terragrunt', built.baselines.terragrunt),
      minimums: built.terraform,
    },
    terragrunt: {
      terraform: atLeast(terragruntTab, 'terraform', built.baselines.terraform),
      terragrunt: atLeast(terragruntTab, 'terragrunt', built.baselines.terragrunt),
      minimums: terragruntTab,
    },
  };
}

/** What the reader's stored versions lack of a tab's file: one sentence per tool. */
export const readerLacks = (constraints: TabConstraints, versions: ReaderVersions): string[] =>
  versionMarks(labelMinimums(constraints.minimums), versions);
