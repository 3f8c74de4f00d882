/**
 * The AWS regions, from the AWS SDK's partition data (`partitions.json` of @aws-sdk/util-endpoints,
 * pinned in package.json): AWS keeps it current for the SDKs, so the site needs no list of its own.
 * The browser bundle gets the region names only: the plugin's loader (../regionsLoader.js) cuts the
 * file down to them at build time, so none of the SDK ships to readers. Pure: no DOM.
 */
import partitions from '@aws-sdk/util-endpoints/dist-cjs/lib/aws/partitions.json';

/** The part of the SDK's partition data the site reads: each partition's regions, by name. */
export interface PartitionData {
  partitions: readonly {id: string; regions: Readonly<Record<string, unknown>>}[];
}

/**
 * The region codes of every partition (aws, aws-cn, aws-us-gov, the isolated ones...), in the
 * data's order, without each partition's `<partition>-global` endpoint, which is no region.
 */
export const regionsOfPartitions = (data: PartitionData): string[] =>
  data.partitions.flatMap((partition) => Object.keys(partition.regions).filter((region) => region !== `${partition.id}-global`));

/** Every region AWS has, as the pinned SDK release lists them. */
export const AWS_REGIONS: readonly string[] = regionsOfPartitions(partitions);
