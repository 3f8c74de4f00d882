import {test, expect, gotoHydrated} from './fixtures';
import {KNOWLEDGE_BASE_DISCUSSIONS_URL} from '../../src/lib/siteConstants';

test('an article shows its category, links to its discussion and has no sidebar or edit link', async ({page}) => {
  await gotoHydrated(page, '/discussions/knowledge-base/438');
  await expect(page.locator('article').getByText('Knowledge Base', {exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: /original discussion #438/})).toHaveAttribute('href', `${KNOWLEDGE_BASE_DISCUSSIONS_URL}/438`);
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
  await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 2, name: /Question/})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: /Answer/})).toBeVisible();
});

test('an article carries QAPage structured data built from its question and answer', async ({page}) => {
  await gotoHydrated(page, '/discussions/knowledge-base/438');
  const readQaPage = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'QAPage');
  await expect.poll(readQaPage).toBeTruthy();
  const qaPage = await readQaPage();
  const title = await page.getByRole('heading', {level: 1}).textContent();
  expect(qaPage.mainEntity.name).toBe(title?.trim());
  expect(qaPage.mainEntity.text).toContain('kubergrunt eks deploy');
  expect(qaPage.mainEntity.acceptedAnswer.text).toContain('PodDisruptionBudgets');
  expect(qaPage.mainEntity.url).toMatch(/\/discussions\/knowledge-base\/438$/);
});
