import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fc from 'fast-check';
import {loadLaterFlagTable} from '../featureVersions';
import {SITE_ERA} from '../era';
import {
  FLAG_TOOLS,
  flagAttributes,
  laterFlagNotes,
  laterRemovalNotes,
  readLabelFlags,
  readLabelRemoved,
  type BlockFlag,
  type FlagTool,
  type LaterFlagChange,
  type LaterFlagTable,
} from '../lib/laterFlags';
import {compareVersions, parseToolVersion} from '../lib/minimumVersions';
import {isBeyond} from '../lib/versions';
import {SEED, RUNS_FACTOR} from '../../../tests/support/configurationArbitraries';

const SITE_TABLE = loadLaterFlagTable(path.join(__dirname, '../../..'));

const version = (text: string) => {
  const parsed = parseToolVersion(text);
  assert.ok(parsed.ok, text);
  return parsed.version;
};
const atOrAfter = (own: string, release: string | undefined) =>
  release !== undefined && compareVersions(version(own), version(release)) >= 0;

test('notes from the site data: a reader on Terragrunt 0.80.0 learns the new spelling, on 0.85.0 the removal, within the era nothing', () => {
  const block: BlockFlag[] = [
    {tool: 'terragrunt', name: '--terragrunt-non-interactive'},
    {tool: 'terragrunt', name: '--terragrunt-json-log'},
    {tool: 'terraform', name: 'terraform destroy -force'},
  ];
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {terragrunt: '0.80.0'}), [
    'In Terragrunt 0.73.0 and later, --terragrunt-non-interactive is --non-interactive.',
    'In Terragrunt 0.73.0 and later, --terragrunt-json-log is --log-format json.',
  ]);
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {terragrunt: '0.85'}), [
    'Terragrunt 0.85.0 removed --terragrunt-non-interactive; use --non-interactive.',
    'Terragrunt 0.85.0 removed --terragrunt-json-log; use --log-format json.',
  ]);
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {terraform: '1.9', terragrunt: '0.72.9'}), [
    'Terraform 0.15.0 removed terraform destroy -force.',
  ]);
  assert.deepEqual(SITE_TABLE.era, {terraform: SITE_ERA.terraform, terragrunt: SITE_ERA.terragrunt});
  // Within the era (Terragrunt 0.42, Terraform 1.3), with no versions, or a version that does not parse: nothing.
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {terragrunt: '0.42.0', terraform: '1.3.9'}), []);
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {}), []);
  assert.deepEqual(laterFlagNotes(block, SITE_TABLE, {terragrunt: 'latest'}), []);
});

const release = fc
  .tuple(fc.nat({max: 2}), fc.nat({max: 90}), fc.nat({max: 12}))
  .map(([major, minor, patch]) => `v${major}.${minor}.${patch}`);
const flagName = fc.stringMatching(/^--[a-z]{1,8}(?:-[a-z]{1,6}){0,2}$/);

/** A change as the data can hold it: a rename with its replacement, a removal after it, or both. */
const change: fc.Arbitrary<LaterFlagChange> = fc
  .record(
    {
      renamed: fc.option(fc.tuple(release, flagName, fc.option(fc.constantFrom('json', 'key-value', 'false'), {nil: undefined})), {
        nil: undefined,
      }),
      removedIn: fc.option(release, {nil: undefined}),
    },
    {requiredKeys: []},
  )
  .filter(({renamed, removedIn}) => renamed !== undefined || removedIn !== undefined)
  .filter(({renamed, removedIn}) => !renamed || !removedIn || compareVersions(version(removedIn), version(renamed[0])) > 0)
  .map(({renamed, removedIn}) => ({
    ...(renamed ? {renamedIn: renamed[0], to: renamed[1], ...(renamed[2] ? {value: renamed[2]} : {})} : {}),
    ...(removedIn ? {removedIn} : {}),
  }));

/** Per tool, names of the site data and made-up ones, each with a generated change. */
const table: fc.Arbitrary<LaterFlagTable> = fc
  .record(
    Object.fromEntries(
      FLAG_TOOLS.map((tool) => [
        tool,
        fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(SITE_TABLE.changes[tool] ?? {})), flagName), change, {
          minKeys: 1,
          maxKeys: 6,
        }),
      ]),
    ) as Record<FlagTool, fc.Arbitrary<Record<string, LaterFlagChange>>>,
  )
  .map((changes) => ({era: {terraform: SITE_ERA.terraform, terragrunt: SITE_ERA.terragrunt}, changes}));

test('a note appears exactly when the reader, after the era, is at or after the rename or removal, and names the replacement', () => {
  fc.assert(
    fc.property(table, fc.constantFrom(...FLAG_TOOLS), fc.nat(), fc.option(release, {nil: undefined}), (generated, tool, pick, drawn) => {
      const names = Object.keys(generated.changes[tool]!);
      const block: BlockFlag[] = names.filter((_, index) => (pick >> index) % 2 === 0).map((name) => ({tool, name}));
      // The drawn version, and each release of the table (the boundaries), as a reader writes it.
      const changes = Object.values(generated.changes[tool]!);
      const readers = [drawn, ...changes.flatMap((entry) => [entry.renamedIn, entry.removedIn])].filter((value) => value !== undefined);
      for (const own of readers.map((value) => value.slice(1))) {
        // Through the label's HTML attributes, as the browser reads them.
        const attributes = flagAttributes(block);
        const read = readLabelFlags((name) => attributes[name] ?? null);
        const notes = laterFlagNotes(read, generated, {[tool]: own});
        const beyond = isBeyond(own, SITE_ERA[tool]);
        const expected = block.filter(({name}) => {
          const entry = generated.changes[tool]![name];
          return beyond && (atOrAfter(own, entry.removedIn) || (entry.to !== undefined && atOrAfter(own, entry.renamedIn)));
        });
        assert.equal(notes.length, expected.length, `${own}: ${notes.join(' | ')}`);
        expected.forEach(({name}, index) => {
          const entry = generated.changes[tool]![name];
          const note = notes[index];
          assert.ok(note.includes(` ${name}`), note);
          if (entry.to) assert.ok(note.includes(entry.value ? `${entry.to} ${entry.value}.` : `${entry.to}.`), note);
          const removed = atOrAfter(own, entry.removedIn);
          assert.equal(note.includes(' removed '), removed, note);
          assert.ok(note.includes((removed ? entry.removedIn! : entry.renamedIn!).slice(1)), note);
        });
      }
    }),
    {seed: SEED, numRuns: 200 * RUNS_FACTOR},
  );
});

test('removal notes from the site data: Terragrunt 0.93.0 and later lack skip and retryable_errors; removals within the era are left out', () => {
  const block: BlockFlag[] = [
    {tool: 'terragrunt', name: 'attribute skip'},
    {tool: 'terragrunt', name: 'attribute retryable_errors'},
    {tool: 'terragrunt', name: 'attribute inputs'},
  ];
  assert.deepEqual(laterRemovalNotes(block, SITE_TABLE, {terragrunt: '0.93.0'}), [
    'Terragrunt 0.93.0 removed the skip attribute.',
    'Terragrunt 0.93.0 removed the retryable_errors attribute.',
  ]);
  assert.deepEqual(laterRemovalNotes(block, SITE_TABLE, {terragrunt: '1.1'}).length, 2);
  assert.deepEqual(laterRemovalNotes(block, SITE_TABLE, {terragrunt: '0.92.1'}), []);
  assert.deepEqual(laterRemovalNotes(block, SITE_TABLE, {terragrunt: '0.42.0'}), []);
  assert.deepEqual(laterRemovalNotes(block, SITE_TABLE, {terraform: '1.9'}), []);
  // defaults() left Terraform in 1.3.0, within the era: the site documents 1.3, so no note and no label attribute.
  assert.equal(SITE_TABLE.removed?.terraform?.['function defaults'], undefined);
  assert.deepEqual(laterRemovalNotes([{tool: 'terraform', name: 'function defaults'}], SITE_TABLE, {terraform: '1.9'}), []);
});

const constructKey = fc
  .tuple(fc.constantFrom('block', 'attribute', 'function', 'meta-argument'), fc.stringMatching(/^[a-z]{1,8}(?:[._][a-z]{1,6}){0,2}$/))
  .map(([kind, name]) => `${kind} ${name}`);
/** Per tool, the site's removed constructs and made-up ones, each removed at a generated release after the era. */
const removals: fc.Arbitrary<LaterFlagTable> = fc
  .record(
    Object.fromEntries(
      FLAG_TOOLS.map((tool) => [
        tool,
        fc.dictionary(
          fc.oneof(...[...Object.keys(SITE_TABLE.removed?.[tool] ?? {})].map((key) => fc.constant(key)), constructKey),
          release.filter((value) => isBeyond(value, SITE_ERA[tool])),
          {minKeys: 1, maxKeys: 6},
        ),
      ]),
    ) as Record<FlagTool, fc.Arbitrary<Record<string, string>>>,
  )
  .map((removed) => ({era: {terraform: SITE_ERA.terraform, terragrunt: SITE_ERA.terragrunt}, changes: {}, removed}));

test('a removal note appears exactly when the reader, after the era, is at or after the removal, naming the construct and its kind', () => {
  fc.assert(
    fc.property(
      removals,
      fc.constantFrom(...FLAG_TOOLS),
      fc.nat(),
      fc.option(release, {nil: undefined}),
      (generated, tool, pick, drawn) => {
        const keys = Object.keys(generated.removed![tool]!);
        const block: BlockFlag[] = keys.filter((_, index) => (pick >> index) % 2 === 0).map((name) => ({tool, name}));
        const readers = [drawn, ...Object.values(generated.removed![tool]!)].filter((value) => value !== undefined);
        for (const own of readers.map((value) => value.slice(1))) {
          // Through the label's HTML attributes, as the browser reads them; the flags' attribute stays empty.
          const attributes = flagAttributes([], block);
          assert.deepEqual(
            readLabelFlags((name) => attributes[name] ?? null),
            [],
          );
          const notes = laterRemovalNotes(
            readLabelRemoved((name) => attributes[name] ?? null),
            generated,
            {[tool]: own},
          );
          const expected = block.filter(({name}) => isBeyond(own, SITE_ERA[tool]) && atOrAfter(own, generated.removed![tool]![name]));
          assert.deepEqual(
            notes,
            expected.map(({name}) => {
              const [kind, ...rest] = name.split(' ');
              return `${tool === 'terraform' ? 'Terraform' : 'Terragrunt'} ${generated.removed![tool]![name].slice(1)} removed the ${rest.join(' ')} ${kind.replace('-', ' ')}.`;
            }),
            own,
          );
        }
      },
    ),
    {seed: SEED, numRuns: 200 * RUNS_FACTOR},
  );
});
