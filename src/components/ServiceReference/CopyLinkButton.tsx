import React, {useEffect, useState, type ReactNode} from 'react';
import {referenceStyles as styles} from './inlineStyles';

type CopyState = 'idle' | 'copied' | 'failed';
const RESET_MS = 2000;

/** Copies the address of one reference entry; the entry's name is the plain link for readers without JavaScript. */
export default function CopyLinkButton({anchor, name}: {anchor: string; name: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const url = new URL(window.location.href);
    url.hash = anchor;
    try {
      await navigator.clipboard.writeText(url.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      style={styles.copy}
      onClick={copy}
      aria-label={`Copy link to ${name}`}
      data-pagefind-ignore>
      {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Copy failed' : 'Copy link'}
    </button>
  );
}
