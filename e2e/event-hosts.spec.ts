// Event categories, who is going and host pages (docs/product.md §21). nova hosts a music event starting
// soon; she, kai (her friend) and mira (not kai's friend here) save it. A visitor filters /events by Music
// and finds it, sees its category and '3 people going' but nobody named; kai sees the three, his friend
// nova first; the host's name leads to her page with upcoming and past events. Every page passes axe and
// fits 320 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, mutate, signIn, waitForHydration } from './helpers.ts';

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

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A wall-clock reading in UTC, `minutes` from now, as the event editor's inputs give it. */
function utcLocal(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
}

test('categories on /events, who is going on the event page, and the host page', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `Moonlight Synth Session ${Date.now().toString(36)}`;

  // nova hosts a music event in an hour and a half and saves it; kai is her friend, mira is not kai's.
  const nova = await (await browser.newContext()).newPage();
  await signIn(nova, 'nova@lumen.test', { next: '/creator' });
  const answer = await nova.request.get('/trpc/creator.experiences');
  expect(answer.status()).toBe(200);
  const worlds = ((await answer.json()) as { result: { data: Array<{ id: string; handle: string }> } }).result.data;
  const world = worlds.find((w) => w.handle === 'neon-drift') ?? worlds[0];
  if (!world) throw new Error('nova has worlds in the demo');
  const event = await mutate<{ id: string; path: string; category: string }>(nova, 'creator.createEvent', {
    title,
    description: 'Analogue synths under the harbour lights.',
    experienceId: world.id,
    category: 'music',
    localStart: utcLocal(90),
    localEnd: utcLocal(180),
    timeZone: 'UTC',
  });
  expect(event.category).toBe('music');
  await mutate(nova, 'events.save', { eventId: event.id, tz: 'UTC' });
  const kai = await (await browser.newContext()).newPage();
  await signIn(kai, 'kai@lumen.test', { next: '/friends' });
  await tryMutate(kai, 'friends.request', { handle: 'nova' });
  await tryMutate(nova, 'friends.accept', { handle: 'kai' });
  await tryMutate(kai, 'friends.unfriend', { handle: 'mira' });
  await mutate(kai, 'events.save', { eventId: event.id, tz: 'UTC' });
  const mira = await (await browser.newContext()).newPage();
  await signIn(mira, 'mira@lumen.test', { next: '/friends' });
  await mutate(mira, 'events.save', { eventId: event.id, tz: 'UTC' });

  try {
    // A visitor filters /events by Music: a plain link, kept in the address.
    await page.goto('/events');
    await waitForHydration(page);
    const categories = page.getByRole('list', { name: 'Filter by category' });
    await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    await categories.getByRole('link', { name: 'Music', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'music');
    await expect(categories.getByRole('link', { name: 'Music', exact: true })).toHaveAttribute('aria-current', 'true');
    const cards = page.getByRole('main').getByTestId('event-card');
    await expect(cards.filter({ hasText: title })).toHaveCount(1);
    // The list is swapped for the filtered one when its answer arrives: until then the old cards still show.
    await expect
      .poll(async () => [...new Set(await cards.getByTestId('event-category').allInnerTexts())])
      .toEqual(['Music']);
    await expectAxeClean(page);
    // The same address works without the browser's help (a server render of the filter).
    const html = await (await page.request.get('/events?category=games')).text();
    expect(html).not.toContain(title);

    // The event page: its category, the count for visitors, nobody named.
    await cards.filter({ hasText: title }).getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === event.path);
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'Music', exact: true })).toHaveAttribute(
      'href',
      '/events?category=music',
    );
    const going = page.getByRole('region', { name: 'Who is going' });
    await expect(going.getByText('3 people going', { exact: true })).toBeVisible();
    await expect(going.getByRole('link', { name: 'Log in to see who is going' })).toBeVisible();
    await expect(going.getByTestId('event-attendee')).toHaveCount(0);
    await expectAxeClean(page);

    // kai sees who: his friend nova first, marked, then everyone by name.
    await kai.goto(event.path);
    await waitForHydration(kai);
    const kaiGoing = kai.getByRole('region', { name: 'Who is going' });
    await expect(kaiGoing.getByText('3 people going', { exact: true })).toBeVisible();
    await expect(kaiGoing.getByTestId('event-attendee').getByRole('link')).toHaveText([
      'Nova Reyes',
      'Kai Tanaka',
      'Mira Okafor',
    ]);
    await expect(kaiGoing.getByTestId('event-attendee').first()).toContainText('Friend');
    await expect(kaiGoing.getByRole('link', { name: 'Nova Reyes' })).toHaveAttribute('href', /\/profiles\/nova$/);
    await expectAxeClean(kai);
    await kai.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(kai);

    // The host's name leads to her page: upcoming (the new event) and past events.
    await page.getByTestId('event-host').click();
    await page.waitForURL((url) => url.pathname === '/hosts/nova');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Events by Nova Reyes/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events by Nova Reyes' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: /^Upcoming events/ });
    await expect(upcoming.getByRole('link', { name: title })).toBeVisible();
    const past = page.getByRole('region', { name: /^Past events/ });
    await expect(past.getByRole('link', { name: 'Glasshouse Gardens Planting Day' })).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.goto(event.path);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);

    // Nobody by that handle: 404.
    const missing = await page.goto('/hosts/nobody-at-all');
    expect(missing?.status()).toBe(404);
  } finally {
    // The three saves go again, also when a step above failed, so the calendars other journeys read are as
    // they found them.
    for (const person of [kai, nova, mira]) {
      await mutate(person, 'events.remove', { eventId: event.id });
      await person.context().close();
    }
  }
});
