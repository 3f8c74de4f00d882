import {test as base, expect, type Page} from '@playwright/test';
import {installPageMarks} from './support/pageMarks';

/**
 * Every test's pages can record in-page timestamps. (Other hosts than the loopback server are cut
 * off by the browser's launch arguments: LOOPBACK_ONLY_ARGS in ./support/network.ts.) Each worker
 * keeps one browser context and page from test to test (`reuseContext` in playwright.config.ts):
 * Playwright resets them between tests, and the one state it leaves, permissions a test granted, is
 * cleared here.
 */
export const test = base.extend<{pageMarks: void; grantedPermissions: void}>({
  pageMarks: [
    async ({context}, use) => {
      await installPageMarks(context);
      await use();
    },
    {auto: true},
  ],
  grantedPermissions: [
    async ({context}, use) => {
      await use();
      await context.clearPermissions();
    },
    {auto: true},
  ],
});

export {expect};
export {pageMarks} from './support/pageMarks';

/** Opens a page and waits until React has hydrated it, so its event handlers are live. */
export async function gotoHydrated(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Waits until every finite CSS transition and animation in the page has finished, for checks
 * (such as colour contrast) that must not see an element half-way through fading in.
 */
export async function animationsFinished(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Waits `ms` by the page's own clock. Timers run in the order they fall due, so a page timer
 * started earlier with a shorter delay has run by the time this returns, however busy the machine.
 */
export async function pageClockWait(page: import('@playwright/test').Page, ms: number): Promise<void> {
  await page.evaluate((delay) => new Promise((resolve) => window.setTimeout(resolve, delay)), ms);
}

/**
 * Starts listening in the page for the next `type` event that reaches the window, and returns a
 * function that waits for it, then `thenWaitMs` by the page's clock. Listening starts before the
 * action that causes the event, so the event cannot come first; the window hears it after the
 * page's own listeners on the document, so a timer they start is due before this one.
 */
export async function nextWindowEvent(page: import('@playwright/test').Page, type: string, thenWaitMs = 0): Promise<() => Promise<void>> {
  await page.evaluate(
    ([eventType, ms]) => {
      (window as unknown as {__nextWindowEvent: Promise<void>}).__nextWindowEvent = new Promise((resolve) =>
        window.addEventListener(eventType, () => window.setTimeout(resolve, ms), {once: true}),
      );
    },
    [type, thenWaitMs] as const,
  );
  return () => page.evaluate(() => (window as unknown as {__nextWindowEvent: Promise<void>}).__nextWindowEvent);
}

/**
 * Holds the page's idle callbacks (from its next load on) until the returned function runs the
 * ones waiting, so that a test sees the page as it is before they run.
 */
export async function holdIdleCallbacks(page: import('@playwright/test').Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    const release = () => held.splice(0).forEach((run) => run());
    Object.assign(window, {releaseIdleCallbacks: release});
    window.requestIdleCallback = (callback) => {
      held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
      return held.length;
    };
  });
  return () => page.evaluate(() => (window as unknown as {releaseIdleCallbacks: () => void}).releaseIdleCallbacks());
}

/**
 * Switches the open page from light to dark mode as a reader does, with the navbar's toggle (light
 * goes to dark whether or not the site follows the system's scheme), and waits until it has.
 */
export async function switchToDark(page: import('@playwright/test').Page): Promise<void> {
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** A layout shift the page recorded, with the elements that moved (tag.class), for a message that says what moved. */
export interface RecordedShift {
  value: number;
  moved: string[];
}

/** Records every layout shift of the pages `page` opens from now on, from their first frame. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {value: number; moved: string[]}[] = [];
    (window as unknown as {layoutShifts: typeof shifts}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; sources: {node?: Node}[]}[]) {
        const moved = entry.sources.map(({node}) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}` : String(node?.nodeName),
        );
        shifts.push({value: entry.value, moved});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts the current page recorded (recordLayoutShifts). */
export const layoutShifts = (page: Page): Promise<RecordedShift[]> =>
  page.evaluate(() => (window as unknown as {layoutShifts: {value: number; moved: string[]}[]}).layoutShifts);
