/**
 * What a configuration sets: in words, for the notice of "Start again", and whether two
 * configurations set the same, for a shared link that would replace the reader's own.
 */
import type {ConfigurationState} from './configurationState';
import {isRecord} from '../../../shared/lib/isRecord';

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * What a configuration sets, in words, for the notice of "Start again": "2 values, 1 added input
 * and 1 Terragrunt dependency choice". A kept value belongs to a field already counted. Empty: "nothing".
 */
export function clearedSummary(state: ConfigurationState): string {
  const wiring = Object.keys(state.wiring).length;
  const parts = [
    ...(Object.keys(state.values).length > 0 ? [counted(Object.keys(state.values).length, 'value', 'values')] : []),
    ...(state.added.length > 0 ? [counted(state.added.length, 'added input', 'added inputs')] : []),
    ...(wiring > 0 ? [counted(wiring, 'Terragrunt dependency choice', 'Terragrunt dependency choices')] : []),
  ];
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** JSON with object keys in order: the same configuration gives the same text, whatever order it was set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two configurations set the same inputs to the same values. */
export function sameConfiguration(a: ConfigurationState, b: ConfigurationState): boolean {
  const comparable = (state: ConfigurationState) => ({...state, added: [...state.added].sort()});
  return canonical(comparable(a)) === canonical(comparable(b));
}
