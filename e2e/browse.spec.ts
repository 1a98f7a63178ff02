import { expect, test } from '@playwright/test';
import { countTrpcRequests, experienceCards, markWindow, waitForHydration, windowIsMarked } from './helpers.ts';

test('browse shows a full page of experience cards without refetching after hydration', async ({ page }) => {
  const trpc = countTrpcRequests(page);
  const response = await page.goto('/experiences');
  expect(response?.status()).toBe(200);
  await expect(experienceCards(page)).toHaveCount(24);
  await waitForHydration(page);
  await expect(page.getByText(/\d+ experiences/)).toBeVisible();
  const firstCard = experienceCards(page).first();
  await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', /^\/experiences\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(firstCard.getByText(/^\d[\d,]* users?$/)).toBeVisible();
  await expect(page).toHaveTitle(/Experiences · Lumen/);
  expect(trpc.count(), 'hydration reuses the streamed data').toBe(0);
});

test('search narrows the results and an empty search says so', async ({ page }) => {
  await page.goto('/experiences');
  await waitForHydration(page);
  const firstName = (await experienceCards(page).first().getByRole('heading').textContent())?.trim() ?? '';
  expect(firstName.length).toBeGreaterThan(0);
  const word = firstName.split(/\s+/)[0] ?? firstName;
  await markWindow(page);
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/experiences\\?q=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
  await expect(experienceCards(page).getByRole('heading', { name: firstName })).toBeVisible();
  expect(await windowIsMarked(page), 'searching navigates client-side').toBe(true);

  await search.fill('zzqxv-nothing-matches');
  await search.press('Enter');
  await expect(page.getByText('No experiences match your search')).toBeVisible();
});

test('paginator moves between pages and marks the current one', async ({ page }) => {
  await page.goto('/experiences');
  await waitForHydration(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: /page 1/i })).toHaveAttribute('aria-current', 'page');
  const firstOnPage1 = await experienceCards(page).first().getByRole('heading').textContent();
  await markWindow(page);
  await pagination.getByRole('link', { name: /page 2/i }).click();
  await expect(page).toHaveURL(/\/experiences\?page=2$/);
  await expect(pagination.getByRole('link', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');
  await expect(experienceCards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  expect(await windowIsMarked(page)).toBe(true);
});

test('bad query values get a 400 page with a clear message', async ({ page }) => {
  const cases: Array<[string, RegExp]> = [
    ['page=-1', /page: The page must be 1 or more\./],
    ['page=abc', /page: The page must be a number\./],
    ['perPage=1000000000', /perPage: perPage must be at most 48\./],
    [`q=${'x'.repeat(10_000)}`, /q: Search for at most 100 characters\./],
  ];
  for (const [query, message] of cases) {
    const response = await page.goto(`/experiences?${query}`);
    expect(response?.status(), query.slice(0, 20)).toBe(400);
    await expect(page.getByRole('heading', { name: "That address doesn't look right" })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/experiences');
  }
});
