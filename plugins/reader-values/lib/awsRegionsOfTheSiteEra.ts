/**
 * The regions AWS had in December 2022, the site's era: those of the AWS SDK release of that month
 * (@aws-sdk/util-endpoints 3.226.0, installed as `aws-sdk-util-endpoints-dec-2022`). A region
 * launched later works with AWS, but the module releases and the AWS provider 4.x these pages
 * document may not know it. Only the values dialog loads this.
 */
import partitions from 'aws-sdk-util-endpoints-dec-2022/dist-cjs/lib/aws/partitions.json';
import {regionsOfPartitions} from './awsRegions';

export const AWS_REGIONS_OF_THE_SITE_ERA: readonly string[] = regionsOfPartitions(partitions);
