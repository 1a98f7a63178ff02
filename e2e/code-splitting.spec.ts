// Each page's code is its own chunk (src/client/app/routes.tsx): a first load fetches the shell and the
// page being shown, nothing else, and a client-side navigation keeps the current page on screen until
// the next page's chunk has arrived (no empty main area in between).
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

test('a page loads only its own chunk, and navigating to another page never blanks the main area', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/download');
  await waitForHydration(page);
  expect(
    scripts.some((path) => /\/assets\/download-page-/.test(path)),
    'the download page chunk',
  ).toBe(true);
  expect(
    scripts.filter((path) => /\/assets\/(browse|store|listing|event)-page-/.test(path)),
    'no other page chunks',
  ).toEqual([]);

  // Record whether the main area is ever empty from the click until the browse page shows.
  await page.evaluate(() => {
    const state = window as unknown as { __mainWasEmpty: boolean };
    state.__mainWasEmpty = false;
    const main = document.getElementById('main');
    if (!main) throw new Error('no main area');
    new MutationObserver(() => {
      if (main.innerText.trim() === '') state.__mainWasEmpty = true;
    }).observe(main, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Worlds' }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByRole('list').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __mainWasEmpty: boolean }).__mainWasEmpty)).toBe(false);
  expect(
    scripts.some((path) => /\/assets\/browse-page-/.test(path)),
    'the browse page chunk, fetched on the way',
  ).toBe(true);

  // Back to the first page: its chunk is already here, the page shows at once.
  await page.goBack();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
