/**
 * Reading a bare mirror of a tool's repository at its release tags, for scripts/cli-flags/generate.ts.
 * Needs `git` and the mirror on this machine; nothing here runs in CI.
 */
import {spawnSync} from 'node:child_process';
import {compareVersions, parseVersion} from '../../plugins/library-versions';

const MAX_OUTPUT = 1024 * 1024 * 1024;

/** Runs git against the bare repository `gitDir`; exit code 1 (git grep: no match) gives ''. */
export function git(gitDir: string, args: string[], input?: string): Buffer {
  const result = spawnSync('git', ['--git-dir', gitDir, ...args], {input, maxBuffer: MAX_OUTPUT});
  if (result.error) throw result.error;
  if (result.status === 1 && args[0] === 'grep') return Buffer.alloc(0);
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${gitDir}: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

/** The repository's release tags (vX.Y.Z, no pre-releases), oldest first. */
export function stableTags(gitDir: string): string[] {
  return git(gitDir, ['tag', '--list', 'v*'])
    .toString()
    .split('\n')
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .sort((a, b) => compareVersions(parseVersion(a)!, parseVersion(b)!));
}

/** The text of each `path` at `tag` that exists there (one `git cat-file --batch` for all). */
export function readFilesAt(gitDir: string, tag: string, paths: string[]): Map<string, string> {
  const output = git(gitDir, ['cat-file', '--batch'], paths.map((file) => `${tag}:${file}\n`).join(''));
  const files = new Map<string, string>();
  let offset = 0;
  for (const file of paths) {
    const headerEnd = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, headerEnd).toString();
    offset = headerEnd + 1;
    const blob = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!blob) continue; // "<name> missing": no such file at this tag
    const size = Number(blob[1]);
    files.set(file, output.subarray(offset, offset + size).toString());
    offset += size + 1;
  }
  return files;
}

/** For each key last seen at a tag before the newest, the tag after it: the first release of those left without it. */
export function removals(lastSeen: Map<string, number>, tags: string[]): Map<string, string> {
  return new Map([...lastSeen].filter(([, last]) => last < tags.length - 1).map(([key, last]) => [key, tags[last + 1]]));
}
