/**
 * Data files checked against a Joi schema (`@docusaurus/utils-validation`, as Docusaurus checks plugin
 * options), with every problem reported as file:line. The schemas give each rule its own message
 * (`.messages()`), naming what is wrong and how to fix it.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {DataPath} from './dataLocation';
import type {Problem} from './sourceProblems';

export {Joi};

export interface SchemaProblem {
  /** Where the value sits in the file: keys and list indexes. */
  path: DataPath;
  message: string;
}

/**
 * One message for each of the error `codes` a rule can raise. Messages cascade to nested schemas, and
 * a parent's message for a code wins over a child's wildcard, so each rule names its own codes.
 */
export const saying = (message: string, codes: string[]): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, message]));

/** The codes a required string raises when it is missing, not a string, or empty. */
export const TEXT_ERRORS = ['any.required', 'string.base', 'string.empty'];

/** Every problem `schema` finds in `value` (not only the first); empty when the value is sound. */
export function schemaProblems(schema: Joi.Schema, value: unknown): SchemaProblem[] {
  const {error} = schema.validate(value, {abortEarly: false, errors: {wrap: {label: false}}});
  return (error?.details ?? []).map((detail) => ({path: detail.path, message: detail.message}));
}

/** The problems at their lines of `file`, through `lineOf` (dataLocation.ts's `lineLocator`). */
export function atLines(problems: SchemaProblem[], file: string, lineOf: (path: DataPath) => number): Problem[] {
  return problems.map(({path, message}) => ({file, line: lineOf(path), message}));
}
