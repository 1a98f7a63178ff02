// Helpful votes and the seller's reply (docs/product.md §16): nova lists a new item (so no other journey's
// reviews are in the way), kai reviews it, mira finds the review helpful (the count changes and survives a
// reload), a visitor sees the count and a way to log in, nova replies under the review, and kai reads the
// notice and follows it back to the listing. Every step is checked with axe.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAxeClean, expectNoSidewaysScroll, mutate, signIn, waitForHydration } from './helpers.ts';

async function newListing(page: Page, name: string): Promise<{ id: string; path: string }> {
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  const product = await mutate<{ id: string; slug: string }>(page, 'creator.createProduct', {
    name,
    description: 'A lantern worth talking about.',
    price: 25,
  });
  return { id: product.id, path: `/listings/${product.id}/${product.slug}` };
}

/** A page of its own context: another person's cookies, and axe can run in it. */
async function pageOf(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

function reviewBy(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) })
    .filter({ has: page.getByTestId('helpful-vote') });
}

test('mira finds kai’s review helpful, nova replies, kai is told', async ({ browser, page }) => {
  // Four people in turn, each signing in: longer than one person's journey.
  test.setTimeout(180_000);
  const name = `Talking Lantern ${Date.now().toString(36)}`;
  const novaPage = await pageOf(browser);
  const listing = await newListing(novaPage, name);

  const kaiPage = await pageOf(browser);
  await signIn(kaiPage, 'kai@lumen.test', { next: listing.path });
  await mutate(kaiPage, 'reviews.create', {
    productId: listing.id,
    rating: 4,
    review: 'Bright, but the handle squeaks.',
  });

  // mira votes.
  await signIn(page, 'mira@lumen.test', { next: listing.path });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const review = reviewBy(page, 'Kai Tanaka');
  await expect(review.getByText('Nobody has marked this helpful yet')).toBeVisible();
  const helpful = review.getByRole('button', { name: 'Helpful: the review by Kai Tanaka' });
  // The vote is asked for after hydration: wait until it is known before pressing.
  await expect(helpful).toBeEnabled();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(review.getByText('1 person found this helpful')).toBeVisible();
  await expect(helpful).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(reviewBy(page, 'Kai Tanaka').getByText('1 person found this helpful')).toBeVisible();
  await expect(reviewBy(page, 'Kai Tanaka').getByRole('button', { name: /^Helpful/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAxeClean(page);

  // The author sees the count and no button of their own.
  await kaiPage.goto(listing.path);
  await waitForHydration(kaiPage);
  await expect(reviewBy(kaiPage, 'Kai Tanaka').getByText('1 person found this helpful')).toBeVisible();
  await expect(reviewBy(kaiPage, 'Kai Tanaka').getByRole('button', { name: /^Helpful/ })).toHaveCount(0);

  // A visitor sees the count and a way in, never anyone's vote.
  const visitor = await pageOf(browser);
  await visitor.goto(listing.path);
  await waitForHydration(visitor);
  const seen = reviewBy(visitor, 'Kai Tanaka');
  await expect(seen.getByText('1 person found this helpful')).toBeVisible();
  await expect(seen.getByRole('link', { name: 'Log in to vote' })).toHaveAttribute('href', /^\/sign-in\?next=/);
  await expect(seen.getByRole('button', { name: /^Helpful/ })).toHaveCount(0);
  await visitor.context().close();

  // Only nova, the seller, can reply.
  await expect(reviewBy(page, 'Kai Tanaka').getByRole('button', { name: 'Reply to Kai Tanaka' })).toHaveCount(0);
  await novaPage.goto(listing.path);
  await waitForHydration(novaPage);
  const owned = reviewBy(novaPage, 'Kai Tanaka');
  await owned.getByRole('button', { name: 'Reply to Kai Tanaka' }).click();
  await owned.getByLabel(/Your reply to Kai Tanaka/).fill('Thanks, Kai! A quieter handle ships next week.');
  await owned.getByRole('button', { name: 'Post reply' }).click();
  const reply = owned.getByTestId('review-reply');
  await expect(reply).toContainText('Reply from Nova Reyes');
  await expect(reply).toContainText('Thanks, Kai! A quieter handle ships next week.');
  await expect(owned.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  await expectAxeClean(novaPage);
  await novaPage.reload();
  await waitForHydration(novaPage);
  await expect(reviewBy(novaPage, 'Kai Tanaka').getByTestId('review-reply')).toContainText(
    'A quieter handle ships next week.',
  );
  await novaPage.context().close();

  // kai reads the notice and follows it to the listing, where the reply is under the review.
  await kaiPage.goto('/notifications');
  await waitForHydration(kaiPage);
  const notice = kaiPage.getByRole('link', { name: new RegExp(`The seller replied to your review of “${name}”`) });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('A quieter handle ships next week.');
  await expect(kaiPage.getByText('Replies to your reviews')).toBeVisible();
  await expectAxeClean(kaiPage);
  await notice.click();
  await kaiPage.waitForURL((url) => url.pathname === listing.path);
  await expect(reviewBy(kaiPage, 'Kai Tanaka').getByTestId('review-reply')).toContainText('Reply from Nova Reyes');
  await kaiPage.context().close();
});

test('a reply and the vote controls fit a phone and stay accessible', async ({ browser, page }) => {
  const name = `Pocket Lantern ${Date.now().toString(36)}`;
  const novaPage = await pageOf(browser);
  const listing = await newListing(novaPage, name);
  const kaiPage = await pageOf(browser);
  await signIn(kaiPage, 'kai@lumen.test', { next: listing.path });
  const review = await mutate<{ id: string }>(kaiPage, 'reviews.create', {
    productId: listing.id,
    rating: 5,
    review: 'Fits in any pocket.',
  });
  await kaiPage.context().close();
  await mutate(novaPage, 'reviews.reply', { reviewId: review.id, body: 'Glad it fits!' });
  await novaPage.context().close();

  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, 'mira@lumen.test', { next: listing.path });
  const item = reviewBy(page, 'Kai Tanaka');
  await expect(item.getByTestId('review-reply')).toContainText('Glad it fits!');
  await expect(item.getByRole('button', { name: /^Helpful/ })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
});
