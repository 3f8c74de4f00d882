/**
 * The reader-values dialog opened from a page minimums line's button (readerVersionsClient.ts), outside the page's own
 * React tree: its root lives as long as the dialog, and the focus goes back to the button when it closes.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import ReaderValuesDialog from '../theme/ReaderValues/ReaderValuesDialog';

let open = false;

export function openVersionsDialog(opener: Element): void {
  if (open) return;
  open = true;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    // After the dialog's own close event has run: a root is not unmounted from inside its rendering.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
      open = false;
      (opener as HTMLElement).focus();
    });
  };
  root.render(<ReaderValuesDialog onClose={close} startAt="versions" />);
}
