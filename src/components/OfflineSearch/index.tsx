import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ModalDialog, {closeModalDialog} from '@site/src/components/ModalDialog';
import SearchField from '@site/src/components/SearchField';
import SearchResults from '@site/src/components/SearchResults';
import {OFFLINE_SEARCH, isSearchShortcut} from '@site/src/lib/searchResults';
import {useOfflineSearch} from './useOfflineSearch';
import styles from './styles.module.css';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The navbar search button and its modal, for offline (Pagefind) search. */
export default function OfflineSearch(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const {hits, hitsQuery, status, retry} = useOfflineSearch(query, OFFLINE_SEARCH.modalHits);
  const inputId = useId();

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    inputRef.current?.select();
  }, []);
  const close = useCallback(() => closeModalDialog(dialogRef.current), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {key, ctrlKey, metaKey, altKey} = event;
      if (!isSearchShortcut({key, ctrlKey, metaKey, altKey, targetIsEditable: isEditable(event.target)})) return;
      event.preventDefault();
      if (dialogRef.current?.open && event.key.toLowerCase() === 'k') close();
      else open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  // Escape closes the modal at once: in a search field its default action would only clear the query.
  // Arrow keys move focus from the field through the result links and back; Enter follows a link.
  const onKeyDown = (event: React.KeyboardEvent) => {
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
      <button type="button" className={styles.button} onClick={open} aria-keyshortcuts="Control+K Meta+K /">
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
        <span className={styles.label}>Search</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      <ModalDialog ref={dialogRef} className={styles.dialog} aria-label="Search the docs" onKeyDown={onKeyDown}>
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
            <SearchResults query={query} hitsQuery={hitsQuery} hits={hits} status={status} onNavigate={close} onRetry={retry} />
          </div>
          {query.trim() && status !== 'unavailable' && (
            <p className={styles.footer}>
              <Link to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={close}>
                See all results for “{query.trim()}”
              </Link>
            </p>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
