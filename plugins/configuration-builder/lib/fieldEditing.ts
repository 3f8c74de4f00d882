/**
 * Editing a configuration: the state after the reader sets a field, and the value the code holds
 * for each input (the field's, else the last value that fitted while it does not fit).
 */
import type {Expression} from './hcl/expression';
import {parseType, type HclType} from './hcl/types';
import type {ConfigurationState, FieldValue} from './configurationState';
import {configuredInputs, fieldKindOf, type ConfigurableInput, type ConfigurableService} from './service';
import {effectiveField, readerValueFor} from './readerValueInputs';
import {fieldResult, isBlankItem, isEmptyField} from './fieldResult';

/**
 * The state after the reader sets a field (`next` undefined: cleared). A field emptied is not set,
 * except where the reader's own value would fill it again: there it stays, empty. A field that
 * stops fitting keeps its last good value for the code (`kept`) until it fits again or is cleared.
 * An emptied expression field of a plain input stays, so that the field keeps the reader's choice.
 */
export function setFieldValue(
  state: ConfigurationState,
  input: ConfigurableInput,
  type: HclType,
  next: FieldValue | undefined,
  ownValues?: Readonly<Record<string, string>>,
): ConfigurationState {
  const {name} = input;
  const previous = effectiveField(input, type, state, ownValues);
  const filled = readerValueFor(input, type, ownValues) !== undefined;
  const values = {...state.values};
  const kept = {...state.kept};
  const cleared = next === undefined || isEmptyField(next);
  // An empty expression field of a plain input stays: the reader chose to write an expression there.
  const chosenMode = next?.kind === 'expression' && fieldKindOf(type) !== 'expression';
  if (cleared && !filled && !chosenMode) delete values[name];
  else values[name] = next ?? {kind: 'string', text: ''};
  const result = fieldResult(input, next, type);
  // A list with blank items writes its other items (codeValue): no last good value to keep.
  if (cleared || result.ok || result.blankItems) {
    delete kept[name];
  } else if (!(name in kept) && previous !== undefined && !isEmptyField(previous) && fieldResult(input, previous, type).ok) {
    kept[name] = previous;
  }
  return {...state, values, kept};
}

/**
 * The value the code holds for an input: the field's, else the kept one while the field does not
 * fit; null when not set. A list's blank items are left out, and a list of nothing but blank items
 * is not set.
 */
export function codeValue(
  input: ConfigurableInput,
  type: HclType,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): Expression | null {
  const field = effectiveField(input, type, state, ownValues);
  const result = fieldResult(input, field, type);
  if (result.ok) return result.value;
  if (result.blankItems && field?.kind === 'list') {
    const filled = fieldResult(input, {kind: 'list', items: field.items.filter((item) => !isBlankItem(item))}, type);
    return filled.ok ? filled.value : null;
  }
  if (result.missing) return null;
  const kept = state.kept[input.name];
  if (kept === undefined) return null;
  const keptResult = fieldResult(input, kept, type);
  return keptResult.ok ? keptResult.value : null;
}

/** Values by input name, as the code writes them; null: not set (left out, with a comment). */
export type InputValues = Record<string, Expression | null>;

/** The value of each configured input, as the code writes it. */
export function inputValues(
  service: ConfigurableService,
  state: ConfigurationState,
  ownValues?: Readonly<Record<string, string>>,
): InputValues {
  return Object.fromEntries(
    configuredInputs(service, state).map((input) => [input.name, codeValue(input, parseType(input.type), state, ownValues)]),
  );
}
