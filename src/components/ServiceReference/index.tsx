import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  defaultSummary,
  descriptionParts,
  FILTER_FROM,
  isLongHcl,
  matchesFilter,
  referenceAnchor,
  typeSummary,
  type ReferenceInput,
  type ReferenceKind,
  type ReferenceOutput,
} from '@site/src/lib/serviceReference';
import AddToConfiguration from '@site/src/components/ServiceConfigurator/AddToConfiguration';
import CopyLinkButton from './CopyLinkButton';
import {referenceStyles as styles} from './inlineStyles';

/** Entries laid out in one go while the browser is idle: a few milliseconds of work. */
const LAYOUT_BATCH = 10;

/**
 * The list's first entry that reaches into the viewport, or its last when the viewport is below the
 * list: the entry whose place the reader sees move if entries above it change height.
 */
function entryAtTop(list: HTMLElement): HTMLElement | null {
  const entries = list.children;
  let low = 0;
  let high = entries.length - 1;
  if (high < 0) return null;
  // Entries follow each other down the page: the first whose bottom is below the viewport's top.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (entries[middle].getBoundingClientRect().bottom > 0) high = middle;
    else low = middle + 1;
  }
  return entries[low] as HTMLElement;
}

/**
 * Lays out the list's entries that the stylesheet lets the browser skip (custom.css), a batch at a
 * time while the browser is idle, so that the page hydrates without laying out hundreds of entries
 * in one task and is complete soon after: the exact scroll height, and boxes that measure what
 * they show. Returns the cancel function.
 */
function layOutWhenIdle(list: HTMLElement): () => void {
  const pending = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-reference-entry]:not([data-laid-out])'));
  const whenIdle: (step: (deadline: IdleDeadline) => void) => number =
    window.requestIdleCallback?.bind(window) ?? ((step) => window.setTimeout(() => step({didTimeout: false, timeRemaining: () => 8})));
  const cancel = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
  let handle = 0;
  const step = (deadline: IdleDeadline) => {
    do {
      // What the reader is looking at stays where it is when entries above it get their real height
      // (the browser's scroll anchoring does not always hold it here).
      const anchor = entryAtTop(list);
      const top = anchor?.getBoundingClientRect().top;
      const batch = pending.splice(0, LAYOUT_BATCH);
      for (const entry of batch) entry.setAttribute('data-laid-out', '');
      // Laid out now, inside the idle time, rather than in the next frame.
      const moved = anchor && top !== undefined ? anchor.getBoundingClientRect().top - top : 0;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    } while (pending.length > 0 && deadline.timeRemaining() > 4);
    if (pending.length > 0) handle = whenIdle(step);
  };
  if (pending.length > 0) handle = whenIdle(step);
  return () => cancel(handle);
}

interface Props {
  /** The service's key (`data-storage/amazon-rds`), for its configuration builder. */
  service: string;
  kind: ReferenceKind;
  entries: (ReferenceInput | ReferenceOutput)[];
  /** Every input and output name of the service, so descriptions can link to them. */
  names: Record<ReferenceKind, string[]>;
  /** Long HCL of input types and defaults, highlighted at build time, by text (plugins/code-highlighting). */
  tokens?: Record<string, string>;
}

/** An element's content that hydration keeps as the server rendered it: React neither builds nor checks it. */
const SERVER_HTML = {__html: ''};

/**
 * False while the page hydrates; true on the server and once it has (client-side navigation). Core
 * sets `<html data-has-hydrated="true">` after hydration, the hook custom.css already styles with.
 */
const rendersLive = () => typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true';

/**
 * Short HCL inline; long HCL collapsed, as a highlighted code block. The block comes from the MDX
 * components the page already renders with: importing the theme's CodeBlock here would make every
 * service page's route list one more chunk in the registry that every page downloads.
 *
 * A block in a page being hydrated stays the server's HTML until the reader first opens it, and only
 * then becomes a live code block (copy button, word wrap): mounting every closed block's hooks,
 * each measuring its layout, was a large part of the largest service page's blocking time.
 */
function Hcl({hcl, summary, tokens}: {hcl: string; summary: string; tokens?: Record<string, string>}): ReactNode {
  const {code: Code = 'code'} = useMDXComponents() as {code?: React.ElementType};
  const [live, setLive] = useState(rendersLive);
  if (!isLongHcl(hcl)) return <code>{hcl}</code>;
  return (
    <details onToggle={(event) => event.currentTarget.open && setLive(true)}>
      <summary>
        <code>{summary}</code>
      </summary>
      {live ? (
        <div key="live">
          <Code className="language-hcl" highlightedTokens={tokens?.[hcl]}>
            {hcl}
          </Code>
        </div>
      ) : (
        <div key="server" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
      )}
    </details>
  );
}

interface DescriptionProps {
  text: string;
  kind: ReferenceKind;
  names: Record<ReferenceKind, ReadonlySet<string>>;
}

function Description({text, kind, names}: DescriptionProps) {
  return (
    <p style={styles.description}>
      {descriptionParts(text, kind, names).map((part, index) => {
        if (part.kind === 'text') return <React.Fragment key={index}>{part.text}</React.Fragment>;
        return part.anchor ? (
          // eslint-disable-next-line @docusaurus/no-html-links -- an anchor in the page; Link would add a router hook to each of hundreds
          <a key={index} href={`#${part.anchor}`}>
            <code>{part.text}</code>
          </a>
        ) : (
          <code key={index}>{part.text}</code>
        );
      })}
    </p>
  );
}

interface EntryProps {
  service: string;
  kind: ReferenceKind;
  entry: ReferenceInput | ReferenceOutput;
  names: Record<ReferenceKind, ReadonlySet<string>>;
  hidden: boolean;
  tokens?: Record<string, string>;
}

/**
 * Memoized: the list renders again on every keystroke in the filter field, and a service has up to
 * 240 entries, of which only the hidden flag changes.
 */
const Entry = React.memo(function Entry({service, kind, entry, names, hidden, tokens}: EntryProps) {
  const anchor = referenceAnchor(kind, entry.name);
  useBrokenLinks().collectAnchor(anchor);
  const input = kind === 'inputs' ? (entry as ReferenceInput) : null;
  return (
    <li id={anchor} style={styles.entry} data-reference-entry={entry.name} hidden={hidden}>
      <div style={styles.header}>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor in the page (see above). */}
        <a style={styles.name} href={`#${anchor}`}>
          <code>{entry.name}</code>
        </a>
        {input && (
          <span className="badge badge--secondary" style={input.required ? styles.required : undefined} data-pagefind-ignore>
            {input.required ? 'required' : 'optional'}
          </span>
        )}
        {input && !input.required && <AddToConfiguration service={service} name={input.name} />}
        <CopyLinkButton anchor={anchor} name={entry.name} />
      </div>
      {input && (
        // Search excerpts read as the entry's name and description: the facts are left out.
        <dl style={styles.facts} data-pagefind-ignore>
          <dt style={styles.term}>Type</dt>
          <dd style={styles.value}>
            {input.type === null ? (
              <em>not declared (any value)</em>
            ) : (
              <Hcl hcl={input.type} summary={typeSummary(input.type)} tokens={tokens} />
            )}
          </dd>
          {!input.required && (
            <>
              <dt style={styles.term}>Default</dt>
              <dd style={styles.value}>
                {input.default === null ? (
                  <code>null</code>
                ) : (
                  <Hcl hcl={input.default} summary={defaultSummary(input.default)} tokens={tokens} />
                )}
              </dd>
            </>
          )}
        </dl>
      )}
      <Description text={entry.description} kind={kind} names={names} />
    </li>
  );
});

/**
 * One list of a service's generated API reference (its inputs or its outputs). The server renders
 * every entry, so the page works without JavaScript; in the browser a field filters long lists.
 */
export default function ServiceReference({service, kind, entries, names, tokens}: Props): ReactNode {
  const [filter, setFilter] = useState('');
  const fieldId = useId();
  const nameSets = useMemo(() => ({inputs: new Set(names.inputs), outputs: new Set(names.outputs)}), [names]);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => (list.current ? layOutWhenIdle(list.current) : undefined), []);
  const label = kind === 'inputs' ? 'inputs' : 'outputs';
  if (entries.length === 0) return <p>This service has no {label}.</p>;
  const shown = new Set(entries.filter((entry) => matchesFilter(entry.name, filter)).map((entry) => entry.name));
  return (
    <div className="margin-bottom--lg">
      {entries.length >= FILTER_FROM && (
        // Rendered by the server and unseen until the page hydrates (data-script-only, custom.css), so
        // that it does not move the list when it appears; readers without JavaScript never see it.
        <div style={styles.filter} data-script-only data-pagefind-ignore>
          <label htmlFor={fieldId}>Filter {label} by name</label>
          <input
            id={fieldId}
            type="search"
            value={filter}
            autoComplete="off"
            spellCheck={false}
            placeholder="for example: vpc"
            style={styles.filterInput}
            onChange={(event) => setFilter(event.target.value)}
          />
          <span role="status">{filter.trim() ? `${shown.size} of ${entries.length} ${label}` : ''}</span>
        </div>
      )}
      <ul ref={list} style={styles.list}>
        {entries.map((entry) => (
          <Entry
            key={entry.name}
            service={service}
            kind={kind}
            entry={entry}
            names={nameSets}
            hidden={!shown.has(entry.name)}
            tokens={tokens}
          />
        ))}
      </ul>
      {filter.trim() && shown.size === 0 && (
        <p>
          No {label} match “{filter.trim()}”.
        </p>
      )}
    </div>
  );
}
