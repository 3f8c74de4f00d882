/**
 * The site's MCP server (read-only): five tools over the built site, registered with the MCP SDK.
 * Transports: stdio (stdio.ts, `npm run mcp`), Streamable HTTP in Node (http.ts) and in the
 * edge Worker (deploy/edge/worker.ts).
 * A tool's bad argument comes back as a tool error naming it; nothing a client sends can crash it.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {SITE_TITLE} from '../../shared/lib/siteConstants';
import type {McpSite} from './site';
import {findReleases, getServiceInterface, LIMITS, readPage, searchDocs, upgradeCompatibility} from './tools';

const answer = (result: object) => ({
  // Compact JSON: the structured result is sent beside it, so the text is for clients that read only text.
  content: [{type: 'text' as const, text: JSON.stringify(result)}],
  structuredContent: result as Record<string, unknown>,
});

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

export function createMcpServer(site: McpSite): McpServer {
  const server = new McpServer(
    {name: 'gruntwork-docs', title: SITE_TITLE, version: '1.0.0'},
    {
      instructions:
        'Documentation of the Gruntwork infrastructure-as-code library as of December 2022 (Terraform up to 1.3, Terragrunt up to 0.42, AWS provider 4.x). ' +
        'Find pages with search_docs, then read one with read_page; service inputs and outputs, releases and upgrade compatibility come from the same data as the site.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Full-text search over every page of the site (guides, reference, FAQ, knowledge base, release notes); a topic's reference page or guide ranks before articles that mention it. Returns up to \`limit\` pages, best first, each with its title, URL, path and a short excerpt, the total, and nextCursor for the next results (null after the last). Read a page with read_page.`,
      inputSchema: {
        query: z.string().describe('A few words, such as "dependency lock file".'),
        limit: z.number().int().optional().describe(`How many pages, 1 to ${LIMITS.searchResults} (default 5).`),
        cursor: z.string().optional().describe('The nextCursor of the previous answer, for the next results of the same query.'),
      },
      annotations: READ_ONLY,
    },
    async ({query, limit, cursor}) => answer(await searchDocs(site, {query, limit, cursor})),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description: `A page of the site as Markdown (its Markdown twin), given its URL or path (such as /intro). Returns url, path, markdown (at most ${LIMITS.pageCharacters} characters from offset), the page's length and nextOffset (null at the end; call again with it to read on).`,
      inputSchema: {
        url: z.string().describe('The page URL on the site, or its path such as /guides/stay-up-to-date/terraform/terraform-14.'),
        offset: z.number().int().optional().describe('Where to start, in characters (default 0): the nextOffset of the previous part.'),
      },
      annotations: READ_ONLY,
    },
    async ({url, offset}) => answer(await readPage(site, {url, offset})),
  );

  server.registerTool(
    'get_service_interface',
    {
      title: 'Service catalog interface',
      description:
        "A Service Catalog service's inputs (name, type, required, default, description) and outputs (name, description), from the same data as its reference page, in parts of at most about 30,000 characters (inputs first, then outputs): pass nextOffset to get the next part. Returns the module path, the catalog's repository and release, and the page URL.",
      inputSchema: {
        service: z
          .string()
          .describe(
            "The service as under /reference/services/ (data-storage/amazon-rds), its last part (amazon-rds), its page's title (Amazon RDS) or its module's folder (rds).",
          ),
        offset: z.number().int().optional().describe('The entry to start from (default 0): the nextOffset of the previous part.'),
      },
      annotations: READ_ONLY,
    },
    async ({service, offset}) => answer(getServiceInterface(site, {service, offset})),
  );

  server.registerTool(
    'find_releases',
    {
      title: 'Find releases',
      description: `Releases of one of the library's repositories from the release history, oldest first, between optional bounds (dates such as 2022-06 or 2022-06-30, or versions such as v0.38.0, both inclusive). Returns the total and at most the newest ${LIMITS.releases} releases (version, date, URL).`,
      inputSchema: {
        repo: z.string().describe('The repository, such as terraform-aws-vpc or terraform-aws-eks.'),
        from: z.string().optional().describe('The earliest date or version.'),
        to: z.string().optional().describe('The latest date or version.'),
      },
      annotations: READ_ONLY,
    },
    async ({repo, from, to}) => answer(findReleases(site, {repo, from, to})),
  );

  server.registerTool(
    'upgrade_compatibility',
    {
      title: 'Upgrade compatibility',
      description:
        "An upgrade guide's compatibility table: for each repository, the first release compatible with the guide's target (or why there is none; for Terraform 0.12, also the releases for 0.11). Returns the guide, its target, its page URL and the rows, or only the row of `repo`; a guide without a table says so in `note`.",
      inputSchema: {
        guide: z
          .string()
          .describe(
            'The guide: terraform-12, terraform-13, terraform-14, terraform-15, terraform-1.x, terraform-1.1, how-to-update-to-aws-provider-v3, how-to-update-to-aws-provider-v4, cis-1.3.0, cis-1.4.0, how-to-dry-your-reference-architecture, or its target such as "Terraform 0.12".',
          ),
        repo: z.string().optional().describe('Only this repository (its current or former name).'),
      },
      annotations: READ_ONLY,
    },
    async ({guide, repo}) => answer(upgradeCompatibility(site, {guide, repo})),
  );

  return server;
}
