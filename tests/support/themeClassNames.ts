/**
 * Class names the classic theme puts on its components (theme-common's `ThemeClassNames`, which
 * it does not export to Node), for tests that select them.
 */
export const ANNOUNCEMENT_BAR = '.theme-announcement-bar';
