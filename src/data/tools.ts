/** Gruntwork's open-source tools, as listed on /tools. Every repository is public. */
export interface OpenSourceTool {
  name: string;
  repository: string;
  summary: string;
  /** When a reader reaches for this tool. */
  useWhen: string;
  category: 'Infrastructure as code' | 'Testing' | 'Operations' | 'Scripting and delivery';
}

const repo = (name: string) => `https://github.com/gruntwork-io/${name}`;

export const openSourceTools: OpenSourceTool[] = [
  {
    name: 'Terragrunt',
    repository: repo('terragrunt'),
    category: 'Infrastructure as code',
    summary:
      'A thin wrapper around Terraform that generates remote-state and provider configuration, passes outputs between modules with dependency blocks, and runs commands across many modules at once.',
    useWhen:
      'You deploy the same modules to several accounts, regions or environments and want one short terragrunt.hcl per deployment instead of copied Terraform code.',
  },
  {
    name: 'Terratest',
    repository: repo('terratest'),
    category: 'Testing',
    summary:
      'A Go library for automated tests of infrastructure code. Tests deploy real infrastructure with Terraform, Packer, Docker or Helm, check that it works (HTTP calls, SSH, AWS API queries) and tear it down.',
    useWhen:
      'You want evidence that a module still works before you release it, run in CI on every pull request.',
  },
  {
    name: 'cloud-nuke',
    repository: repo('cloud-nuke'),
    category: 'Operations',
    summary:
      'A command-line tool that finds and deletes resources in a cloud account, with filters by resource type, region, age and name.',
    useWhen:
      'You need to clean a sandbox or test account that automated tests fill with short-lived resources. Never point it at production.',
  },
  {
    name: 'git-xargs',
    repository: repo('git-xargs'),
    category: 'Scripting and delivery',
    summary:
      'Runs one script or command against many GitHub repositories, commits the result on a branch and opens a pull request in each.',
    useWhen:
      'You have to make the same change in dozens of repositories, such as bumping a module version or adding a CI file.',
  },
  {
    name: 'kubergrunt',
    repository: repo('kubergrunt'),
    category: 'Operations',
    summary:
      'A command-line tool for the Kubernetes and Amazon EKS chores that Terraform handles badly: configuring kubectl for a cluster, fetching authentication tokens, and rolling worker nodes to a new AMI without downtime.',
    useWhen:
      'You run EKS and need to rotate worker nodes or give engineers and CI a kubeconfig that authenticates with IAM.',
  },
  {
    name: 'fetch',
    repository: repo('fetch'),
    category: 'Scripting and delivery',
    summary:
      'Downloads files, folders or release assets from a GitHub repository at a given tag, branch or commit, including private repositories when a token is set. Tags can be chosen with version constraints.',
    useWhen:
      'A build or bootstrap script needs a pinned copy of scripts or binaries from a repository without cloning it.',
  },
  {
    name: 'bash-commons',
    repository: repo('bash-commons'),
    category: 'Scripting and delivery',
    summary:
      'A collection of tested Bash functions for logging, assertions, string and array handling, OS detection and reading EC2 instance metadata.',
    useWhen:
      'You write user-data or packaging scripts and want the common pieces to be reliable rather than rewritten each time.',
  },
  {
    name: 'gruntwork-installer',
    repository: repo('gruntwork-installer'),
    category: 'Scripting and delivery',
    summary:
      'Installs a module or binary from a GitHub repository at a pinned version with one command, running the module\'s own install script. Built on fetch.',
    useWhen:
      'You bake tools and scripts into an AMI or Docker image with Packer and want the versions recorded in the build.',
  },
  {
    name: 'pre-commit hooks',
    repository: repo('pre-commit'),
    category: 'Infrastructure as code',
    summary:
      'Hooks for the pre-commit framework that format and lint infrastructure code before it is committed: terraform fmt, tflint, shellcheck, gofmt and more.',
    useWhen:
      'You want every commit in a team\'s infrastructure repositories to be formatted and linted the same way.',
  },
  {
    name: 'health-checker',
    repository: repo('health-checker'),
    category: 'Operations',
    summary:
      'A tiny HTTP server that answers 200 OK only while a set of TCP ports accept connections or a script succeeds, so a load balancer can check services that have no health endpoint of their own.',
    useWhen:
      'A load balancer or Auto Scaling group needs one health check for a node that runs several processes.',
  },
  {
    name: 'Helm charts for Kubernetes services',
    repository: repo('helm-kubernetes-services'),
    category: 'Infrastructure as code',
    summary:
      'Helm charts that package a production-ready Kubernetes Deployment with its Service, Ingress, autoscaling, probes and configuration in one set of values.',
    useWhen:
      'You deploy containerised applications to Kubernetes and want the same, reviewed manifest shape for every service.',
  },
];
