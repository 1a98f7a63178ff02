// Live streams and reminders in the browser, on the demo seed: nova's stream is live now, her launch
// party is two days ahead. Reminder delivery itself is tested in tap (worker and sweep tests); here
// the toggle is stored (it survives a reload) and the bell opens.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration } from './helpers.ts';

const LIVE_TITLE = 'Neon Drift Night Race (live)';
const LIVE_CHANNEL = 'nova-neon-drift-night-race';
const UPCOMING_TITLE = 'Neon Drift Launch Party';

test('/streaming lists nova’s live stream first and links to its event', async ({ page }) => {
  await page.goto('/streaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Live streams' })).toBeVisible();
  const liveNow = page.getByRole('region', { name: 'Live now' });
  await expect(liveNow.getByRole('listitem').first()).toContainText(LIVE_TITLE);
  await expect(liveNow.getByText('● LIVE NOW').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/Development credentials/)).toBeVisible();
  await waitForHydration(page);
  await liveNow.getByRole('link', { name: LIVE_TITLE }).click();
  await expect(page).toHaveURL(/\/events\/nova\/neon-drift\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: LIVE_TITLE })).toBeVisible();
  // Visitors are sent to sign in, and back here.
  await expect(page.getByRole('link', { name: 'Sign in to watch live' })).toHaveAttribute(
    'href',
    /\/sign-in\?next=%2Fevents%2Fnova%2F/,
  );
});

test('kai presses Watch live: a viewer pass for the channel, and the page says no video connects', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/streaming' });
  await page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: LIVE_TITLE }).click();
  const stream = page.getByRole('region', { name: 'Live stream' });
  await expect(stream.getByText(/Development credentials: .*video will not connect to Agora/)).toBeVisible();
  await stream.getByRole('button', { name: 'Watch live' }).click();
  const player = stream.getByTestId('stream-player');
  await expect(player.getByRole('status')).toHaveText('Your viewer pass is ready');
  await expect(player.getByText(LIVE_CHANNEL)).toBeVisible();
  await expect(player.getByText('Pass expires')).toBeVisible();
  await expect(player.getByText(/No video plays here/)).toBeVisible();
});

test('kai asks for a reminder of an upcoming event; it stays on after a reload; the bell opens', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/events' });
  await page.getByRole('link', { name: UPCOMING_TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING_TITLE })).toBeVisible();
  const remind = page.getByRole('button', { name: 'Remind me' });
  await expect(remind).toHaveAttribute('aria-pressed', 'false');
  await remind.click();
  const on = page.getByRole('button', { name: 'Reminder on' });
  await expect(on).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/We’ll notify you at/)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Reminder on' })).toHaveAttribute('aria-pressed', 'true');

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  // Empty, or the notices other journeys left kai (a hosted event he saved was moved and cancelled).
  await expect(
    panel.getByText(/Nothing yet/).or(panel.getByRole('list', { name: 'Latest notifications' })),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // And off again (the demo data stays as it was for other runs of this spec).
  await page.getByRole('button', { name: 'Reminder on' }).click();
  await expect(page.getByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false');
});

test('/notifications asks visitors to log in; kai sees the list and the kind settings', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Log in to see your notifications' })).toBeVisible();
  await signIn(page, 'kai@lumen.test', { next: '/notifications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // Empty, or the notices other journeys left kai.
  await expect(
    page
      .getByRole('heading', { name: 'No notifications yet' })
      .or(page.getByRole('main').getByRole('list', { name: 'Notifications' })),
  ).toBeVisible();
  const reminders = page.getByRole('checkbox', { name: /Event reminders/ });
  await expect(reminders).toBeChecked();
  // The box is controlled by the stored setting (updated optimistically): click, then expect.
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: /Event reminders/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Event reminders/ }).click();
  await expect(page.getByRole('checkbox', { name: /Event reminders/ })).toBeChecked();
});

test('at 390 px: /streaming, the live stream with its pass, and the open bell pass axe and fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'kai@lumen.test', { next: '/streaming' });
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible();
  expect((await axe()).violations).toEqual([]);
  expect(await width()).toBeLessThanOrEqual(390);

  await page.getByRole('region', { name: 'Live now' }).getByRole('link', { name: LIVE_TITLE }).click();
  await page.getByRole('button', { name: 'Watch live' }).click();
  await expect(page.getByText('Your viewer pass is ready')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
  expect((await axe()).violations).toEqual([]);
  expect(await width()).toBeLessThanOrEqual(390);
});
