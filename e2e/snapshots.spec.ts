// Snapshots in the browser: browsing and paging the grid, a snapshot's page with the persona popup,
// kai deleting his own snapshot, kai reporting nova's, and the sections on profile and experience pages.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration, watchHydrationErrors } from './helpers.ts';

test('browse /snapshots: newest first with ages, then page 2', async ({ page }) => {
  const response = await page.goto('/snapshots');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  // The newest was dated a little after the seed (a fast clock). Seen from a browser whose clock is a
  // minute behind it, it is in the future: it reads 'just now', never 'soon' or 'in a minute'.
  const newest = cards.first().locator('time');
  const takenAt = Date.parse((await newest.getAttribute('datetime')) ?? '');
  await page.clock.setFixedTime(new Date(takenAt - 60_000));
  await page.reload();
  await waitForHydration(page);
  await expect(newest).toHaveText('just now');
  // Ages tick in 30-second steps: half a minute more keeps the step inside the fifth minute.
  await page.clock.setFixedTime(new Date(takenAt + 5 * 60_000 + 30_000));
  await page.reload();
  await waitForHydration(page);
  await expect(newest).toHaveText('5 minutes ago');
  await expect(page.getByText(/^4\d snapshots$/)).toBeVisible();
  // Captions repeat between snapshots: tell cards apart by the link to each one.
  const firstOnPage1 = await cards.first().getByRole('heading').getByRole('link').getAttribute('href');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: /page 2/i }).click();
  await expect(page).toHaveURL(/\/snapshots\?page=2$/);
  await expect(pagination.getByRole('link', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('heading').getByRole('link')).not.toHaveAttribute('href', firstOnPage1 ?? '');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(24);
});

test('open a snapshot; hovering the persona link opens the profile popup', async ({ page }) => {
  await page.goto('/snapshots');
  await waitForHydration(page);
  const first = page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem').first();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/snapshots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByRole('img', { name: /snapshot by Nova Reyes/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'More from Nova Reyes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Neon Drift' })).toHaveAttribute(
    'href',
    '/experiences/nova/neon-drift',
  );
  await expect(page.getByRole('main').locator('time').first()).toHaveText(/^(just now|\d+ (minute|hour)s? ago)$/);

  const popup = page.getByRole('dialog', { name: 'Nova Reyes' });
  // The first link to nova is the one under the title (the 'More from' cards follow).
  await page.getByRole('main').getByRole('link', { name: 'Nova Reyes' }).first().hover();
  await expect(popup).toBeVisible({ timeout: 5000 });
  await expect(popup.getByText('@nova')).toBeVisible();
  // Visitors get neither Delete nor Report.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

  const missing = await page.goto('/snapshots/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /find that snapshot/ })).toBeVisible();
});

test('kai deletes his own snapshot after confirming; it is gone after a reload', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/profiles/kai' });
  const mine = page.getByRole('list', { name: 'Snapshots by Kai Tanaka' }).getByRole('listitem');
  await expect(mine).toHaveCount(2);
  await mine.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/snapshots\/[0-9a-f-]{36}$/);
  const address = page.url();
  await expect(page.getByRole('button', { name: 'Report', exact: true }), 'not on one’s own snapshot').toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this snapshot?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(address);

  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete snapshot' }).click();
  await expect(page).toHaveURL(/\/snapshots$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your snapshot was deleted.' })).toBeVisible();

  await page.goto('/profiles/kai');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Snapshots by Kai Tanaka' }).getByRole('listitem')).toHaveCount(1);
  const gone = await page.goto(address);
  expect(gone?.status()).toBe(404);
});

test('kai reports nova’s snapshot: a reason is required, then the sent state, and the link goes away', async ({
  page,
}) => {
  await signIn(page, 'kai@lumen.test', { next: '/snapshots?persona=nova' });
  await page
    .getByRole('list', { name: 'Snapshots' })
    .getByRole('listitem')
    .nth(1)
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/snapshots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Delete' }), 'not kai’s to delete').toHaveCount(0);

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Report Nova Reyes’s snapshot' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Send report' }).click();
  await expect(modal.getByText('Choose a reason.')).toBeVisible();

  await modal.getByRole('radio', { name: 'Other' }).check();
  await modal.getByRole('button', { name: 'Send report' }).click();
  await expect(modal.getByText('Describe the issue.')).toBeVisible();

  await modal.getByLabel(/Describe the issue/).fill('This picture shows my home address.');
  await modal.getByRole('button', { name: 'Send report' }).click();
  const sent = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Your report about Nova Reyes’s snapshot was sent.')).toBeVisible();
  await sent.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
});

test('snapshots appear on a profile and on an experience page', async ({ page }) => {
  await page.goto('/profiles/nova');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Snapshots' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Snapshots by Nova Reyes' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'See all 7' }).click();
  await expect(page).toHaveURL(/\/snapshots\?persona=nova$/);
  await expect(page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem')).toHaveCount(7);

  await page.goto('/experiences/nova/neon-drift');
  await waitForHydration(page);
  const inWorld = page.getByRole('list', { name: 'Snapshots in Neon Drift' }).getByRole('listitem');
  await expect(inWorld.first()).toBeVisible();
  expect(await inWorld.count()).toBeGreaterThanOrEqual(2);
});

test('a browser whose clock differs hydrates without a mismatch, then shows ages by its own clock', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/snapshots')).text();
  const takenAt = Date.parse(/<time dateTime="([^"]+)"/.exec(html)?.[1] ?? '');
  expect(Number.isFinite(takenAt)).toBe(true);
  const errors = watchHydrationErrors(page);
  // Hours ahead of the server: had hydration rendered ages by this clock, they would not match the markup.
  await page.clock.setFixedTime(new Date(takenAt + 3 * 60 * 60 * 1000 + 60_000));
  await page.goto('/snapshots');
  await waitForHydration(page);
  const newest = page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem').first().locator('time');
  await expect(newest).toHaveText('3 hours ago');
  expect(errors).toEqual([]);
});

test('the grid and a snapshot pass axe, and the grid fits a 390 px phone', async ({ page }) => {
  await page.goto('/snapshots');
  await waitForHydration(page);
  const grid = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(grid.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);

  await page
    .getByRole('list', { name: 'Snapshots' })
    .getByRole('listitem')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/snapshots\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const detail = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(detail.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/snapshots');
  await waitForHydration(page);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const first = await page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem').first().boundingBox();
  expect(first?.width ?? 0).toBeGreaterThan(300);
});
