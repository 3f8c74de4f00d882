import React, {useId, useState, type ReactNode} from 'react';
import type {ConfigurableInput} from '@site/plugins/configuration-builder/lib/service';
import styles from './styles.module.css';

interface Props {
  /** The optional inputs not in the configuration yet. */
  addable: ConfigurableInput[];
  onAdd: (name: string) => void;
}

/** Adds an optional input to the configuration: a choice of those not in it, and Add. */
export default function AddInput({addable, onAdd}: Props): ReactNode {
  const [choice, setChoice] = useState('');
  const id = useId();
  return (
    <div className={styles.toolbar} data-add-input>
      <label htmlFor={id}>Add an optional input</label>
      <select id={id} className={styles.select} value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="">Choose one of {addable.length}…</option>
        {addable.map((input) => (
          <option key={input.name} value={input.name}>
            {input.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!choice}
        onClick={() => {
          onAdd(choice);
          setChoice('');
        }}>
        Add
      </button>
    </div>
  );
}
