import React, {Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {isSearchShortcut} from '../../client/searchResults';
import type {SearchModalHandle} from './SearchModal';
import styles from './styles.module.css';

const loadSearchModal = () => import('./SearchModal');

/** Reports that the modal could not be loaded (offline, or a deploy removed the chunk). */
function LoadFailed({onFailed}: {onFailed: () => void}): ReactNode {
  useEffect(onFailed, [onFailed]);
  return null;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The navbar search button of offline (Pagefind) search, and its keyboard shortcuts. The modal is
 * loaded when the reader first asks for it (or points at the button), not with every page.
 */
export default function SearchBar(): ReactNode {
  const modalRef = useRef<SearchModalHandle>(null);
  const [requested, setRequested] = useState(false);
  // A lazy component keeps a failed load for good; a new one per attempt lets the next click retry.
  const [attempt, setAttempt] = useState(0);
  const SearchModal = useMemo(() => lazy(loadSearchModal), [attempt]);
  const onLoadFailed = useCallback(() => {
    setRequested(false);
    setAttempt((current) => current + 1);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {key, ctrlKey, metaKey, altKey} = event;
      if (!isSearchShortcut({key, ctrlKey, metaKey, altKey, targetIsEditable: isEditable(event.target)})) return;
      event.preventDefault();
      const modal = modalRef.current;
      if (modal?.isOpen() && key.toLowerCase() === 'k') modal.close();
      else if (modal) modal.open();
      else setRequested(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = () => {
    if (modalRef.current) modalRef.current.open();
    else setRequested(true);
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={loadSearchModal}
        onFocus={loadSearchModal}
        data-failed-loads={attempt || undefined}
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
        <ErrorBoundary key={attempt} fallback={() => <LoadFailed onFailed={onLoadFailed} />}>
          <Suspense fallback={null}>
            <SearchModal ref={modalRef} openOnMount />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
