/**
 * A knowledge-base article's description promises a fix; its answer has to give that fix. This module
 * finds the concrete things a description names (a function call, a command-line flag, a Terraform or
 * Terragrunt command, a Go function, an argument name, an environment variable or other upper-case
 * constant, a version number) and reports each one the answer never mentions. Pure functions: the content check passes
 * the texts in.
 */
import type {Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {MarkdownDocument} from './markdownContent';

export type TermKind = 'function' | 'flag' | 'command' | 'Go function' | 'name' | 'constant' | 'version';

export interface NamedTerm {
  kind: TermKind;
  /** The term as the description writes it, for the message. */
  text: string;
  /** What the answer must contain (case-sensitive) for the promise to be kept. */
  needle: string;
}

/** Subcommands that name a command when they follow `terraform` or `terragrunt` in prose. */
const SUBCOMMANDS = [
  'apply',
  'aws-provider-patch',
  'console',
  'destroy',
  'fmt',
  'force-unlock',
  'get',
  'graph',
  'graph-dependencies',
  'hclfmt',
  'import',
  'init',
  'output',
  'plan',
  'providers lock',
  'providers mirror',
  'providers',
  'refresh',
  'render-json',
  'run-all',
  'show',
  'state list',
  'state mv',
  'state pull',
  'state push',
  'state replace-provider',
  'state rm',
  'state show',
  'taint',
  'untaint',
  'validate',
  'validate-inputs',
  'workspace',
];

const alternation = SUBCOMMANDS.map((command) => command.replace(/-/g, '\\-')).join('|');
/** `terraform state rm`, `terragrunt run-all`: the tool, then a known subcommand ending at a word boundary. */
const COMMAND = new RegExp(`\\b(?:terraform|terragrunt) (${alternation})(?![\\w-])`, 'g');
/** `templatefile()`, `get_env(NAME)`: an identifier directly followed by an opening parenthesis. */
const FUNCTION = /(?<![\w.])([a-z][a-z0-9_]*)\(/g;
/** `-target`, `--terragrunt-source-update`, `-replace=ADDRESS`: a dash after a space or an opening bracket. */
const FLAG = /(?<=^|[\s(])(--?[a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:=[^\s,;)]*)?(?![\w-])/g;
/** `test_structure.CopyTerraformFolderToTemp`, `terraform.Destroy`: a Go package, a dot, an exported name. */
const GO_FUNCTION = /\b[a-z][a-z0-9_]*\.([A-Z][A-Za-z0-9]*)\b/g;
/** `prevent_destroy`, `mock_outputs_allowed_terraform_commands`: lower-case words joined by underscores. */
const SNAKE_NAME = /(?<![\w.$:/-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w.(-])/g;
/** `TF_PLUGIN_CACHE_DIR`, `SKIP_`, `CONSOLIDATED_BILLING`: upper-case words joined by underscores. */
const CONSTANT = /(?<![\w$])([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?!\w)/g;
/** `0.15.2`, `v0.38.1`, `4.x` is not one: two or three dot-separated numbers. */
const VERSION = /(?<![\w.])v?(\d+\.\d+(?:\.\d+)?)(?![\w]|\.\d)/g;

/** The terms a description names, in the order they appear, each once. */
export function namedTerms(description: string): NamedTerm[] {
  const found: NamedTerm[] = [];
  const seen = new Set<string>();
  const add = (kind: TermKind, text: string, needle: string) => {
    const key = `${kind}:${needle}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({kind, text, needle});
  };
  // Inline code marks are only emphasis here: a name counts with or without backticks.
  const text = description.replace(/`/g, '');
  for (const match of text.matchAll(COMMAND)) add('command', match[0], match[1]);
  for (const match of text.matchAll(FUNCTION)) add('function', `${match[1]}()`, `${match[1]}(`);
  for (const match of text.matchAll(FLAG)) add('flag', match[0], match[1]);
  for (const match of text.matchAll(GO_FUNCTION)) add('Go function', match[0], match[1]);
  for (const match of text.matchAll(SNAKE_NAME)) add('name', match[1], match[1]);
  for (const match of text.matchAll(CONSTANT)) add('constant', match[1], match[1]);
  for (const match of text.matchAll(VERSION)) add('version', match[0], match[1]);
  return found;
}

/** The source text of the article's "## Answer" section (prose and code), or null when it has none. */
export function answerSource(doc: MarkdownDocument): string | null {
  const children = doc.tree.children;
  const start = children.findIndex(
    (node) => node.type === 'heading' && (node as Heading).depth === 2 && toString(node).trim() === 'Answer',
  );
  if (start < 0) return null;
  const from = children[start].position?.end.offset ?? 0;
  const next = children.slice(start + 1).find((node) => node.type === 'heading' && (node as Heading).depth <= 2);
  const to = next?.position?.start.offset ?? doc.source.length;
  return doc.source.slice(from, to);
}

/** Whether the answer mentions a term: as a word (or, for a function, as a call). */
export function answerMentions(answer: string, term: NamedTerm): boolean {
  const escaped = term.needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A version is kept by itself or by a release that extends it (0.27 by 0.27.0), never by 10.27 or 0.270.
  const before = term.kind === 'flag' ? '(?<![\\w-])' : term.kind === 'version' ? '(?<![\\d.])' : '(?<![\\w])';
  const after = term.kind === 'function' || term.kind === 'constant' ? '' : term.kind === 'version' ? '(?!\\d)' : '(?![\\w-])';
  return new RegExp(`${before}${escaped}${after}`).test(answer);
}

/** The terms the description names and the answer never mentions. */
export function unkeptPromises(description: string, answer: string): NamedTerm[] {
  return namedTerms(description).filter((term) => !answerMentions(answer, term));
}

/** One message per unkept promise, for the content check (which adds the file and line). */
export function descriptionProblems(description: unknown, doc: MarkdownDocument): string[] {
  if (typeof description !== 'string') return [];
  const answer = answerSource(doc);
  if (answer === null) return [];
  return unkeptPromises(description, answer).map(
    (term) =>
      `the description names the ${term.kind} "${term.text}", which the answer never mentions. Make the description promise the fix the answer gives, or show ${term.text} in the answer.`,
  );
}
