/**
 * In-page timestamps for the timing tests. An interval timed from the test process
 * includes Playwright's round trips, which CI load stretches or shrinks; marks taken
 * with performance.now() inside the page run on the same clock as the site's timers.
 */
import type {BrowserContext, Page} from '@playwright/test';

declare global {
  interface Window {
    /** Records performance.now() under `name` the first time; later calls with that name are ignored. */
    markTime(name: string): void;
  }
}

/** Gives every page of the context `window.markTime`, from the start of each document. */
export async function installPageMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const marks: Record<string, number> = {};
    Object.defineProperty(window, '__pageMarks', {value: marks});
    window.markTime = (name) => {
      marks[name] ??= performance.now();
    };
  });
}

/** The marks the current document has recorded, by name. */
export async function pageMarks(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({...(window as unknown as {__pageMarks: Record<string, number>}).__pageMarks}));
}
