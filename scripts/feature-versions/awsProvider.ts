/**
 * The AWS provider's resources and data sources, with the release whose CHANGELOG.md section announces them
 * (`* **New Resource:** \`aws_x\`` or `* **New Data Source:** \`aws_x\`` under `## 4.0.0 (...)`); of two announcements
 * (a resource backported to 3.75.0 after 4.0.0) the lower release. The changelog is read from a local copy of the
 * provider repository's CHANGELOG.md (or of some of its sections: the data names the sections read); a name it never
 * announces is reported, not guessed (the resources that came with the provider's split from Terraform core predate it).
 */
import {compareVersions, parseVersion} from '../../plugins/library-versions';
import type {Found} from './scan';

export interface AwsName {
  kind: 'resource' | 'data-source';
  name: string;
}

/** Each wanted name's lowest announcing release, the names no section announces, and the releases whose sections were read. */
export function scanAwsChangelog(text: string, file: string, wanted: AwsName[]): {found: Found[]; missing: string[]; sections: string[]} {
  const announced = new Map<string, string>();
  const sections: string[] = [];
  let release: string | null = null;
  for (const line of text.split('\n')) {
    const heading = /^##\s+v?(\d+\.\d+\.\d+)\b/.exec(line);
    if (heading) {
      release = `v${heading[1]}`;
      sections.push(release);
      continue;
    }
    const entry = /^\s*\*\s+\*\*New (Resource|Data Source):\*\*\s+`(aws_\w+)`/.exec(line);
    if (!entry || release === null) continue;
    // A resource can be announced twice (4.0.0, then backported in 3.75.0): the lowest release has it first.
    const key = `${entry[1] === 'Resource' ? 'resource' : 'data-source'} ${entry[2]}`;
    const known = announced.get(key);
    if (!known || compareVersions(parseVersion(release)!, parseVersion(known)!) < 0) announced.set(key, release);
  }
  const found: Found[] = [];
  const missing: string[] = [];
  for (const {kind, name} of wanted) {
    const since = announced.get(`${kind} ${name}`);
    if (since) found.push({kind, name, since, file});
    else missing.push(`${kind} ${name}`);
  }
  return {found, missing, sections};
}
