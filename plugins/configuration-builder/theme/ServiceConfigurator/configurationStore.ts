/**
 * The configuration of each service page's builder, shared by the builder and the "Add to
 * configuration" buttons of the reference's entries, and kept in browser storage. Every tab of the
 * site sees another's changes as they are saved, so two tabs on one service edit one configuration
 * instead of overwriting each other's. Small and eager: the builder itself loads on the first
 * interaction.
 */
import {useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {serviceConfigurationStorageKey} from '../../lib/constants';
import {emptyState, type ConfigurationState} from '@site/plugins/configuration-builder/lib/configurationState';

interface Entry {
  /**
   * As stored: the builder keeps only what applies to the service's inputs (sanitizeState), and
   * reads a state of the first builder as that builder wrote it. `added` is always a list.
   */
  state: ConfigurationState;
  /** The builder is open (the reader asked for it). */
  open: boolean;
  /** The state was saved by an earlier visit or another tab. */
  saved: boolean;
}

const SERVER_SNAPSHOT: Entry = {state: emptyState(), open: false, saved: false};
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const stopListening = new Map<string, () => void>();
/** The service whose builder takes focus when it appears: it replaced the button that had it. */
let focusOnOpen: string | null = null;

const slotOf = (service: string) => createStorageSlot(serviceConfigurationStorageKey(service));

function parseStored(stored: string | null): ConfigurationState | null {
  if (!stored) return null;
  try {
    const raw = JSON.parse(stored) as Partial<ConfigurationState> | null;
    if (typeof raw !== 'object' || raw === null) return null;
    return {...raw, added: Array.isArray(raw.added) ? raw.added : []} as ConfigurationState;
  } catch {
    // A value this site did not write: start afresh.
    return null;
  }
}

function read(service: string): Entry {
  let entry = entries.get(service);
  if (!entry) {
    const state = parseStored(slotOf(service).get());
    entry = {state: state ?? emptyState(), open: false, saved: state !== null};
    entries.set(service, entry);
  }
  return entry;
}

function notify(service: string): void {
  for (const listener of listeners.get(service) ?? []) listener();
}

function write(service: string, next: Entry, persist: boolean): void {
  entries.set(service, next);
  if (persist) slotOf(service).set(JSON.stringify(next.state));
  notify(service);
}

function subscribe(service: string, listener: () => void): () => void {
  const set = listeners.get(service) ?? new Set();
  set.add(listener);
  listeners.set(service, set);
  if (!stopListening.has(service)) {
    // Another tab saved (or this one: the slot reports both); the builder stays as open as it was here.
    const stop = slotOf(service).listen((event) => {
      const state = parseStored(event.newValue);
      const entry = read(service);
      entries.set(service, {...entry, state: state ?? emptyState(), saved: state !== null});
      notify(service);
    });
    stopListening.set(service, stop);
  }
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      stopListening.get(service)?.();
      stopListening.delete(service);
    }
  };
}

/** The service's configuration; on the server and while hydrating, an empty one. */
export function useConfiguration(service: string): Entry {
  return useSyncExternalStore(
    (listener) => subscribe(service, listener),
    () => read(service),
    () => SERVER_SNAPSHOT,
  );
}

/** The service's configuration as it is now, for event handlers that must not act on a render's copy. */
export const currentConfiguration = (service: string): Entry => read(service);

export function updateConfiguration(service: string, update: (state: ConfigurationState) => ConfigurationState): void {
  const entry = read(service);
  write(service, {...entry, state: update(entry.state), saved: true}, true);
}

/** Opens the builder; `focus`: it takes the focus when it appears (the reader opened it with its button). */
export function openBuilder(service: string, {focus = false}: {focus?: boolean} = {}): void {
  if (focus) focusOnOpen = service;
  const entry = read(service);
  if (!entry.open) write(service, {...entry, open: true}, false);
}

/** Whether the builder of `service` should take the focus now; asks once. */
export function takeFocusRequest(service: string): boolean {
  const requested = focusOnOpen === service;
  if (requested) focusOnOpen = null;
  return requested;
}

/** Adds an optional input to the configuration, or takes it out again; opens the builder. */
export function toggleInput(service: string, name: string): void {
  updateConfiguration(service, (state) => ({
    ...state,
    added: state.added.includes(name) ? state.added.filter((added) => added !== name) : [...state.added, name],
  }));
  openBuilder(service);
}

/** Replaces the configuration (a shared link the reader chose to open) and opens the builder. */
export function restoreConfiguration(service: string, state: ConfigurationState): void {
  write(service, {state, open: true, saved: true}, true);
}

/** Forgets the configuration: the builder starts again from the required inputs. */
export function resetConfiguration(service: string): void {
  slotOf(service).del();
  write(service, {state: emptyState(), open: true, saved: false}, false);
}
