/**
 * The configuration of each service page's builder, shared by the builder and the "Add to
 * configuration" buttons of the reference's entries, and kept in browser storage. Small and
 * eager: the builder itself loads on the first interaction.
 */
import {useSyncExternalStore} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import {STORAGE_KEYS} from '@site/src/lib/siteConstants';
import {emptyState, type ConfigurationState} from '@site/src/lib/configurationState';

interface Entry {
  state: ConfigurationState;
  /** The builder is open (the reader asked for it). */
  open: boolean;
  /** The state was saved by an earlier visit. */
  saved: boolean;
}

const SERVER_SNAPSHOT: Entry = {state: emptyState(), open: false, saved: false};
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

const slotOf = (service: string) => createStorageSlot(STORAGE_KEYS.serviceConfiguration(service));

function read(service: string): Entry {
  let entry = entries.get(service);
  if (!entry) {
    let state = emptyState();
    let saved = false;
    const stored = slotOf(service).get();
    if (stored) {
      try {
        // The builder keeps only what applies to the service's inputs (sanitizeState).
        state = {...emptyState(), ...(JSON.parse(stored) as ConfigurationState)};
        saved = true;
      } catch {
        // A value this site did not write: start afresh.
      }
    }
    entry = {state, open: false, saved};
    entries.set(service, entry);
  }
  return entry;
}

function write(service: string, next: Entry, persist: boolean): void {
  entries.set(service, next);
  if (persist) slotOf(service).set(JSON.stringify(next.state));
  for (const listener of listeners.get(service) ?? []) listener();
}

function subscribe(service: string, listener: () => void): () => void {
  const set = listeners.get(service) ?? new Set();
  set.add(listener);
  listeners.set(service, set);
  return () => set.delete(listener);
}

/** The service's configuration; on the server and while hydrating, an empty one. */
export function useConfiguration(service: string): Entry {
  return useSyncExternalStore(
    (listener) => subscribe(service, listener),
    () => read(service),
    () => SERVER_SNAPSHOT,
  );
}

export function updateConfiguration(service: string, update: (state: ConfigurationState) => ConfigurationState): void {
  const entry = read(service);
  write(service, {...entry, state: update(entry.state), saved: true}, true);
}

export function openBuilder(service: string): void {
  const entry = read(service);
  if (!entry.open) write(service, {...entry, open: true}, false);
}

/** Adds an optional input to the configuration, or takes it out again; opens the builder. */
export function toggleInput(service: string, name: string): void {
  updateConfiguration(service, (state) => ({
    ...state,
    added: state.added.includes(name) ? state.added.filter((added) => added !== name) : [...state.added, name],
  }));
  openBuilder(service);
}

/** Replaces the configuration (a shared link) and opens the builder. */
export function restoreConfiguration(service: string, state: ConfigurationState): void {
  write(service, {state, open: true, saved: true}, true);
}

/** Forgets the configuration: the builder starts again from the required inputs. */
export function resetConfiguration(service: string): void {
  slotOf(service).del();
  write(service, {state: emptyState(), open: true, saved: false}, false);
}
