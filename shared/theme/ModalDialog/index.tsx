import React, {forwardRef, type ComponentPropsWithoutRef, type ForwardedRef} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Closes a modal dialog, moving focus out of it first: the browser takes focus off an element
 * that has just been hidden only at its next rendering update, so a key pressed before then
 * (a "/" that should open search, say) would land in the hidden dialog.
 */
export function closeModalDialog(dialog: HTMLDialogElement | null): void {
  if (!dialog?.open) return;
  if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement)) {
    document.activeElement.blur();
  }
  dialog.close();
}

/**
 * A native modal <dialog> with the site's look. Open it with `showModal()`;
 * Escape closes it, and so does a click on the backdrop (which lands on the
 * <dialog> element itself, outside its panel).
 */
function ModalDialog({className, onClick, children, ...props}: ComponentPropsWithoutRef<'dialog'>, ref: ForwardedRef<HTMLDialogElement>) {
  return (
    <dialog
      ref={ref}
      className={clsx(styles.dialog, className)}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeModalDialog(event.currentTarget);
        onClick?.(event);
      }}
      {...props}>
      {children}
    </dialog>
  );
}

export default forwardRef(ModalDialog);
