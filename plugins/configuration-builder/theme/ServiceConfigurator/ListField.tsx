import React, {type ReactNode} from 'react';
import type {FieldValue} from '@site/plugins/configuration-builder/lib/configurationState';
import {isBlankItem} from '@site/plugins/configuration-builder/lib/fieldResult';
import {useRowFocus} from './useRowFocus';
import {AddRowButton, RemoveRowButton} from './RowButtons';
import styles from './styles.module.css';

/**
 * A list of strings: a text field per item, each removable, and a button to add one. No item: not
 * set. A blank item is a value still missing: marked invalid once the field shows its problems.
 */
export default function ListField({
  name,
  items,
  onChange,
  describedBy,
  invalid,
}: {
  name: string;
  items: string[];
  onChange: (field: FieldValue | undefined) => void;
  describedBy: string;
  invalid: boolean;
}): ReactNode {
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
          <RemoveRowButton
            label={`Remove item ${index + 1} of ${name}`}
            onRemove={() => {
              set(items.filter((_, at) => at !== index));
              focus.removed(index, items.length - 1);
            }}
          />
        </div>
      ))}
      <AddRowButton
        buttonRef={focus.addButton}
        onAdd={() => {
          set([...items, '']);
          focus.added(items.length);
        }}>
        Add an item to {name}
      </AddRowButton>
    </fieldset>
  );
}
