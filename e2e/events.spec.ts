// Events in the browser (docs/product.md §10): local times with the zone named, the add-to-calendar menu (Google
// link, event.ics download), saving and removing from My calendar, and past events. The demo is seeded
// relative to the server's now, so expectations are computed from what the page says (its <time>
// instants), never from a fixed date.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration } from './helpers.ts';
import { formatEventTime } from '../src/shared/events/time-zone.ts';
import { utcBasic } from '../src/shared/events/calendar-links.ts';

const PARTY = 'Neon Drift Launch Party';
const LIVE = 'Neon Drift Night Race (live)';
const PAST = 'Glasshouse Gardens Planting Day';

/** React reports a server/browser text mismatch on the console: collect such reports. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function openParty(page: Page): Promise<string> {
  await page.goto(`/events?q=${encodeURIComponent('launch party')}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: PARTY }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PARTY })).toBeVisible();
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

/** The instants of the page's main event time, and its text. */
async function mainTime(page: Page) {
  const time = page.getByTestId('event-time').first();
  const startsAt = new Date((await time.getAttribute('datetime')) ?? '');
  return { time, startsAt };
}

test.describe('in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the events list names the zone and shows what is live now', async ({ page }) => {
    await page.goto('/events');
    await waitForHydration(page);
    // The first request had no tz cookie: after hydration the page switches to the browser's zone.
    await expect(page.getByTestId('zone-note').first()).toHaveText(
      'Times shown in your time zone (America/Los_Angeles).',
    );
    const live = page.getByRole('region', { name: 'Live now' });
    await expect(live.getByRole('link', { name: LIVE })).toBeVisible();
    await expect(live.getByText('Happening now')).toBeVisible();
    const times = page.getByTestId('event-time');
    await expect(times.first()).toHaveText(/ (PST|PDT)$/);
    // Day filters are links: Tomorrow in Los Angeles.
    await page.getByRole('list', { name: 'Filter by day' }).getByRole('link', { name: 'Tomorrow' }).click();
    await expect(page).toHaveURL(/\/events\?day=tomorrow$/);
    await expect(page.getByRole('heading', { name: /^Events tomorrow/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live now' })).toHaveCount(0);
    await page.getByRole('list', { name: 'Filter by day' }).getByRole('link', { name: 'All upcoming' }).click();
    await expect(page.getByRole('region', { name: 'Live now' })).toBeVisible();
    // Reloading sends the cookie: the server itself now renders Los Angeles times.
    const response = await page.reload();
    expect(await response?.text()).toContain('Times shown in your time zone (America/Los_Angeles)');
  });

  test('the detail page, the add-to-calendar menu and the event.ics download', async ({ page }) => {
    const path = await openParty(page);
    const { time, startsAt } = await mainTime(page);
    const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);
    await expect(time).toHaveText(formatEventTime(startsAt, endsAt, 'America/Los_Angeles'));
    await expect(time).toHaveText(/ (PST|PDT)$/);
    await expect(page.getByTestId('event-host-time')).toHaveCount(0); // the host is in Los Angeles too

    // Keyboard: Enter opens the menu on its first item, arrows move, Escape closes it back to the button.
    const button = page.getByRole('button', { name: 'Add to calendar' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Add to calendar' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Google Calendar' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Apple Calendar/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    const google = new URL((await menu.getByRole('menuitem', { name: 'Google Calendar' }).getAttribute('href')) ?? '');
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('text')).toBe(PARTY);
    expect(google.searchParams.get('dates')).toBe(`${utcBasic(startsAt)}/${utcBasic(endsAt)}`);
    expect(google.searchParams.get('details')).toMatch(
      new RegExp(`\\n\\nDetails: http://127\\.0\\.0\\.1:\\d+${path}$`),
    );

    const downloadPromise = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: /Apple Calendar/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('event.ics');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${utcBasic(startsAt)}`);
    expect(ics).toContain(`SUMMARY:${PARTY}`);

    await button.click();
    const outlook = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: /^Outlook \(/ }).click();
    expect((await outlook).suggestedFilename()).toBe('event.ics');
  });

  test('save to my calendar, then remove it; both survive a reload', async ({ page }) => {
    const path = await openParty(page);
    await page.getByRole('link', { name: 'Sign in to save' }).click();
    await page.getByLabel('Email').fill('mira@lumen.test');
    await page.getByLabel('Password').fill('lumen-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Save to my calendar' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

    await page.goto('/events/calendar');
    await waitForHydration(page);
    const saved = page.getByRole('region', { name: 'Saved and coming up' });
    await expect(saved.getByRole('link', { name: PARTY })).toBeVisible();
    await expect(saved.getByTestId('event-time').first()).toHaveText(/ (PST|PDT)$/);
    await page.reload();
    await expect(saved.getByRole('link', { name: PARTY })).toBeVisible();

    await saved.getByRole('button', { name: `Remove ${PARTY} from my calendar` }).click();
    await expect(saved.getByRole('link', { name: PARTY })).toHaveCount(0);
    await expect(saved.getByText('Nothing saved yet')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Saved and coming up' }).getByText('Nothing saved yet'),
    ).toBeVisible();
  });

  test('past events and the calendar feed address', async ({ page }) => {
    await signIn(page, 'kai@lumen.test', { next: '/events/past' });
    const past = page.getByRole('region', { name: 'Saved events that ended' });
    await expect(past.getByRole('link', { name: PAST })).toBeVisible();
    await expect(past.getByTestId('event-badge')).toHaveText('Ended');

    await page.goto('/events/calendar');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Get my feed address' }).click();
    const url = page.getByTestId('feed-url');
    await expect(url).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await page.request.get(await url.inputValue());
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain(`SUMMARY:${PARTY}`);
  });
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the detail page shows Tokyo time, named, and the host's Los Angeles time", async ({ page }) => {
    const errors = hydrationErrors(page);
    await openParty(page);
    // With the cookie set by the list page, the server renders Tokyo times and hydration agrees.
    await page.reload();
    await waitForHydration(page);
    const { time, startsAt } = await mainTime(page);
    const endsAt = new Date(startsAt.getTime() + 3 * 3_600_000);
    await expect(time).toHaveText(formatEventTime(startsAt, endsAt, 'Asia/Tokyo'));
    await expect(time).toHaveText(/ GMT\+9$/);
    await expect(page.getByTestId('event-host-time')).toContainText(
      `Host's time (Los Angeles): ${formatEventTime(startsAt, endsAt, 'America/Los_Angeles')}`,
    );
    expect(errors).toEqual([]);
  });
});

test.describe('accessibility and small screens', () => {
  test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 390, height: 844 } });

  test('the events page and an event page pass axe at 390 px, with the menu open', async ({ page }) => {
    await page.goto('/events');
    await waitForHydration(page);
    await expect(page.getByTestId('zone-note').first()).toContainText('Europe/Berlin');
    const list = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(list.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await openParty(page);
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(page.getByRole('menu', { name: 'Add to calendar' })).toBeVisible();
    const detail = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(detail.violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
