/**
 * The AWS provider's resources and data sources, with the release whose CHANGELOG.md section announces them
 * (`* **New Resource:** \`aws_x\`` or `* **New Data Source:** \`aws_x\`` under `## 4.0.0 (...)`). The changelog is read
 * from a local copy of the provider repository's CHANGELOG.md; a name it never announces is reported, not guessed (the
 * resources that came with the provider's split from Terraform core predate its changelog).
 */
import type {Found} from './scan';

export interface AwsName {
  kind: 'resource' | 'data-source';
  name: string;
}

/** Each wanted name's earliest announcing release, and the names no section announces. */
export function scanAwsChangelog(text: string, file: string, wanted: AwsName[]): {found: Found[]; missing: string[]} {
  const announced = new Map<string, string>();
  let release: string | null = null;
  for (const line of text.split('\n')) {
    const heading = /^##\s+v?(\d+\.\d+\.\d+)\b/.exec(line);
    if (heading) {
      release = `v${heading[1]}`;
      continue;
    }
    const entry = /^\s*\*\s+\*\*New (Resource|Data Source):\*\*\s+`(aws_\w+)`/.exec(line);
    if (!entry || release === null) continue;
    // Sections run newest first, so the last announcement read is the earliest.
    announced.set(`${entry[1] === 'Resource' ? 'resource' : 'data-source'} ${entry[2]}`, release);
  }
  const found: Found[] = [];
  const missing: string[] = [];
  for (const {kind, name} of wanted) {
    const since = announced.get(`${kind} ${name}`);
    if (since) found.push({kind, name, since, file});
    else missing.push(`${kind} ${name}`);
  }
  return {found, missing};
}
