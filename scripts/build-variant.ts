/**
 * Builds the site again into another folder with other settings, for the tests:
 * `hosted` (made-up DocSearch and gtag settings) or `base-url` (served under /docs/).
 * Usage: tsx scripts/build-variant.ts hosted|base-url
 */
import {spawnSync} from 'node:child_process';
import {BUILD_VARIANTS, type BuildVariant} from '../tests/support/buildVariants';

const name = process.argv[2] as BuildVariant;
const variant = BUILD_VARIANTS[name];
if (!variant) {
  console.error(`Usage: tsx scripts/build-variant.ts ${Object.keys(BUILD_VARIANTS).join('|')}`);
  process.exit(2);
}
const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', variant.outDir], {
  stdio: 'inherit',
  env: {...process.env, ...variant.env},
});
process.exit(result.status ?? 1);
