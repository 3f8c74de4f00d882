/**
 * Browser code and build code stay apart: what a component can import is safe in the browser.
 * Browser code is src/ and, under plugins/ and internals/, every `theme/` folder (a plugin's
 * components) and `client/` folder (its browser-safe modules); the rest of plugins/ and internals/,
 * and scripts/, is build code.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';

const root = path.resolve(__dirname, '../..');
const toPosix = (file: string) => file.split(path.sep).join('/');
const BROWSER_FOLDER = /^(plugins|internals)\/(?:.+\/)?(theme|client)\//;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => toPosix(path.join(dir, file)))
    .filter((file) => /\.tsx?$/.test(file));
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function importedSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

const browserFiles = [
  ...sourceFiles('src'),
  ...[...sourceFiles('plugins'), ...sourceFiles('internals')].filter((file) => BROWSER_FOLDER.test(file)),
];

/** The repository file a relative or @site/ specifier points to, without its extension. */
function resolveLocal(file: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (specifier.startsWith('.')) return toPosix(path.join(path.dirname(file), specifier));
  return null;
}

function isBuildCode(target: string): boolean {
  return /^(plugins|internals|scripts)\//.test(target) && !BROWSER_FOLDER.test(target);
}

test('the import scanner finds static, type, dynamic and re-export imports', () => {
  assert.deepEqual(
    importedSpecifiers(`import a from 'a';\nimport type {B} from "b";\nexport {c} from './c';\nimport './d.css';\nconst e = import('e');`),
    ['a', 'b', './c', './d.css', 'e'],
  );
});

test('browser code imports no Node built-in module', () => {
  const builtins = new Set(builtinModules);
  const problems = browserFiles.flatMap((file) =>
    importedSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('node:') || builtins.has(specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  );
  assert.ok(browserFiles.length > 40, `found ${browserFiles.length} browser files`);
  assert.deepEqual(problems, [], 'move Node code to plugins/lib/ and keep src/ for the browser');
});

test('browser code imports no build code (plugins/ and internals/ outside theme/ and client/, scripts/)', () => {
  const problems = browserFiles.flatMap((file) =>
    importedSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => resolveLocal(file, specifier))
      .filter((target): target is string => target !== null && isBuildCode(target))
      .map((target) => `${file} imports ${target}`),
  );
  assert.deepEqual(problems, []);
});
