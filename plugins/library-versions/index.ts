/**
 * Library versions: the upgrade guides' compatibility tables, generated from data by the remark
 * plugin (`::compatibility-table`), and the version, era and command-line flag checks that
 * `npm run check:content` runs on every page. No Docusaurus plugin of its own: the site-data
 * plugin reads its data (compatibilityData.ts), the docs plugin runs its remark plugin.
 */
export {
  loadCompatibilityData,
  upgradeGuideOf,
  COMPATIBILITY_FILE,
  TERRAFORM_012_FILE,
  TERRAFORM_012_GUIDE,
  type CompatibilityData,
  type CompatibilityRow,
  type Terraform012Row,
  type UpgradeGuide,
} from './compatibilityData';
export {default as remarkCompatibilityTable, COMPATIBILITY_TABLE_DIRECTIVE, hasCompatibilityTable} from './remarkCompatibilityTable';
export {compareVersions, parseVersion, isOlder, isBeyond, type Version} from './lib/versions';
export {SITE_ERA, ERA_SUMMARY} from './era';
export {
  loadFeatureVersions,
  validateFeatureVersions,
  emptyVersionFacts,
  FEATURE_VERSIONS_FILE,
  type VersionFacts,
  type FeatureVersionsJson,
} from './featureVersions';
export {default as remarkVersionLabels, VERSION_LABELS_DATA, LABEL_CLASS, PAGE_MINIMUMS_CLASS} from './remarkVersionLabels';
export {blockMinimums, withFlags, HCL_LANGUAGES, SHELL_LANGUAGES, GO_LANGUAGES, type BlockSource} from './blockMinimums';
export {combineMinimums, explainMinimums, labelText, type Minimum, type FeatureData} from './lib/minimumVersions';
