import React, {forwardRef, type ForwardedRef} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  id: string;
  label: string;
  /** Keep the label for screen readers only (the modal's field). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** The search text field of the modal and of the /search page. */
function SearchField({id, label, hideLabel = false, value, onChange, placeholder}: Props, ref: ForwardedRef<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className={clsx(styles.label, hideLabel && 'visually-hidden')}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export default forwardRef(SearchField);
