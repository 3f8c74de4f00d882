import React, {Suspense, lazy, useCallback, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const Menu = lazy(() => import('./Menu'));

export type MenuFocus = 'first' | 'last';

/**
 * The button of the page menu for assistants (WAI-ARIA menu button): Enter, Space or Arrow Down
 * opens the menu on its first item, Arrow Up on its last. The menu and its links load on first
 * use (./Menu), not with the page.
 */
export default function AssistantMenu({
  twinUrl,
  title,
  mcpUrl,
  onCopied,
}: {
  twinUrl: string;
  title: string;
  mcpUrl: string | null;
  onCopied: (copied: boolean) => void;
}): ReactNode {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((focusButton: boolean) => {
    setOpen(null);
    if (focusButton) button.current?.focus();
  }, []);
  return (
    <div className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className="button button--secondary button--sm"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => (current ? null : 'first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}>
        AI assistants
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            focus={open}
            twinUrl={twinUrl}
            title={title}
            mcpUrl={mcpUrl}
            button={button}
            onClose={close}
            onCopied={onCopied}
          />
        </Suspense>
      )}
    </div>
  );
}
