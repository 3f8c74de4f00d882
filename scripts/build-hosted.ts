/**
 * Builds the site a second time, into build-hosted/, with made-up hosted search
 * (Algolia DocSearch) and analytics (gtag) settings, for the end-to-end tests
 * that check what the site sends to those services.
 */
import {spawnSync} from 'node:child_process';
import {HOSTED_BUILD_DIR, HOSTED_SERVICES_ENV} from '../tests/e2e/support/hostedServices';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', HOSTED_BUILD_DIR], {
  stdio: 'inherit',
  env: {...process.env, ...HOSTED_SERVICES_ENV},
});
process.exit(result.status ?? 1);
