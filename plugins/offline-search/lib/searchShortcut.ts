/**
 * The search shortcut's keys. Its own module: the navbar's SearchBar, in every page's bundle, needs
 * only this, not the result shaping of ./searchResults.ts, which loads with the results. Pure.
 */

/** Whether a key press should open search: "/" outside text fields, or Ctrl/Cmd+K anywhere. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  targetIsEditable: boolean;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.targetIsEditable;
}
