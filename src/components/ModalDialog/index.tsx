import React, {forwardRef, type ComponentPropsWithoutRef, type ForwardedRef} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A native modal <dialog> with the site's look. Open it with `showModal()`;
 * Escape closes it, and so does a click on the backdrop (which lands on the
 * <dialog> element itself, outside its panel).
 */
function ModalDialog(
  {className, onClick, children, ...props}: ComponentPropsWithoutRef<'dialog'>,
  ref: ForwardedRef<HTMLDialogElement>,
) {
  return (
    <dialog
      ref={ref}
      className={clsx(styles.dialog, className)}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
        onClick?.(event);
      }}
      {...props}>
      {children}
    </dialog>
  );
}

export default forwardRef(ModalDialog);
