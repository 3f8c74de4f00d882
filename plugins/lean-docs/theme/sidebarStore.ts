/**
 * Where a docs page's sidebar arrives in a production build. lean-docs gives each sidebar
 * its own module, loaded with the pages that show it; when the module runs it registers its
 * items here, and the doc root (./DocRoot) reads them. Both the browser and server
 * rendering load a page's modules before they render it.
 */
type Listener = () => void;

const sidebars = new Map<string, unknown>();
const listeners = new Set<Listener>();

/** The key under which a sidebar module registers its items. */
export const sidebarKey = (pluginId: string, version: string, name: string): string => `${pluginId}/${version}/${name}`;

/** Called by each generated sidebar module; returns the items as the module's default export. */
export function registerSidebar<T>(key: string, items: T): T {
  sidebars.set(key, items);
  listeners.forEach((listener) => listener());
  return items;
}

export const registeredSidebar = (key: string): unknown => sidebars.get(key);

/** For useSyncExternalStore: a sidebar that arrives late (its chunk was retried) re-renders the doc root. */
export function subscribeToSidebars(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
