/**
 * Required inputs that take one of the reader's own values (plugins/reader-values), and the field
 * as the builder shows it: what the reader set, else their own value where the input takes one.
 */
import type {HclType} from './hcl/types';
import type {ConfigurationState, FieldValue} from './configurationState';
import {fieldKindOf, type ConfigurableInput} from './service';

/**
 * Required inputs whose value is one of the reader's own (plugins/reader-values): the builder
 * fills them with the value the reader set (never with the documented placeholder), and the static
 * example shows its marker, which the code block fills.
 */
export const READER_VALUE_INPUTS: Readonly<Record<string, string>> = {
  aws_region: 'region',
  domain_name: 'domain',
  route53_lookup_domain_name: 'domain',
  security_account_id: 'security-account-id',
};

/** The reader's own value for an input that takes one (`ownValues` holds only values the reader set). */
export function readerValueFor(
  input: ConfigurableInput,
  type: HclType,
  ownValues: Readonly<Record<string, string>> | undefined,
): string | undefined {
  if (!input.required || fieldKindOf(type) !== 'string') return undefined;
  const name = READER_VALUE_INPUTS[input.name];
  return name === undefined ? undefined : ownValues?.[name];
}

/** The field as the builder shows it: what the reader set, else the reader's own value where the input takes one. */
export function effectiveField(
  input: ConfigurableInput,
  type: HclType,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): FieldValue | undefined {
  const field = state.values[input.name];
  if (field !== undefined) return field;
  const own = readerValueFor(input, type, ownValues);
  return own === undefined ? undefined : {kind: 'string', text: own};
}
