import React, {type ReactNode} from 'react';
import type {SubscriberLinkKind} from '@site/plugins/subscriber-links/lib/subscriberLinks';
import styles from './styles.module.css';

/** A lock after a link into a subscriber-only repository, with a text label for screen readers. */
export default function SubscriberLinkMark({kind}: {kind: Exclude<SubscriberLinkKind, 'public'>}): ReactNode {
  const label = kind === 'cis' ? 'CIS subscribers only' : 'subscribers only';
  return (
    <span className={styles.mark} title={`For ${label}`} data-pagefind-ignore>
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"
        />
      </svg>
      {/* The space keeps the label a word of its own in the page's text, as the twin writes it. */}
      <span className="visually-hidden"> ({label})</span>
    </span>
  );
}
