/** The files of data/ that the site renders, from the site's root: named once, here. */
export const DATA_DIR = 'data';
export const DATA_FILES = {
  releases: `${DATA_DIR}/releases.json`,
  publicRepositories: `${DATA_DIR}/public-repos.txt`,
  serviceCatalogInterface: `${DATA_DIR}/service-catalog-interface.json`,
  serviceCatalogDescriptions: `${DATA_DIR}/service-catalog-descriptions`,
  serviceCatalogWiring: `${DATA_DIR}/service-catalog-wiring.yml`,
  upgradeCompatibility: `${DATA_DIR}/upgrade-compatibility.json`,
  terraform012Compatibility: `${DATA_DIR}/terraform-0.12-compatibility.json`,
  featureVersions: `${DATA_DIR}/feature-versions.json`,
} as const;
