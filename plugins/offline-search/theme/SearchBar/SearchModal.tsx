import React, {useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import ModalDialog, {closeModalDialog} from '@site/src/components/ModalDialog';
import SearchField from '../SearchField';
import SearchResults from '../SearchResults';
import {useOfflineSearch} from '../hooks/useOfflineSearch';
import {useOfflineSearchData} from '../hooks/useOfflineSearchData';
import {OFFLINE_SEARCH} from '../../client/searchResults';
import styles from './styles.module.css';

/** What the navbar button does with the modal once it is loaded. */
export interface SearchModalHandle {
  isOpen(): boolean;
  open(): void;
  close(): void;
}

interface Props {
  ref: Ref<SearchModalHandle>;
  /** Opens the modal as soon as it mounts: it is loaded on the reader's first request. */
  openOnMount: boolean;
}

/**
 * The search modal: field, results and a link to the full results. Loaded on the first request to
 * open search, so pages do not download it with their first load.
 */
export default function SearchModal({ref, openOnMount}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const {hits, hitsQuery, status, retry} = useOfflineSearch(query, OFFLINE_SEARCH.modalHits);
  const inputId = useId();
  const {searchPageUrl} = useOfflineSearchData();

  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    inputRef.current?.select();
  }, []);
  const close = useCallback(() => closeModalDialog(dialogRef.current), []);
  useImperativeHandle(ref, () => ({isOpen: () => Boolean(dialogRef.current?.open), open, close}), [open, close]);
  useEffect(() => {
    if (openOnMount) open();
  }, [openOnMount, open]);

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
            <Link to={`${searchPageUrl}?q=${encodeURIComponent(query.trim())}`} onClick={close}>
              See all results for “{query.trim()}”
            </Link>
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
