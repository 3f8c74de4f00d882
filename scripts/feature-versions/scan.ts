/**
 * The first release at which a construct's test holds, reading each release tag's files once, oldest first (a linear scan,
 * so a construct dropped and restored keeps its first release), and, for a construct the newest tag lacks, the release
 * after the last that has it. Needs `git` and a bare mirror; nothing here runs in CI.
 */
import {readFilesAt, removals} from '../cli-flags/git';

/** One fact of the data: a construct, its first release, and the file at that tag that shows it. */
export interface Found {
  kind: string;
  name: string;
  since: string;
  file: string;
  /** The first release without it, when the newest scanned release lacks it (after the last release that has it). */
  removedIn?: string;
}

/**
 * A construct whose presence one test of a tag's files decides. `test` gets the files that exist at the tag (path → text)
 * and returns the path that shows the construct, or null.
 */
export interface ConstructSpec {
  kind: string;
  name: string;
  test: (files: Map<string, string>) => string | null;
}

/** Constructs found by reading their names out of a tag's files (every function of a table, every attribute of a struct). */
export type Lister = (files: Map<string, string>) => {kind: string; name: string; file: string}[];

export interface ScanResult {
  found: Found[];
  /** Specs no scanned release satisfies. */
  missing: string[];
}

/** Scans `tags` (oldest first), reading `paths` at each; returns each construct's first release. */
export function scanFirstReleases(
  gitDir: string,
  tags: string[],
  paths: string[],
  specs: ConstructSpec[],
  listers: Lister[] = [],
): ScanResult {
  const first = new Map<string, Found>();
  const lastSeen = new Map<string, number>();
  tags.forEach((tag, index) => {
    const files = readFilesAt(gitDir, tag, paths);
    for (const spec of specs) {
      const key = `${spec.kind} ${spec.name}`;
      const file = spec.test(files);
      if (file === null) continue;
      lastSeen.set(key, index);
      if (!first.has(key)) first.set(key, {kind: spec.kind, name: spec.name, since: tag, file});
    }
    for (const list of listers) {
      for (const entry of list(files)) {
        const key = `${entry.kind} ${entry.name}`;
        lastSeen.set(key, index);
        if (!first.has(key)) first.set(key, {...entry, since: tag});
      }
    }
  });
  for (const [key, removedIn] of removals(lastSeen, tags)) first.get(key)!.removedIn = removedIn;
  const missing = specs.filter((spec) => !first.has(`${spec.kind} ${spec.name}`)).map((spec) => `${spec.kind} ${spec.name}`);
  const found = [...first.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  return {found, missing};
}

/** The first of `candidates` (paths) that exists and whose text passes `test`. */
export function firstFile(files: Map<string, string>, candidates: string[], test: (text: string) => boolean): string | null {
  for (const candidate of candidates) {
    const text = files.get(candidate);
    if (text !== undefined && test(text)) return candidate;
  }
  return null;
}

/** The same path in each layout a repository has had (`configs/x.go` and `internal/configs/x.go`). */
export const bothLayouts = (path: string): string[] => [path, `internal/${path}`];

/** The text between `start` and the next `end` after it (or the end of `text`); '' when `start` is absent. */
export function section(text: string, start: RegExp, end: RegExp): string {
  const match = start.exec(text);
  if (!match) return '';
  const rest = text.slice(match.index + match[0].length);
  const stop = end.exec(rest);
  return stop ? rest.slice(0, stop.index) : rest;
}
