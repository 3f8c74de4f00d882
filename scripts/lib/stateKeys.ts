/**
 * State keys against folders. Under a root `remote_state` block whose key is built from
 * `path_relative_to_include()`, each unit's state lives at a key made of its folder's path relative to
 * the root `terragrunt.hcl`. A page that shows such a block and also names concrete keys (in code
 * or inline code) must name keys that match folders it shows; a key that matches no folder is a wrong
 * promise about where the state is (a missing level, a folder that was moved but a key that was not).
 * Pure: reads a parsed Markdown body, no file system access.
 */
import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';
import {fillReaderValues} from '../../plugins/reader-values/api';
import type {MarkdownDocument} from './markdownContent';

export interface StateKeyFinding {
  /** 1-based line in the Markdown body. */
  line: number;
  message: string;
}

/** A root key built from the include path: `prefix${path_relative_to_include()}suffix`. */
export interface KeyTemplate {
  prefix: string;
  suffix: string;
  line: number;
}

interface Text {
  value: string;
  line: number;
  /** A fenced block (true) or an inline code span (false). */
  block: boolean;
  language: string;
}

const HCL = new Set(['hcl', 'terraform', 'tf']);
const TEMPLATE = /\bkey\s*=\s*"([^"$]*)\$\{path_relative_to_include\(\)\}([^"]*)"/g;
const SEGMENT = '[A-Za-z0-9@._-]+';
const PATH = new RegExp(`(?:^|[\\s"'\`(=:])(\\.?\\/?${SEGMENT}(?:\\/${SEGMENT})+)\\/?(?=$|[\\s"'\`),;:])`, 'g');
/** A file a folder path may end in: the folder is the path without it. */
const FILE_NAME = /\/[^/]+\.(?:hcl|tf|tfvars|json|ya?ml|md|go|sh|txt)$/;
const TREE_LINE = /^([\s│|├└─`-]*)(\S.*?)\s*$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textsOf(doc: MarkdownDocument): Text[] {
  const texts: Text[] = [];
  visit(doc.tree, (node: Nodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'code') {
      // Code is read as the page shows it by default: with the example reader values.
      texts.push({value: fillReaderValues(node.value), line: line + 1, block: true, language: node.lang ?? ''});
    } else if (node.type === 'inlineCode') {
      texts.push({value: node.value, line, block: false, language: ''});
    }
  });
  return texts;
}

/** Root keys built from `path_relative_to_include()` in the page's HCL blocks. */
export function keyTemplates(doc: MarkdownDocument): KeyTemplate[] {
  const templates: KeyTemplate[] = [];
  for (const text of textsOf(doc)) {
    if (!text.block || !HCL.has(text.language)) continue;
    for (const match of text.value.matchAll(TEMPLATE)) {
      const before = text.value.slice(0, match.index);
      templates.push({prefix: match[1], suffix: match[2], line: text.line + before.split('\n').length - 1});
    }
  }
  return templates;
}

/** Paths of a tree drawing (`├── vpc/` lines under a root line), each as its chain of parent names. */
export function treePaths(code: string): string[] {
  if (!/[├└]/.test(code)) return [];
  const paths: string[] = [];
  const stack: {level: number; name: string}[] = [];
  for (const line of code.split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    // The column where the name starts is its depth in the drawing.
    const level = match[1].length;
    const name = match[2].replace(/\s+(?:#|<-|←).*$/, '').replace(/\/$/, '');
    while (stack.length > 0 && stack[stack.length - 1].level >= level) stack.pop();
    stack.push({level, name});
    if (/^[A-Za-z0-9@._-]+(?:\/[A-Za-z0-9@._-]+)*$/.test(name)) paths.push(stack.map((entry) => entry.name).join('/'));
  }
  return paths;
}

const normalise = (path: string) =>
  path
    .replace(/^\.?\//, '')
    .replace(/\/+$/, '')
    .replace(FILE_NAME, '');

/** Folder paths the page names: in code, in inline code and in tree drawings (keys excluded). */
export function folderPaths(doc: MarkdownDocument, suffixes: string[]): Set<string> {
  const folders = new Set<string>();
  for (const text of textsOf(doc)) {
    for (const path of treePaths(text.value)) folders.add(normalise(path));
    for (const match of text.value.matchAll(PATH)) {
      const path = match[1];
      if (path.includes('://') || suffixes.some((suffix) => suffix && path.endsWith(suffix))) continue;
      if (suffixes.some((suffix) => suffix && path.includes(`${suffix}-md5`))) continue;
      folders.add(normalise(path));
    }
  }
  folders.delete('');
  return folders;
}

interface ConcreteKey {
  /** The folder part of the key, after the template's prefix. */
  folder: string;
  key: string;
  line: number;
  /** A lock table's checksum ID (`bucket/key-md5`): its first segment is the bucket. */
  lockId: boolean;
}

/** Keys with the template's suffix that the page names, as `folder` + suffix. */
export function concreteKeys(doc: MarkdownDocument, template: KeyTemplate): ConcreteKey[] {
  if (!template.suffix.startsWith('/') || template.suffix.length < 2) return [];
  const keyPattern = new RegExp(
    `(?:^|[\\s"'\`(=])(?:s3:\\/\\/[^/\\s"'\`]+\\/)?(?:env:\\/[^/\\s]+\\/)?(${SEGMENT}(?:\\/${SEGMENT})*)${escapeRegExp(template.suffix)}(-md5)?(?=$|[\\s"'\`),;}])`,
    'g',
  );
  const keys: ConcreteKey[] = [];
  for (const text of textsOf(doc)) {
    for (const match of text.value.matchAll(keyPattern)) {
      const lockId = match[2] !== undefined;
      let folder = lockId ? match[1].split('/').slice(1).join('/') : match[1];
      if (template.prefix) {
        const prefix = template.prefix.replace(/\/$/, '');
        if (folder === prefix || !folder.startsWith(`${prefix}/`)) continue;
        folder = folder.slice(prefix.length + 1);
      }
      const before = text.value.slice(0, match.index);
      keys.push({folder, key: `${match[1]}${template.suffix}`, line: text.line + before.split('\n').length - 1, lockId});
    }
  }
  return keys;
}

/** Whether a key's folder matches a folder the page shows. */
export function matchesFolder(folder: string, folders: ReadonlySet<string>): boolean {
  for (const shown of folders) {
    if (shown === folder || shown.endsWith(`/${folder}`)) return true;
    // A folder named relative to a parent the reader has changed into (`cd stage/us-east-1`).
    if (shown.includes('/') && folder.endsWith(`/${shown}`)) return true;
  }
  return false;
}

/**
 * Findings for a page: each concrete key whose folder part matches no folder the page shows, when the
 * page shows a root key built from `path_relative_to_include()` and names at least one folder.
 */
export function checkStateKeys(doc: MarkdownDocument): StateKeyFinding[] {
  const templates = keyTemplates(doc);
  if (templates.length === 0) return [];
  const folders = folderPaths(
    doc,
    templates.map((template) => template.suffix),
  );
  if (folders.size === 0) return [];
  const findings: StateKeyFinding[] = [];
  const seen = new Set<string>();
  for (const template of templates) {
    for (const key of concreteKeys(doc, template)) {
      if (matchesFolder(key.folder, folders) || seen.has(`${key.line}:${key.key}`)) continue;
      seen.add(`${key.line}:${key.key}`);
      const shown = [...folders].sort().slice(0, 6).join(', ');
      findings.push({
        line: key.line,
        message: `state key "${key.key}" names the folder "${key.folder}", which the page does not show (it shows ${shown}). Under the root key "${template.prefix}\${path_relative_to_include()}${template.suffix}" (line ${template.line}) a unit's key is its folder's path relative to the root terragrunt.hcl, and moving a folder changes the key. Make the key the folder's full relative path, or show that folder.`,
      });
    }
  }
  return findings;
}
