import {test, expect, layoutShifts, pageMarks, recordLayoutShifts} from './fixtures';
import {slowHtmlProxy, type SlowHtmlProxy} from './support/slowHtml';

/**
 * Pages lay out once. A page whose HTML arrives in pieces (a slow connection, a busy server) is
 * painted as it arrives; nothing painted may then move as the rest arrives or as the page hydrates.
 */
const PAGES = {
  'a guide, with breadcrumbs and a table of contents': '/intro/overview/how-it-works',
  'a service reference page': '/reference/services/landing-zone/aws-security-account-baseline-wrapper',
  'the home page': '/',
  'a knowledge-base article': '/discussions/knowledge-base/3',
};

let proxy: SlowHtmlProxy;
test.beforeAll(async ({baseURL}) => {
  proxy = await slowHtmlProxy(baseURL!);
});
test.afterAll(async () => proxy.close());

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} does not move while its HTML arrives in pieces and while it hydrates`, async ({page}) => {
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      // Frames painted before the page had all its HTML: the test is only as good as these.
      const onFrame = () => {
        if (document.readyState === 'loading') {
          window.markTime('painted while loading');
          requestAnimationFrame(onFrame);
        }
      };
      requestAnimationFrame(onFrame);
    });
    await page.goto(proxy.origin + path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await layoutShifts(page)).toEqual([]);
    expect((await pageMarks(page))['painted while loading'], 'frames were drawn before all the HTML had arrived').toBeDefined();
  });
}
