import React, {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {connectMcpActions, openInAssistantActions, type AssistantAction} from '@site/plugins/markdown-twins/lib/assistantLinks';
import type {MenuFocus} from './index';
import styles from './menu.module.css';

/**
 * The page menu for assistants (WAI-ARIA menu): the page opened in a chat assistant, and, where
 * the build names the MCP server's address, the server added to an editor or a coding agent. Arrow
 * keys, Home and End move between items, Escape closes it and returns to its button, Tab closes it
 * and moves on; a click outside closes it.
 */
export default function Menu({
  focus,
  twinUrl,
  title,
  mcpUrl,
  button,
  onClose,
  onStatus,
}: {
  focus: MenuFocus;
  twinUrl: string;
  title: string;
  mcpUrl: string | null;
  button: RefObject<HTMLButtonElement | null>;
  onClose: (focusButton: boolean) => void;
  onStatus: (message: string) => void;
}): ReactNode {
  const menu = useRef<HTMLDivElement>(null);
  const open = openInAssistantActions(twinUrl, title);
  const connect = mcpUrl ? connectMcpActions(mcpUrl) : [];
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    all[focus === 'first' ? 0 : all.length - 1]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [focus, button, onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') {
      onClose(false);
      return;
    } else return;
    event.preventDefault();
  };

  const copy = async (text: string) => {
    onClose(true);
    try {
      await navigator.clipboard.writeText(text);
      onStatus('Copied the Claude Code command: run it in a terminal.');
    } catch {
      onStatus('The command could not be copied to the clipboard.');
    }
  };

  const item = (action: AssistantAction) =>
    action.kind === 'copy' ? (
      <button
        key={action.id}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        data-action={action.id}
        onClick={() => void copy(action.text)}>
        {action.label}
      </button>
    ) : (
      // eslint-disable-next-line @docusaurus/no-html-links -- another site or an app's own link scheme, not a route.
      <a
        key={action.id}
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        data-action={action.id}
        href={action.href}
        {...(action.kind === 'open' ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        onClick={() => onClose(false)}>
        {action.label}
      </a>
    );

  return (
    <div ref={menu} role="menu" aria-label="AI assistants" className={styles.menu} onKeyDown={onKeyDown}>
      <div role="group" aria-label="Open this page in">
        {open.map(item)}
      </div>
      {connect.length > 0 && (
        <div role="group" aria-label="Connect the docs' MCP server" className={styles.group}>
          {connect.map(item)}
        </div>
      )}
    </div>
  );
}
