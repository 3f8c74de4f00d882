import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, nextWindowEvent, pageClockWait, pageMarks, switchToDark} from './fixtures';
import {IMAGE_ZOOM} from '../../shared/lib/siteConstants';

const PAGE = '/guides/build-it-yourself/landing-zone/';
const DIAGRAM = 'article .markdown img[alt^="AWS account layout of the landing zone"]';
const diagram = (page: Page) => page.locator(DIAGRAM);
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');
const zoomedImage = (page: Page) => page.locator('.medium-zoom-image--opened');

/** Waits until zoom has been attached to the diagram (about 1000 ms after the page loads). */
async function openZoomable(page: Page): Promise<void> {
  await gotoHydrated(page, PAGE);
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/, {timeout: IMAGE_ZOOM.attachDelayMs + 2000});
}

/**
 * medium-zoom announces each step of a zoom on the image (`medium-zoom:open`, `:opened`, `:close`,
 * `:closed`); the page records the latest on <html data-zoom-state>, so tests wait for a step.
 */
test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    for (const step of ['open', 'opened', 'close', 'closed']) {
      document.addEventListener(`medium-zoom:${step}`, () => (document.documentElement.dataset.zoomState = step), {
        capture: true,
      });
    }
  });
});
const zoomState = (page: Page, step: string) => expect(page.locator('html')).toHaveAttribute('data-zoom-state', step);

/** Opens the zoom and waits for the end of its opening transition, during which medium-zoom ignores closing. */
async function zoomIn(page: Page, image = diagram(page)): Promise<void> {
  await image.click();
  await zoomState(page, 'opened');
  await expect(overlay(page)).toBeVisible();
}

test('zoom is attached about 1000 ms after load, not before', async ({page}) => {
  // Timed inside the page, so Playwright round trips under load cannot shorten it. The module
  // starts its timer on the first route update, which comes after DOMContentLoaded (hydration
  // waits for the route's chunks) and before the html element is marked hydrated.
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated === 'true') window.markTime('hydrated');
      if (document.querySelector(selector)?.classList.contains('medium-zoom-image')) {
        window.markTime('attached');
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated', 'class']});
  }, DIAGRAM);
  await gotoHydrated(page, PAGE);
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/, {timeout: IMAGE_ZOOM.attachDelayMs + 2000});
  const {hydrated, attached} = await pageMarks(page);
  const domReady = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
  );
  expect(hydrated).toBeGreaterThan(domReady);
  expect(attached - domReady).toBeGreaterThanOrEqual(IMAGE_ZOOM.attachDelayMs);
  expect(attached - hydrated).toBeLessThan(IMAGE_ZOOM.attachDelayMs + 1500);
});

test('a content image zooms on click over a white background and closes on a second click', async ({page}) => {
  await openZoomable(page);
  await zoomIn(page);
  await expect(overlay(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(zoomedImage(page)).toHaveCount(1);
  await zoomedImage(page).click();
  await expect(overlay(page)).toHaveCount(0);
});

test('the zoom background is dark in dark mode', async ({page}) => {
  await openZoomable(page);
  await switchToDark(page);
  await diagram(page).click();
  await expect(overlay(page)).toHaveCSS('background-color', 'rgb(27, 27, 29)');
});

test('Escape, a click on the overlay and a window resize close the zoom', async ({page}) => {
  await openZoomable(page);
  await zoomIn(page);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);

  await zoomIn(page);
  await overlay(page).click({position: {x: 5, y: 5}});
  await expect(overlay(page)).toHaveCount(0);

  await zoomIn(page);
  await page.setViewportSize({width: 1200, height: 800});
  await expect(overlay(page)).toHaveCount(0);
});

test('scrolling past 40 px closes the zoom, about 150 ms after the threshold', async ({page}) => {
  await openZoomable(page);
  await zoomIn(page);
  // Under the offset nothing closes: medium-zoom would start its close timer in the scroll event,
  // so a longer timer started after that event has run after it.
  const scrolledAndWaited = await nextWindowEvent(page, 'scroll', IMAGE_ZOOM.closeDelayAfterScrollMs + 150);
  await page.mouse.wheel(0, IMAGE_ZOOM.scrollOffsetPx / 2);
  await scrolledAndWaited();
  await expect(overlay(page)).toBeVisible();
  await zoomState(page, 'opened');
  // Time it inside the page, from the scroll event that crosses the offset to the moment
  // medium-zoom starts closing, so Playwright round trips under load cannot shorten it.
  await page.evaluate((offset) => {
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > offset) {
        window.markTime('crossed');
        window.removeEventListener('scroll', onScroll);
      }
    };
    window.addEventListener('scroll', onScroll);
    new MutationObserver((_, observer) => {
      if (!document.body.classList.contains('medium-zoom--opened')) {
        window.markTime('closed');
        observer.disconnect();
      }
    }).observe(document.body, {attributes: true, attributeFilter: ['class']});
  }, IMAGE_ZOOM.scrollOffsetPx / 2);
  await page.mouse.wheel(0, IMAGE_ZOOM.scrollOffsetPx * 2);
  await expect(overlay(page)).toHaveCount(0);
  const marks = await pageMarks(page);
  const elapsed = marks.closed - marks.crossed;
  expect(elapsed).toBeGreaterThanOrEqual(IMAGE_ZOOM.closeDelayAfterScrollMs - 20);
  expect(elapsed).toBeLessThan(IMAGE_ZOOM.closeDelayAfterScrollMs + 700);
});

test('images marked no-zoom or inside emphasis do not zoom; data-zoom-src is used when present', async ({page}) => {
  // Added inside the page as soon as it is hydrated, well before zoom attaches (1000 ms after
  // load), so a slow Playwright round trip under load cannot make them miss the attachment.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      const src = document.querySelector<HTMLImageElement>('article .markdown img')?.getAttribute('src') ?? '';
      document
        .querySelector('article .markdown')
        ?.insertAdjacentHTML(
          'beforeend',
          `<p><img id="plain-image" alt="plain" src="${src}" data-zoom-src="/img/logo.svg"></p>` +
            `<p><img id="opted-out" class="no-zoom" alt="opted out" src="${src}"></p>` +
            `<p><em><img id="emphasised" alt="emphasised" src="${src}"></em></p>`,
        );
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await gotoHydrated(page, PAGE);
  await expect(diagram(page)).toHaveClass(/medium-zoom-image/, {timeout: IMAGE_ZOOM.attachDelayMs + 2000});
  await expect(page.locator('#plain-image')).toHaveClass(/medium-zoom-image/);
  await expect(page.locator('#opted-out')).not.toHaveClass(/medium-zoom-image/);
  await expect(page.locator('#emphasised')).not.toHaveClass(/medium-zoom-image/);

  await page.locator('#plain-image').click();
  await expect(page.locator('img.medium-zoom-image--opened[src$="/img/logo.svg"]')).toHaveCount(1);
});

test('zoom is not attached when the address has a hash fragment', async ({page}) => {
  await gotoHydrated(page, `${PAGE}#what-youll-build`);
  // Past the moment zoom would attach: its timer would have started before hydration.
  await pageClockWait(page, IMAGE_ZOOM.attachDelayMs + 500);
  await expect(diagram(page)).not.toHaveClass(/medium-zoom-image/);
});

test('zoom is attached again 1000 ms after a route change, once per image', async ({page}) => {
  await openZoomable(page);
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', {name: /production-grade design/i})
    .click();
  await expect(page).toHaveURL(/landing-zone\/production-grade-design/);
  // The address changes before the new page renders: wait for its heading, or the
  // locator below could still find the previous page's (already zoomable) diagram.
  await expect(page.locator('article h1')).toHaveText('Production-grade design for an AWS landing zone');
  const image = page.locator('article .markdown img').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: IMAGE_ZOOM.attachDelayMs + 2000});
  // One click opens one zoom; a second attachment would open a second one or close it again.
  await zoomIn(page, image);
  await expect(overlay(page)).toHaveCount(1);
  await expect(zoomedImage(page)).toHaveCount(1);
});
