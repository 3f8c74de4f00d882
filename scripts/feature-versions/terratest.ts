/**
 * Terratest: the Go version each release's go.mod asks for (its `go` directive), and the first release of each function
 * and type the site's Go snippets use (`func Name(`, `type Name `, or a package variable `Name = ` in the package's folder under modules/).
 */
import {git, readFilesAt} from '../cli-flags/git';
import type {TerratestUse} from '../../plugins/library-versions';
import type {Found} from './scan';

export interface GoMinimum {
  /** The first release whose go.mod asks for `go`. */
  since: string;
  go: string;
  file: string;
}

/** The releases at which go.mod's `go` directive changed, oldest first (releases before go.mod existed are left out). */
export function scanGoMinimums(gitDir: string, tags: string[]): GoMinimum[] {
  const changes: GoMinimum[] = [];
  for (const tag of tags) {
    const goMod = readFilesAt(gitDir, tag, ['go.mod']).get('go.mod');
    const directive = goMod === undefined ? null : /^go\s+(\d+\.\d+(?:\.\d+)?)\s*$/m.exec(goMod);
    if (!directive) continue;
    if (changes.at(-1)?.go !== directive[1]) changes.push({since: tag, go: directive[1], file: 'go.mod'});
  }
  return changes;
}

/** Each wanted function or type's first release (one `git grep` per tag over the wanted packages). */
export function scanTerratestNames(gitDir: string, tags: string[], wanted: TerratestUse[]): {found: Found[]; missing: string[]} {
  const packages = [...new Set(wanted.map((use) => use.pkg))];
  const names = [...new Set(wanted.map((use) => use.name))];
  const pattern = `^(func|type|var) (${names.join('|')})\\b|^\t(${names.join('|')})\\s+=`;
  const first = new Map<string, Found>();
  for (const tag of tags) {
    const output = git(gitDir, ['grep', '-E', pattern, tag, '--', ...packages.map((pkg) => `modules/${pkg}/*.go`)]).toString();
    for (const line of output.split('\n')) {
      const match = /^[^:]+:(modules\/([a-z0-9-]+)\/[^:]+\.go):(?:(func|type|var) (\w+)|\t(\w+)\s+=)/.exec(line);
      if (!match || match[1].endsWith('_test.go')) continue;
      const [, file, pkg, declared, declaredName, assigned] = match;
      const kind = declared === 'func' ? 'function' : declared === 'type' ? 'type' : 'variable';
      const name = declaredName ?? assigned;
      const key = `${pkg}.${name}`;
      if (first.has(key) || !wanted.some((use) => use.pkg === pkg && use.name === name)) continue;
      first.set(key, {kind, name: key, since: tag, file});
    }
  }
  const missing = wanted.map((use) => `${use.pkg}.${use.name}`).filter((key) => !first.has(key));
  return {found: [...first.values()].sort((a, b) => a.name.localeCompare(b.name)), missing};
}
