/**
 * Builds the site again into another folder with other settings, for the tests:
 * `hosted` (made-up DocSearch and gtag settings) or `base-url` (served under /docs/).
 * Usage: tsx scripts/build-variant.ts hosted|base-url
 *
 * A variant is built from a scratch copy of the site (scripts/lib/siteCopy.ts) with a sample of the
 * knowledge base and, whole, only the docs pages its tests read (VARIANT_DOCS; the others keep their
 * front matter, headings and data directives): its tests exercise the settings, which every page
 * meets the same way, and the two variants can be built side by side without sharing generated files.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_VARIANTS, VARIANT_DOCS, VARIANT_KNOWLEDGE_BASE, type BuildVariant} from './lib/buildVariants';
import {copySite, PROJECT_ROOT} from './lib/siteCopy';
import {docusaurusNodeArgs} from './lib/docusaurusCli';

const name = process.argv[2] as BuildVariant;
const variant = BUILD_VARIANTS[name];
if (!variant) {
  console.error(`Usage: tsx scripts/build-variant.ts ${Object.keys(BUILD_VARIANTS).join('|')}`);
  process.exit(2);
}
const siteDir = copySite(`docs-${name}-`, {knowledgeBase: VARIANT_KNOWLEDGE_BASE, keepDocs: VARIANT_DOCS});
const result = spawnSync(
  process.execPath,
  docusaurusNodeArgs('build', '--out-dir', path.join(PROJECT_ROOT, variant.outDir)),
  // No persistent bundler cache: it lives in the project's node_modules, which the copies share.
  {cwd: siteDir, stdio: 'inherit', env: {...process.env, ...variant.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}},
);
fs.rmSync(siteDir, {recursive: true, force: true});
process.exit(result.status ?? 1);
