import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import {answerMentions, answerSource, namedTerms, unkeptPromises} from '../../../scripts/lib/descriptionTerms';
import {parseMarkdown} from '../../../scripts/lib/markdownContent';
import {checkContent} from '../../../scripts/check-content';
import {SEED} from '../../support/configurationArbitraries';

const root = path.join(__dirname, '../../..');
const termsOf = (description: string) => namedTerms(description).map((term) => `${term.kind}:${term.needle}`);

test('a description names functions, flags, commands, Go functions, argument names and constants', () => {
  assert.deepEqual(termsOf('Run terraform state mv with -dry-run, then terragrunt run-all plan with --terragrunt-source-update.'), [
    'command:state mv',
    'command:run-all',
    'flag:-dry-run',
    'flag:--terragrunt-source-update',
  ]);
  assert.deepEqual(termsOf('Replace template_file with templatefile() and get_env("NAME").'), [
    'function:templatefile(',
    'function:get_env(',
    'name:template_file',
  ]);
  assert.deepEqual(termsOf('Use terraform apply -replace=ADDRESS (Terraform 0.15.2+).'), [
    'command:apply',
    'flag:-replace',
    'version:0.15.2',
  ]);
  assert.deepEqual(termsOf('Copy the folder with test_structure.CopyTerraformFolderToTemp and set TF_PLUGIN_CACHE_DIR.'), [
    'Go function:CopyTerraformFolderToTemp',
    'constant:TF_PLUGIN_CACHE_DIR',
  ]);
  assert.deepEqual(termsOf('Since Terragrunt v0.32, or with --terragrunt-no-auto-approve (v0.38.1 and later).'), [
    'flag:--terragrunt-no-auto-approve',
    'version:0.32',
    'version:0.38.1',
  ]);
  // Backticks are emphasis only.
  assert.deepEqual(termsOf('Set `prevent_destroy` or `-lock-timeout`.'), termsOf('Set prevent_destroy or -lock-timeout.'));
});

test('plain words, hyphenated words, version ranges such as 4.x and paths name nothing', () => {
  for (const description of [
    'A one-hour session, a non-interactive run and run-all order: nothing here is a flag.',
    'Terragrunt copies the lock file; pin 3.x, then upgrade to 4.x step by step.',
    'Store state at s3://bucket/env:/stage/terraform.tfstate and read data.terraform_remote_state.x.outputs.name.',
    'The plan shows -/+ for the instance, and Terraform (1.x or later) records the move.',
  ]) {
    assert.deepEqual(termsOf(description), [], description);
  }
});

test('the answer keeps a promise only by naming the term as a word or a call', () => {
  const [flag] = namedTerms('Use -target sparingly.');
  assert.ok(answerMentions('Run `terraform plan -target=module.vpc`.', flag));
  assert.ok(!answerMentions('Run `terraform plan --target-dir x`.', flag));
  const [call] = namedTerms('Use one() for optional resources.');
  assert.ok(answerMentions('output "arn" { value = one(aws_sns_topic.alarms[*].arn) }', call));
  assert.ok(!answerMentions('Pick one of the options.', call));
  const [version] = namedTerms('Terragrunt v0.27+ copies it.');
  assert.ok(answerMentions('Since Terragrunt v0.27.0, the lock file is copied.', version));
  assert.ok(!answerMentions('Terragrunt 10.27 and 0.270 are not releases.', version));
  const [command] = namedTerms('Use terraform state rm first.');
  assert.ok(answerMentions('Then `terragrunt state rm aws_s3_bucket.logs`.', command));
});

test('the answer section is read from the tree, code blocks included, and stops at the next section', () => {
  const doc = parseMarkdown('## Question\n\nWhy -target?\n\n## Answer\n\nUse this:\n\n```bash\nterraform plan -refresh-only\n```\n');
  assert.equal(answerSource(doc)?.includes('-refresh-only'), true);
  assert.equal(answerSource(doc)?.includes('Why -target'), false);
  assert.equal(answerSource(parseMarkdown('## Question\n\nOnly a question.\n')), null);
  assert.deepEqual(
    unkeptPromises('Plan with -refresh-only, not -target.', answerSource(doc) ?? '').map((t) => t.text),
    ['-target'],
  );
});

/** The knowledge base's own articles, as the property tests' input. */
function corpus(): {file: string; description: string; answer: string}[] {
  const dir = path.join(root, 'knowledge-base');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const {data, content} = matter(fs.readFileSync(path.join(dir, name), 'utf8'));
      return {file: name, description: String(data.description), answer: answerSource(parseMarkdown(content)) ?? ''};
    });
}

test('every knowledge-base article keeps the promises of its description', () => {
  const articles = corpus();
  assert.ok(articles.length > 400);
  const broken = articles.flatMap(({file, description, answer}) =>
    unkeptPromises(description, answer).map((term) => `${file}: ${term.text}`),
  );
  assert.deepEqual(broken, []);
  // The rule has something to check: a third of the descriptions name a term.
  assert.ok(articles.filter(({description}) => namedTerms(description).length > 0).length > articles.length / 4);
});

test('removing a named term from an answer breaks exactly that promise (generated from the knowledge base)', () => {
  const cases = corpus().flatMap(({description, answer}) => namedTerms(description).map((term) => ({description, answer, term})));
  fc.assert(
    fc.property(fc.constantFrom(...cases), ({description, answer, term}) => {
      const escaped = term.needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const without = answer.replace(new RegExp(escaped, 'g'), 'something else');
      const unkept = unkeptPromises(description, without).map((t) => `${t.kind}:${t.needle}`);
      assert.ok(unkept.includes(`${term.kind}:${term.needle}`), `${term.text} still counted as kept`);
      // Appending the description's own terms to any answer keeps every promise.
      assert.deepEqual(unkeptPromises(description, `${without}\n${description}`), []);
    }),
    {seed: SEED, numRuns: 200},
  );
});

test('the content check reports a description that promises a fix the answer does not give', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'kb-promise-'));
  fs.cpSync(path.join(root, 'tests/fixtures/kb-description-promise'), site, {recursive: true});
  fs.mkdirSync(path.join(site, 'docs'));
  fs.writeFileSync(path.join(site, 'docs/tags.yml'), '');
  const messages = (await checkContent(site)).map((p) => `${p.file}:${p.line}: ${p.message}`);
  const promises = messages.filter((m) => m.includes('the description names'));
  assert.deepEqual(promises, [
    'knowledge-base/7.md:1: the description names the command "terraform state rm", which the answer never mentions. Make the description promise the fix the answer gives, or show terraform state rm in the answer.',
    'knowledge-base/7.md:1: the description names the flag "-target", which the answer never mentions. Make the description promise the fix the answer gives, or show -target in the answer.',
  ]);
});
