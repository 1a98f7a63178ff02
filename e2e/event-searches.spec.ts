// Saved event searches (docs/product.md §23): kai searches /events for a word no other journey uses, narrows it
// to Music and saves the search under a name of his own; it is on /events/searches. nova then hosts a music
// event with that word in its title, kai's bell tells him 'A new event matches "…"' and the notice leads to the
// event's page. kai deletes the search. The event is cancelled and the search deleted in `finally`, also when
// a step fails. Every page is checked with axe; the saved searches page fits 320 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, mutate, signIn, waitForHydration } from './helpers.ts';

/** A wall-clock reading in UTC, `minutes` from now, as the event editor's inputs give it. */
function utcLocal(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
}

async function searchesOf(page: Page): Promise<Array<{ id: string; name: string }>> {
  const answer = await page.request.get('/trpc/eventSearches.list');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { data: { items: Array<{ id: string; name: string }> } } }).result.data
    .items;
}

test('kai saves a search, is told of a matching new event, and deletes the search', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const word = `quokka${stamp}`;
  const searchName = `Quokka music ${stamp}`;
  const title = `Quokka Parade ${word}`;
  const kai = await (await browser.newContext()).newPage();
  const nova = await (await browser.newContext()).newPage();
  let eventId: string | null = null;
  try {
    await signIn(kai, 'kai@lumen.test', { next: '/events' });
    await waitForHydration(kai);
    // A search by word, then narrowed to Music by its chip (the word stays in the address).
    await kai.getByRole('searchbox', { name: 'Search events' }).fill(word);
    await kai.getByRole('button', { name: 'Search', exact: true }).click();
    await kai.waitForURL((url) => url.searchParams.get('q') === word);
    await kai
      .getByRole('list', { name: 'Filter by category' })
      .getByRole('link', { name: 'Music', exact: true })
      .click();
    await kai.waitForURL((url) => url.searchParams.get('category') === 'music' && url.searchParams.get('q') === word);

    const open = kai.getByRole('button', { name: 'Save this search' });
    await open.click();
    const form = kai.getByRole('form', { name: 'Save this search' });
    const name = form.getByLabel(/^Name of the search/);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(`“${word}” · Music`);
    await name.fill('   ');
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(form.getByText('Give the search a name.')).toBeVisible();
    await expectAxeClean(kai);
    await name.fill(searchName);
    await form.getByRole('button', { name: 'Save search' }).click();
    const saved = kai.getByRole('status').filter({ hasText: 'Search saved.' });
    await expect(saved).toHaveText(/^Search saved\. We will tell you when a new event matches it\./);
    await expect(open).toBeFocused();
    // The same filters again are refused in words.
    await open.click();
    await form.getByLabel(/^Name of the search/).fill(`${searchName} again`);
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(form.getByRole('alert')).toHaveText('You already saved a search with these filters.');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await kai.getByRole('link', { name: 'Saved searches', exact: true }).first().click();
    await kai.waitForURL((url) => url.pathname === '/events/searches');
    await waitForHydration(kai);
    await expect(kai.getByRole('heading', { level: 1, name: 'Your saved searches' })).toBeVisible();
    const list = kai.getByRole('list', { name: 'Saved searches' });
    const item = list.getByRole('listitem').filter({ hasText: searchName });
    await expect(item.getByRole('link', { name: searchName, exact: true })).toHaveAttribute(
      'href',
      `/events?q=${word}&category=music`,
    );
    await expect(item).toContainText(`Filters: “${word}” · Music`);
    await expectAxeClean(kai);

    // nova hosts a music event with the word in its title, in two hours.
    await signIn(nova, 'nova@lumen.test', { next: '/creator' });
    const answer = await nova.request.get('/trpc/creator.experiences');
    expect(answer.status()).toBe(200);
    const worlds = ((await answer.json()) as { result: { data: Array<{ id: string }> } }).result.data;
    const world = worlds[0];
    if (!world) throw new Error('nova has worlds in the demo');
    const event = await mutate<{ id: string }>(nova, 'creator.createEvent', {
      title,
      description: 'Marsupials on parade.',
      experienceId: world.id,
      category: 'music',
      localStart: utcLocal(120),
      localEnd: utcLocal(180),
      timeZone: 'UTC',
    });
    eventId = event.id;

    // kai's notifications tell him, and the notice leads to the event.
    await kai.goto('/notifications');
    await waitForHydration(kai);
    const notice = kai.getByRole('link', { name: new RegExp(`A new event matches “${searchName}”`) });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(title);
    await expectAxeClean(kai);
    await notice.click();
    await kai.waitForURL((url) => url.pathname.endsWith(`/${event.id}`));
    await expect(kai.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // kai deletes the search.
    await kai.goto('/events/searches');
    await waitForHydration(kai);
    await kai.getByRole('button', { name: `Delete saved search “${searchName}”` }).click();
    await expect(kai.getByRole('status').filter({ hasText: 'Saved search deleted.' })).toBeVisible();
    await expect(kai.getByRole('link', { name: searchName, exact: true })).toHaveCount(0);
    await expectAxeClean(kai);
    await kai.setViewportSize({ width: 320, height: 720 });
    await expect.poll(() => kai.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    for (const search of (await searchesOf(kai)).filter((s) => s.name.includes(stamp))) {
      await mutate(kai, 'eventSearches.remove', { id: search.id });
    }
    if (eventId !== null) await mutate(nova, 'creator.cancelEvent', { id: eventId });
    await kai.context().close();
    await nova.context().close();
  }
});

test('visitors are asked to log in on the saved searches page', async ({ page }) => {
  await page.goto('/events/searches');
  await waitForHydration(page);
  await expect(page.getByText('Log in to see your saved searches.')).toBeVisible();
  await expectAxeClean(page);
});
