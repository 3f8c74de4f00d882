/**
 * The MCP server's build step. At the end of a build it writes what every server (Node over stdio
 * or HTTP, the edge Worker) answers from: `build/mcp/data.json`, from the site data (option
 * `data`), and `build/mcp/search-index.json`, a full-text index over the Markdown twins, which the
 * twins plugin hands to `writeMcpSearchIndex` once it has written them (docusaurus.config.ts wires
 * the two). The servers themselves are server.ts, stdio.ts, http.ts and deploy/edge/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Joi, optionsValidator} from '../../shared/pluginOptions';
import {MCP_DATA_FILE, serializeMcpData, type McpSourceData} from './data';
import {buildSearchIndex, SEARCH_INDEX_FILE, type IndexedPage} from './searchIndex';

export {mcpConnectionNote, MCP_PATH, MCP_RUN_HINT, MCP_TOOLS} from './connect';
export type {McpSourceData};

export interface McpPluginOptions {
  /** The site data, as last loaded (the site-data plugin's). */
  data: () => McpSourceData;
}

const OPTIONS = Joi.object<McpPluginOptions>({data: Joi.function().required()});

async function writeBuildFile(outDir: string, file: string, content: string): Promise<number> {
  await fs.promises.mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
  await fs.promises.writeFile(path.join(outDir, file), content);
  return Buffer.byteLength(content);
}

/** Writes the MCP search index over the twins of a build; returns the file and its size. */
export async function writeMcpSearchIndex(
  pages: IndexedPage[],
  site: {outDir: string; siteUrl: string; baseUrl: string},
): Promise<{file: string; bytes: number}> {
  const index = buildSearchIndex(pages, {siteUrl: site.siteUrl, baseUrl: site.baseUrl});
  return {file: SEARCH_INDEX_FILE, bytes: await writeBuildFile(site.outDir, SEARCH_INDEX_FILE, index)};
}

export default function mcpPlugin(_context: unknown, options: McpPluginOptions): Plugin {
  return {
    name: 'mcp',
    async postBuild({outDir}) {
      await writeBuildFile(outDir, MCP_DATA_FILE, serializeMcpData(options.data()));
    },
  };
}

mcpPlugin.validateOptions = optionsValidator(OPTIONS);
export {createMcpHttpServer} from './http';
export {openSite} from './nodeSite';
