/**
 * The names readers use for the site's subjects that no page title spells out: AWS services by
 * their names and abbreviations (as the services' interface data and the pages write them), the
 * tools, and the guides' subjects, each with its main page (a path from the site's root). The
 * build refuses an entry whose page does not exist (lib/searchVocabulary.ts).
 */
export interface TopicTableEntry {
  /** How readers write it; case, spaces, hyphens and dots do not matter. */
  names: readonly string[];
  page: string;
}

const SERVICES = '/reference/services';

export const TOPIC_TABLE: readonly TopicTableEntry[] = [
  // AWS services.
  {names: ['ECS', 'Amazon ECS', 'Elastic Container Service'], page: `${SERVICES}/app-orchestration/amazon-ecs-cluster/`},
  {names: ['Fargate', 'ECS Fargate'], page: `${SERVICES}/app-orchestration/amazon-ecs-fargate-cluster/`},
  {names: ['EKS', 'Elastic Kubernetes Service'], page: `${SERVICES}/app-orchestration/amazon-eks/`},
  {names: ['EC2', 'Amazon EC2', 'Elastic Compute Cloud'], page: `${SERVICES}/app-orchestration/ec-2-instance/`},
  {names: ['ASG', 'Auto Scaling', 'Autoscaling', 'Auto Scaling Group'], page: `${SERVICES}/app-orchestration/auto-scaling-group-asg/`},
  {names: ['Lambda', 'AWS Lambda'], page: `${SERVICES}/app-orchestration/lambda/`},
  {names: ['ECR', 'Elastic Container Registry'], page: `${SERVICES}/data-storage/amazon-ecr-repositories/`},
  {names: ['RDS', 'Amazon RDS', 'Relational Database Service'], page: `${SERVICES}/data-storage/amazon-rds/`},
  {names: ['Aurora'], page: `${SERVICES}/data-storage/amazon-aurora/`},
  {names: ['ElastiCache', 'Redis'], page: `${SERVICES}/data-storage/amazon-elasti-cache-for-redis/`},
  {names: ['Memcached'], page: `${SERVICES}/data-storage/amazon-elasti-cache-for-memcached/`},
  {names: ['Elasticsearch', 'OpenSearch'], page: `${SERVICES}/data-storage/amazon-elasticsearch/`},
  {names: ['S3', 'Amazon S3', 'S3 bucket', 'Simple Storage Service'], page: `${SERVICES}/data-storage/s-3-bucket/`},
  {
    names: ['IAM', 'AWS IAM', 'Identity and Access Management', 'IAM users', 'IAM groups'],
    page: `${SERVICES}/landing-zone/iam-users-and-iam-groups/`,
  },
  {
    names: ['CloudTrail', 'AWS CloudTrail', 'GuardDuty', 'AWS Config', 'AWS Organizations'],
    page: `${SERVICES}/landing-zone/aws-root-account-baseline-wrapper/`,
  },
  {names: ['KMS', 'AWS KMS', 'Key Management Service', 'CMK'], page: `${SERVICES}/landing-zone/aws-security-account-baseline-wrapper/`},
  {names: ['Route 53', 'Amazon Route 53', 'Hosted zone'], page: `${SERVICES}/networking/route-53-hosted-zones/`},
  {names: ['ALB', 'ELB', 'Application Load Balancer', 'Load Balancer'], page: `${SERVICES}/networking/elastic-load-balancer-elb/`},
  {names: ['SNS', 'Amazon SNS', 'Simple Notification Service'], page: `${SERVICES}/networking/sns-topics/`},
  {names: ['VPC', 'Amazon VPC'], page: `${SERVICES}/networking/virtual-private-cloud-vpc/`},
  {names: ['CloudFront', 'Static website'], page: `${SERVICES}/app-orchestration/public-static-website/`},
  // Tools.
  {names: ['Terraform'], page: '/intro/tool-fundamentals/terraform/'},
  {names: ['Terragrunt'], page: '/intro/tool-fundamentals/terragrunt/'},
  {names: ['Packer'], page: '/intro/tool-fundamentals/packer/'},
  {names: ['Docker'], page: '/intro/tool-fundamentals/docker/'},
  {names: ['Terratest'], page: '/intro/first-deployment/testing/'},
  {names: ['kubergrunt'], page: `${SERVICES}/app-orchestration/amazon-eks/`},
  {names: ['Helm'], page: `${SERVICES}/app-orchestration/helm-service/`},
  {names: ['Jenkins'], page: `${SERVICES}/ci-cd-pipeline/jenkins/`},
  {names: ['OpenVPN'], page: `${SERVICES}/security/open-vpn/`},
  {names: ['Tailscale'], page: `${SERVICES}/security/tailscale-subnet-router/`},
  {names: ['Bastion', 'Bastion host'], page: `${SERVICES}/security/bastion/`},
  // The guides' subjects.
  {names: ['Kubernetes', 'k8s', 'Kubernetes cluster'], page: '/guides/build-it-yourself/kubernetes-cluster/'},
  {names: ['CIS', 'CIS Benchmark', 'CIS AWS Foundations Benchmark', 'Compliance'], page: '/guides/build-it-yourself/achieve-compliance/'},
  {names: ['Landing zone'], page: '/guides/build-it-yourself/landing-zone/'},
  {names: ['Pipelines', 'CI/CD', 'CI CD pipeline'], page: '/guides/build-it-yourself/pipelines/'},
  {names: ['Reference Architecture'], page: '/guides/reference-architecture/'},
  {names: ['Style guide'], page: '/guides/style/'},
];
