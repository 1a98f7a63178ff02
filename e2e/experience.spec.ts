import { expect, test } from '@playwright/test';
import { experienceCards, markWindow, waitForHydration, windowIsMarked } from './helpers.ts';

test('open an experience from the grid with client-side navigation', async ({ page }) => {
  await page.goto('/experiences');
  await waitForHydration(page);
  const card = experienceCards(page).first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await markWindow(page);
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/experiences\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await windowIsMarked(page), 'no full page load').toBe(true);
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  for (const label of ['Creator', 'Capacity', 'Visits', 'Published', 'Updated', 'Version']) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
});

test('detail page serves complete HTML with status 200, meta tags and a canonical URL', async ({ page, request }) => {
  await page.goto('/experiences');
  const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/experiences\/[^"]+"/);
  expect(html).toMatch(/<meta property="og:title"/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
});

test('desktop and mobile layouts switch at 1024px', async ({ page }) => {
  await page.goto('/experiences');
  const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href!);
  const cover = page.locator('picture img').first();
  await expect(cover).toBeVisible();
  const desktopSrc = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  const mobileSrc = await page
    .locator('picture img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(desktopSrc).toContain('/cover.svg');
  expect(mobileSrc).toContain('/cover-mobile.svg');
});

test('an unknown experience is a 404 page', async ({ page }) => {
  const response = await page.goto('/experiences/nova/this-world-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/find/i);
  const missingCreator = await page.goto('/experiences/nobody-by-this-name');
  expect(missingCreator?.status()).toBe(404);
  const missingPage = await page.goto('/no/such/page');
  expect(missingPage?.status()).toBe(404);
});

test("a creator's experiences page lists their worlds", async ({ page }) => {
  const response = await page.goto('/experiences/nova');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Nova Reyes/ })).toBeVisible();
  const cards = experienceCards(page);
  expect(await cards.count()).toBeGreaterThan(2);
  for (const link of await cards.getByRole('link', { name: 'Nova Reyes' }).all()) {
    await expect(link).toHaveAttribute('href', '/experiences/nova');
  }
});
