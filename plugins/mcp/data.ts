/**
 * The data the MCP tools answer from: the service catalog's interface, the release history and the
 * upgrade guides' compatibility tables, as the site-data plugin read and checked them from data/.
 * The plugin writes them at the end of the build (`build/mcp/data.json`), beside the search index,
 * so that every server (Node, stdio, the edge Worker) answers from the same build.
 * Pure: no file access here.
 */
import type {CatalogService, ServiceCatalog} from '../service-catalog';
import type {CompatibilityData, UpgradeGuide} from '../library-versions';
import {STAY_UP_TO_DATE_PATH, UPGRADE_GUIDES} from '../../shared/lib/upgradeGuides';
import type {ReleaseHistory} from '../release-notes';

/** What the data file is made from: the site data that the site-data plugin read from data/. */
export interface McpSourceData {
  serviceCatalog: ServiceCatalog;
  releases: ReleaseHistory;
  compatibility: CompatibilityData;
}

/** Where the data is written, from the build's root. */
export const MCP_DATA_FILE = 'mcp/data.json';
const FORMAT = 2;

export interface Release {
  repo: string;
  version: string;
  published: string;
  url: string;
}

interface SerializedData {
  format: number;
  serviceCatalog: {repository: string; version: string; services: CatalogService[]};
  releases: Release[];
  upgradeGuides: McpUpgradeGuide[];
  /** A repository's older names to its current one. */
  aliases: [string, string][];
}

/** An upgrade guide as the tools know it: its table (Terraform 0.12's from its own file), or none, and its page. */
export interface McpUpgradeGuide extends UpgradeGuide {
  /** The guide's page, from the site's root. */
  path: string;
  /** Other names readers give it: its folder, its sidebar, its target ("Terraform 0.12", "AWS provider v4"). */
  names: string[];
  /** Whether the site has a compatibility table for it. */
  hasTable: boolean;
  /** Terraform 0.12's table only: each row's releases for Terraform 0.11, by repository. */
  terraform011?: Record<string, string>;
}

export interface McpData {
  serviceCatalog: {repository: string; version: string; services: Map<string, CatalogService>};
  releases: Release[];
  upgradeGuides: Map<string, McpUpgradeGuide>;
  aliases: Map<string, string>;
}

const TERRAFORM_012 = 'terraform-12';
const repositoryOf = (url: string) => url.replace(/\/+$/, '').split('/').at(-1)!.toLowerCase();
const cleanVersion = (text: string) => text.replace(/^[<>=\s]+/, '');

/** Every upgrade guide of the site, each with its table: Terraform 0.12's from its own file, none for a guide without one. */
function upgradeGuidesOf(compatibility: CompatibilityData): McpUpgradeGuide[] {
  return UPGRADE_GUIDES.map((entry) => {
    const key = entry.dataKey ?? entry.folder.split('/').at(-1)!;
    const path = `${STAY_UP_TO_DATE_PATH}${entry.folder}/`;
    const found = entry.dataKey ? compatibility.guides.get(entry.dataKey) : undefined;
    const folder = entry.folder.split('/').at(-1)!;
    const names = [folder, entry.sidebar, ...(entry.terraform ? [`terraform ${entry.terraform}`, entry.terraform] : [])];
    if (key === TERRAFORM_012) {
      return {
        key,
        target: 'Terraform 0.12',
        path,
        names,
        hasTable: true,
        rows: compatibility.terraform012.map((row) => ({
          repo: repositoryOf(row.url),
          owner: 'gruntwork-io',
          listedAs: row.package,
          firstCompatible: cleanVersion(row.terraform_0_12),
          status: null,
          replacedBy: null,
          cisRecommendations: [],
        })),
        terraform011: Object.fromEntries(compatibility.terraform012.map((row) => [repositoryOf(row.url), row.terraform_0_11])),
      };
    }
    if (found) return {...found, path, names: [...names, found.target], hasTable: true};
    return {key, target: folder.replace(/-/g, ' '), path, names, hasTable: false, rows: []};
  });
}

export function serializeMcpData(data: McpSourceData): string {
  const serialized: SerializedData = {
    format: FORMAT,
    serviceCatalog: {
      repository: data.serviceCatalog.repository,
      version: data.serviceCatalog.version,
      services: [...data.serviceCatalog.services.values()],
    },
    releases: Object.values(data.releases)
      .flat()
      .map(({repo, version, published, url}) => ({repo, version, published, url})),
    upgradeGuides: upgradeGuidesOf(data.compatibility),
    aliases: [...data.compatibility.aliases],
  };
  return JSON.stringify(serialized);
}

export function loadMcpData(json: string): McpData {
  const serialized = JSON.parse(json) as SerializedData;
  if (serialized.format !== FORMAT) throw new Error(`MCP data format ${serialized.format} is not ${FORMAT}: run npm run build again`);
  return {
    serviceCatalog: {
      repository: serialized.serviceCatalog.repository,
      version: serialized.serviceCatalog.version,
      services: new Map(serialized.serviceCatalog.services.map((service) => [service.key, service])),
    },
    releases: serialized.releases,
    upgradeGuides: new Map(serialized.upgradeGuides.map((guide) => [guide.key, guide])),
    aliases: new Map(serialized.aliases),
  };
}
