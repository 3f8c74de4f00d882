/**
 * The reader's own values: AWS account IDs by the Reference Architecture's account names, a region,
 * an organisation name and a domain. Writers mark such a value in a code block as `@@name@@`
 * (`@@dev-account-id@@`); the page shows the documented example value until the reader sets their
 * own, and then shows and copies theirs. `@@` opens nothing in HCL, Bash, Go templates, YAML or
 * JSON, so a marker cannot be mistaken for code. Pure: no DOM.
 */

/**
 * A value as every page with code needs it: to fill markers and to keep stored values that fit. The
 * words the settings dialog shows for it are in readerValueForms.ts, which only the dialog loads.
 */
export interface ReaderValueDefinition {
  /** The marker's name: `@@dev-account-id@@`. */
  name: string;
  /** The documented example value: what the HTML, the Markdown twins and search hold. */
  example: string;
  /**
   * What a value must look like: what every page keeps of stored values. Which values there are, where
   * they can be listed (the regions), the settings dialog checks before it stores one (readerValueForms.ts).
   */
  pattern: RegExp;
}

const ACCOUNT_ID = /^\d{12}$/;
const account = (role: string, example: string): ReaderValueDefinition => ({name: `${role}-account-id`, example, pattern: ACCOUNT_ID});

/** Every value a reader can set, in the order the settings show them. */
export const READER_VALUES: readonly ReaderValueDefinition[] = [
  account('root', '111111111111'),
  account('security', '222222222222'),
  account('logs', '333333333333'),
  account('shared', '444444444444'),
  account('dev', '555555555555'),
  account('stage', '666666666666'),
  account('prod', '777777777777'),
  // The shape of a region code (eu-west-1, us-gov-east-1, eusc-de-east-1).
  {name: 'region', example: 'us-east-1', pattern: /^[a-z]{2,4}(-[a-z]+)+-\d+$/},
  {name: 'org-name', example: 'acme', pattern: /^[a-z][a-z0-9-]{0,29}$/},
  {name: 'domain', example: 'acme.com', pattern: /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/},
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

/** A piece of code: text as it is, or a reader's value (`name`) filled in. */
export interface ReaderValuePiece {
  text: string;
  name?: string;
}

/** The code cut at its markers, each marker filled as `fillReaderValues` fills it; no empty pieces. */
export function readerValuePieces(code: string, values: ReaderValues = EXAMPLE_VALUES): ReaderValuePiece[] {
  const pieces: ReaderValuePiece[] = [];
  let last = 0;
  for (const match of code.matchAll(READER_VALUE_MARKER)) {
    const name = match[1];
    const value = values[name] ?? EXAMPLE_VALUES[name];
    if (value === undefined) continue;
    if (match.index > last) pieces.push({text: code.slice(last, match.index)});
    pieces.push({text: value, name});
    last = match.index + match[0].length;
  }
  if (last < code.length || pieces.length === 0) pieces.push({text: code.slice(last)});
  return pieces;
}

/** Markers whose name is not a reader value, with their offsets: for the content check. */
export function unknownReaderValues(code: string): {name: string; index: number}[] {
  return [...code.matchAll(READER_VALUE_MARKER)]
    .filter((match) => !definitions.has(match[1]))
    .map((match) => ({name: match[1], index: match.index}));
}

/** The definition of a value by its name (undefined for a name that is not one). */
export const readerValueDefinition = (name: string): ReaderValueDefinition | undefined => definitions.get(name);

/** Whether `value` has the shape of `name`'s (the dialog also checks it is one there is: readerValueProblem). */
export function fitsReaderValue(name: string, value: string): boolean {
  const definition = definitions.get(name);
  return definition !== undefined && definition.pattern.test(value);
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
    if (typeof value === 'string' && fitsReaderValue(name, value)) values[name] = value;
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
