import React, {useId, type ReactNode} from 'react';
import type {FieldValue} from '@site/src/lib/configurationState';
import styles from './styles.module.css';

interface Props {
  name: string;
  field: FieldValue;
  onChange: (field: FieldValue) => void;
  /** Ids of the hint and problem that describe the field. */
  describedBy: string;
  invalid: boolean;
  placeholder?: string;
}

const REFERENCE_HINT = 'a value, or a reference such as var.name';

/** A list of strings: a text field per item, each removable, and a button to add one. */
function ListField({name, field, onChange, describedBy}: Props & {field: {kind: 'list'; items: string[]}}): ReactNode {
  const set = (items: string[]) => onChange({kind: 'list', items});
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <code>{name}</code>
      </legend>
      {field.items.map((item, index) => (
        <div key={index} className={styles.row}>
          <input
            className={styles.input}
            type="text"
            value={item}
            aria-label={`${name}, item ${index + 1}`}
            placeholder={REFERENCE_HINT}
            spellCheck={false}
            onChange={(event) => set(field.items.map((current, at) => (at === index ? event.target.value : current)))}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`Remove item ${index + 1} of ${name}`}
            onClick={() => set(field.items.filter((_, at) => at !== index))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary button--sm" onClick={() => set([...field.items, ''])}>
        Add an item to {name}
      </button>
    </fieldset>
  );
}

/** A map of strings: key and value fields per row, each removable, and a button to add one. */
function MapField({name, field, onChange, describedBy}: Props & {field: {kind: 'map'; entries: [string, string][]}}): ReactNode {
  const set = (entries: [string, string][]) => onChange({kind: 'map', entries});
  const update = (index: number, part: 0 | 1, value: string) =>
    set(field.entries.map((entry, at) => (at === index ? (part === 0 ? [value, entry[1]] : [entry[0], value]) : entry)));
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <code>{name}</code>
      </legend>
      {field.entries.map(([key, value], index) => (
        <div key={index} className={styles.row}>
          <input
            className={styles.input}
            type="text"
            value={key}
            aria-label={`${name}, key ${index + 1}`}
            placeholder="key"
            spellCheck={false}
            onChange={(event) => update(index, 0, event.target.value)}
          />
          <input
            className={styles.input}
            type="text"
            value={value}
            aria-label={`${name}, value ${index + 1}`}
            placeholder="value"
            spellCheck={false}
            onChange={(event) => update(index, 1, event.target.value)}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`Remove row ${index + 1} of ${name}`}
            onClick={() => set(field.entries.filter((_, at) => at !== index))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary button--sm" onClick={() => set([...field.entries, ['', '']])}>
        Add a row to {name}
      </button>
    </fieldset>
  );
}

/**
 * The field of one input, typed from its HCL type: text for a string, a number field, a switch for
 * a bool, a list editor, key-value rows, or an HCL expression for anything else. Labelled with the
 * input's name.
 */
export default function Field(props: Props): ReactNode {
  const {name, field, onChange, describedBy, invalid, placeholder} = props;
  const id = useId();
  const label = (
    <label htmlFor={id} className={styles.label}>
      <code>{name}</code>
    </label>
  );
  switch (field.kind) {
    case 'list':
      return <ListField {...props} field={field} />;
    case 'map':
      return <MapField {...props} field={field} />;
    case 'bool':
      return (
        <div className={styles.switchRow}>
          <input
            id={id}
            className={styles.switch}
            type="checkbox"
            role="switch"
            checked={field.value}
            aria-describedby={describedBy}
            onChange={(event) => onChange({kind: 'bool', value: event.target.checked})}
          />
          {label}
          <span aria-hidden="true" className={styles.switchState}>
            {field.value ? 'true' : 'false'}
          </span>
        </div>
      );
    case 'expression':
      return (
        <>
          {label}
          <textarea
            id={id}
            className={styles.expression}
            value={field.text}
            rows={Math.min(12, Math.max(2, field.text.split('\n').length))}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder ?? 'an HCL value'}
            onChange={(event) => onChange({kind: 'expression', text: event.target.value})}
          />
        </>
      );
    default:
      return (
        <>
          {label}
          <input
            id={id}
            className={styles.input}
            type="text"
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            value={field.text}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder ?? (field.kind === 'number' ? 'a number, or a reference such as var.name' : REFERENCE_HINT)}
            onChange={(event) => onChange({kind: field.kind, text: event.target.value})}
          />
        </>
      );
  }
}
