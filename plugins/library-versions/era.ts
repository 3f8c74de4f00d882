/**
 * The era the site documents: the library as of its release data (through December 2022). A
 * version a page names beyond these release lines is a later feature, which the content check
 * reports. This is the one place to change when the release data moves on.
 */
export const SITE_ERA = {
  /** Terraform up to 1.3.x. */
  terraform: '1.3',
  /** Terragrunt up to 0.42.x. */
  terragrunt: '0.42',
  /** AWS provider up to 4.x. */
  awsProvider: '4',
} as const;

export type EraTool = keyof typeof SITE_ERA;

export const ERA_TOOL_NAMES: Record<EraTool, string> = {
  terraform: 'Terraform',
  terragrunt: 'Terragrunt',
  awsProvider: 'AWS provider',
};

/** "Terraform up to 1.3, Terragrunt up to 0.42, AWS provider up to 4.x" */
export const ERA_SUMMARY = `Terraform up to ${SITE_ERA.terraform}, Terragrunt up to ${SITE_ERA.terragrunt}, AWS provider up to ${SITE_ERA.awsProvider}.x`;
