/**
 * Services whose reference is too long for one page (agents cut a page short at 50,000 characters)
 * put groups of their optional inputs and of their outputs on pages of their own, one page per part
 * of the module they configure: the account baselines' AWS Config, CloudTrail, GuardDuty, IAM…
 * Entries are matched by name: a rule is a name, or the start of names up to a `_`, and the longest
 * rule that matches an entry wins, so `allow_cloudtrail_access_with_iam` goes with CloudTrail before
 * the cross-account roles' `allow`. Required inputs always stay on the service page, beside its
 * configuration builder; so do the entries no rule matches. Pure: used by the remark plugin, the
 * content check and the tests.
 */

export interface EntryGroup {
  /** The group page's last path segment, under the service page (`<service>/<slug>`). */
  slug: string;
  /** What the group configures, as the page's title says it ("AWS Config"). */
  title: string;
  /** Names, or starts of names up to a `_`, of the entries the group holds. */
  rules: string[];
}

/** A rule matches a name that is the rule itself or starts with the rule and an underscore. */
export const ruleMatches = (rule: string, name: string): boolean => name === rule || name.startsWith(`${rule}_`);

/** The group of an entry: the group of the longest matching rule, or null (the service page). */
export function groupOf(name: string, groups: readonly EntryGroup[]): EntryGroup | null {
  let best: {group: EntryGroup; length: number} | null = null;
  for (const group of groups) {
    for (const rule of group.rules) {
      if (ruleMatches(rule, name) && (!best || rule.length > best.length)) best = {group, length: rule.length};
    }
  }
  return best?.group ?? null;
}

interface Entry {
  name: string;
  required?: boolean;
}

export interface SplitEntries<I extends Entry, O extends Entry> {
  /** The entries that stay on the service page, in their order. */
  main: {inputs: I[]; outputs: O[]};
  /** Each group with its entries, in the groups' order; a group with no entries is left out. */
  groups: {group: EntryGroup; inputs: I[]; outputs: O[]}[];
}

/** The service's entries divided between its page and its group pages, each list in its own order. */
export function splitEntries<I extends Entry, O extends Entry>(
  inputs: readonly I[],
  outputs: readonly O[],
  groups: readonly EntryGroup[],
): SplitEntries<I, O> {
  const placeOf = (entry: Entry) => (entry.required ? null : groupOf(entry.name, groups));
  return {
    main: {inputs: inputs.filter((input) => placeOf(input) === null), outputs: outputs.filter((output) => placeOf(output) === null)},
    groups: groups
      .map((group) => ({
        group,
        inputs: inputs.filter((input) => placeOf(input) === group),
        outputs: outputs.filter((output) => placeOf(output) === group),
      }))
      .filter(({inputs, outputs}) => inputs.length + outputs.length > 0),
  };
}

/** The parts every account baseline configures. */
const BASELINE_GROUPS: EntryGroup[] = [
  {
    slug: 'aws-config',
    title: 'AWS Config',
    rules: [
      'config',
      'configrules',
      'enable_config',
      'additional_config_rules',
      'aws_config',
      'enable_encrypted_volumes',
      'encrypted_volumes',
      'enable_insecure_sg_rules',
      'insecure_sg_rules',
      'enable_rds_storage_encrypted',
      'rds_storage_encrypted',
      'enable_root_account_mfa',
      'enable_s3_bucket_public_read_prohibited',
      'enable_s3_bucket_public_write_prohibited',
    ],
  },
  {
    slug: 'cloudtrail',
    title: 'CloudTrail',
    rules: ['cloudtrail', 'enable_cloudtrail', 'allow_cloudtrail_access_with_iam', 'custom_cloudtrail_trail_name', 'is_multi_region_trail'],
  },
  {slug: 'guardduty', title: 'GuardDuty', rules: ['guardduty', 'enable_guardduty']},
  {slug: 'kms-and-ebs', title: 'KMS keys and EBS encryption', rules: ['kms', 'ebs', 'aws_ebs', 'invalid_cmk_inputs']},
  {
    slug: 'iam-cross-account-roles',
    title: 'IAM roles for other accounts',
    rules: [
      'allow',
      'enable_iam_cross_account_roles',
      'max_session_duration',
      'dev_permitted_services',
      'auto_deploy_permissions',
      'enable_github_actions_access',
      'github_actions',
      'iam_role',
    ],
  },
  {
    slug: 'iam',
    title: 'IAM groups, users and account settings',
    rules: [
      'iam',
      'enable_iam_access_analyzer',
      'enable_iam_groups',
      'enable_iam_password_policy',
      'enable_iam_user_password_policy',
      'should_create_iam_group',
      'should_require_mfa',
      'use_managed_iam_policies',
      'cross_account_access',
      'users',
      'user',
      'force_destroy_users',
      'password_reset_required',
      'require_mfa_policy',
      'service_linked_roles',
      'service_linked_role_arns',
      'billing_iam_group',
      'developers_iam_group',
      'full_access_iam_group',
      'houston_cli_users_iam_group',
      'logs_iam_group',
      'read_only_iam_group',
      'support_iam_group',
      'use_existing_iam_roles_iam_group',
      'ssh_grunt_sudo_users_group',
      'ssh_grunt_users_group',
    ],
  },
];

/** The app baseline checks the password policy with an AWS Config rule rather than setting it. */
const APP_BASELINE_GROUPS: EntryGroup[] = BASELINE_GROUPS.map((group) =>
  group.slug === 'aws-config'
    ? {...group, rules: [...group.rules, 'enable_iam_password_policy']}
    : {...group, rules: group.rules.filter((rule) => rule !== 'enable_iam_password_policy')},
);

const ROOT_BASELINE_GROUPS: EntryGroup[] = [
  ...BASELINE_GROUPS,
  {
    slug: 'organizations',
    title: 'AWS Organizations',
    rules: ['organizations', 'create_organization', 'organization', 'child_accounts', 'master_account'],
  },
];

/** The worker nodes of an EKS cluster, self-managed (Auto Scaling groups) and managed node groups. */
const EKS_WORKER_GROUPS: EntryGroup[] = [
  {
    slug: 'self-managed-workers',
    title: 'Self-managed workers',
    rules: ['asg', 'autoscaling_group', 'self_managed_worker', 'worker_asg_names', 'eks_worker_asg_names'],
  },
  {
    slug: 'managed-node-groups',
    title: 'Managed node groups',
    rules: ['node_group', 'managed_node_group', 'metric_widget_managed_node_group'],
  },
  {
    slug: 'worker-monitoring',
    title: 'Worker alarms, metrics and dashboards',
    rules: ['high_worker', 'dashboard', 'alarms_sns_topic_arn', 'enable_cloudwatch_alarms', 'enable_cloudwatch_metrics', 'metric_widget'],
  },
];

/** An ECS service's load balancing, DNS and health checks, and its alarms. */
const ECS_SERVICE_GROUPS: EntryGroup[] = [
  {
    slug: 'load-balancing-and-dns',
    title: 'Load balancing, DNS and health checks',
    rules: [
      'alb',
      'use_alb_sticky_sessions',
      'clb',
      'elb',
      'lb',
      'original_lb_dns_name',
      'target_group',
      'forward_rules',
      'redirect_rules',
      'fixed_response_rules',
      'health_check',
      'route53',
      'create_route53_entry',
      'enable_route53_health_check',
      'domain_name',
      'hosted_zone_id',
    ],
  },
  {
    slug: 'alarms-and-logs',
    title: 'Alarms, metrics and logs',
    rules: [
      'high',
      'alarm_sns_topic_arns',
      'enable_cloudwatch_alarms',
      'cloudwatch_log_group',
      'create_cloudwatch_log_group',
      'metric_widget',
      'all_metric_widgets',
    ],
  },
];

/** The groups of each service whose reference is split, by service key. */
export const ENTRY_GROUPS: Readonly<Record<string, readonly EntryGroup[]>> = {
  'landing-zone/aws-app-account-baseline-wrapper': APP_BASELINE_GROUPS,
  'landing-zone/aws-root-account-baseline-wrapper': ROOT_BASELINE_GROUPS,
  'landing-zone/aws-security-account-baseline-wrapper': BASELINE_GROUPS,
  'app-orchestration/amazon-eks': EKS_WORKER_GROUPS,
  'app-orchestration/amazon-eks-workers': EKS_WORKER_GROUPS,
  'app-orchestration/amazon-ecs-service': ECS_SERVICE_GROUPS,
};

/**
 * Whether a service page's key (`<service>/<slug>`, from its file under the services' docs folder)
 * is a group page of a split reference.
 */
export function isGroupPageKey(key: string): boolean {
  const slash = key.lastIndexOf('/');
  return slash > 0 && groupsOf(key.slice(0, slash)).some((group) => group.slug === key.slice(slash + 1));
}

/** The groups of a service (none: its whole reference is on its page). */
export function groupsOf(serviceKey: string): readonly EntryGroup[] {
  return Object.hasOwn(ENTRY_GROUPS, serviceKey) ? ENTRY_GROUPS[serviceKey] : [];
}
