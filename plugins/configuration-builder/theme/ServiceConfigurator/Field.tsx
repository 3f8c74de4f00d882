import React, {useId, type ReactNode} from 'react';
import type {FieldValue} from '@site/plugins/configuration-builder/lib/configurationState';
import type {FieldKind} from '@site/plugins/configuration-builder/lib/service';
import ListField from './ListField';
import MapField from './MapField';
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
