/**
 * A code block's minimum tool versions from the constructs it uses: each construct's first release comes from the
 * feature data (data/feature-versions.json, data/cli-flags.json); a tool's minimum is the latest of those releases, and
 * the constructs released then are what set it. A construct already in the first release the data scanned for its tool
 * (Terraform v0.12.0, the first HCL2 release; Terragrunt v0.19.0, the first terragrunt.hcl release) sets no minimum.
 * Pure and typed; the callers read the blocks (HCL as JSON, shell command lines, Go imports).
 */

export type FeatureTool = 'terraform' | 'terragrunt' | 'terratest' | 'aws';
/** The tools a label names: the feature tools and Go (through Terratest's go.mod). */
export type LabelTool = FeatureTool | 'go';

export interface Construct {
  kind: string;
  name: string;
  /** The first release that has it: `v1.1.0` (of a bounded construct, the release by which it existed). */
  since: string;
  /** Where the fact comes from: the file of the tool's repository at that tag. */
  file: string;
  /**
   * Only a bound is known: the construct existed by `since`, its first release may be earlier. It never sets a minimum
   * (its tool's baseline is at least that bound).
   */
  bounded?: boolean;
  /** The first release without it, when a later release of the tool removed it (Terraform and Terragrunt). */
  removedIn?: string;
}

export interface FeatureData {
  /** Each tool's constructs, keyed `<kind> <name>` (`block moved`, `function startswith`). */
  tools: Record<FeatureTool, Map<string, Construct>>;
  /**
   * Per tool, the first release scanned: constructs released then set no minimum. For the AWS provider, the bound of its
   * bounded constructs: the data cannot order a block's constructs at or below it, so none of them sets a minimum.
   */
  baselines: Record<FeatureTool, string>;
  /** Terratest's go.mod `go` directive, from each release where it changed, oldest first. */
  goMinimums: {since: string; go: string}[];
  /**
   * `<tool> <kind> <name>` of constructs the data lists as not found on purpose (the AWS section's "notFound": names
   * the changelog sections read neither announce nor bound). Known to exist, with no release: they set no minimum.
   */
  notFound: Set<string>;
}

/** A construct a block uses, as the data keys it. */
export interface ToolUse {
  tool: FeatureTool;
  kind: string;
  name: string;
}

export interface Minimum {
  tool: LabelTool;
  /** As the data writes it: `v1.1.0` (Go: `1.18`). */
  version: string;
  /** The constructs released at `version`: what sets the minimum. */
  because: Construct[];
}

export const TOOL_NAMES: Record<LabelTool, string> = {
  terraform: 'Terraform',
  terragrunt: 'Terragrunt',
  terratest: 'Terratest',
  go: 'Go',
  aws: 'AWS provider',
};
/** The order tools appear in a label. */
export const LABEL_ORDER: LabelTool[] = ['terraform', 'terragrunt', 'aws', 'terratest', 'go'];

/** [major, minor, patch]; a missing part (`1.3`, `4.x`) counts as 0. */
export type Version = [number, number, number];

export type ParsedVersion = {ok: true; version: Version} | {ok: false; message: string};

const RELEASE_SHAPE = /^v?(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?(?:\.(0|[1-9]\d*))?$/;

/**
 * A tool version as readers and data write it: `1.3`, `v0.42.1`, `0.32` (a missing part is 0). Anything else is
 * refused with a message that says why and what to write instead.
 */
export function parseToolVersion(text: string): ParsedVersion {
  const value = text.trim();
  const example = 'Write it as 1.3 or v0.42.1.';
  if (value === '') return {ok: false, message: `No version given. ${example}`};
  const match = RELEASE_SHAPE.exec(value);
  if (match) {
    const version: Version = [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
    if (version.some((part) => !Number.isSafeInteger(part)))
      return {ok: false, message: `"${value}" has a part too large to be a release. ${example}`};
    return {ok: true, version};
  }
  if (/^v?\d+(?:\.\d+)*[-+]/.test(value))
    return {
      ok: false,
      message: `"${value}" is a pre-release or build; minimums are releases. Give the release (${value.replace(/[-+].*$/, '')}).`,
    };
  if (/^v?\d+(?:\.\d+){3,}$/.test(value)) return {ok: false, message: `"${value}" has more than three parts. ${example}`};
  if (/^v?\d+(?:\.\d+)*$/.test(value)) return {ok: false, message: `"${value}" has a part with a leading zero. ${example}`};
  if (/^[<>=~!^]/.test(value)) return {ok: false, message: `"${value}" is a constraint, not a version. ${example}`};
  return {ok: false, message: `"${value}" is not a version. ${example}`};
}

/** Negative when a < b, zero when equal, positive when a > b. */
export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** A release as a label shows it: `v1.1.0` → `1.1`, `v0.12.20` → `0.12.20`, Go's `1.18` as it is. */
export function shortVersion(version: string): string {
  const parsed = parseToolVersion(version);
  if (!parsed.ok) return version;
  const [major, minor, patch] = parsed.version;
  return patch === 0 ? `${major}.${minor}` : `${major}.${minor}.${patch}`;
}

/** A release of the feature data (checked when it is read), as a version to compare. */
export function versionOf(text: string): Version {
  const parsed = parseToolVersion(text);
  if (!parsed.ok) throw new Error(`feature data: ${parsed.message}`);
  return parsed.version;
}

/** Terratest's Go minimum at a release: the go directive of the last change at or before it. */
export function goMinimumAt(data: FeatureData, release: string): {since: string; go: string} | null {
  const at = versionOf(release);
  let found: {since: string; go: string} | null = null;
  for (const entry of data.goMinimums) if (compareVersions(versionOf(entry.since), at) <= 0) found = entry;
  return found;
}

/** The latest release among `constructs` and the constructs released then. */
function latest(constructs: Construct[]): {version: string; because: Construct[]} | null {
  let best: Construct[] = [];
  for (const construct of constructs) {
    const order = best.length === 0 ? 1 : compareVersions(versionOf(construct.since), versionOf(best[0].since));
    if (order > 0) best = [construct];
    else if (order === 0 && !best.some((known) => known.kind === construct.kind && known.name === construct.name)) best.push(construct);
  }
  return best.length === 0 ? null : {version: best[0].since, because: best};
}

/** The data's entry for a use, or null when the data does not know it. */
export function lookUp(data: FeatureData, use: ToolUse): Construct | null {
  return data.tools[use.tool].get(`${use.kind} ${use.name}`) ?? null;
}

/**
 * The minimum of each tool a block's uses need, in label order, and the uses the data does not know. A Terragrunt
 * function that is one of Terraform's (Terragrunt evaluates those too) is known and sets no Terragrunt minimum.
 */
export function minimumsOf(uses: ToolUse[], data: FeatureData): {minimums: Minimum[]; unknown: ToolUse[]} {
  const versioned = new Map<FeatureTool, Construct[]>();
  const unknown: ToolUse[] = [];
  for (const use of uses) {
    const construct = lookUp(data, use);
    if (!construct) {
      const terraformFunction = use.tool === 'terragrunt' && use.kind === 'function' && lookUp(data, {...use, tool: 'terraform'});
      if (!terraformFunction && !unknown.some((known) => known.tool === use.tool && known.kind === use.kind && known.name === use.name))
        unknown.push(use);
      continue;
    }
    if (construct.bounded || compareVersions(versionOf(construct.since), versionOf(data.baselines[use.tool])) <= 0) continue;
    versioned.set(use.tool, [...(versioned.get(use.tool) ?? []), construct]);
  }
  const minimums: Minimum[] = [];
  for (const tool of LABEL_ORDER) {
    if (tool === 'go') {
      const terratest = minimums.find((minimum) => minimum.tool === 'terratest');
      const go = terratest ? goMinimumAt(data, terratest.version) : null;
      if (go)
        minimums.push({
          tool,
          version: go.go,
          because: [{kind: 'go.mod', name: `Terratest ${shortVersion(go.since)}`, since: go.since, file: 'go.mod'}],
        });
      continue;
    }
    const found = latest(versioned.get(tool) ?? []);
    if (found) minimums.push({tool, ...found});
  }
  return {minimums, unknown};
}

/** The overall minimum of several blocks: per tool, the latest of theirs. */
export function combineMinimums(blocks: Minimum[][]): Minimum[] {
  const byTool = new Map<LabelTool, Minimum>();
  for (const minimum of blocks.flat()) {
    const current = byTool.get(minimum.tool);
    const order = current ? compareVersions(versionOf(minimum.version), versionOf(current.version)) : 1;
    if (order > 0) byTool.set(minimum.tool, {...minimum, because: [...minimum.because]});
    else if (order === 0 && current) {
      for (const construct of minimum.because)
        if (!current.because.some((known) => known.name === construct.name && known.kind === construct.kind))
          current.because.push(construct);
    }
  }
  return LABEL_ORDER.flatMap((tool) => (byTool.has(tool) ? [byTool.get(tool)!] : []));
}

/** How a construct reads in a label's explanation: `moved block`, `startswith()`, `for_each in module`. */
export function describeConstruct(construct: Construct): string {
  if (construct.kind === 'function') return `${construct.name}()`;
  if (['type', 'variable', 'flag', 'go.mod'].includes(construct.kind)) return construct.name;
  const dot = construct.name.indexOf('.');
  const kind =
    construct.kind === 'block' || construct.kind === 'file' || construct.kind === 'type-constraint'
      ? ` ${construct.kind.replace('-', ' ')}`
      : '';
  if (dot < 0) return `${construct.name}${kind}`;
  return `${construct.name.slice(dot + 1)}${kind} in ${construct.name.slice(0, dot)}`;
}

/** The label's text: `Terraform ≥ 1.1 · Terragrunt ≥ 0.32`. */
export function labelText(minimums: Minimum[]): string {
  return minimums.map((minimum) => `${TOOL_NAMES[minimum.tool]} ≥ ${shortVersion(minimum.version)}`).join(' · ');
}

/** What sets each minimum, one sentence per tool: `moved block (Terraform 1.1).` */
export function explainMinimums(minimums: Minimum[]): string[] {
  return minimums.map(
    (minimum) =>
      `${minimum.because.map((construct) => describeConstruct(construct)).join(', ')} (${TOOL_NAMES[minimum.tool]} ${shortVersion(minimum.version)}).`,
  );
}
