/**
 * Library versions: the upgrade guides' compatibility tables, generated from data by the remark
 * plugin (`::compatibility-table`), code blocks' minimum tool versions (remarkVersionLabels), and the
 * version, era and command-line flag checks that `npm run check:content` runs on every page. The
 * site-data plugin reads its data (compatibilityData.ts, featureVersions.ts), the docs plugins run its
 * remark plugins; its own Docusaurus plugin only adds the labels' stylesheet.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {noOptions} from '../../shared/pluginOptions';

export default function libraryVersionsPlugin(): Plugin {
  return {name: 'library-versions', getClientModules: () => [path.join(__dirname, 'client', 'versionLabels.css')]};
}
libraryVersionsPlugin.validateOptions = noOptions;

export {
  loadCompatibilityData,
  upgradeGuideOf,
  COMPATIBILITY_FILE,
  TERRAFORM_012_FILE,
  TERRAFORM_012_GUIDE,
  UPGRADE_GUIDE_FOLDERS,
  UPGRADE_GUIDES_DIR,
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
  formatFeatureVersions,
  loadLaterFlagTable,
  type VersionFacts,
  type FeatureVersionsJson,
} from './featureVersions';
export {default as remarkVersionLabels, VERSION_LABELS_DATA, LABEL_CLASS, PAGE_MINIMUMS_CLASS} from './remarkVersionLabels';
export {blockMinimums, withFlags, HCL_LANGUAGES, SHELL_LANGUAGES, GO_LANGUAGES, type BlockSource} from './blockMinimums';
export {combineMinimums, explainMinimums, labelText, type Minimum, type FeatureData} from './lib/minimumVersions';
export {checkEra, checkReleaseRefs, checkTerragruntPairs, checkUpgradePins} from './versionChecks';
export {checkFlags} from './flagChecks';
export {checkMinimumVersions} from './minimumChecks';
export {loadCliFlags, validateCliFlags, scannedReleases, type CliFlags, type ReleaseRange} from './cliFlags';
export {terratestUses, type TerratestUse} from './lib/goUsage';
export {awsTypesIn} from './lib/hclUsage';
