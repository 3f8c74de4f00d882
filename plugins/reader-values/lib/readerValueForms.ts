/**
 * What the settings dialog says about each reader value: its label, the format it asks for and why a
 * value cannot be used. Only the dialog loads this (on the first click of a note), so no page with
 * code downloads it.
 */
import {readerValueDefinition} from './readerValues';
import {AWS_REGIONS} from './awsRegions';
import {AWS_REGIONS_OF_THE_SITE_ERA} from './awsRegionsOfTheSiteEra';
import {compareVersions, parseToolVersion, shortVersion, type ReaderTool} from '@site/plugins/library-versions/api';

export interface ReaderValueForm {
  label: string;
  /** What to enter, said when a value does not fit. */
  format: string;
  /** What kind of thing a value is, for "There is no AWS region us-east-7". */
  kind?: string;
  /** Said to a value that fits once in lower case ("Region codes are lower case"); "Use lower case" without it. */
  lowerCase?: string;
  /** The only values there are, when they can be listed (the regions): a value of the right shape must be one. */
  known?: readonly string[];
  /**
   * The values of the site's era (December 2022), where a value can be newer than the site: a
   * value there is that is not one of them gets readerValueNote's note.
   */
  ofTheSiteEra?: readonly string[];
}

const ACCOUNT_ID = 'twelve digits';

/** Each value's words, by name (tests/unit/reader-values: one for every value of READER_VALUES). */
export const READER_VALUE_FORMS: Readonly<Record<string, ReaderValueForm>> = {
  'root-account-id': {label: 'Root (management) account', format: ACCOUNT_ID},
  'security-account-id': {label: 'Security account', format: ACCOUNT_ID},
  'logs-account-id': {label: 'Logs account', format: ACCOUNT_ID},
  'shared-account-id': {label: 'Shared services account', format: ACCOUNT_ID},
  'dev-account-id': {label: 'Dev account', format: ACCOUNT_ID},
  'stage-account-id': {label: 'Stage account', format: ACCOUNT_ID},
  'prod-account-id': {label: 'Prod account', format: ACCOUNT_ID},
  region: {
    label: 'AWS region',
    format: 'a region code such as eu-west-1',
    kind: 'AWS region',
    lowerCase: 'Region codes are lower case',
    known: AWS_REGIONS,
    ofTheSiteEra: AWS_REGIONS_OF_THE_SITE_ERA,
  },
  'org-name': {
    label: 'Organisation name, as used in resource names',
    format: 'lower-case letters, digits and hyphens, starting with a letter (at most 30)',
  },
  domain: {label: 'Domain', format: 'a domain name such as example.org'},
};

/** "a", "a or b", "a, b or c". */
const either = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** The known values a near miss was probably meant as: those with its name less the last part (us-east-7: us-east-1, us-east-2). */
function nearKnown(value: string, known: readonly string[]): string[] {
  const stem = value.slice(0, value.lastIndexOf('-') + 1);
  return stem ? known.filter((candidate) => candidate.startsWith(stem) && candidate.lastIndexOf('-') + 1 === stem.length) : [];
}

/** Why a value cannot be used, or null when it can: it fits (fitsReaderValue) and is one there is. */
export function readerValueProblem(name: string, value: string): string | null {
  const definition = readerValueDefinition(name);
  const form = READER_VALUE_FORMS[name];
  if (!definition || !form) return `unknown value ${name}`;
  if (!definition.pattern.test(value)) {
    const lower = value.toLowerCase();
    return lower !== value && definition.pattern.test(lower) ? `${form.lowerCase ?? 'Use lower case'}: ${lower}.` : `Enter ${form.format}.`;
  }
  if (!form.known || form.known.includes(value)) return null;
  const near = nearKnown(value, form.known);
  return `There is no ${form.kind ?? name} ${value}.${near.length > 0 ? ` Did you mean ${either(near)}?` : ''}`;
}

/**
 * What the reader should know about a value that can be used, or null: a region AWS opened after
 * the site's era, which the module releases and the AWS provider these pages document may not know.
 */
export function readerValueNote(name: string, value: string): string | null {
  const form = READER_VALUE_FORMS[name];
  if (!form?.ofTheSiteEra || readerValueProblem(name, value) !== null || form.ofTheSiteEra.includes(value)) return null;
  return `${value} opened after December 2022: the Service Catalog releases and the AWS provider 4.x these pages document may not support it.`;
}

/** Each version field's label and the releases its messages give as examples (releases of the site's era). */
export const READER_VERSION_FORMS: Readonly<Record<ReaderTool, {label: string; examples: [string, string]}>> = {
  terraform: {label: 'Terraform', examples: ['1.3.6', '1.3']},
  terragrunt: {label: 'Terragrunt', examples: ['0.42.3', '0.42']},
  aws: {label: 'AWS provider', examples: ['4.0.0', '4.0']},
};

/** The releases the site's data knows of Terraform and Terragrunt (from the build: index.ts). */
function knownReleases(): Partial<Record<ReaderTool, {oldest: string; newest: string}>> {
  try {
    return JSON.parse(process.env.READER_VALUES_KNOWN_RELEASES ?? '{}') as Partial<Record<ReaderTool, {oldest: string; newest: string}>>;
  } catch {
    return {};
  }
}

/**
 * Why a reader's version of `tool` cannot be used, or null when it can: it must be a release (`1.3.6`, `0.42`; a
 * leading `v` is fine) and, where the site's data knows the tool's releases, one within them.
 */
export function readerVersionProblem(tool: ReaderTool, value: string, known = knownReleases()): string | null {
  const form = READER_VERSION_FORMS[tool];
  const accepted = `Enter a ${form.label} release such as ${form.examples[0]} or ${form.examples[1]}.`;
  const parsed = parseToolVersion(value);
  if (!parsed.ok) {
    // The parser's reason, without its own example: the dialog names what it accepts.
    const reason = /^(.*?\.)(?: |$)/.exec(parsed.message)?.[1] ?? parsed.message;
    return `${reason} ${accepted}`;
  }
  const range = known[tool];
  if (!range) return null;
  const oldest = parseToolVersion(range.oldest);
  const newest = parseToolVersion(range.newest);
  if (oldest.ok && compareVersions(parsed.version, oldest.version) < 0)
    return `There is no ${form.label} ${shortVersion(value)}: its first release is ${shortVersion(range.oldest)}. ${accepted}`;
  if (newest.ok && compareVersions(parsed.version, newest.version) > 0)
    return `There is no ${form.label} ${shortVersion(value)}: the newest release this site knows is ${shortVersion(range.newest)}. ${accepted}`;
  return null;
}
