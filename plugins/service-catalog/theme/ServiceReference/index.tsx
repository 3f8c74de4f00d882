import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useMDXComponents} from '@mdx-js/react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  defaultSummary,
  descriptionParts,
  addButtonLook,
  COPY_LINK_LABELS,
  FILTER_FROM,
  isLongHcl,
  matchesFilter,
  referenceAnchor,
  typeSummary,
  type ReferenceInput,
  type ReferenceKind,
  type ReferenceOutput,
} from '@site/plugins/service-catalog/lib/serviceReference';
import {whenIdle} from '@site/shared/lib/whenIdle';
import {toggleInput, useConfiguration} from '@site/plugins/configuration-builder/api';
import {copyEntryLink, markAdded, showMatching} from './listControls';
import {referenceStyles as styles} from './inlineStyles';
import './styles.css';

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
  let cancel = () => {};
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
    if (pending.length > 0) cancel = whenIdle(step);
  };
  if (pending.length > 0) cancel = whenIdle(step);
  return () => cancel();
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

/**
 * True on the server and after the page has hydrated (a client-side navigation renders the list
 * anew); false while the page hydrates. Core sets `<html data-has-hydrated="true">` after hydration,
 * the hook custom.css already styles with.
 */
const rendersLive = () => typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true';

/** An element's content that hydration keeps as the server rendered it: React neither builds nor checks it. */
const SERVER_HTML = {__html: ''};

type HclFact = 'type' | 'default';

/** The code block of a long type or default, from the MDX components the page already renders with. */
function HclBlock({hcl, tokens}: {hcl: string; tokens?: Record<string, string>}): ReactNode {
  const {code: Code = 'code'} = useMDXComponents() as {code?: React.ElementType};
  return (
    <Code className="language-hcl" highlightedTokens={tokens?.[hcl]}>
      {hcl}
    </Code>
  );
}

/**
 * Short HCL inline; long HCL collapsed, as a highlighted code block. (Importing the theme's
 * CodeBlock here would make every service page's route list one more chunk in the registry that
 * every page downloads.) In a list kept as the server's HTML, ServiceReference makes the block live
 * when the reader first opens it; `data-hcl` says which fact it shows.
 */
function Hcl({hcl, fact, summary, tokens}: {hcl: string; fact: HclFact; summary: string; tokens?: Record<string, string>}): ReactNode {
  if (!isLongHcl(hcl)) return <code>{hcl}</code>;
  return (
    <details>
      <summary>
        <code>{summary}</code>
      </summary>
      <div data-hcl={fact}>
        <HclBlock hcl={hcl} tokens={tokens} />
      </div>
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
  kind: ReferenceKind;
  entry: ReferenceInput | ReferenceOutput;
  names: Record<ReferenceKind, ReadonlySet<string>>;
  tokens?: Record<string, string>;
}

/**
 * One entry: markup only. Its buttons carry what they act on in data attributes, and the list's
 * handlers (listControls.ts) do the rest, so that an entry is the same whether React rendered it
 * or the list is still the server's HTML. Memoized: none of its props change while the page lives.
 */
const Entry = React.memo(function Entry({kind, entry, names, tokens}: EntryProps) {
  const anchor = referenceAnchor(kind, entry.name);
  useBrokenLinks().collectAnchor(anchor);
  const input = kind === 'inputs' ? (entry as ReferenceInput) : null;
  const addLook = addButtonLook(false);
  return (
    <li id={anchor} style={styles.entry} data-reference-entry={entry.name}>
      <div style={styles.header}>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor in the page; Link would add a router hook to each of hundreds */}
        <a style={styles.name} href={`#${anchor}`}>
          <code>{entry.name}</code>
        </a>
        {/* The space and the parentheses, unseen, make the page's text "name (required)", as the twin and screen readers have it. */}
        {input && ' '}
        {input && (
          <span className="badge badge--secondary" style={input.required ? styles.required : undefined} data-pagefind-ignore>
            <span className="visually-hidden">(</span>
            {input.required ? 'required' : 'optional'}
            <span className="visually-hidden">)</span>
          </span>
        )}
        {input && !input.required && (
          // Adds the input to the builder (which opens, loading its code), or takes it out again. In
          // the server's HTML too, so that hydration inserts nothing; unseen until the page has
          // hydrated (data-script-only, custom.css), and never seen without JavaScript.
          <button
            type="button"
            className={addLook.className}
            aria-pressed={false}
            data-add-input={input.name}
            data-script-only
            data-pagefind-ignore>
            {addLook.label}
          </button>
        )}
        {/* Copies the entry's address; the name above is the plain link for readers without JavaScript. */}
        <button
          type="button"
          className="button button--secondary button--sm"
          style={styles.copy}
          aria-label={`Copy link to ${entry.name}`}
          data-copy-link={anchor}
          data-pagefind-ignore>
          {COPY_LINK_LABELS.idle}
        </button>
      </div>
      {input && (
        // Search excerpts read as the entry's name and description: the facts are left out.
        <dl style={styles.facts} data-pagefind-ignore>
          <dt style={styles.term}>Type</dt>
          <dd style={styles.value}>
            {input.type === null ? (
              <em>not declared (any value)</em>
            ) : (
              <Hcl hcl={input.type} fact="type" summary={typeSummary(input.type)} tokens={tokens} />
            )}
          </dd>
          {!input.required && (
            <>
              <dt style={styles.term}>Default</dt>
              <dd style={styles.value}>
                {input.default === null ? (
                  <code>null</code>
                ) : (
                  <Hcl hcl={input.default} fact="default" summary={defaultSummary(input.default)} tokens={tokens} />
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

/** A long type or default, opened in a list kept as the server's HTML, made live where it is. */
interface LiveBlock {
  holder: HTMLElement;
  hcl: string;
}

/**
 * One list of a service's generated API reference (its inputs or its outputs). The server renders
 * every entry, so the page works without JavaScript; in the browser a field filters long lists.
 *
 * While the page hydrates, the list stays the server's HTML: React neither builds nor checks its
 * thousands of elements, which was most of the largest service page's blocking time. Its controls
 * work through one click handler on the list; a long type or default the reader opens becomes a
 * live code block (copy button, word wrap) through a portal into its place.
 */
export default function ServiceReference({service, kind, entries, names, tokens}: Props): ReactNode {
  const [filter, setFilter] = useState('');
  const fieldId = useId();
  const nameSets = useMemo(() => ({inputs: new Set(names.inputs), outputs: new Set(names.outputs)}), [names]);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  // Decided once: a list hydrated as the server's HTML stays so for the life of the page. The
  // development server renders in the browser only: there the list is not in the page yet.
  const [serverList] = useState(() => !rendersLive() && document.getElementById(listId) !== null);
  const [liveBlocks, setLiveBlocks] = useState<LiveBlock[]>([]);
  const {state} = useConfiguration(service);

  useEffect(() => (list.current ? layOutWhenIdle(list.current) : undefined), []);
  useEffect(() => {
    if (list.current) showMatching(list.current, filter);
  }, [filter]);
  useEffect(() => {
    if (list.current && kind === 'inputs') markAdded(list.current, state.added);
  }, [kind, state.added]);
  useEffect(() => {
    const element = list.current;
    if (!serverList || !element) return undefined;
    // `toggle` does not bubble: the list hears it on the way down.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      const holder = details.open ? details.querySelector<HTMLElement>(':scope > [data-hcl]') : null;
      if (!holder || holder.dataset.live !== undefined) return;
      const name = details.closest<HTMLElement>('[data-reference-entry]')?.dataset.referenceEntry;
      const input = entries.find((entry) => entry.name === name) as ReferenceInput | undefined;
      const hcl = input && (holder.dataset.hcl === 'type' ? input.type : input.default);
      if (!hcl) return;
      holder.dataset.live = '';
      holder.replaceChildren();
      setLiveBlocks((blocks) => [...blocks, {holder, hcl}]);
    };
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, [serverList, entries]);

  const label = kind === 'inputs' ? 'inputs' : 'outputs';
  if (entries.length === 0) return <p>This service has no {label}.</p>;
  const shown = entries.filter((entry) => matchesFilter(entry.name, filter)).length;
  const onClick = (event: React.MouseEvent<HTMLUListElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy-link], button[data-add-input]');
    if (!button) return;
    if (button.dataset.copyLink) void copyEntryLink(button, button.dataset.copyLink);
    else if (button.dataset.addInput) toggleInput(service, button.dataset.addInput);
  };
  return (
    <div className="margin-bottom--lg">
      {entries.length >= FILTER_FROM && (
        // Rendered by the server and unseen until the page hydrates (data-script-only, custom.css), so
        // that it does not move the list when it appears; readers without JavaScript never see it.
        // A control for readers of the page: agents comparing the page with its twin leave it out (data-markdown-ignore).
        <div style={styles.filter} data-script-only data-pagefind-ignore data-markdown-ignore>
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
          <span role="status">{filter.trim() ? `${shown} of ${entries.length} ${label}` : ''}</span>
        </div>
      )}
      {serverList ? (
        <ul id={listId} ref={list} style={styles.list} onClick={onClick} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
      ) : (
        <ul id={listId} ref={list} style={styles.list} onClick={onClick}>
          {entries.map((entry) => (
            <Entry key={entry.name} kind={kind} entry={entry} names={nameSets} tokens={tokens} />
          ))}
        </ul>
      )}
      {liveBlocks.map(({holder, hcl}, index) => createPortal(<HclBlock hcl={hcl} tokens={tokens} />, holder, String(index)))}
      {filter.trim() && shown === 0 && (
        <p>
          No {label} match “{filter.trim()}”.
        </p>
      )}
    </div>
  );
}
