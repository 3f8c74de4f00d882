// @ts-check
'use strict';

/**
 * The bundler's loader for the AWS SDK's partition data (lib/awsRegions.ts; a loader must be
 * JavaScript the bundler can require): keeps each partition's id and the names of its regions, and
 * drops the rest (endpoint suffixes, region descriptions, patterns), so readers download the region
 * names only.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function regionsLoader(source) {
  /** @type {{partitions: {id: string; regions: Record<string, unknown>}[]}} */
  const data = JSON.parse(source);
  return JSON.stringify({
    partitions: data.partitions.map((partition) => ({
      id: partition.id,
      regions: Object.fromEntries(Object.keys(partition.regions).map((region) => [region, 0])),
    })),
  });
};
