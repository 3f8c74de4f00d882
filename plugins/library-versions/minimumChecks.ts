/**
 * The content check's rules on minimum versions, against the feature data (data/feature-versions.json, with the flags of
 * data/cli-flags.json):
 * - prose that states, in one clause, the minimum Terraform or Terragrunt release of a construct it names in code
 *   ("`moved` blocks need Terraform 1.2 or later") agrees with the data, to the precision written ("Terraform 1.1"
 *   agrees with v1.1.0 and v1.1.3; a construct whose name fits several, such as `for_each`, agrees when one of them does);
 * - a code block uses no construct the data does not know (a Terraform or Terragrunt function, a Terragrunt block or
 *   attribute, a flag, a Terratest function, an AWS provider resource or data source): the data grows with the docs, by
 *   regenerating it, and nothing is guessed. Terraform's top-level block names are left out (snippets show fragments of
 *   resources), and so are AWS names the data lists under "notFound" (known, with no release the changelog shows);
 * - a knowledge-base answer (a page with a `## Question` and an `## Answer`) gives no code block that needs a Terraform or
 *   Terragrunt release newer than every one the question names, unless the page names a release that has it (telling the
 *   asker to upgrade). Flags are left to the flags' own rule (flagChecks.ts), which holds every page to the same.
 * Pure over a page's text and blocks (HCL already parsed); each finding carries its 1-based line in the page's body.
 */
import {parse as parseHcl} from '@cdktf/hcl2json';
import {blockMinimums, HCL_LANGUAGES, type BlockSource} from './blockMinimums';
import type {VersionFacts} from './featureVersions';
import {
  compareVersions,
  describeConstruct,
  parseToolVersion,
  shortVersion,
  TOOL_NAMES,
  versionOf,
  type Construct,
  type FeatureTool,
  type ToolUse,
} from './lib/minimumVersions';
import type {Finding} from './versionChecks';
import {namedOnly, versionHas, versionMentions, type FlagTool} from './flagChecks';

const DATA_FILE = 'data/feature-versions.json';
const REGENERATE = 'npm run generate:feature-versions';

export interface PageBlock extends BlockSource {
  meta: string;
  /** 1-based line of the opening fence in the body. */
  line: number;
}

const CLAIM_TOOLS: Record<string, FeatureTool> = {terraform: 'terraform', terragrunt: 'terragrunt'};
/** "Terraform 1.1 or later", "requires Terragrunt v0.32.0", "introduced in Terraform 0.13", "Terraform 1.3+". */
const CLAIM = new RegExp(
  [
    String.raw`(?:requires?|needs?|introduced in|added in|since|available (?:from|in|since)|as of|starting (?:with|in|from)|at least|minimum(?: version)?(?: is| of)?)\s+(Terraform|Terragrunt)\s+v?(\d+\.\d+(?:\.\d+)?)`,
    String.raw`(Terraform|Terragrunt)\s+v?(\d+\.\d+(?:\.\d+)?)(?:\+|\s+(?:or|and)\s+(?:later|newer|above|up|higher))`,
  ].join('|'),
  'gi',
);

/** The constructs of `tool` an inline code span can name: `moved`, `optional()`, `--terragrunt-x`, `for_each`. */
function namedConstructs(code: string, tool: FeatureTool, facts: VersionFacts): Construct[] {
  const name = code.trim();
  const constructs = [...facts.data.tools[tool].values()];
  const call = /^([a-z_][a-z0-9_]*)\((?:.*)\)$/.exec(name);
  if (call) return constructs.filter((c) => (c.kind === 'function' || c.kind === 'type-constraint') && c.name === call[1]);
  if (name.startsWith('-')) return constructs.filter((c) => c.kind === 'flag' && (c.name === name || c.name.endsWith(` ${name}`)));
  if (!/^[a-z_][a-z0-9_.]*$/.test(name)) return [];
  return constructs.filter((c) => c.kind !== 'function' && c.kind !== 'flag' && (c.name === name || c.name.endsWith(`.${name}`)));
}

/** Whether the version written agrees with a release, to the parts written ("1.1" with v1.1.3). */
function agrees(written: string, since: string): boolean {
  const claim = parseToolVersion(written);
  const release = parseToolVersion(since);
  if (!claim.ok || !release.ok) return true;
  const parts = written.replace(/^v/, '').split('.').length;
  return claim.version.slice(0, parts).every((part, index) => part === release.version[index]);
}

/** The lines of the body outside code blocks, with their 1-based numbers. */
function proseLines(body: string, blocks: PageBlock[]): {line: number; text: string}[] {
  const inCode = new Set<number>();
  for (const block of blocks)
    for (let line = block.line; line <= block.line + block.code.split('\n').length + 1; line += 1) inCode.add(line);
  return body
    .split('\n')
    .map((text, index) => ({line: index + 1, text}))
    .filter(({line}) => !inCode.has(line));
}

/** Whether the words between a code span and a claim make one clause: no punctuation, no other code, a few words. */
function sameClause(between: string): boolean {
  return !/[.;:,!?`()]/.test(between) && between.trim().split(/\s+/).filter(Boolean).length <= 8;
}

/**
 * Prose that gives a construct a minimum release other than the data's. Only a claim in the same clause as the code
 * naming the construct counts ("`moved` blocks need Terraform 1.2"), and only constructs newer than the first release
 * the data scanned: of an older one the data knows no first release to compare with.
 */
export function checkProseMinimums(body: string, blocks: PageBlock[], facts: VersionFacts): Finding[] {
  const findings: Finding[] = [];
  for (const {line, text} of proseLines(body, blocks)) {
    for (const claim of text.matchAll(CLAIM)) {
      const tool = CLAIM_TOOLS[(claim[1] ?? claim[3]).toLowerCase()];
      const version = claim[2] ?? claim[4];
      const claimEnd = claim.index + claim[0].length;
      for (const span of text.matchAll(/`([^`]+)`/g)) {
        const spanEnd = span.index + span[0].length;
        const between =
          spanEnd <= claim.index ? text.slice(spanEnd, claim.index) : span.index >= claimEnd ? text.slice(claimEnd, span.index) : null;
        if (between === null || !sameClause(between)) continue;
        const baseline = versionOf(facts.data.baselines[tool]);
        const candidates = namedConstructs(span[1], tool, facts).filter(
          (construct) => compareVersions(versionOf(construct.since), baseline) > 0,
        );
        if (candidates.length === 0 || candidates.some((construct) => agrees(version, construct.since))) continue;
        const first = candidates.reduce((a, b) => (compareVersions(versionOf(b.since), versionOf(a.since)) < 0 ? b : a));
        findings.push({
          line,
          message: `says \`${span[1]}\` needs ${TOOL_NAMES[tool]} ${version}, but ${DATA_FILE} has ${describeConstruct(first)} from ${TOOL_NAMES[tool]} ${shortVersion(first.since)} (${first.file} at ${first.since}). Correct the version in the prose, or regenerate the data (${REGENERATE}) if the source says otherwise.`,
        });
      }
    }
  }
  return findings;
}

/** Whether the check reports a use the data lacks: not Terraform's top-level block names, nor names listed as not found. */
const reportsUnknown = (use: ToolUse, facts: VersionFacts): boolean =>
  !(use.tool === 'terraform' && use.kind === 'block' && !use.name.includes('.')) &&
  !facts.data.notFound.has(`${use.tool} ${use.kind} ${use.name}`);

/** Code blocks that use a construct the data does not know. */
export function checkUnknownConstructs(blocks: PageBlock[], facts: VersionFacts): Finding[] {
  const findings: Finding[] = [];
  for (const block of blocks) {
    if (HCL_LANGUAGES.has(block.language) && !block.json) continue;
    const {unknown} = blockMinimums(block, facts.data, facts.flags);
    for (const use of unknown.filter((use) => reportsUnknown(use, facts))) {
      const what = use.kind === 'function' ? `${use.name}()` : use.name;
      findings.push({
        line: block.line,
        message: `the ${block.language} block uses ${what} (${TOOL_NAMES[use.tool]} ${use.kind || 'name'}), which ${DATA_FILE} does not know. If ${TOOL_NAMES[use.tool]} has it, regenerate the data (${REGENERATE}) so the block gets its minimum version; otherwise correct the block.`,
      });
    }
  }
  return findings;
}

const QUESTION = /^## Question\s*$/m;
const ANSWER = /^## Answer\s*$/m;
const STATED_TOOLS: FlagTool[] = ['terraform', 'terragrunt'];

/**
 * In a question and its answer, code blocks of the answer that need a release newer than every one of the tool the
 * question names ("We're on Terragrunt v0.31.1"), on a page that names no release that has what the block uses.
 */
export function checkStatedVersions(body: string, blocks: PageBlock[], facts: VersionFacts): Finding[] {
  const question = QUESTION.exec(body);
  const answer = ANSWER.exec(body);
  if (!question || !answer || answer.index < question.index) return [];
  const questionText = body.slice(question.index, answer.index);
  const answerLine = body.slice(0, answer.index).split('\n').length;
  const findings: Finding[] = [];
  for (const block of blocks) {
    if (block.line < answerLine || (HCL_LANGUAGES.has(block.language) && !block.json)) continue;
    for (const minimum of blockMinimums(block, facts.data, facts.flags).minimums) {
      const tool = minimum.tool as FlagTool;
      if (!STATED_TOOLS.includes(tool)) continue;
      const because = minimum.because.filter((construct) => construct.kind !== 'flag');
      const stated = versionMentions(questionText, tool);
      if (because.length === 0 || stated.length === 0 || stated.some((mention) => versionHas(mention.version, minimum.version))) continue;
      if (versionMentions(body, tool).some((mention) => versionHas(mention.version, minimum.version))) continue;
      const {newest, phrase} = namedOnly(stated, TOOL_NAMES[tool]);
      const name = TOOL_NAMES[tool];
      findings.push({
        line: block.line,
        message: `the ${block.language} block needs ${name} ${shortVersion(minimum.version)} (${because.map(describeConstruct).join(', ')}), but the question names only ${phrase} not have it, and the page says nowhere to upgrade. Say so ("upgrade to ${name} ${minimum.version} or later"), or use what ${newest} offers.`,
      });
    }
  }
  return findings;
}

/** A page's code block as the content check reads it (reader values already filled in). */
export interface CheckedBlock {
  language: string;
  meta: string;
  code: string;
  line: number;
}

/** Fence flag of deliberate pre-0.12 syntax, which the HCL2 parser rejects. */
const LEGACY_HCL_FLAG = 'legacy-hcl1';

/** Both rules on one page: its body and its code blocks; HCL blocks are parsed here (one that does not parse is skipped). */
export async function checkMinimumVersions(
  file: string,
  body: string,
  codeBlocks: CheckedBlock[],
  facts: VersionFacts,
): Promise<Finding[]> {
  const blocks: PageBlock[] = [];
  for (const block of codeBlocks) {
    const hcl = HCL_LANGUAGES.has(block.language) && !block.meta.split(/\s+/).includes(LEGACY_HCL_FLAG);
    const json = hcl ? await parseHcl(`${file}:${block.line}.hcl`, block.code).catch(() => null) : null;
    blocks.push({...block, json});
  }
  return [
    ...checkProseMinimums(body, blocks, facts),
    ...checkUnknownConstructs(blocks, facts),
    ...checkStatedVersions(body, blocks, facts),
  ].sort((a, b) => a.line - b.line);
}
