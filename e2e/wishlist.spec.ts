// The wishlist (docs/product.md §15): nova lists a new item (so no other journey's wishes are in the way), kai
// wishes it from the listing page, finds it on /wishlist, nova puts it on promotion from the listing editor,
// kai reads the notice under the bell and follows it to the listing, then removes it from the wishlist.
// A visitor's heart leads to sign-in with next= the listing; /wishlist is accessible in each state.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, expectNoSidewaysScroll, mutate, signIn, waitForHydration } from './helpers.ts';

async function newListing(page: Page, name: string): Promise<{ id: string; path: string }> {
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  const product = await mutate<{ id: string; slug: string }>(page, 'creator.createProduct', {
    name,
    description: 'A lamp people wish for.',
    price: 40,
  });
  return { id: product.id, path: `/listings/${product.id}/${product.slug}` };
}

test('kai wishes a listing, nova promotes it, kai is told and removes it from the wishlist', async ({
  browser,
  page,
}) => {
  const name = `Wishing Lamp ${Date.now().toString(36)}`;
  const novaPage = await browser.newPage();
  const listing = await newListing(novaPage, name);

  await signIn(page, 'kai@lumen.test', { next: listing.path });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to wishlist' });
  // The state is asked for after hydration: wait until the heart is known before pressing it.
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  const remove = page.getByRole('button', { name: 'Remove from wishlist' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  // The heart flips before the call ends: wait for the answer before leaving the page.
  await expect(remove).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  // The account menu leads to the list.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'My wishlist' }).click();
  await page.waitForURL((url) => url.pathname === '/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
  const entry = page
    .getByRole('list', { name: 'Your wishlist' })
    .getByTestId('wishlist-item')
    .filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name })).toHaveAttribute('href', listing.path);
  await expectAxeClean(page);

  // nova starts a promotion from the listing's editor.
  await novaPage.goto(`/creator/products/${listing.id}/edit`);
  await waitForHydration(novaPage);
  const promotion = novaPage.getByRole('form', { name: 'Promotion' });
  await expect(promotion.getByRole('button', { name: 'Start promotion' })).toBeVisible();
  await promotion.getByLabel('Percent off').fill('25');
  await promotion.getByRole('button', { name: 'Start promotion' }).click();
  await expect(promotion.getByText('Promotion started. Everyone who wished this listing is told.')).toBeVisible();
  await expect(promotion.getByText(/On promotion now: 25% off \(30 instead of 40\)/)).toBeVisible();
  // Saving it again changes the same promotion: nobody is told twice.
  await promotion.getByLabel('Percent off').fill('30');
  await promotion.getByRole('button', { name: 'Change promotion' }).click();
  await expect(promotion.getByText('Promotion changed.')).toBeVisible();
  await novaPage.close();

  await page.goto('/notifications');
  await waitForHydration(page);
  const notices = page.getByRole('link', { name: new RegExp(`"${name}" from your wishlist is on promotion`) });
  await expect(notices).toHaveCount(1);
  await notices.click();
  await page.waitForURL((url) => url.pathname === listing.path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/wishlist');
  await waitForHydration(page);
  const promoted = page
    .getByRole('list', { name: 'Your wishlist' })
    .getByTestId('wishlist-item')
    .filter({ hasText: name });
  await expect(promoted).toContainText('30% off');
  await promoted.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(promoted).toHaveCount(0);
  await page.goto(listing.path);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor pressing the heart is sent to log in and back to the listing', async ({ browser, page }) => {
  const novaPage = await browser.newPage();
  const listing = await newListing(novaPage, `Visitor Lamp ${Date.now().toString(36)}`);
  await novaPage.close();
  await page.goto(listing.path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('Email').fill('mira@lumen.test');
  await page.getByLabel('Password').fill('lumen-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === listing.path);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
});

test('/wishlist for a visitor asks to log in; an empty wishlist links to the store; both accessible, also on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wishlist');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Log in to see your wishlist' })).toBeVisible();
  await expectAxeClean(page);

  // Nobody wishes as nova in any journey: her wishlist is empty.
  await signIn(page, 'nova@lumen.test', { next: '/wishlist' });
  await expect(page.getByRole('heading', { name: 'Nothing on your wishlist yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/store');
  await expectAxeClean(page);
  await expectNoSidewaysScroll(page);
});
