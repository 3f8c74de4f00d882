import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A git repository in a temporary folder whose tags hold the given files (path → text), one commit each, for the
 * generators that read the tools' repositories at their release tags. Returns its git directory.
 */
export function taggedRepository(releases: [tag: string, files: Record<string, string>][]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tagged-repository-'));
  const work = path.join(dir, 'work');
  const run = (...args: string[]) => {
    const result = spawnSync('git', args, {cwd: work, encoding: 'utf8'});
    assert.equal(result.status, 0, result.stderr);
  };
  fs.mkdirSync(work);
  run('init', '-q');
  for (const [tag, files] of releases) {
    for (const entry of fs.readdirSync(work)) if (entry !== '.git') fs.rmSync(path.join(work, entry), {recursive: true});
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      fs.writeFileSync(path.join(work, file), text);
    }
    run('add', '-A');
    run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', tag);
    run('tag', tag);
  }
  return path.join(work, '.git');
}
