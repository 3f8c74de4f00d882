/**
 * The data the MCP tools answer from: the service catalog's interface, the release history and the
 * upgrade guides' compatibility tables, as the site-data plugin read and checked them from data/.
 * The plugin writes them at the end of the build (`build/mcp/data.json`), beside the search index,
 * so that every server (Node, stdio, the edge Worker) answers from the same build.
 * Pure: no file access here.
 */
import type {CatalogService, ServiceCatalog} from '../service-catalog';
import type {CompatibilityData, UpgradeGuide} from '../library-versions';
import type {ReleaseHistory} from '../release-notes';

/** What the data file is made from: the site data that the site-data plugin read from data/. */
export interface McpSourceData {
  serviceCatalog: ServiceCatalog;
  releases: ReleaseHistory;
  compatibility: CompatibilityData;
}

/** Where the data is written, from the build's root. */
export const MCP_DATA_FILE = 'mcp/data.json';
const FORMAT = 1;

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
  upgradeGuides: UpgradeGuide[];
  /** A repository's older names to its current one. */
  aliases: [string, string][];
}

export interface McpData {
  serviceCatalog: {repository: string; version: string; services: Map<string, CatalogService>};
  releases: Release[];
  upgradeGuides: Map<string, UpgradeGuide>;
  aliases: Map<string, string>;
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
    upgradeGuides: [...data.compatibility.guides.values()],
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
