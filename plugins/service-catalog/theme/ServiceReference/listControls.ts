/**
 * The controls of a reference list, driven from the list element rather than from a component per
 * entry: while the page hydrates, the list stays the server's HTML (ServiceReference), so its
 * buttons have no handlers of their own. One click handler on the list, and these functions,
 * serve both that list and one React rendered after a client-side navigation.
 */
import {addButtonLook, COPY_LINK_LABELS, matchesFilter} from '@site/plugins/service-catalog/lib/serviceReference';

/** How long "Link copied" or "Copy failed" stays before the button reads "Copy link" again. */
const RESET_MS = 2000;
const resetTimers = new WeakMap<HTMLButtonElement, number>();

/** Copies the address of the entry a "Copy link" button belongs to, and says so on the button for a while. */
export async function copyEntryLink(button: HTMLButtonElement, anchor: string): Promise<void> {
  const url = new URL(window.location.href);
  url.hash = anchor;
  let label: string = COPY_LINK_LABELS.copied;
  try {
    await navigator.clipboard.writeText(url.href);
  } catch {
    label = COPY_LINK_LABELS.failed;
  }
  button.textContent = label;
  window.clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    window.setTimeout(() => (button.textContent = COPY_LINK_LABELS.idle), RESET_MS),
  );
}

const entriesOf = (list: HTMLElement) => list.querySelectorAll<HTMLElement>(':scope > [data-reference-entry]');

/** Hides the entries whose name does not match the filter. */
export function showMatching(list: HTMLElement, filter: string): void {
  for (const entry of Array.from(entriesOf(list))) entry.hidden = !matchesFilter(entry.dataset.referenceEntry ?? '', filter);
}

/** Marks the "Add to configuration" buttons of the inputs that are in the builder. */
export function markAdded(list: HTMLElement, added: readonly string[]): void {
  for (const button of Array.from(list.querySelectorAll<HTMLButtonElement>('button[data-add-input]'))) {
    const isAdded = added.includes(button.dataset.addInput ?? '');
    const look = addButtonLook(isAdded);
    button.className = look.className;
    button.textContent = look.label;
    button.setAttribute('aria-pressed', String(isAdded));
  }
}
