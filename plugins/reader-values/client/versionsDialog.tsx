/**
 * The reader-values dialog opened from a page minimums line's button (readerVersionsClient.ts), outside the page's own
 * React tree: its root lives as long as the dialog, and the focus goes back to the button when it closes. The dialog's
 * own chunk is the one the note under a code block loads (ReaderValuesNote.tsx).
 */
import React from 'react';
import {createRoot} from 'react-dom/client';

let open = false;

export async function openVersionsDialog(opener: Element): Promise<void> {
  if (open) return;
  open = true;
  const {default: ReaderValuesDialog} = await import('../theme/ReaderValues/ReaderValuesDialog');
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
