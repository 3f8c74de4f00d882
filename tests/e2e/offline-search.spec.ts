import {test, expect, gotoHydrated, pageMarks} from './fixtures';
import {OFFLINE_SEARCH} from '../../plugins/offline-search/lib/searchResults';

const searchButton = (page: import('@playwright/test').Page) => page.getByRole('button', {name: /^Search/});
const searchDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', {name: 'Search the docs'});

test('the search button opens the modal; Escape closes it', async ({page}) => {
  await page.goto('/');
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('one Escape closes the modal even with a query typed, and the page keeps its place', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  const field = searchDialog(page).getByRole('searchbox');
  await field.fill('vpc');
  await expect(searchDialog(page).locator('[data-search-hit]').first()).toBeVisible();
  // Right after the Escape keydown has been handled, focus is already out of the closed dialog,
  // so a "/" typed at once opens search again instead of typing into the hidden field.
  await page.evaluate(() =>
    window.addEventListener('keydown', () => window.markTime(document.activeElement?.closest('dialog') ? 'focusInDialog' : 'focusOut'), {
      once: true,
    }),
  );
  await field.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  expect(await pageMarks(page)).toMatchObject({focusOut: expect.any(Number)});
  expect((await pageMarks(page)).focusInDialog).toBeUndefined();
  // The query was not cleared on the way out: reopening shows it again.
  await searchButton(page).click();
  await expect(field).toHaveValue('vpc');
});

test('when the index cannot be fetched the reader sees "unavailable" and Try again, not build instructions', async ({page}) => {
  let reachable = false;
  await page.route('**/pagefind/**', (route) => (reachable ? route.continue() : route.abort('failed')));
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await searchDialog(page).getByRole('searchbox').fill('vpc peering');
  await expect(searchDialog(page).getByRole('status')).toHaveText(/Search is unavailable right now/);
  await expect(searchDialog(page)).not.toContainText('npm run build');

  reachable = true;
  await searchDialog(page).getByRole('button', {name: 'Try again'}).click();
  await expect(searchDialog(page).locator('[data-search-hit]').first()).toBeVisible();
});

test('Ctrl+K and Cmd+K open the modal; "/" opens it only outside text fields', async ({page}) => {
  await gotoHydrated(page, '/intro/overview/how-it-works');
  await page.keyboard.press('Control+k');
  await expect(searchDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Meta+k');
  await expect(searchDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();

  await page.keyboard.press('/');
  await expect(searchDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // Typing "/" into a field is typing, not a shortcut.
  await page.goto('/search');
  await page.getByLabel('Search query').fill('a');
  await page.getByLabel('Search query').press('/');
  await expect(searchDialog(page)).toBeHidden();
  await expect(page.getByLabel('Search query')).toHaveValue('a/');
});

test('a query finds pages from the offline index and a result navigates inside the site', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  expect(requests.some((path) => path.startsWith('/pagefind/'))).toBe(false);

  await searchButton(page).click();
  await searchDialog(page).getByRole('searchbox').fill('dependency lock file');
  const firstHits = searchDialog(page).locator('[data-search-hit]');
  await expect(firstHits.first()).toBeVisible();
  await expect(firstHits.filter({hasText: /0\.14|lock file/i}).first()).toBeVisible();
  expect(requests.some((path) => path.startsWith('/pagefind/'))).toBe(true);

  const href = await firstHits.first().getAttribute('href');
  expect(href?.startsWith('/')).toBe(true);
  await firstHits.first().click();
  await expect(searchDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(href!.split('#')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

for (const [query, title] of [
  ['EKS', 'Amazon EKS'],
  ['vpc', 'Virtual Private Cloud (VPC)'],
  ['lambda', 'Lambda'],
  ['terragrunt', 'Terragrunt Fundamentals'],
] as const) {
  test(`a one-word topic query, "${query}", shows the topic's own page first`, async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await searchDialog(page).getByRole('searchbox').fill(query);
    const first = searchDialog(page).locator(`ul[aria-label="Results for ${query}"] [data-search-hit]`).first();
    await expect(first.locator('[data-search-hit-title]')).toHaveText(title);
  });
}

test('a misspelt topic, "terragrnt", offers what it meant, first', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  await searchDialog(page).getByRole('searchbox').fill('terragrnt');
  const first = searchDialog(page).locator('ul[aria-label="Results for terragrnt"] [data-search-hit]').first();
  await expect(first.locator('[data-search-hit-title]')).toHaveText('Terragrunt Fundamentals');
  await expect(first).toContainText('Did you mean “terragrunt”?');
});

for (const [query, title] of [
  ['ecs', 'Amazon ECS Cluster'],
  ['iam', 'IAM Users and IAM Groups'],
  ['bastion', 'Bastion Host'],
  ['cloudtrail', 'AWS Root Account Baseline Wrapper'],
  ['cis', 'How to achieve compliance with the CIS AWS Foundations Benchmark'],
  ['route53', 'Route 53 Hosted Zones'],
  ['Route 53', 'Route 53 Hosted Zones'],
  ['S3', 'S3 Bucket'],
] as const) {
  test(`a query that names a topic, "${query}", shows its main page first, opened at its top`, async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await searchDialog(page).getByRole('searchbox').fill(query);
    const first = searchDialog(page).locator(`ul[aria-label="Results for ${query}"] [data-search-hit]`).first();
    await expect(first.locator('[data-search-hit-title]')).toHaveText(title);
    await expect(first).toHaveAttribute('href', /^[^#]*$/);
    await expect(first.locator('[data-search-hit-excerpt]')).not.toContainText(title);
  });
}

// A misspelt topic, and two letters of a topic swapped into a word some pages hold ("aim", "pvc"): the topic is still
// what was meant, first.
const misspelt = (query: string, meant: string) => `a misspelt topic, "${query}", offers "${meant}", its main page first`;
const swapped = (query: string, meant: string) =>
  `two letters of a topic swapped into a word of the pages, "${query}", offer "${meant}", its main page first`;
for (const [query, meant, title, name] of [
  ['kuberentes', 'kubernetes', 'How to deploy a production-grade Kubernetes cluster on AWS', misspelt],
  ['cloudtrial', 'cloudtrail', 'AWS Root Account Baseline Wrapper', misspelt],
  ['vcp', 'vpc', 'Virtual Private Cloud (VPC)', misspelt],
  ['aim', 'iam', 'IAM Users and IAM Groups', swapped],
  ['pvc', 'vpc', 'Virtual Private Cloud (VPC)', swapped],
  ['ces', 'ecs', 'Amazon ECS Cluster', swapped],
] as const) {
  test(name(query, meant), async ({page}) => {
    await gotoHydrated(page, '/');
    await searchButton(page).click();
    await searchDialog(page).getByRole('searchbox').fill(query);
    const first = searchDialog(page).locator(`ul[aria-label="Results for ${query}"] [data-search-hit]`).first();
    await expect(first.locator('[data-search-hit-title]')).toHaveText(title);
    await expect(first).toContainText(`Did you mean “${meant}”?`);
  });
}

test('a near miss of a page with names of several lengths offers it once, and the next query shows only its own hits', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('searchbox').fill('stylgeuide');
  const offered = dialog.locator('ul[aria-label="Results for stylgeuide"] [data-search-hit]');
  await expect(offered.first()).toContainText('Did you mean');
  const hrefs = await offered.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await dialog.getByRole('searchbox').fill('ecs cluster');
  const first = dialog.locator('ul[aria-label="Results for ecs cluster"] [data-search-hit]').first();
  await expect(first.locator('[data-search-hit-title]')).toHaveText('Amazon ECS Cluster');
});

test('a query that finds nothing is read with the index\'s words: "Did you mean", and its results', async ({page}) => {
  await gotoHydrated(page, '/search?q=terragrunt%20dependancy');
  const first = page.locator('ul[aria-label="Results for terragrunt dependancy"] [data-search-hit]').first();
  await expect(first).toContainText('Did you mean “terragrunt dependency”?');
});

test('excerpts start at a sentence, or say they do not, and never repeat the section heading', async ({page}) => {
  await gotoHydrated(page, '/search?q=NAT%20gateway');
  const hits = page.locator('ul[aria-label="Results for NAT gateway"] [data-search-hit]');
  await expect(hits.first()).toBeVisible();
  const shown = await hits.evaluateAll((links) =>
    links.map((link) => ({
      section: link.querySelector('[data-search-hit-section]')?.textContent ?? '',
      excerpt: link.querySelector('[data-search-hit-excerpt]')?.textContent ?? '',
    })),
  );
  expect(shown.length).toBeGreaterThan(3);
  for (const {section, excerpt} of shown) {
    // A capital, a digit, a quote or code: a sentence's start; or an ellipsis that says the excerpt begins inside one.
    expect(excerpt, excerpt).toMatch(/^(…|[A-Z0-9"“`(])/);
    if (section) expect(excerpt.startsWith(section), `"${excerpt}" repeats "${section}"`).toBe(false);
  }
});

test('arrow keys move between the field and the results; Enter opens a result', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const input = searchDialog(page).getByRole('searchbox');
  await input.fill('terratest');
  await expect(searchDialog(page).locator('[data-search-hit]').first()).toBeVisible();
  const firstHref = await searchDialog(page).locator('[data-search-hit]').first().getAttribute('href');
  await input.press('ArrowDown');
  const firstHit = searchDialog(page).locator('[data-search-hit]').first();
  await expect(firstHit).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(searchDialog(page).locator('[data-search-hit]').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(input).toBeFocused();
  await input.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(firstHref!.split('#')[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('/search takes the query from q and keeps q in step with the field', async ({page}) => {
  await page.goto('/search?q=cloud-nuke');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “cloud-nuke”');
  await expect(page.locator('[data-search-hit]').first()).toBeVisible();
  await page.getByLabel('Search query').fill('aws-auth ConfigMap');
  await expect(page).toHaveURL(/\/search\?q=aws-auth\+ConfigMap$/);
  await expect(page.locator('[data-search-hit]').first()).toBeVisible();
});

test('a query with no matches says so', async ({page}) => {
  await page.goto('/search?q=zzqxjvwnotaword');
  await expect(page.getByRole('status')).toContainText('No results');
});

test('the modal shows the first hits and links to the full results; /search shows more on request', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await searchDialog(page).getByRole('searchbox').fill('terraform');
  const modalHits = searchDialog(page).locator('[data-search-hit]');
  await expect(modalHits.first()).toBeVisible();
  await expect(modalHits).toHaveCount(OFFLINE_SEARCH.modalHits);
  await searchDialog(page).getByRole('link', {name: 'See all results for “terraform”'}).click();
  await expect(page).toHaveURL(/\/search\?q=terraform$/);

  const pageHits = page.locator('main [data-search-hit]');
  await expect(pageHits).toHaveCount(OFFLINE_SEARCH.pageHitsStep);
  const summary = page.getByText(/^Showing \d+ of \d+ results\.$/);
  await expect(summary).toHaveText(new RegExp(`^Showing ${OFFLINE_SEARCH.pageHitsStep} of \\d+ results\\.$`));
  const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(2 * OFFLINE_SEARCH.pageHitsStep);
  await page.getByRole('button', {name: 'Show more results'}).click();
  await expect(pageHits).toHaveCount(2 * OFFLINE_SEARCH.pageHitsStep);
  // A new query starts again from the first page of results.
  await page.getByLabel('Search query').fill('terragrunt');
  await expect(page.locator('main ul[aria-label="Results for terragrunt"] [data-search-hit]')).toHaveCount(OFFLINE_SEARCH.pageHitsStep);
});

test('tag listings are not search results; the pages they list are', async ({page}) => {
  await page.goto('/search?q=golang');
  const hits = page.locator('main [data-search-hit]');
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/guides/style/golang-style-guide'))).toBe(true);
  expect(hrefs.filter((href) => href.startsWith('/tags'))).toEqual([]);
});

/** The paths of the search index's files the page requests, in order, from now on. */
function recordIndexRequests(page: import('@playwright/test').Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) paths.push(pathname);
  });
  return paths;
}

test('typing a word runs one search once typing pauses, fetching the data of its hits for that word only', async ({page}) => {
  const indexRequests = recordIndexRequests(page);
  await page.clock.install();
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const field = searchDialog(page).getByRole('searchbox');
  // With the page's clock stopped, no pause in typing can ever be long enough.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await field.pressSequentially('terraform');
  await expect(field).toHaveValue('terraform');
  await expect(searchDialog(page).getByRole('status')).toHaveText('Searching…');
  expect(indexRequests).toEqual([]);

  await page.clock.runFor(OFFLINE_SEARCH.debounceMs);
  await page.clock.resume();
  const hits = searchDialog(page).locator('ul[aria-label="Results for terraform"] [data-search-hit]');
  await expect(hits).toHaveCount(OFFLINE_SEARCH.modalHits);
  // Each hit is one download: a page's fragment, or the card of a topic's main page.
  const hitData = indexRequests.filter((pathname) => /^\/pagefind\/(fragment\/|topic-)/.test(pathname));
  expect(new Set(hitData).size).toBe(OFFLINE_SEARCH.modalHits);
});

test('the results load on the first request to search; if that load fails, the modal says so and Try again loads them', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('dialog[aria-label="Search the docs"]')).toHaveCount(0);
  const scripts: string[] = [];
  let failing = true;
  await page.route('**/assets/js/*.js', (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    return failing ? route.abort('failed') : route.continue();
  });
  await searchButton(page).click();
  await expect(searchDialog(page).getByRole('searchbox')).toBeFocused();
  await expect(searchDialog(page).getByRole('status')).toHaveText(/Search is unavailable right now/);
  expect(scripts.length).toBeGreaterThan(0);

  failing = false;
  await searchDialog(page).getByRole('searchbox').fill('terratest');
  await searchDialog(page).getByRole('button', {name: 'Try again'}).click();
  await expect(searchDialog(page).locator('[data-search-hit]').first()).toBeVisible();
});

/**
 * Holds every script requested from now on (the search results' chunk among them) until the
 * returned function is called, however long the test takes to type.
 */
async function holdScripts(page: import('@playwright/test').Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const TYPED = 'terragrunt dependency';
// A fast typist's pace.
const KEY_DELAY_MS = 40;

for (const shortcut of ['Control+k', 'Meta+k', '/']) {
  test(`nothing typed right after ${shortcut} is lost while the results' code loads`, async ({page}) => {
    await gotoHydrated(page, '/intro');
    const release = await holdScripts(page);
    await page.keyboard.press(shortcut);
    await page.keyboard.type(TYPED, {delay: KEY_DELAY_MS});
    const field = searchDialog(page).getByRole('searchbox');
    await expect(field).toHaveValue(TYPED);
    release();
    await expect(searchDialog(page).locator(`ul[aria-label="Results for ${TYPED}"] [data-search-hit]`).first()).toBeVisible();
    await expect(field).toHaveValue(TYPED);
  });
}

for (const shortcut of ['Control+k', '/']) {
  test(`${shortcut} pressed before the page has hydrated opens search once it has, with what was typed after it`, async ({page}) => {
    // The page's own scripts are held back, so it is parsed and shown but has not hydrated.
    const release = await holdScripts(page);
    await page.goto('/intro', {waitUntil: 'commit'});
    await page.locator('footer.footer').waitFor({state: 'attached'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    await page.keyboard.press(shortcut);
    await page.keyboard.type('vcp', {delay: KEY_DELAY_MS});
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('pc', {delay: KEY_DELAY_MS});
    // The browser's own Ctrl+K (its address bar) and the page's "/" did nothing else meanwhile.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    release();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const field = searchDialog(page).getByRole('searchbox');
    await expect(field).toHaveValue('vpc');
    await expect(field).toBeFocused();
    await expect(searchDialog(page).locator('ul[aria-label="Results for vpc"] [data-search-hit]').first()).toBeVisible();
  });
}

test('a key pressed before hydration that is not the shortcut opens nothing, nor does Escape after the shortcut', async ({page}) => {
  const release = await holdScripts(page);
  await page.goto('/intro', {waitUntil: 'commit'});
  await page.locator('footer.footer').waitFor({state: 'attached'});
  await page.keyboard.type('ab');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('x');
  await page.keyboard.press('Escape');
  release();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // The page has hydrated and its handlers are in place: the shortcut works from now on.
  await page.keyboard.press('Control+k');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchDialog(page).getByRole('searchbox')).toHaveValue('');
});

test('results code that arrives mid-word waits, like the rest, for typing to pause', async ({page}) => {
  const indexRequests = recordIndexRequests(page);
  await page.clock.install();
  await gotoHydrated(page, '/intro');
  const release = await holdScripts(page);
  await page.keyboard.press('Control+k');
  // With the page's clock stopped, no pause in typing can ever be long enough.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.type('terr');
  release();
  // The results' code has arrived: its link to the full results names what is typed so far.
  await expect(searchDialog(page).getByRole('link', {name: /See all results for .terr./})).toBeVisible();
  await page.keyboard.type('aform');
  await expect(searchDialog(page).getByRole('link', {name: /See all results for .terraform./})).toBeVisible();
  await expect(searchDialog(page).getByRole('status')).toHaveText('Searching…');
  expect(indexRequests).toEqual([]);

  await page.clock.runFor(OFFLINE_SEARCH.debounceMs);
  await page.clock.resume();
  await expect(searchDialog(page).locator('ul[aria-label="Results for terraform"] [data-search-hit]')).toHaveCount(
    OFFLINE_SEARCH.modalHits,
  );
});

test('a reader who types at once reaches "unavailable" when the index cannot be fetched', async ({page}) => {
  await page.route('**/pagefind/**', (route) => route.abort('failed'));
  await gotoHydrated(page, '/intro');
  const release = await holdScripts(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(TYPED, {delay: KEY_DELAY_MS});
  await expect(searchDialog(page).getByRole('searchbox')).toHaveValue(TYPED);
  release();
  await expect(searchDialog(page).getByRole('status')).toHaveText(/Search is unavailable right now/);
});
