import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {FieldValue} from '@site/plugins/service-catalog/lib/configurationState';
import {isBlankItem, type FieldKind} from '@site/plugins/service-catalog/lib/serviceConfiguration';
import styles from './styles.module.css';

interface Props {
  name: string;
  /** The editor: the input's own (from its type), or `expression` where it takes HCL. */
  kind: FieldKind;
  /** The field's value; undefined: not set. */
  field: FieldValue | undefined;
  /** Called with the new value; undefined clears the field. */
  onChange: (field: FieldValue | undefined) => void;
  /** Ids of the hint and status lines that describe the field. */
  describedBy: string;
  invalid: boolean;
  placeholder?: string;
  /** The true/false field's option for "not set": "Not set" or "Default (false)". */
  unsetLabel: string;
}

/**
 * Rows of text fields (a list's items, a map's rows) that keep the focus where the reader is: on a
 * new row's first field, and after a removal on the next row, or on the button that adds one.
 */
function useRowFocus(count: number) {
  const rows = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    if (target < count) rows.current[target]?.focus();
    else addButton.current?.focus();
    setTarget(null);
  }, [target, count]);
  return {
    rowRef: (index: number) => (element: HTMLInputElement | null) => {
      rows.current[index] = element;
    },
    addButton,
    /** After adding a row at `index` (the new last one). */
    added: (index: number) => setTarget(index),
    /** After removing the row at `index` of `count` rows. */
    removed: (index: number, remaining: number) => setTarget(remaining === 0 ? Number.MAX_SAFE_INTEGER : Math.min(index, remaining - 1)),
  };
}

/**
 * A list of strings: a text field per item, each removable, and a button to add one. No item: not
 * set. A blank item is a value still missing: marked invalid once the field shows its problems.
 */
function ListField({
  name,
  items,
  onChange,
  describedBy,
  invalid,
}: {
  name: string;
  items: string[];
  onChange: Props['onChange'];
  describedBy: string;
  invalid: boolean;
}) {
  const focus = useRowFocus(items.length);
  const set = (next: string[]) => onChange({kind: 'list', items: next});
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <code>{name}</code>
      </legend>
      {items.map((item, index) => (
        <div key={index} className={styles.row}>
          <input
            ref={focus.rowRef(index)}
            className={styles.input}
            type="text"
            value={item}
            aria-label={`${name}, item ${index + 1}`}
            aria-describedby={describedBy}
            aria-invalid={(invalid && isBlankItem(item)) || undefined}
            placeholder="a string"
            spellCheck={false}
            onChange={(event) => set(items.map((current, at) => (at === index ? event.target.value : current)))}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`Remove item ${index + 1} of ${name}`}
            onClick={() => {
              set(items.filter((_, at) => at !== index));
              focus.removed(index, items.length - 1);
            }}>
            Remove
          </button>
        </div>
      ))}
      <button
        ref={focus.addButton}
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          set([...items, '']);
          focus.added(items.length);
        }}>
        Add an item to {name}
      </button>
    </fieldset>
  );
}

/** A map of strings: key and value fields per row, each removable, and a button to add one. No row: not set. */
function MapField({
  name,
  entries,
  onChange,
  describedBy,
}: {
  name: string;
  entries: [string, string][];
  onChange: Props['onChange'];
  describedBy: string;
}) {
  const focus = useRowFocus(entries.length);
  const set = (next: [string, string][]) => onChange({kind: 'map', entries: next});
  const update = (index: number, part: 0 | 1, value: string) =>
    set(entries.map((entry, at) => (at === index ? (part === 0 ? [value, entry[1]] : [entry[0], value]) : entry)));
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <code>{name}</code>
      </legend>
      {entries.map(([key, value], index) => (
        <div key={index} className={styles.row}>
          <input
            ref={focus.rowRef(index)}
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
            onClick={() => {
              set(entries.filter((_, at) => at !== index));
              focus.removed(index, entries.length - 1);
            }}>
            Remove
          </button>
        </div>
      ))}
      <button
        ref={focus.addButton}
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          set([...entries, ['', '']]);
          focus.added(entries.length);
        }}>
        Add a row to {name}
      </button>
    </fieldset>
  );
}

/**
 * The field of one input, by its editor: text for a string, a number field, true/false (with "not
 * set"), a list editor, key-value rows, or an HCL expression. Labelled with the input's name. A
 * text field's text is always written as a string; an expression is written as HCL.
 */
export default function Field({name, kind, field, onChange, describedBy, invalid, placeholder, unsetLabel}: Props): ReactNode {
  const id = useId();
  const label = (
    <label htmlFor={id} className={styles.label}>
      <code>{name}</code>
    </label>
  );
  switch (kind) {
    case 'list':
      return (
        <ListField
          name={name}
          items={field?.kind === 'list' ? field.items : []}
          onChange={onChange}
          describedBy={describedBy}
          invalid={invalid}
        />
      );
    case 'map':
      return <MapField name={name} entries={field?.kind === 'map' ? field.entries : []} onChange={onChange} describedBy={describedBy} />;
    case 'bool':
      return (
        <>
          {label}
          <select
            id={id}
            className={styles.select}
            value={field?.kind === 'bool' ? String(field.value) : ''}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value === '' ? undefined : {kind: 'bool', value: event.target.value === 'true'})}>
            <option value="">{unsetLabel}</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </>
      );
    case 'expression': {
      const value = field?.kind === 'expression' ? field.text : '';
      return (
        <>
          {label}
          <textarea
            id={id}
            className={styles.expression}
            value={value}
            rows={Math.min(12, Math.max(2, value.split('\n').length))}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder ?? 'an HCL value'}
            onChange={(event) => onChange({kind: 'expression', text: event.target.value})}
          />
        </>
      );
    }
    default: {
      const value = field?.kind === kind ? field.text : '';
      return (
        <>
          {label}
          <input
            id={id}
            className={styles.input}
            type="text"
            inputMode={kind === 'number' ? 'decimal' : undefined}
            value={value}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={placeholder ?? (kind === 'number' ? 'a number' : 'text, written as a string')}
            onChange={(event) => onChange({kind: kind as 'string' | 'number', text: event.target.value})}
          />
        </>
      );
    }
  }
}
