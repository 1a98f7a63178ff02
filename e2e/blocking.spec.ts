// Blocking (docs/product.md §17): mira sees Theo's review of a listing and finds his world by search, blocks him
// from his profile (with a confirmation), and then neither the review nor the world is there for her; the
// blocked personas page under the account menu lists him, Unblock empties it, and the world is back. Theo
// is a demo creator without an account, so no other journey acts as him; mira unblocks before the end.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, signIn, waitForHydration } from './helpers.ts';

// A listing Theo reviewed in the demo data (the seed's ids are fixed), and one of his worlds.
const LISTING_PATH = '/listings/3b6e1d27-d084-41d1-8b34-ef4e392be8e5';
const THEO = 'Theo Lindqvist';
const WORLD = 'Metronome Maze';
const SEARCH_PATH = `/experiences?q=${encodeURIComponent(WORLD)}`;

const theoReviews = (page: Page) =>
  page.getByRole('region', { name: 'Reviews', exact: true }).getByRole('listitem').filter({ hasText: THEO });

const worldLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: WORLD });

test('mira blocks Theo: his review and his world leave her pages until she unblocks him', async ({ page }) => {
  await signIn(page, 'mira@lumen.test', { next: LISTING_PATH });
  await expect(theoReviews(page)).not.toHaveCount(0);
  await page.goto(SEARCH_PATH);
  await waitForHydration(page);
  await expect(worldLinks(page).first()).toBeVisible();

  // Block from the profile, after saying yes.
  await page.goto('/profiles/theo');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Block ${THEO}` }).click();
  const question = page.getByRole('group', { name: `Block ${THEO}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Block', exact: true })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Block ${THEO}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await page
    .getByRole('group', { name: `Block ${THEO}?` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(page.getByText('You blocked this persona.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${THEO}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);

  // His review and his world are gone for her.
  await page.goto(LISTING_PATH);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(theoReviews(page)).toHaveCount(0);
  await page.goto(SEARCH_PATH);
  await waitForHydration(page);
  await expect(worldLinks(page)).toHaveCount(0);

  // The account menu leads to the blocked personas; Unblock empties the list.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Blocked personas' }).click();
  await page.waitForURL((url) => url.pathname === '/settings/blocked');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked personas' })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Personas you blocked' })
    .getByTestId('blocked-persona')
    .filter({ hasText: THEO });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: THEO })).toHaveAttribute('href', '/profiles/theo');
  await expectAxeClean(page);
  await row.getByRole('button', { name: `Unblock ${THEO}` }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await expectAxeClean(page);

  // Back again.
  await page.goto(SEARCH_PATH);
  await waitForHydration(page);
  await expect(worldLinks(page).first()).toBeVisible();
  await page.goto(LISTING_PATH);
  await waitForHydration(page);
  await expect(theoReviews(page)).not.toHaveCount(0);
});

test('the blocked personas page at 320 px: a visitor is asked to log in', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/settings/blocked');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked personas' })).toBeVisible();
  await expect(page.getByText('Log in to see the personas you blocked.')).toBeVisible();
  await expectAxeClean(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
