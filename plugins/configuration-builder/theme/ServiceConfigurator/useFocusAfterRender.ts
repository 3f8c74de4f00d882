import {useEffect, useLayoutEffect, useRef, type MutableRefObject, type RefObject} from 'react';
import {takeFocusRequest} from './configurationStore';

/** The first control of an input's row, or of the toolbar when the row is gone. */
function focusRow(root: HTMLElement | null, name: string | null): void {
  const row = name === null ? null : root?.querySelector(`[data-configured-input="${CSS.escape(name)}"]`);
  const target = (row ?? root?.querySelector('[data-add-input]'))?.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}

/**
 * Where the focus goes in the builder of `service` under `root`: to the first field when the reader
 * opened the builder with its button (the button, which had the focus, is gone), and after a render
 * to the row the returned ref names (by input name; null: the toolbar), set by the action that
 * added, removed or replaced rows.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>, service: string): MutableRefObject<string | null | undefined> {
  const focusAfterRender = useRef<string | null | undefined>(undefined);

  useLayoutEffect(() => {
    if (focusAfterRender.current !== undefined) {
      focusRow(root.current, focusAfterRender.current);
      focusAfterRender.current = undefined;
    }
  });

  useEffect(() => {
    // Opened with its button: the focus moves from the button, now gone, to the first field's first control.
    if (takeFocusRequest(service)) {
      const first = root.current?.querySelector<HTMLElement>('[data-configured-input]');
      focusRow(root.current, first?.dataset.configuredInput ?? null);
    }
  }, [root, service]);

  return focusAfterRender;
}
