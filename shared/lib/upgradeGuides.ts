/**
 * The "Stay up to date" section (upgrade guides and release notes), named once: its URL, its
 * folder under docs/, and each upgrade guide's folder, sidebar and key in
 * data/upgrade-compatibility.json. Read by the sidebars, the compatibility data, the release
 * notes, llms.txt and the pages that link to the section.
 */

/** The section's URL path, from the site's root (without the base URL). */
export const STAY_UP_TO_DATE_PATH = '/guides/stay-up-to-date/';
/** The section's folder under docs/, which is also the id prefix of its docs. */
export const STAY_UP_TO_DATE_DOCS = 'guides/stay-up-to-date';

export interface UpgradeGuideEntry {
  /** The guide's sidebar name. */
  sidebar: string;
  /** The guide's folder under the section's folder. */
  folder: string;
  /** The guide's key in data/upgrade-compatibility.json (Terraform 0.12's table has a file of its own); null for a guide without a table. */
  dataKey: string | null;
  /** The Terraform release a Terraform upgrade guide moves to; absent for the other guides. */
  terraform?: string;
}

export const UPGRADE_GUIDES: readonly UpgradeGuideEntry[] = [
  {sidebar: 'cis130', folder: 'cis/cis-1.3.0', dataKey: 'cis-1.3.0'},
  {sidebar: 'cis140', folder: 'cis/cis-1.4.0', dataKey: 'cis-1.4.0'},
  {sidebar: 'dryReferenceArchitecture', folder: 'terraform/how-to-dry-your-reference-architecture', dataKey: null},
  {sidebar: 'awsProviderV3', folder: 'terraform/how-to-update-to-aws-provider-v3', dataKey: 'how-to-update-to-aws-provider-v3'},
  {sidebar: 'awsProviderV4', folder: 'terraform/how-to-update-to-aws-provider-v4', dataKey: 'how-to-update-to-aws-provider-v4'},
  {sidebar: 'terraform12', folder: 'terraform/terraform-12', dataKey: 'terraform-12', terraform: '0.12'},
  {sidebar: 'terraform13', folder: 'terraform/terraform-13', dataKey: 'terraform-13', terraform: '0.13'},
  {sidebar: 'terraform14', folder: 'terraform/terraform-14', dataKey: 'terraform-14', terraform: '0.14'},
  {sidebar: 'terraform15', folder: 'terraform/terraform-15', dataKey: 'terraform-15', terraform: '0.15'},
  {sidebar: 'terraform1_1', folder: 'terraform/terraform-1.1', dataKey: 'terraform-1.1', terraform: '1.1'},
  {sidebar: 'terraform1x', folder: 'terraform/terraform-1.x', dataKey: 'terraform-1.x', terraform: '1.0'},
];
