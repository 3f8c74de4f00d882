import React, {Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {SITE_CHROME_CLASS} from '@site/shared/lib/siteConstants';
import {hasOwnValues, READER_VALUES_NOTE_CLASS} from '@site/plugins/reader-values/lib/readerValues';
import {READER_VALUES_ATTRIBUTE} from '@site/plugins/reader-values/lib/prepaintScript';
import {useReaderValues} from './readerValuesStore';

const ReaderValuesDialog = lazy(() => import('./ReaderValuesDialog'));

/**
 * Under a code block that holds reader values: says whose values it shows and opens the settings
 * (loaded on the first click). Its line is kept, invisible, until the page hydrates, so the button
 * appears without moving anything, and readers without JavaScript see only the example. It holds
 * both wordings, and the page's `data-reader-values` attribute picks one (src/css/custom.css): the
 * page's inline script sets it before the first paint, so hydration changes no text.
 */
export default function ReaderValuesNote(): ReactNode {
  const own = hasOwnValues(useReaderValues());
  useEffect(() => {
    if (own) document.documentElement.setAttribute(READER_VALUES_ATTRIBUTE, 'own');
    else document.documentElement.removeAttribute(READER_VALUES_ATTRIBUTE);
  }, [own]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Back to the button once the dialog closes (saved, cancelled or dismissed): the dialog moves the
  // focus out of itself as it closes, which would leave it on the page's body.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    // Not part of the example: the Markdown twins and search leave it out, and data-markdown-ignore
    // tells agents that compare a page with its twin that it is for readers of the page only. Unseen
    // until the page hydrates, as every control that needs the page's JavaScript (data-script-only,
    // custom.css).
    <p className={`${READER_VALUES_NOTE_CLASS} ${SITE_CHROME_CLASS}`} data-script-only data-pagefind-ignore data-markdown-ignore>
      <span className="reader-values-own">This example shows your values. </span>
      <span className="reader-values-placeholders">This example uses placeholder account IDs, region and names. </span>
      <button ref={button} type="button" className="button button--link button--sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="reader-values-own">Change your values</span>
        <span className="reader-values-placeholders">Use your own</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReaderValuesDialog onClose={close} />
        </Suspense>
      )}
    </p>
  );
}
