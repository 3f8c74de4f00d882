/**
 * The reader's own values: AWS account IDs by the Reference Architecture's account names, a region,
 * an organisation name and a domain. Writers mark such a value in a code block as `@@name@@`
 * (`@@dev-account-id@@`); the page shows the documented example value until the reader sets their
 * own, and then shows and copies theirs. `@@` opens nothing in HCL, Bash, Go templates, YAML or
 * JSON, so a marker cannot be mistaken for code. Pure: no DOM.
 */

export interface ReaderValueDefinition {
  /** The marker's name: `@@dev-account-id@@`. */
  name: string;
  label: string;
  /** The documented example value: what the HTML, the Markdown twins and search hold. */
  example: string;
  /** What a value must look like. */
  pattern: RegExp;
  /** What to enter, said when a value does not fit. */
  format: string;
}

const ACCOUNT_ID = /^\d{12}$/;
const account = (role: string, label: string, example: string): ReaderValueDefinition => ({
  name: `${role}-account-id`,
  label,
  example,
  pattern: ACCOUNT_ID,
  format: 'twelve digits',
});

/** Every value a reader can set, in the order the settings show them. */
export const READER_VALUES: readonly ReaderValueDefinition[] = [
  account('root', 'Root (management) account', '111111111111'),
  account('security', 'Security account', '222222222222'),
  account('logs', 'Logs account', '333333333333'),
  account('shared', 'Shared services account', '444444444444'),
  account('dev', 'Dev account', '555555555555'),
  account('stage', 'Stage account', '666666666666'),
  account('prod', 'Prod account', '777777777777'),
  {
    name: 'region',
    label: 'AWS region',
    example: 'us-east-1',
    pattern: /^[a-z]{2}(-gov|-iso[a-z]*)?-[a-z]+-\d$/,
    format: 'a region code such as eu-west-1',
  },
  {
    name: 'org-name',
    label: 'Organisation name, as used in resource names',
    example: 'acme',
    pattern: /^[a-z][a-z0-9-]{0,29}$/,
    format: 'lower-case letters, digits and hyphens, starting with a letter (at most 30)',
  },
  {
    name: 'domain',
    label: 'Domain',
    example: 'acme.com',
    pattern: /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    format: 'a domain name such as example.org',
  },
];

export type ReaderValues = Readonly<Record<string, string>>;

/** The class of the note under a code block with reader values (its look, src/css/custom.css). */
export const READER_VALUES_NOTE_CLASS = 'reader-values-note';

/** A marker in a code block: `@@` a lower-case name `@@`. */
export const READER_VALUE_MARKER = /@@([a-z][a-z0-9-]*)@@/g;

const definitions = new Map(READER_VALUES.map((definition) => [definition.name, definition]));

export const EXAMPLE_VALUES: ReaderValues = Object.fromEntries(READER_VALUES.map((definition) => [definition.name, definition.example]));

/** Whether a text holds a marker at all (cheap, for code blocks without one). */
export const hasReaderValues = (code: string): boolean => code.includes('@@') && new RegExp(READER_VALUE_MARKER.source).test(code);

/** The code with each marker replaced by the reader's value, or the example where they set none. */
export function fillReaderValues(code: string, values: ReaderValues = EXAMPLE_VALUES): string {
  return code.replace(READER_VALUE_MARKER, (marker, name: string) => values[name] ?? EXAMPLE_VALUES[name] ?? marker);
}

/** Markers whose name is not a reader value, with their offsets: for the content check. */
export function unknownReaderValues(code: string): {name: string; index: number}[] {
  return [...code.matchAll(READER_VALUE_MARKER)]
    .filter((match) => !definitions.has(match[1]))
    .map((match) => ({name: match[1], index: match.index}));
}

/** Why a value cannot be used, or null when it can. */
export function readerValueProblem(name: string, value: string): string | null {
  const definition = definitions.get(name);
  if (!definition) return `unknown value ${name}`;
  return definition.pattern.test(value) ? null : `Enter ${definition.format}.`;
}

/** Stored values, kept to the known names whose value fits; anything else falls back to the example. */
export function parseStoredReaderValues(stored: string | null): ReaderValues {
  if (!stored) return EXAMPLE_VALUES;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return EXAMPLE_VALUES;
  }
  if (typeof raw !== 'object' || raw === null) return EXAMPLE_VALUES;
  const values: Record<string, string> = {...EXAMPLE_VALUES};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' && readerValueProblem(name, value) === null) values[name] = value;
  }
  return values;
}

/** The values the reader set themselves, without the placeholders: what may fill a real field. */
export const ownReaderValues = (values: ReaderValues): ReaderValues =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => definitions.has(name) && EXAMPLE_VALUES[name] !== value));

/** Whether the reader has set any value of their own. */
export const hasOwnValues = (values: ReaderValues): boolean =>
  READER_VALUES.some((definition) => values[definition.name] !== definition.example);

/** The names of the reader-value markers in `text`, in order, repeats included. */
export const readerValueNames = (text: string): string[] =>
  [...text.matchAll(new RegExp(READER_VALUE_MARKER.source, 'g'))].map((match) => match[1]);
