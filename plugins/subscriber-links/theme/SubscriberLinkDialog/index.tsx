import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {useLockBodyScroll} from '@site/internals/client/themeCommonInternal';
import {DIALOG_SCROLL_LOCK_RELEASE_MS, DONT_WARN_STORAGE_KEYS} from '../../lib/constants';
import ModalDialog, {closeModalDialog} from '@site/shared/theme/ModalDialog';
import {useSubscriberLinkClassifier} from './useSubscriberLinkClassifier';
import styles from './styles.module.css';

type SubscriberKind = 'private' | 'cis';

interface PendingLink {
  href: string;
  repository: string;
  kind: SubscriberKind;
  anchor: HTMLAnchorElement;
}

const suppressionSlot = (kind: SubscriberKind) =>
  createStorageSlot(kind === 'cis' ? DONT_WARN_STORAGE_KEYS.cis : DONT_WARN_STORAGE_KEYS.github);

const isSuppressed = (kind: SubscriberKind) => suppressionSlot(kind).get() === 'true';

/**
 * Warns before a reader follows a link into a subscriber-only repository. One
 * listener on the document sees every link click; the dialog is a native
 * <dialog>, so focus moves into it and Escape closes it.
 */
export default function SubscriberLinkDialog(): ReactNode {
  const classify = useSubscriberLinkClassifier();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<PendingLink | null>(null);
  const [dontWarn, setDontWarn] = useState(false);
  const ids = useId();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || dialogRef.current?.contains(anchor)) return;
      const {kind, repository} = classify(anchor.href);
      if (kind === 'public' || !repository || isSuppressed(kind)) return;
      event.preventDefault();
      setDontWarn(false);
      setPending({href: anchor.href, repository, kind, anchor});
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [classify]);

  // Page scrolling stays locked while the dialog shows and for a moment after the last close;
  // opening again within that moment cancels the pending release.
  const [scrollLocked, setScrollLocked] = useState(false);
  const releaseTimer = useRef<number | undefined>(undefined);
  useLockBodyScroll(scrollLocked);
  useEffect(() => () => window.clearTimeout(releaseTimer.current), []);

  // The listener of the current opening: one at a time, so a close event that arrives late (after
  // the link was clicked again, as can happen on a busy machine) is seen by the new opening alone,
  // which ignores it while the dialog is open.
  const closeListener = useRef<(() => void) | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!pending || !dialog || dialog.open) return undefined;
    window.clearTimeout(releaseTimer.current);
    setScrollLocked(true);
    dialog.showModal();
    titleRef.current?.focus();
    if (closeListener.current) dialog.removeEventListener('close', closeListener.current);
    const onClose = () => {
      if (dialog.open) return;
      dialog.removeEventListener('close', onClose);
      closeListener.current = null;
      pending.anchor.focus();
      setPending(null);
      releaseTimer.current = window.setTimeout(() => setScrollLocked(false), DIALOG_SCROLL_LOCK_RELEASE_MS);
    };
    closeListener.current = onClose;
    dialog.addEventListener('close', onClose);
    return undefined;
  }, [pending]);

  const close = useCallback(() => closeModalDialog(dialogRef.current), []);

  const onToggle = (checked: boolean) => {
    setDontWarn(checked);
    if (!pending) return;
    if (checked) suppressionSlot(pending.kind).set('true');
    else suppressionSlot(pending.kind).del();
  };

  const onCancel = (event: React.MouseEvent) => {
    event.preventDefault();
    if (pending) suppressionSlot(pending.kind).del();
    close();
  };

  const title = pending?.kind === 'cis' ? 'For CIS Subscribers Only' : 'For Subscribers Only';

  return (
    <ModalDialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-body`}
      onKeyDown={(event) => {
        // Enter never accepts the warning; only an explicit click or Enter on "Continue" does.
        if (event.key === 'Enter' && !(event.target instanceof HTMLAnchorElement)) event.preventDefault();
      }}>
      {pending && (
        <div className={styles.panel}>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a dialog's title has no anchor to link. */}
          <h2 id={`${ids}-title`} ref={titleRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          <p id={`${ids}-body`}>
            This link leads to the private {pending.repository} repository visible only to subscribers; everyone else will see a 404.
          </p>
          <div className={styles.option}>
            <input id={`${ids}-dont-warn`} type="checkbox" checked={dontWarn} onChange={(event) => onToggle(event.target.checked)} />
            <label htmlFor={`${ids}-dont-warn`}>Don&apos;t warn me again</label>
          </div>
          <div className={styles.actions}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- stays on the page: the click only closes the dialog. */}
            <a href="#" className={styles.cancel} onClick={onCancel}>
              Cancel
            </a>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- the repository on GitHub, in a new tab. */}
            <a href={pending.href} target="_blank" rel="noopener noreferrer" className="button button--primary" onClick={close}>
              Continue to GitHub
            </a>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
