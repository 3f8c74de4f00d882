import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse as parseWithHashiCorp} from '@cdktf/hcl2json';
import {format as formatWithHashiCorp} from '@cdktf/hcl-tools';
import {HclSyntaxError, describeSyntaxError, parseExpression} from '../lib/hcl/expression';
import {writeExpression} from '../lib/hcl/write';

/**
 * The browser's HCL expression parser and writer, held to HashiCorp's own parser (hcl2json) and
 * formatter (hclwrite, as terraform fmt) on the same samples: they accept and reject the same
 * values, and what the writer writes parses to the same value and is left unchanged by terraform fmt.
 */

const VALID = [
  '"text"',
  '"with \\"quotes\\" and \\\\ and \\n"',
  '"unicode \\u00e9"',
  '"${var.name}-db"',
  '"$${literal}"',
  '"%{if var.x}y%{else}z%{endif}"',
  '42',
  '3.14',
  '1e3',
  '-7',
  'true',
  'false',
  'null',
  '[]',
  '["a", "b"]',
  '[1, 2, 3,]',
  '[\n  "a",\n  "b",\n]',
  '{}',
  '{ a = 1 }',
  '{a=1,b="x"}',
  '{\n  a = 1\n  b = 2\n}',
  '{\n  "kubernetes.io/role/elb" = "1"\n}',
  '{ a: 1 }',
  '{\n  a = {\n    b = [1, 2]\n  }\n}',
  'var.vpc_id',
  'local.tags["Name"]',
  'dependency.vpc.outputs.private_app_subnet_ids',
  'module.x.ids[0]',
  'data.aws_caller_identity.current.account_id',
  'aws_instance.web[*].id',
  'aws_instance.web.*.id',
  'var.list.0',
  'concat(var.a, ["b"])',
  'jsonencode({\n  Version = "2012-10-17"\n})',
  'merge(var.tags, { Team = "infra" })',
  'max(var.a...)',
  'file("${path.module}/policy.json")',
  'tomap({})',
  '1 + 2 * 3',
  '!var.enabled',
  'var.a == "x" && var.b != 2',
  'var.count > 0 ? var.count : 1',
  '(1 + 2) * 3',
  '[for s in var.subnets : s.id]',
  '[for i, s in var.list : upper(s) if s != ""]',
  '{for k, v in var.map : k => v}',
  '{for k, v in var.map : v => k...}',
  '<<EOT\nline one\nline ${var.two}\nEOT',
  '<<-EOT\n  indented\n  EOT',
  '"value" # trailing comment',
  '/* block */ 1',
  '{ "a" = 1 }',
  '{ (var.key) = 1 }',
  'x[0][1]',
  '-x.y',
  '"a" == "b" ? 1 : 2',
  '[1, [2, [3]]]',
  '{\n  a = [\n    1,\n  2]\n}',
  'f()',
  'f(\n)',
  'a.b["c d"]',
  '0.5',
  '1.0e-3',
  'x ? { a = 1 } : {}',
  '["a"\n, "b"]',
  '{\n  a = 1,\n  b = 2,\n}',
  // Found by the generated round trips (builderRoundTrip.test.ts): each once broke the builder's file.
  '<<EOT\n$${HOME} %%{ not a directive }\nEOT',
  '[\n  <<EOT\na\nEOT\n  ,\n  "b",\n]',
  'jsonencode(<<EOT\n{}\nEOT\n)',
  '{ "for" = 1, "if" = 2, "in" = 3 }',
  '<<EOT\nEOT\u2028"\nEOT',
  '<<EOT\nabc\n  EOT\u00a0',
];

const INVALID = [
  '',
  '"unclosed',
  '"no\nnewline"',
  '[1, 2',
  '{ a = 1',
  '{ a 1 }',
  '{ a = 1 b = 2 }',
  'f(1, 2',
  '1 +',
  '? 1 : 2',
  'var.',
  '"bad \\q escape"',
  '[for x in : x]',
  '<<EOT\nno end',
  'a b',
  '1 2',
  '{ = 1 }',
  '"${var.x"',
  '"%{bogus}"',
  '1 +\n2',
  ')',
  ']',
  '# a comment\n"value"',
  '\n"value"',
  '{ a = }',
  '[,]',
  'f(,)',
  '1..2',
  '"\\u12"',
  'x[',
  '.5',
  '{ a = 1 }}',
  'true false',
  '[for x in y]',
  '{ for = 1 }',
  '<<EOT \nspace after the marker\nEOT',
  '<<EOT\nEOT "\n',
];

async function hashiCorpAccepts(expression: string): Promise<boolean> {
  try {
    await parseWithHashiCorp('sample.tf', `value = ${expression}\n`);
    return true;
  } catch {
    return false;
  }
}

function weAccept(expression: string): boolean {
  try {
    parseExpression(expression);
    return true;
  } catch (error) {
    if (!(error instanceof HclSyntaxError)) throw error;
    return false;
  }
}

test("the parser accepts what HashiCorp's parser accepts, and rejects what it rejects", async () => {
  const disagreements: string[] = [];
  for (const sample of [...VALID, ...INVALID]) {
    const theirs = await hashiCorpAccepts(sample);
    if (theirs !== weAccept(sample))
      disagreements.push(`${JSON.stringify(sample)}: HashiCorp ${theirs ? 'accepts' : 'rejects'} it, we do not`);
  }
  assert.deepEqual(disagreements, []);
  assert.ok(VALID.length > 40 && INVALID.length > 15);
});

test("what the writer writes means the same to HashiCorp's parser, and terraform fmt leaves it as it is", async () => {
  const problems: string[] = [];
  for (const sample of VALID) {
    const written = writeExpression(parseExpression(sample), '');
    const original = await parseWithHashiCorp('a.tf', `value = ${sample}\n`);
    let rewritten: unknown;
    try {
      rewritten = await parseWithHashiCorp('b.tf', `value = ${written}\n`);
    } catch (error) {
      problems.push(
        `${JSON.stringify(sample)} was written as ${JSON.stringify(written)}, which does not parse: ${String(error).slice(0, 120)}`,
      );
      continue;
    }
    // Expressions come back as their source text, so spacing is compared without whitespace.
    const meaning = (value: unknown) => JSON.stringify(value).replace(/\s|\\n/g, '');
    if (meaning(original) !== meaning(rewritten))
      problems.push(`${JSON.stringify(sample)} changed meaning: ${meaning(original)} became ${meaning(rewritten)}`);
    const file = `value = ${written}\n`;
    const formatted = await formatWithHashiCorp(file);
    if (formatted !== file)
      problems.push(`${JSON.stringify(sample)}: terraform fmt changes ${JSON.stringify(file)} to ${JSON.stringify(formatted)}`);
  }
  assert.deepEqual(problems, []);
});

test('a syntax error says what is wrong and where', () => {
  const message = (text: string) => {
    try {
      parseExpression(text);
      return 'accepted';
    } catch (error) {
      return describeSyntaxError(text, error as HclSyntaxError);
    }
  };
  assert.equal(message('["a", "b"'), 'the list is not closed with "]" (at character 10)');
  assert.equal(message('{\n  a = 1\n  b 2\n}'), 'expected "=" after the key, found "2" (line 3, column 5)');
  assert.equal(message('"unclosed'), 'a string is not closed with " (at character 10)');
  assert.match(message('1 +\n2'), /a value is missing|unexpected/);
});
