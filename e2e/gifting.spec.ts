// Gifting (docs/product.md §20): kai, on a phone 320 px wide, gives mira a listing from its page with a message.
// His balance falls by the price, his receipt says it was a gift to @mira, and mira finds the notice with his
// words and owns the listing. The journey makes kai and mira friends itself (other journeys change who is
// friends with whom) and picks a priced listing that neither sells and mira does not own yet.
import { expect, test, type Page } from '@playwright/test';
import { balanceOf, expectAxeClean, expectNoSidewaysScroll, query, signIn, waitForHydration } from './helpers.ts';

const MESSAGE = 'Happy birthday, Mira! See you in Neon Drift.';

/** A tRPC mutation whose refusal is expected at times (asking someone who is already a friend). */
async function tryMutate(page: Page, path: string, input: unknown): Promise<void> {
  await page.evaluate(
    async ({ path, input }) => {
      await fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
    },
    { path, input },
  );
}

interface Card {
  id: string;
  name: string;
  price: number;
  creator: { personaHandle: string };
}

test('kai gives mira a listing with a message; she is told and owns it; he paid its price', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const miraPage = await (await browser.newContext()).newPage();
  await signIn(miraPage, 'mira@lumen.test', { next: '/friends' });
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, 'kai@lumen.test', { next: '/friends' });

  // Friends whatever earlier journeys did: neither blocks the other, kai asks, mira accepts.
  await tryMutate(page, 'blocking.unblock', { handle: 'mira' });
  await tryMutate(miraPage, 'blocking.unblock', { handle: 'kai' });
  await tryMutate(page, 'friends.request', { handle: 'mira' });
  await tryMutate(miraPage, 'friends.accept', { handle: 'kai' });
  const friends = await query<{ items: { avatarHandle: string }[] }>(page.request, 'friends.list', { page: 1 });
  expect(friends.items.map((friend) => friend.avatarHandle)).toContain('mira');

  // A priced listing kai can pay for, sold by neither of them, that mira does not own.
  const balance = await balanceOf(page);
  const browse = await query<{ items: Card[] }>(page.request, 'listings.browse', {
    minPrice: 1,
    maxPrice: Math.min(balance, 5000),
    sort: 'price-asc',
  });
  const candidates = browse.items.filter(
    (card) => !['kai', 'mira'].includes(card.creator.personaHandle) && card.price <= balance,
  );
  const owned = await query<{ items: { listingId: string }[] }>(miraPage.request, 'items.owned', {
    listingIds: candidates.map((card) => card.id),
  });
  const ownedIds = new Set(owned.items.map((item) => item.listingId.toLowerCase()));
  const listing = candidates.find((card) => !ownedIds.has(card.id.toLowerCase()));
  if (!listing) throw new Error('no listing left for kai to give mira');

  await page.goto(`/listings/${listing.id}`);
  await waitForHydration(page);
  // The buy box is live once ownership is known (its buttons wait for it).
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Gift to a friend' }).click();
  const dialog = page.getByRole('dialog', { name: `Gift ${listing.name}` });
  await expect(dialog).toBeVisible();
  const friend = dialog.getByLabel('Friend');
  await expect(friend).toBeVisible();
  await friend.selectOption('mira');
  await dialog.getByLabel(/^Message/).fill(MESSAGE);
  await expect(dialog.getByText(`${[...MESSAGE].length} of 280 characters`)).toBeVisible();
  await expect(dialog.getByText('You pay')).toBeVisible();
  await expectAxeClean(page);
  // Nothing spills sideways at 320 px.
  await expectNoSidewaysScroll(page);

  await dialog.getByRole('button', { name: 'Give the gift' }).click();
  await expect(dialog.getByText(`Your gift of ${listing.name} is on its way to @mira.`)).toBeVisible();
  await expectAxeClean(page);
  await expect.poll(() => balanceOf(page)).toBe(balance - listing.price);

  // The receipt is kai's: a gift to @mira, with his words.
  await dialog.getByRole('link', { name: 'View the receipt' }).click();
  await expect(page.getByText('Gift to @mira')).toBeVisible();
  await expect(page.getByText(`Your message: “${MESSAGE}”`)).toBeVisible();
  await expectAxeClean(page);

  // Back on the listing, mira is still in the list but cannot be given it again: she already has it.
  await page.goto(`/listings/${listing.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Gift to a friend' }).click();
  const again = page.getByRole('dialog', { name: `Gift ${listing.name}` });
  const miraOption = again.getByLabel('Friend').locator('option[value="mira"]');
  await expect(miraOption).toHaveText(/: already has it$/);
  await expect(miraOption).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).first().click();

  // mira is told who gave what, with the message, and the listing is hers.
  await miraPage.goto('/notifications');
  await waitForHydration(miraPage);
  const notice = miraPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `sent you a gift: ${listing.name}` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(MESSAGE);
  await expect(notice).toContainText('Kai');
  // Its setting is among the notification settings (default on).
  await expect(miraPage.getByText('Gifts from friends')).toBeVisible();
  await expectAxeClean(miraPage);
  await notice.getByRole('link').click();
  await waitForHydration(miraPage);
  await expect(miraPage.getByText('Owned', { exact: true })).toBeVisible();

  // Her gifts received, from the account menu's link: the listing, from Kai, with his words.
  await miraPage.goto('/gifts');
  await waitForHydration(miraPage);
  await expect(miraPage.getByRole('heading', { level: 1, name: 'Gifts you received' })).toBeVisible();
  const gift = miraPage.getByTestId('received-gift').filter({ hasText: listing.name }).first();
  await expect(gift.getByRole('link', { name: listing.name })).toHaveAttribute(
    'href',
    new RegExp(`^/listings/${listing.id}/`),
  );
  await expect(gift).toContainText('From Kai');
  await expect(gift).toContainText(`“${MESSAGE}”`);
  await expectAxeClean(miraPage);
  await miraPage.context().close();

  // A visitor is asked to log in.
  await page.context().clearCookies();
  await page.goto('/gifts');
  await expect(page.getByText('Log in to see the gifts you received.')).toBeVisible();
});
