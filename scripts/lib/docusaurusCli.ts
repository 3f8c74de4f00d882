import path from 'node:path';
import {PROJECT_ROOT} from '../../shared/projectRoot';

/**
 * The Docusaurus CLI as `npm start` and `npm run build` run it (package.json): Node with the config
 * transpiler preloaded (internals/configTranspiler.cjs: SWC instead of Babel for the config's
 * modules). Scripts and tests that start Docusaurus themselves run `node` with these arguments.
 */
export function docusaurusNodeArgs(...args: string[]): string[] {
  return [
    '--require',
    path.join(PROJECT_ROOT, 'internals/configTranspiler.cjs'),
    path.join(PROJECT_ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    ...args,
  ];
}
