import {useEffect, useRef, useState} from 'react';

/**
 * Rows of text fields (a list's items, a map's rows) that keep the focus where the reader is: on a
 * new row's first field, and after a removal on the next row, or on the button that adds one.
 */
export function useRowFocus(count: number) {
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
