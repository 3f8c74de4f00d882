/**
 * What an MCP client checks of the site's MCP server, whatever the transport: every tool with good
 * and bad arguments, a path outside the build refused, sizes bounded, and search relevance on
 * questions whose answer page is known. Run over stdio and the Node server by tests/build/mcp.test.ts,
 * and over the edge Worker by tests/e2e/mcp-edge.spec.ts (against the e2e suite's own edge server).
 * Reads build/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {buildDir} from './builtSite';
import {openSite} from '../../plugins/mcp/nodeSite';
import {withoutAgentPointer} from '../../plugins/markdown-twins/api';
import {UPGRADE_GUIDES} from '../../shared/lib/upgradeGuides';
import {LIMITS} from '../../plugins/mcp/tools';
import {MCP_PATH, MCP_TOOLS} from '../../plugins/mcp/connect';

const TOOLS = [...MCP_TOOLS].sort();

interface ToolAnswer {
  isError: boolean;
  text: string;
  json: Record<string, unknown> | null;
}

/** The most any answer may weigh, as JSON: the largest service and a long page's parts stay under it. */
const MAX_ANSWER_CHARACTERS = 100_000;

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({name, arguments: args});
  const size = JSON.stringify(result).length;
  assert.ok(size < MAX_ANSWER_CHARACTERS, `${name}(${JSON.stringify(args)}) answered ${size} characters`);
  const text = (result.content as {type: string; text: string}[]).map((part) => part.text).join('\n');
  return {isError: result.isError === true, text, json: result.isError ? null : (JSON.parse(text) as Record<string, unknown>)};
}

async function ok(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await call(client, name, args);
  assert.equal(answer.isError, false, `${name}(${JSON.stringify(args)}) failed: ${answer.text}`);
  return answer.json!;
}

async function refused(client: Client, name: string, args: Record<string, unknown>, naming: RegExp): Promise<void> {
  const answer = await call(client, name, args);
  assert.equal(answer.isError, true, `${name}(${JSON.stringify(args)}) should be refused`);
  assert.match(answer.text, naming);
}

const paths = (answer: Record<string, unknown>) => (answer.results as {path: string}[]).map((result) => result.path);

export interface McpCase {
  name: string;
  run: (client: Client) => Promise<void>;
}

/** The checks, each against a connected client. */
export const MCP_CASES: McpCase[] = [
  {
    name: 'lists the five read-only tools, each with a description of what it returns',
    run: async (client) => {
      const {tools} = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), TOOLS);
      for (const tool of tools) {
        assert.match(tool.description ?? '', /Returns|returns|as Markdown/, `${tool.name} does not say what it returns`);
        assert.equal(tool.annotations?.readOnlyHint, true);
      }
    },
  },
  {
    name: 'search_docs: ranked pages with title, URL and excerpt; relevance on known questions',
    run: async (client) => {
      const answer = await ok(client, 'search_docs', {query: 'dependency lock file', limit: 3});
      const results = answer.results as {title: string; url: string; path: string; excerpt: string}[];
      assert.equal(results.length, 3);
      for (const result of results) {
        assert.ok(result.title && result.excerpt, JSON.stringify(result));
        assert.ok(result.url.endsWith(result.path));
        assert.ok(result.excerpt.length <= 242, result.excerpt);
      }
      const questions: [string, RegExp][] = [
        ['dependency lock file', /^\/guides\/stay-up-to-date\/terraform\/terraform-14\//],
        ['upgrade to terraform 0.13', /^\/guides\/stay-up-to-date\/terraform\/terraform-13\/?$/],
        ['eks worker nodes', /^\/guides\/build-it-yourself\/kubernetes-cluster\//],
        ['cis benchmark', /^\/guides\/build-it-yourself\/achieve-compliance\//],
      ];
      for (const [query, page] of questions) {
        const found = paths(await ok(client, 'search_docs', {query, limit: 3}));
        assert.ok(
          found.some((found) => page.test(found)),
          `"${query}": expected ${page} in the first three, got ${found.join(', ')}`,
        );
      }
    },
  },
  {
    name: 'search_docs refuses an empty query and a limit out of range, naming the argument',
    run: async (client) => {
      await refused(client, 'search_docs', {query: '   '}, /query: is empty/);
      await refused(client, 'search_docs', {query: 'vpc', limit: 0}, /limit: must be a whole number from 1 to 20/);
      await refused(client, 'search_docs', {query: 'vpc', limit: LIMITS.searchResults + 1}, /limit/);
      await refused(client, 'search_docs', {query: 42}, /query/);
    },
  },
  {
    name: 'search_docs: a one-word topic finds its reference page or guide first; a cursor pages through the results',
    run: async (client) => {
      for (const [query, page] of [
        ['EKS', /^\/(reference\/services\/app-orchestration\/amazon-eks|guides\/build-it-yourself\/kubernetes-cluster\/)/],
        ['vpc', /^\/(reference\/services\/networking\/(virtual-private-cloud-vpc|management-vpc)|guides\/build-it-yourself\/vpc\/)/],
        ['lambda', /^\/reference\/services\/app-orchestration\/lambda$/],
      ] as const) {
        const [first] = paths(await ok(client, 'search_docs', {query, limit: 1}));
        assert.match(first, page, `"${query}" first finds ${first}`);
      }
      const first = await ok(client, 'search_docs', {query: 'terragrunt', limit: 5});
      assert.ok((first.total as number) > 10 && first.nextCursor !== null, JSON.stringify({total: first.total, next: first.nextCursor}));
      const second = await ok(client, 'search_docs', {query: 'terragrunt', limit: 5, cursor: first.nextCursor});
      const both = [...paths(first), ...paths(second)];
      assert.equal(new Set(both).size, 10, 'the next results are other pages');
      assert.deepEqual(both, paths(await ok(client, 'search_docs', {query: 'terragrunt', limit: 10})));
      await refused(client, 'search_docs', {query: 'terragrunt', cursor: 'abc'}, /^cursor: "abc" is not a cursor/);
    },
  },
  {
    name: 'get_service_interface: a service by any of its names (key, page title, module folder or path); a miss names the closest',
    run: async (client) => {
      for (const name of [
        'data-storage/amazon-rds',
        'amazon-rds',
        'rds',
        'RDS',
        'Amazon RDS',
        'modules/data-stores/rds',
        '/reference/services/data-storage/amazon-rds/',
      ]) {
        assert.equal((await ok(client, 'get_service_interface', {service: name})).service, 'data-storage/amazon-rds', name);
      }
      assert.equal((await ok(client, 'get_service_interface', {service: 'eks-cluster'})).service, 'app-orchestration/amazon-eks');
      await refused(
        client,
        'get_service_interface',
        {service: 'postgres-rds'},
        /^service: no service "postgres-rds" in the catalog\. Closest: `rds`/,
      );
    },
  },
  {
    name: 'find_releases: an unknown repository lists the known ones; an impossible month or day is refused',
    run: async (client) => {
      await refused(client, 'find_releases', {repo: 'no-such-repo'}, /Its repositories: .*terraform-aws-vpc/s);
      await refused(client, 'find_releases', {repo: 'terraform-aws-vpc', from: '2022-13'}, /^from: "2022-13" has no month 13/);
      await refused(
        client,
        'find_releases',
        {repo: 'terraform-aws-vpc', to: '2022-02-30'},
        /^to: "2022-02-30" has no day 30: 2022-02 has 28 days/,
      );
    },
  },
  {
    name: 'upgrade_compatibility: every upgrade guide of the site, the Terraform 0.12 table included, by key or target',
    run: async (client) => {
      for (const entry of UPGRADE_GUIDES) {
        const answer = await ok(client, 'upgrade_compatibility', {guide: entry.folder.split('/').at(-1)!});
        assert.ok(answer.note !== null || (answer.rows as unknown[]).length > 0, `${entry.folder}: no rows and no note`);
        assert.ok(String(answer.url).endsWith(`/guides/stay-up-to-date/${entry.folder}/`), String(answer.url));
      }
      const twelve = await ok(client, 'upgrade_compatibility', {guide: 'Terraform 0.12', repo: 'terragrunt'});
      assert.deepEqual(twelve.rows, [
        {
          repo: 'terragrunt',
          listedAs: 'Terragrunt',
          firstCompatible: 'v0.19.0',
          status: null,
          replacedBy: null,
          cisRecommendations: [],
          terraform011: '<=v0.18.7',
        },
      ]);
      const dry = await ok(client, 'upgrade_compatibility', {guide: 'how-to-dry-your-reference-architecture'});
      assert.match(String(dry.note), /no compatibility table/);
    },
  },
  {
    name: 'an error quotes at most a bounded part of a long argument',
    run: async (client) => {
      const long = 'x'.repeat(5_000);
      for (const [tool, args] of [
        ['get_service_interface', {service: long}],
        ['find_releases', {repo: long}],
        ['upgrade_compatibility', {guide: long}],
        ['read_page', {url: long}],
      ] as const) {
        const answer = await call(client, tool, args);
        assert.equal(answer.isError, true);
        assert.ok(answer.text.length < 2_000, `${tool} answered ${answer.text.length} characters`);
      }
    },
  },
  {
    name: 'read_page: a page as Markdown, by path or by URL',
    run: async (client) => {
      const byPath = await ok(client, 'read_page', {url: '/guides/stay-up-to-date/terraform/terraform-14/core-concepts'});
      assert.match(byPath.markdown as string, /^# Core concepts/m);
      assert.equal(byPath.nextOffset, null);
      const byUrl = await ok(client, 'read_page', {url: String(byPath.url)});
      assert.equal(byUrl.markdown, byPath.markdown);
      // The site's other forms of a page's URL: trailing slash, its twin, its HTML file, an anchor.
      for (const form of [
        '/guides/stay-up-to-date/terraform/terraform-14/core-concepts/',
        '/guides/stay-up-to-date/terraform/terraform-14/core-concepts.md',
        `${String(byPath.url)}#overview`,
        '/guides/stay-up-to-date/terraform/terraform-14/core-concepts/index.html',
      ]) {
        assert.equal((await ok(client, 'read_page', {url: form})).markdown, byPath.markdown, form);
      }
    },
  },
  {
    name: 'read_page: the longest page (a large service reference) comes in parts that add up to its whole twin',
    run: async (client) => {
      // The longest twin of the build, as the page's Markdown (without the pointer for agents).
      const twins = (fs.readdirSync(buildDir(), {recursive: true, encoding: 'utf8'}) as string[])
        .map((name) => name.split(path.sep).join('/'))
        .filter((name) => name.endsWith('.md') && !name.startsWith('assets/'));
      const readTwin = (twinPath: string) => withoutAgentPointer(fs.readFileSync(path.join(buildDir(), twinPath), 'utf8'));
      const longest = twins.map((twinPath) => ({twinPath, twin: readTwin(twinPath)})).sort((a, b) => b.twin.length - a.twin.length)[0];
      const url = `/${longest.twinPath.replace(/\.md$/, '')}`;
      const {twin} = longest;
      assert.ok(twin.length > LIMITS.pageCharacters, 'the page is longer than one part');
      let text = '';
      let offset: number | null = 0;
      while (offset !== null) {
        const part = await ok(client, 'read_page', {url, offset});
        text += part.markdown as string;
        offset = part.nextOffset as number | null;
      }
      assert.equal(text, twin);
      await refused(client, 'read_page', {url, offset: twin.length}, /offset: must be a whole number from 0/);
    },
  },
  {
    name: 'read_page refuses paths outside the built pages and unknown pages',
    run: async (client) => {
      for (const url of [
        '../../package.json',
        '/../README.md',
        '/../data/releases.json',
        '/%2e%2e/package.json',
        'file:///etc/passwd',
        'https://example.com/intro',
      ]) {
        await refused(client, 'read_page', {url}, /^url: /);
      }
      await refused(client, 'read_page', {url: '/no/such/page'}, /url: no page at/);
      await refused(client, 'read_page', {}, /url/);
    },
  },
  {
    name: 'get_service_interface: inputs and outputs from the reference data',
    run: async (client) => {
      const rds = await ok(client, 'get_service_interface', {service: 'data-storage/amazon-rds'});
      assert.equal(rds.module, 'modules/data-stores/rds');
      const inputs = rds.inputs as {name: string; type: string; required: boolean; default: string | null; description: string}[];
      const storage = inputs.find((input) => input.name === 'allocated_storage');
      assert.ok(storage && storage.description.length > 0, 'allocated_storage with its description');
      assert.ok((rds.outputs as unknown[]).length > 0);
      assert.deepEqual(await ok(client, 'get_service_interface', {service: 'amazon-rds'}), rds);
      // The largest service comes in parts whose entries add up to all of its inputs and outputs, in order.
      const largest = 'landing-zone/aws-security-account-baseline-wrapper';
      const parts: Record<string, unknown>[] = [];
      for (let offset: number | null = 0; offset !== null;) {
        const part: Record<string, unknown> = await ok(client, 'get_service_interface', {service: largest, offset});
        parts.push(part);
        offset = part.nextOffset as number | null;
      }
      assert.ok(parts.length > 1, 'the largest service needs more than one part');
      const {serviceCatalog} = openSite().data;
      const expected = serviceCatalog.services.get(largest)!;
      assert.deepEqual(
        parts.flatMap((part) => (part.inputs as {name: string}[]).map((input) => input.name)),
        expected.inputs.map((input) => input.name),
      );
      assert.deepEqual(
        parts.flatMap((part) => (part.outputs as {name: string}[]).map((output) => output.name)),
        expected.outputs.map((output) => output.name),
      );
      await refused(
        client,
        'get_service_interface',
        {service: largest, offset: expected.inputs.length + expected.outputs.length},
        /^offset: /,
      );
      await refused(client, 'get_service_interface', {service: 'amazon-rdss'}, /service: no service "amazon-rdss".*Closest: `amazon-rds`/s);
    },
  },
  {
    name: 'find_releases: a repository between dates or versions; bad bounds and repositories refused',
    run: async (client) => {
      const ranged = await ok(client, 'find_releases', {repo: 'terraform-aws-vpc', from: 'v0.8.0', to: 'v0.8.5'});
      // Oldest first, bounds included, a release whose tag carries a title ("v0.8.3: ...") among them.
      const versions = (ranged.releases as {version: string}[]).map((release) => release.version.split(':')[0]);
      assert.deepEqual(versions, ['v0.8.0', 'v0.8.1', 'v0.8.2', 'v0.8.3', 'v0.8.4', 'v0.8.5']);
      const year = await ok(client, 'find_releases', {repo: 'terraform-aws-vpc', from: '2022-01', to: '2022-12'});
      assert.ok((year.releases as {published: string}[]).every((release) => release.published.startsWith('2022-')));
      const all = await ok(client, 'find_releases', {repo: 'terraform-aws-service-catalog'});
      // Every service's interface, the largest included, stays within the answer bound.
      const {serviceCatalog} = openSite().data;
      for (const service of serviceCatalog.services.keys()) await ok(client, 'get_service_interface', {service});
      assert.ok((all.total as number) > LIMITS.releases && (all.releases as unknown[]).length === LIMITS.releases);
      await refused(
        client,
        'find_releases',
        {repo: 'terraform-aws-vpcc'},
        /repo: no releases of "terraform-aws-vpcc".*Did you mean `terraform-aws-vpc`/s,
      );
      await refused(client, 'find_releases', {repo: 'terraform-aws-vpc', from: 'last week'}, /from: "last week" is neither a date/);
    },
  },
  {
    name: "upgrade_compatibility: a guide's table or one repository's row; unknown names refused",
    run: async (client) => {
      const guide = await ok(client, 'upgrade_compatibility', {guide: 'terraform-13'});
      assert.equal(guide.target, 'Terraform 0.13');
      const row = await ok(client, 'upgrade_compatibility', {guide: 'Terraform 0.13', repo: 'terragrunt'});
      assert.equal((row.rows as {repo: string}[]).length, 1);
      await refused(client, 'upgrade_compatibility', {guide: 'terraform-16'}, /guide: no upgrade guide "terraform-16"/);
      await refused(
        client,
        'upgrade_compatibility',
        {guide: 'terraform-13', repo: 'no-such-repo'},
        /repo: the Terraform 0.13 guide lists no "no-such-repo"/,
      );
    },
  },
  {
    name: 'an unknown tool is an error, not a crash; the server answers afterwards',
    run: async (client) => {
      await refused(client, 'delete_everything', {}, /delete_everything/);
      assert.equal((await client.listTools()).tools.length, TOOLS.length);
    },
  },
];

/** What an endpoint answers, before MCP, to another path, another method, a body that is not JSON or too large. */
export async function httpRefusals(base: string): Promise<void> {
  assert.equal((await fetch(`${base}/other`, {method: 'POST', body: '{}'})).status, 404);
  const get = await fetch(`${base}${MCP_PATH}`);
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
  const malformed = await fetch(`${base}${MCP_PATH}`, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{not json'});
  assert.equal(malformed.status, 400);
  assert.match(await malformed.text(), /Parse error/);
  const huge = await fetch(`${base}${MCP_PATH}`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: `"${'x'.repeat(70_000)}"`,
  });
  assert.equal(huge.status, 413);

  // A web page of another origin (a rebound DNS name, say) is refused; the site's own origin and
  // clients that send no Origin (not a browser) are served.
  const initialize = (origin?: string) =>
    fetch(`${base}${MCP_PATH}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(origin ? {origin} : {})},
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-03-26', capabilities: {}, clientInfo: {name: 'origin-test', version: '1.0.0'}},
      }),
    });
  const foreign = await initialize(`http://attacker.example:${new URL(base).port || 80}`);
  assert.equal(foreign.status, 403);
  assert.match(
    ((await foreign.json()) as {error: {message: string}}).error.message,
    /^Forbidden: requests from the origin "http:\/\/attacker\.example/,
  );
  const long = await initialize(`http://${'a'.repeat(500)}.example`);
  assert.equal(long.status, 403);
  assert.ok((await long.text()).length < 400, 'the refusal quotes a bounded part of the origin');
  assert.equal((await initialize(new URL(openSite().index.siteUrl).origin)).status, 200);
  assert.equal((await initialize()).status, 200);
}
