/**
 * A configuration read from browser storage or a shared link, kept to what applies to the
 * service's inputs, with fields of the right shape; a state the first builder stored is read as
 * that builder showed it.
 */
import {parseType} from './hcl/types';
import {quoteString} from './hcl/write';
import {emptyState, type ConfigurationState, type FieldValue} from './configurationState';
import {fieldKindOf, type ConfigurableInput, type FieldKind} from './service';
import {isReference} from './expressionMode';
import {isRecord} from '../../../shared/lib/isRecord';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored field of the right shape for an input whose own editor is `kind` (an expression fits any), or null. */
function sanitizeField(raw: unknown, kind: FieldKind): FieldValue | null {
  if (!isRecord(raw)) return null;
  if (raw.kind === 'expression' && typeof raw.text === 'string') return {kind: 'expression', text: raw.text};
  if (raw.kind !== kind) return null;
  if ((kind === 'string' || kind === 'number') && typeof raw.text === 'string') return {kind, text: raw.text};
  if (kind === 'bool' && typeof raw.value === 'boolean') return {kind, value: raw.value};
  if (kind === 'list' && isStringArray(raw.items)) return {kind, items: raw.items};
  if (kind === 'map' && Array.isArray(raw.entries) && raw.entries.every((entry) => isStringArray(entry) && entry.length === 2)) {
    return {kind, entries: raw.entries as [string, string][]};
  }
  return null;
}

/**
 * A field stored by the first builder, which read a reference where a text or number field's text
 * looked like one: kept as the code showed it then, an expression where it wrote a reference.
 */
function fromFirstBuilder(field: FieldValue): FieldValue {
  if ((field.kind === 'string' || field.kind === 'number') && isReference(field.text)) return {kind: 'expression', text: field.text.trim()};
  if (field.kind === 'list' && field.items.some(isReference)) {
    const elements = field.items.map((item) => (isReference(item) ? item.trim() : quoteString(item)));
    return {kind: 'expression', text: `[${elements.join(', ')}]`};
  }
  if (field.kind === 'map' && field.entries.some(([, value]) => isReference(value))) {
    const items = field.entries.map(
      ([key, value]) => `${quoteString(key.trim())} = ${isReference(value) ? value.trim() : quoteString(value)}`,
    );
    return {kind: 'expression', text: `{\n${items.map((item) => `  ${item}`).join('\n')}\n}`};
  }
  return field;
}

/** Keeps only what applies to `inputs`, with fields of the right shape: for state read from storage or a shared link. */
export function sanitizeState(raw: unknown, inputs: ConfigurableInput[]): ConfigurationState {
  const state = emptyState();
  if (!isRecord(raw)) return state;
  const byName = new Map(inputs.map((input) => [input.name, input]));
  const firstBuilder = !('wiring' in raw);
  if (isStringArray(raw.added)) state.added = [...new Set(raw.added.filter((name) => byName.get(name)?.required === false))];
  const fields = (source: unknown, target: Record<string, FieldValue>) => {
    if (!isRecord(source)) return;
    for (const [name, value] of Object.entries(source)) {
      const input = byName.get(name);
      const field = input ? sanitizeField(value, fieldKindOf(parseType(input.type))) : null;
      if (field) target[name] = firstBuilder ? fromFirstBuilder(field) : field;
    }
  };
  fields(raw.values, state.values);
  fields(raw.kept, state.kept);
  if (isRecord(raw.wiring)) {
    for (const [name, wired] of Object.entries(raw.wiring)) if (byName.has(name) && typeof wired === 'boolean') state.wiring[name] = wired;
  }
  // The first builder's list of inputs the reader took off their dependency.
  if (isStringArray(raw.unwired)) for (const name of raw.unwired) if (byName.has(name)) state.wiring[name] = false;
  return state;
}
