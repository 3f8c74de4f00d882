import React, {Suspense, lazy, useCallback, useRef, useState, type ReactNode} from 'react';
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
  onStatus,
}: {
  twinUrl: string;
  title: string;
  mcpUrl: string | null;
  onStatus: (message: string) => void;
}): ReactNode {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const button = useRef<HTMLButtonElement>(null);
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
          <Menu focus={open} twinUrl={twinUrl} title={title} mcpUrl={mcpUrl} button={button} onClose={close} onStatus={onStatus} />
        </Suspense>
      )}
    </div>
  );
}
