import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fc from 'fast-check';
import {loadFeatureVersions} from '../featureVersions';
import {compareVersions, minimumsOf, versionOf as version, type ToolUse} from '../lib/minimumVersions';
import {labelAttributes, readLabelMinimums, versionMarks, type ReaderTool} from '../lib/labelAttributes';
import {labelNode} from '../remarkVersionLabels';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';

const {facts} = loadFeatureVersions(path.join(__dirname, '../../..'));
const {data} = facts;
const TOOLS: ReaderTool[] = ['terraform', 'terragrunt', 'aws'];
const constructsOf = (tool: ReaderTool) => [...data.tools[tool].values()];

test('a reader version below a block minimum marks it exactly when some construct of the block is released after it', () => {
  const use = fc.constantFrom(...TOOLS).chain((tool) => fc.constantFrom(...constructsOf(tool)).map((construct) => ({tool, construct})));
  // Any release, or exactly one the data records (a reader on the very release that brought a construct).
  const releases = TOOLS.flatMap((tool) => constructsOf(tool).map((construct) => construct.since.slice(1)));
  const reader = fc.oneof(
    fc.tuple(fc.nat({max: 1}), fc.nat({max: 80}), fc.nat({max: 25})).map((parts) => parts.join('.')),
    fc.constantFrom(...releases),
  );
  fc.assert(
    fc.property(fc.array(use, {minLength: 1, maxLength: 6}), fc.constantFrom(...TOOLS), reader, (uses, readerTool, own) => {
      const toolUses: ToolUse[] = uses.map(({tool, construct}) => ({tool, kind: construct.kind, name: construct.name}));
      const {minimums} = minimumsOf(toolUses, data);
      // Through the label's HTML attributes, as the browser reads them.
      const attributes = labelAttributes(minimums);
      const read = readLabelMinimums((name) => attributes[name] ?? null);
      const baseline = version(data.baselines[readerTool]);
      // The drawn version, and each release of the block's constructs of that tool (the boundaries).
      const owns = [own, ...uses.filter(({tool}) => tool === readerTool).map(({construct}) => construct.since)];
      for (const ownVersion of owns) {
        const marks = versionMarks(read, {[readerTool]: ownVersion});
        const lacking = uses.filter(
          ({tool, construct}) =>
            tool === readerTool &&
            compareVersions(version(construct.since), baseline) > 0 &&
            compareVersions(version(construct.since), version(ownVersion)) > 0,
        );
        assert.equal(marks.length, lacking.length > 0 ? 1 : 0, `${ownVersion}: ${JSON.stringify(uses)} ${JSON.stringify(marks)}`);
        if (marks.length > 0) {
          const newest = lacking.map(({construct}) => construct.since).sort((x, y) => compareVersions(version(y), version(x)))[0];
          assert.ok(marks[0].endsWith(`(from ${newest}).`), marks[0]);
        }
      }
    }),
    {seed: SEED, numRuns: 200 * RUNS_FACTOR},
  );
});

test('an older Terragrunt is told which construct it lacks and from which release; other tools and no versions mark nothing', () => {
  const {minimums} = minimumsOf([{tool: 'terragrunt', kind: 'block', name: 'include'}, ...labelledInclude()], data);
  const attributes = labelAttributes(minimums);
  const read = readLabelMinimums((name) => attributes[name] ?? null);
  const since = minimums.find((minimum) => minimum.tool === 'terragrunt')!.version;
  const [marked] = versionMarks(read, {terragrunt: '0.19.1'});
  assert.match(marked, new RegExp(`^Your Terragrunt 0\\.19\\.1 lacks .+ \\(from ${since.replace(/\./g, '\\.')}\\)\\.$`));
  assert.deepEqual(versionMarks(read, {}), []);
  assert.deepEqual(versionMarks(read, {terraform: '0.12'}), []);
  assert.deepEqual(versionMarks(read, {terragrunt: since}), []);
});

test("a label's HTML carries each tool's minimum and what sets it", () => {
  const {minimums} = minimumsOf(labelledInclude(), data);
  const node = labelNode(minimums, 'x');
  const attributes = Object.fromEntries((node.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]));
  assert.equal(attributes['data-minimum-tools'], 'terragrunt');
  assert.equal(attributes['data-terragrunt-minimum'], minimums[0].version);
  assert.ok(attributes['data-terragrunt-because'].length > 0);
});

/** The data's entries for a labelled include block. */
function labelledInclude(): ToolUse[] {
  const found = [...data.tools.terragrunt.values()].filter(
    (construct) => construct.name.startsWith('include') && construct.since !== 'v0.19.0',
  );
  assert.ok(found.length > 0, 'the data knows the labelled include');
  return found.map((construct) => ({tool: 'terragrunt', kind: construct.kind, name: construct.name}));
}
