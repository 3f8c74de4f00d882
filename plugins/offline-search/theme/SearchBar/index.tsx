import React, {Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import ModalDialog, {closeModalDialog} from '@site/shared/theme/ModalDialog';
import SearchField from '../SearchField';
import SearchUnavailable from '../SearchResults/SearchUnavailable';
import {isSearchShortcut} from '../../lib/searchShortcut';
import {peekEarlySearch} from '../../lib/earlyShortcut';
import styles from './styles.module.css';

const loadSearchPanel = () => import('./SearchPanel');

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The navbar search button of offline (Pagefind) search, its keyboard shortcuts and its modal.
 * The modal's frame and field are part of the page, so a reader who presses Ctrl+K and types at
 * once types into the field; the results under it (and Pagefind) load on the first request to
 * search, or when the pointer reaches the button.
 */
export default function SearchBar(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);
  const [query, setQuery] = useState('');
  const inputId = useId();
  // A lazy component keeps a failed load for good; a new one per attempt lets Try again load it.
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason for a new component
  const SearchPanel = useMemo(() => lazy(loadSearchPanel), [attempt]);

  const open = useCallback(() => {
    // The dialog is rendered on the first request, synchronously, so focus is in the field before
    // the next key arrives.
    if (!dialogRef.current) flushSync(() => setRequested(true));
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    inputRef.current?.select();
  }, []);
  const close = useCallback(() => closeModalDialog(dialogRef.current), []);

  // The shortcut pressed before the page hydrated (../../lib/earlyShortcut.ts): the head's script
  // keeps catching keys until the dialog is there to take them, then hands over what was typed.
  const [earlyOpen, setEarlyOpen] = useState(false);
  useEffect(() => {
    const early = peekEarlySearch();
    if (!early?.open) {
      early?.stop();
      return;
    }
    setRequested(true);
    setEarlyOpen(true);
  }, []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!earlyOpen || !dialog) return;
    setEarlyOpen(false);
    const early = peekEarlySearch()?.stop();
    if (!early?.open) return;
    setQuery(early.text);
    dialog.showModal();
    inputRef.current?.focus();
  }, [earlyOpen, requested]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {key, ctrlKey, metaKey, altKey} = event;
      if (!isSearchShortcut({key, ctrlKey, metaKey, altKey, targetIsEditable: isEditable(event.target)})) return;
      event.preventDefault();
      if (dialogRef.current?.open && key.toLowerCase() === 'k') close();
      else open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Escape closes the modal at once: in a search field its default action would only clear the query.
  // Arrow keys move focus from the field through the result links and back; Enter follows a link.
  const onDialogKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('[data-search-hit]') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = current + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)].focus();
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={loadSearchPanel}
        onFocus={loadSearchPanel}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /">
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label} aria-hidden="true">
          Search
        </span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      {requested && (
        <ModalDialog ref={dialogRef} className={styles.dialog} aria-label="Search the docs" onKeyDown={onDialogKeyDown}>
          <div className={styles.panel}>
            <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
              <SearchField
                ref={inputRef}
                id={inputId}
                label="Search the docs"
                hideLabel
                placeholder="Search the docs"
                value={query}
                onChange={setQuery}
              />
              <button type="button" className={styles.close} onClick={close}>
                Esc<span className="visually-hidden"> to close search</span>
              </button>
            </form>
            <div className={styles.results} ref={resultsRef}>
              {/* A failed load (offline, or a deploy removed the chunk) reads like an unreachable index. */}
              <ErrorBoundary key={attempt} fallback={() => <SearchUnavailable onRetry={() => setAttempt((current) => current + 1)} />}>
                <Suspense
                  fallback={
                    <p className={styles.loading} role="status">
                      {query.trim() ? 'Searching…' : 'Loading search…'}
                    </p>
                  }>
                  <SearchPanel query={query} onNavigate={close} />
                </Suspense>
              </ErrorBoundary>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
