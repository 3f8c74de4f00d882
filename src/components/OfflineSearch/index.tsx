import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import SearchResults from '@site/src/components/SearchResults';
import {isSearchShortcut} from '@site/src/lib/searchResults';
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
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const {hits, hitsQuery, status} = useOfflineSearch(query);
  const history = useHistory();
  const listId = useId();

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    inputRef.current?.select();
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);

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

  useEffect(() => setActiveIndex(-1), [hits]);

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (hits.length === 0 ? -1 : (index + step + hits.length) % hits.length));
    } else if (event.key === 'Enter' && activeIndex >= 0 && hits[activeIndex]) {
      event.preventDefault();
      close();
      history.push(hits[activeIndex].url);
    }
  };

  return (
    <>
      <button type="button" className={styles.button} onClick={open} aria-label="Search (Ctrl+K)">
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
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Search the docs"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) close();
        }}>
        <div className={styles.panel}>
          <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={`${listId}-input`} className={styles.visuallyHidden}>
              Search the docs
            </label>
            <input
              ref={inputRef}
              id={`${listId}-input`}
              className={styles.input}
              type="search"
              placeholder="Search the docs"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
              role="combobox"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            />
            <button type="button" className={styles.close} onClick={close}>
              Esc<span className={styles.visuallyHidden}> to close search</span>
            </button>
          </form>
          <div className={styles.results}>
            <SearchResults
              query={query}
              hitsQuery={hitsQuery}
              hits={hits}
              status={status}
              activeIndex={activeIndex}
              listId={listId}
              onNavigate={close}
            />
          </div>
          {query.trim() && status !== 'unavailable' && (
            <p className={styles.footer}>
              <Link to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={close}>
                See all results for “{query.trim()}”
              </Link>
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}
