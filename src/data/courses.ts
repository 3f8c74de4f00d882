/**
 * Training courses listed on /courses. Each one pairs chapters of these docs with
 * public course material (slides, sample code and exercises) on GitHub.
 */
export interface Course {
  title: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  summary: string;
  youLearn: string[];
  /** Where the course starts: a docs path or a public repository. */
  start: string;
}

export const courses: Course[] = [
  {
    title: 'Infrastructure as code fundamentals',
    level: 'Beginner',
    summary:
      'Why teams manage infrastructure as code, how declarative tools differ from scripts, and how state, plans and immutable servers fit together.',
    youLearn: [
      'The difference between ad hoc scripts, configuration management and provisioning tools',
      'How a plan shows a change before it happens',
      'Why replacing servers beats patching them in place',
    ],
    start: '/intro/core-concepts/infrastructure-as-code',
  },
  {
    title: 'A hands-on introduction to Terraform',
    level: 'Beginner',
    summary:
      'Write, plan and apply your first Terraform configuration on AWS, then turn it into a reusable module with inputs and outputs. Exercises and sample code live in a public repository.',
    youLearn: [
      'Providers, resources, variables and outputs',
      'Remote state in S3 with locking',
      'Module structure and versioned module sources',
    ],
    start: 'https://github.com/gruntwork-io/intro-to-terraform',
  },
  {
    title: 'Infrastructure as code workshop',
    level: 'Intermediate',
    summary:
      'A guided workshop that takes one web service from a single Terraform file to a tested, versioned module deployed to two environments.',
    youLearn: [
      'Splitting live configuration from reusable modules',
      'Promoting an immutable version from staging to production',
      'Reviewing plans as part of a pull request',
    ],
    start: 'https://github.com/gruntwork-io/infrastructure-as-code-training',
  },
  {
    title: 'Testing infrastructure code',
    level: 'Intermediate',
    summary:
      'Static checks, plan-based tests and end-to-end tests that deploy real resources with Terratest, and how to keep them fast and affordable.',
    youLearn: [
      'Writing a Go test that applies, validates and destroys a module',
      'Running test stages independently while you iterate',
      'Cleaning up test accounts automatically',
    ],
    start: 'https://github.com/gruntwork-io/infrastructure-as-code-testing-talk',
  },
  {
    title: 'Keeping Terraform DRY with Terragrunt',
    level: 'Intermediate',
    summary:
      'Structure a live-infrastructure repository for many accounts and regions with one root configuration, shared component files and explicit dependencies.',
    youLearn: [
      'Generating remote-state and provider blocks once',
      'Passing outputs between modules with dependency blocks',
      'Running plan and apply across a whole environment safely',
    ],
    start: '/intro/tool-fundamentals/terragrunt',
  },
  {
    title: 'Production-grade AWS, end to end',
    level: 'Advanced',
    summary:
      'Build the pieces of a production AWS platform in order: a multi-account landing zone, networking, a Kubernetes cluster, a CI/CD pipeline for infrastructure and CIS compliance.',
    youLearn: [
      'Account structure and cross-account access',
      'VPC design for several environments',
      'Running infrastructure changes through a locked-down pipeline',
    ],
    start: '/guides/build-it-yourself/',
  },
];
