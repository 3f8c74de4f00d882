/**
 * The MCP site as the Node servers read it (`npm run mcp`, `npm run mcp:http`, the tests): a
 * production build folder. A twin is read only if its real path is a `.md` file inside the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, SEARCH_INDEX_FILE} from './searchIndex';
import {loadMcpData, MCP_DATA_FILE} from './data';
import type {McpSite} from './site';
import {PROJECT_ROOT} from '../../shared/projectRoot';

export {PROJECT_ROOT};

export function openSite({buildDir = path.join(PROJECT_ROOT, 'build')} = {}): McpSite {
  const read = (file: string) => {
    const full = path.join(buildDir, file);
    if (!fs.existsSync(full)) throw new Error(`${full} is missing: run npm run build first (the MCP server reads the build).`);
    return fs.readFileSync(full, 'utf8');
  };
  const index = loadSearchIndex(read(SEARCH_INDEX_FILE));
  const data = loadMcpData(read(MCP_DATA_FILE));
  const root = fs.realpathSync(buildDir);
  return {
    index,
    data,
    async readTwin(twinPath) {
      const file = path.join(root, twinPath.slice(index.baseUrl.length));
      const real = fs.existsSync(file) ? fs.realpathSync(file) : null;
      if (!real || !real.startsWith(`${root}${path.sep}`) || !real.endsWith('.md') || !fs.statSync(real).isFile()) return null;
      return fs.promises.readFile(real, 'utf8');
    },
  };
}
