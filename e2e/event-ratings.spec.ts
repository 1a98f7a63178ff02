// Ratings of past events (docs/product.md §24): kai, who saved nova's past event (the demo data, §14), rates it
// from its page by keyboard with a comment, sees the average as text, changes the rating, finds it on nova's
// host page, and removes it. nova, the host, and mira, who did not go, are told why they cannot rate. Every
// page passes axe and fits 320 px. Whatever kai changes is taken back in `finally`.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAxeClean, mutate, query, signIn, waitForHydration } from './helpers.ts';

const PAST = 'Glasshouse Gardens Planting Day';

interface RatingsAnswer {
  summary: { average: number | null; count: number };
  viewer: { eligibility: string; mine: { stars: number } | null };
}

async function pageOf(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('kai rates a past event, changes and removes the rating; the host page shows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const kai = await pageOf(browser);
  await signIn(kai, 'kai@lumen.test', { next: '/hosts/nova' });
  const pastLink = kai.getByRole('region', { name: /^Past events/ }).getByRole('link', { name: PAST });
  await expect(pastLink).toBeVisible();
  const path = new URL((await pastLink.getAttribute('href')) ?? '', 'http://e2e.invalid').pathname;
  const eventId = path.split('/').pop() ?? '';
  let savedHere = false;
  try {
    // kai saved it in the demo; a journey before may have taken the save back: then save it for this one.
    const before = await query<RatingsAnswer>(kai.request, 'eventRatings.list', { eventId });
    if (before.viewer.eligibility === 'not-attendee') {
      await mutate(kai, 'events.save', { eventId, tz: 'UTC' });
      savedHere = true;
    }
    if (before.viewer.mine) await mutate(kai, 'eventRatings.remove', { eventId });
    const others = (await query<RatingsAnswer>(kai.request, 'eventRatings.list', { eventId })).summary.count;

    await kai.goto(path);
    await waitForHydration(kai);
    const ratings = kai.getByRole('region', { name: 'Ratings' });
    const form = ratings.getByRole('form', { name: 'Rate this event' });
    await expect(form).toBeVisible();
    await expect(form.getByText(/^You can rate this event until /)).toBeVisible();
    await expectAxeClean(kai);

    // No stars chosen: said, and the first star takes the focus.
    await form.getByRole('button', { name: 'Save rating' }).click();
    await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    // The stars are a radio group: arrows move the choice.
    const stars = form.getByRole('group', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '3 stars' }).check();
    await kai.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel(/^Comment \(optional\)/).fill('  Lovely gardens, well hosted.  ');
    await form.getByRole('button', { name: 'Save rating' }).click();
    await expect(ratings.getByRole('status').filter({ hasText: 'Your rating was saved.' })).toBeVisible();
    const summary = ratings.getByTestId('event-ratings-summary');
    if (others === 0) await expect(summary).toHaveText(/^★★★★☆ ?4\.0 out of 5, 1 rating$/);
    else await expect(summary).toHaveText(new RegExp(`out of 5, ${others + 1} ratings$`));
    const mine = ratings.getByRole('listitem').filter({ hasText: 'Kai Tanaka' });
    await expect(mine).toContainText('Lovely gardens, well hosted.');
    await expect(mine).toContainText('4 out of 5 stars');
    await expect(mine).toContainText(/Rated on /);
    await expectAxeClean(kai);

    // Changing it: still one rating.
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await stars.getByRole('radio', { name: '2 stars' }).check();
    await form.getByRole('button', { name: 'Save rating' }).click();
    await expect(mine).toContainText('2 out of 5 stars');
    if (others === 0) await expect(summary).toHaveText(/^★★☆☆☆ ?2\.0 out of 5, 1 rating$/);
    await expect(ratings.getByRole('listitem').filter({ hasText: 'Kai Tanaka' })).toHaveCount(1);
    await kai.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(kai);

    // nova's page shows it, with the event it is about.
    await kai.setViewportSize({ width: 1280, height: 800 });
    await kai.goto('/hosts/nova');
    await waitForHydration(kai);
    const host = kai.getByRole('region', { name: 'How people rated these events' });
    await expect(host.getByTestId('host-ratings-summary')).toHaveText(/out of 5, \d+ ratings?$/);
    const onHost = host.getByRole('listitem').filter({ hasText: 'Kai Tanaka' });
    await expect(onHost.getByRole('link', { name: `About ${PAST}` })).toBeVisible();
    await expect(onHost).toContainText('2 out of 5 stars');
    await expectAxeClean(kai);
    await kai.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(kai);
    await kai.setViewportSize({ width: 1280, height: 800 });

    // Taking it back.
    await onHost.getByRole('link', { name: `About ${PAST}` }).click();
    await kai.waitForURL((url) => url.pathname === path);
    await waitForHydration(kai);
    await form.getByRole('button', { name: 'Remove my rating' }).click();
    await expect(ratings.getByRole('status').filter({ hasText: 'Your rating was removed.' })).toBeVisible();
    await expect(ratings.getByRole('listitem').filter({ hasText: 'Kai Tanaka' })).toHaveCount(0);
    if (others === 0) await expect(summary).toHaveText('No ratings yet.');
    await expect(form.getByRole('button', { name: 'Remove my rating' })).toHaveCount(0);

    // The host and someone who did not go are told why they cannot rate.
    const nova = await pageOf(browser);
    await signIn(nova, 'nova@lumen.test', { next: path });
    const novaRatings = nova.getByRole('region', { name: 'Ratings' });
    await expect(novaRatings.getByText('You cannot rate an event you host.')).toBeVisible();
    await expect(novaRatings.getByRole('form', { name: 'Rate this event' })).toHaveCount(0);
    const mira = await pageOf(browser);
    await signIn(mira, 'mira@lumen.test', { next: path });
    const miraRatings = mira.getByRole('region', { name: 'Ratings' });
    await expect(
      miraRatings.getByText('Only people who had a ticket for this event or saved it can rate it.'),
    ).toBeVisible();
    await expectAxeClean(mira);
    await mira.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(mira);
  } finally {
    const left = await query<RatingsAnswer>(kai.request, 'eventRatings.list', { eventId }).catch(() => null);
    if (left?.viewer.mine) await mutate(kai, 'eventRatings.remove', { eventId });
    if (savedHere) await mutate(kai, 'events.remove', { eventId });
  }
});
