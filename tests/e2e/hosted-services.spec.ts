import type {Page, Request} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {HOSTED_SERVICES_ENV} from '../../scripts/lib/buildVariants';

/**
 * The site built with made-up Algolia and gtag settings. Playwright answers
 * the search service and the analytics script; nothing leaves the machine.
 */

interface AlgoliaQuery {
  query: string;
  indexName: string;
  facetFilters?: (string | string[])[];
}

function hit(url: string, lvl1: string, content: string) {
  return {
    url,
    type: 'content',
    content,
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    objectID: url,
    _highlightResult: {
      hierarchy: {lvl0: {value: 'Docs', matchLevel: 'none'}, lvl1: {value: lvl1, matchLevel: 'full'}},
      content: {value: content, matchLevel: 'full'},
    },
    _snippetResult: {content: {value: content, matchLevel: 'full'}},
  };
}

const HITS = [
  hit(
    'https://docs.gruntwork.io/guides/build-it-yourself/vpc/',
    'How to deploy a production-grade VPC',
    'Subnet tiers across availability zones.',
  ),
  hit('https://github.com/gruntwork-io/terragrunt', 'Terragrunt on GitHub', 'The Terragrunt source code.'),
];

/** Answers Algolia's query endpoint and records every query the site sent. */
async function fakeAlgolia(page: Page): Promise<{queries: AlgoliaQuery[]; requests: Request[]}> {
  const queries: AlgoliaQuery[] = [];
  const requests: Request[] = [];
  await page.route(/algolia\.(net|io)/, async (route) => {
    const request = route.request();
    requests.push(request);
    const body = JSON.parse(request.postData() ?? '{"requests":[]}') as {requests: AlgoliaQuery[]};
    queries.push(...body.requests);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        results: body.requests.map((q) => ({
          hits: q.query ? HITS : [],
          nbHits: q.query ? HITS.length : 0,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: q.query,
          params: '',
          index: q.indexName,
        })),
      }),
    });
  });
  return {queries, requests};
}

test('the DocSearch modal opens from its button, Ctrl+K, Cmd+K and "/", and closes on Escape', async ({page}) => {
  await fakeAlgolia(page);
  await gotoHydrated(page, '/intro/overview/how-it-works');
  const modal = page.locator('.DocSearch-Modal');
  await page.locator('.DocSearch-Button').click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    // Closing returns focus to the search button; DocSearch reads "/" typed on a button as typing.
    await page.locator('article h1').click();
    await page.keyboard.press(shortcut);
    await expect(modal, shortcut).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
});

test('queries name the index and filter by language and docs version; a result opens inside the site', async ({page}) => {
  const {queries, requests} = await fakeAlgolia(page);
  await gotoHydrated(page, '/intro/overview/how-it-works');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('vpc');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const sent = queries.find((q) => q.query === 'vpc');
  expect(sent?.indexName).toBe(HOSTED_SERVICES_ENV.ALGOLIA_INDEX_NAME);
  const filters = (sent?.facetFilters ?? []).flat();
  expect(filters).toContain('language:en');
  expect(filters).toContain('docusaurus_tag:docs-default-current');
  const request = requests.at(-1)!;
  expect(new URL(request.url()).hostname).toBe(`${HOSTED_SERVICES_ENV.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`);
  const headers = await request.allHeaders();
  const apiKey = headers['x-algolia-api-key'] ?? new URL(request.url()).searchParams.get('x-algolia-api-key');
  expect(apiKey).toBe(HOSTED_SERVICES_ENV.ALGOLIA_API_KEY);

  // A result on the docs host becomes a local path; one matching the external pattern stays absolute.
  const internal = page.locator('.DocSearch-Hit a', {hasText: 'production-grade VPC'});
  await expect(internal).toHaveAttribute('href', '/guides/build-it-yourself/vpc/');
  await expect(page.locator('.DocSearch-Hit a', {hasText: 'Terragrunt on GitHub'})).toHaveAttribute(
    'href',
    'https://github.com/gruntwork-io/terragrunt',
  );
  const origin = new URL(page.url()).origin;
  await internal.click();
  await expect(page).toHaveURL(`${origin}/guides/build-it-yourself/vpc/`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('VPC');
});

test('/search takes the query from q and shows the service results', async ({page}) => {
  const {queries} = await fakeAlgolia(page);
  await page.goto('/search?q=vpc');
  await expect(page.getByRole('link', {name: /production-grade VPC/})).toBeVisible();
  expect(queries.some((q) => q.query === 'vpc' && q.indexName === HOSTED_SERVICES_ENV.ALGOLIA_INDEX_NAME)).toBe(true);
});

test('each route change sends exactly one page view, with IP anonymisation', async ({page}) => {
  await page.route(/googletagmanager\.com\/gtag\/js/, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag stub */'}),
  );
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  const calls = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))),
    );
  const config = (await calls()).find((entry) => entry[0] === 'config');
  expect(config?.[1]).toBe(HOSTED_SERVICES_ENV.GTAG_TRACKING_ID);
  expect(config?.[2]).toMatchObject({anonymize_ip: true});

  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  // Each click waits for its page to render: a click while the previous page is still loading
  // replaces that navigation, and only completed route changes send a page view.
  await sidebar.getByRole('link', {name: 'How it works'}).click();
  await expect(page).toHaveURL(/how-it-works/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How Gruntwork Works');
  await sidebar.getByRole('link', {name: 'Getting started'}).click();
  await expect(page).toHaveURL(/getting-started/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting Started with Gruntwork');
  await expect.poll(async () => (await calls()).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').length).toBe(2);
  // Each page view is preceded by the path it reports.
  const paths = (await calls()).filter((entry) => entry[0] === 'set' && entry[1] === 'page_path').map((entry) => entry[2]);
  expect(paths).toEqual(['/intro/overview/how-it-works', '/intro/overview/getting-started']);
});
