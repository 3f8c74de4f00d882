import React, {type ReactNode} from 'react';
import type {FieldValue} from '@site/plugins/configuration-builder/lib/configurationState';
import {useRowFocus} from './useRowFocus';
import {AddRowButton, RemoveRowButton} from './RowButtons';
import styles from './styles.module.css';

/** A map of strings: key and value fields per row, each removable, and a button to add one. No row: not set. */
export default function MapField({
  name,
  entries,
  onChange,
  describedBy,
}: {
  name: string;
  entries: [string, string][];
  onChange: (field: FieldValue | undefined) => void;
  describedBy: string;
}): ReactNode {
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
          <RemoveRowButton
            label={`Remove row ${index + 1} of ${name}`}
            onRemove={() => {
              set(entries.filter((_, at) => at !== index));
              focus.removed(index, entries.length - 1);
            }}
          />
        </div>
      ))}
      <AddRowButton
        buttonRef={focus.addButton}
        onAdd={() => {
          set([...entries, ['', '']]);
          focus.added(entries.length);
        }}>
        Add a row to {name}
      </AddRowButton>
    </fieldset>
  );
}
