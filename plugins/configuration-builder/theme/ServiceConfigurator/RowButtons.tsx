import React, {type ReactNode, type RefObject} from 'react';

const BUTTON = 'button button--secondary button--sm';

/** Removes one row (a list's item, a map's row); `label` names it for screen readers. */
export function RemoveRowButton({label, onRemove}: {label: string; onRemove: () => void}): ReactNode {
  return (
    <button type="button" className={BUTTON} aria-label={label} onClick={onRemove}>
      Remove
    </button>
  );
}

/** Adds a row at the end; the focus helper (useRowFocus) knows this button as where focus goes when no row is left. */
export function AddRowButton({
  buttonRef,
  onAdd,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
  children: ReactNode;
}): ReactNode {
  return (
    <button ref={buttonRef} type="button" className={BUTTON} onClick={onAdd}>
      {children}
    </button>
  );
}
