// Mutual friends and friends' activity (docs/product.md §18). Demo relations: kai and nova are friends, kai
// holds a ticket for one of nova's events. Here mira asks nova and nova accepts, so kai and mira share
// nova; nova lists a free listing and mira takes it. Each viewer then sees only their own friends: kai and
// mira their mutual friend on each other's profile and in the popup, nova kai among those going to her
// event and mira among the owners of her listing, which kai (not mira's friend) does not see. Visitors see
// none of it, and the kept pages never carry it.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, mutate, query, signIn, waitForHydration } from './helpers.ts';

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

/**
 * Makes two signed-in personas friends whatever earlier journeys did to them (one unfriends kai and nova):
 * the asker asks, the other accepts, and the asker's list must then hold the other.
 */
async function befriend(asker: Page, other: Page, otherHandle: string, askerHandle: string): Promise<void> {
  await tryMutate(asker, 'friends.request', { handle: otherHandle });
  await tryMutate(other, 'friends.accept', { handle: askerHandle });
  const list = await query<{ items: Array<{ avatarHandle: string }> }>(asker.request, 'friends.list', { page: 1 });
  expect(list.items.map((friend) => friend.avatarHandle)).toContain(otherHandle);
}

function activity(page: Page) {
  return page.getByTestId('friends-activity');
}

test('mutual friends on profiles and in the popup, friends going and owning, and nothing for visitors', async ({
  browser,
  page,
}) => {
  // Three people sign in and each looks at three pages: longer than one page's journey.
  test.setTimeout(240_000);
  // mira asks nova, nova accepts: kai and mira now share nova.
  const miraPage = await (await browser.newContext()).newPage();
  await signIn(miraPage, 'mira@lumen.test', { next: '/friends' });
  const novaPage = await (await browser.newContext()).newPage();
  await signIn(novaPage, 'nova@lumen.test', { next: '/creator' });
  await befriend(miraPage, novaPage, 'nova', 'mira');
  const kaiSetup = await (await browser.newContext()).newPage();
  await signIn(kaiSetup, 'kai@lumen.test', { next: '/friends' });
  await befriend(kaiSetup, novaPage, 'nova', 'kai');
  // kai and mira are not friends here (another journey may have made them so): mira is a friend of a friend.
  await tryMutate(kaiSetup, 'friends.unfriend', { handle: 'mira' });
  await kaiSetup.context().close();

  // kai on mira's profile: one mutual friend, Nova, with a link to her profile.
  await signIn(page, 'kai@lumen.test', { next: '/profiles/mira' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Okafor' })).toBeVisible();
  const mutual = page.getByRole('region', { name: 'Mutual friends with Mira Okafor' });
  await expect(mutual.getByText('1 mutual friend', { exact: true })).toBeVisible();
  const friends = mutual.getByRole('list', { name: 'Mutual friends with Mira Okafor' });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends.getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', '/profiles/nova');
  await expectAxeClean(page);

  // The same page as sent by the server carries nobody's friends (it is kept for every account).
  const html = await (await page.request.get('/profiles/mira')).text();
  expect(html).not.toContain('data-testid="friends-activity"');
  expect(html).not.toMatch(/"friends","mutual"/);

  // Not on one's own profile.
  await page.goto('/profiles/kai');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kai Tanaka' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);
  await expect(activity(page)).toHaveCount(0);

  // The popup over a persona link to mira adds the line.
  await page.goto('/experiences/mira/rooftop-cinema');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Mira Okafor' }).first().hover();
  const popup = page.getByRole('dialog', { name: 'Mira Okafor' });
  await expect(popup).toBeVisible({ timeout: 5000 });
  await expect(popup.getByTestId('friends-activity')).toHaveText('1 mutual friend: Nova Reyes');

  // mira sees the same from her side.
  await miraPage.goto('/profiles/kai');
  await waitForHydration(miraPage);
  await expect(
    miraPage.getByRole('region', { name: 'Mutual friends with Kai Tanaka' }).getByText('1 mutual friend'),
  ).toBeVisible();

  // nova on the event kai holds a ticket for: one friend going, kai, with why.
  const tickets = await query<{ items: { eventPath: string; eventTitle?: string }[] }>(page.request, 'tickets.mine', {
    when: 'upcoming',
  });
  const eventPath = tickets.items[0]?.eventPath;
  if (!eventPath) throw new Error('the demo gives kai a ticket');
  await novaPage.goto(eventPath);
  await waitForHydration(novaPage);
  const going = novaPage.getByRole('region', { name: 'Friends going' });
  await expect(going.getByText('1 friend going', { exact: true })).toBeVisible();
  await expect(going.getByRole('link', { name: 'Kai Tanaka' })).toBeVisible();
  await expectAxeClean(novaPage);

  // nova lists a free listing, mira takes it, nova's listing page says a friend owns it.
  const name = `Friendship Lantern ${Date.now().toString(36)}`;
  const product = await mutate<{ id: string; slug: string }>(novaPage, 'creator.createProduct', {
    name,
    description: 'A lantern friends pass around.',
    price: 0,
  });
  const listingPath = `/listings/${product.id}/${product.slug}`;
  await novaPage.goto(listingPath);
  await waitForHydration(novaPage);
  await expect(novaPage.getByText('None of your friends own this yet')).toBeVisible();
  // mira (nova's friend since the start of this journey, not kai's) takes it: a cart of this one listing.
  await mutate(miraPage, 'cart.add', { productId: product.id });
  const bought = await mutate<{ ok: boolean }>(miraPage, 'cart.checkout', {
    productIds: [product.id],
    expectedTotal: 0,
    idempotencyKey: `e2e-friends-${product.id}`,
  });
  expect(bought.ok).toBe(true);
  await miraPage.context().close();
  await novaPage.reload();
  await waitForHydration(novaPage);
  const owners = novaPage.getByRole('region', { name: 'Friends who own this' });
  await expect(owners.getByText('1 friend owns this', { exact: true })).toBeVisible();
  await expect(owners.getByRole('link', { name: 'Mira Okafor' })).toBeVisible();
  await expectAxeClean(novaPage);
  await novaPage.context().close();
  // kai is not mira's friend: her purchase is not his to see.
  await page.goto(listingPath);
  await waitForHydration(page);
  await expect(page.getByText('None of your friends own this yet')).toBeVisible();

  // Visitors: nothing on the profile, the event or the listing.
  const visitor = await (await browser.newContext()).newPage();
  for (const path of ['/profiles/mira', eventPath, listingPath]) {
    await visitor.goto(path);
    await waitForHydration(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(activity(visitor)).toHaveCount(0);
  }
  await visitor.context().close();
});

test('the block fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, 'nova@lumen.test', { next: '/profiles/mira' });
  const block = activity(page);
  await expect(block).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});
