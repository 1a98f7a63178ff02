// Hosting an event from the creator tools: nova creates an event at her wall-clock time in Berlin, adds a
// ticket, and is told on the field when the end comes before the start; kai saves the event; nova moves
// it and kai's bell says so; kai buys a ticket; nova makes codes, mira redeems one and it shows as
// redeemed by her; nova revokes the other, it shows as revoked, and kai trying it is told so; nova
// cancels and kai's bell says so and names his refund, and his balance is what it was before he bought.
// Three personas, three browser contexts, one fresh server.
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { balanceLink, balanceOf, signIn, waitForHydration } from './helpers.ts';

const TITLE = `Harbour Lights ${Date.now().toString(36)}`;
const DAY = 86_400_000;
/** A date `days` from today as YYYY-MM-DD (UTC; the form reads it in the zone it names). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function personaPage(browser: Browser, email: string, next: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { next });
  return page;
}

async function bellText(page: Page): Promise<string> {
  await page.reload();
  await waitForHydration(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  // The panel opens before its list has loaded.
  await expect(panel).not.toContainText('Loading…');
  return panel.innerText();
}

test('a host creates, tickets, moves and cancels an event; attendees hear of it; a code is redeemed once', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const nova = await personaPage(browser, 'nova@lumen.test', '/creator');
  await expect(nova.getByRole('heading', { level: 2, name: 'Your events' })).toBeVisible();
  await nova.getByRole('link', { name: 'New event' }).first().click();
  await nova.waitForURL((url) => url.pathname === '/creator/events/new');
  const form = nova.getByRole('form', { name: 'New event' });
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Starts').fill(`${dateIn(7)}T19:00`);
  await form.getByLabel('Ends').fill(`${dateIn(7)}T18:00`);
  await form.getByLabel('Time zone').fill('Europe/Berlin');
  await form.getByRole('button', { name: 'Create event' }).click();
  // The service's refusal lands on the field it is about.
  const ends = form.getByLabel('Ends');
  await expect(ends).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('The end must be after the start.');
  await ends.fill(`${dateIn(7)}T21:00`);
  await form.getByRole('button', { name: 'Create event' }).click();
  await nova.waitForURL(/\/creator\/events\/[0-9a-f-]{36}\/edit\?created=1$/);
  const editUrl = new URL(nova.url()).pathname;
  await expect(nova.getByRole('status').filter({ hasText: `Your event “${TITLE}” is created.` })).toBeVisible();

  // A ticket: 50 Lumen Dollars, 20 in stock, on sale from today until the start.
  const addTicket = nova.getByRole('form', { name: 'New ticket' });
  await addTicket.getByLabel('Ticket name').fill('Deck pass');
  await addTicket.getByLabel('Price (Lumen Dollars)').fill('50');
  await addTicket.getByLabel('Stock').fill('20');
  await addTicket.getByLabel('Sale opens').fill(`${dateIn(0)}T00:00`);
  await addTicket.getByRole('button', { name: 'Add ticket' }).click();
  const ticket = nova.getByRole('article', { name: 'Ticket Deck pass' });
  await expect(ticket).toContainText('0 sold of 20');
  const eventPath = (await nova.getByRole('link', { name: 'View event page' }).getAttribute('href')) ?? '';
  expect(eventPath).toMatch(/^\/events\/nova\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const axe = await new AxeBuilder({ page: nova }).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // kai saves the event: an attendee.
  const kai = await personaPage(browser, 'kai@lumen.test', eventPath);
  await kai.getByRole('button', { name: 'Save to my calendar' }).click();
  await expect(kai.getByRole('button', { name: /Saved|Remove from my calendar/ })).toBeVisible();

  // nova moves it a day later; kai's bell says so.
  const edit = nova.getByRole('form', { name: 'Edit event' });
  await edit.getByLabel('Starts').fill(`${dateIn(8)}T20:00`);
  await edit.getByLabel('Ends').fill(`${dateIn(8)}T22:00`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(nova.getByRole('status').filter({ hasText: 'its attendees were told' })).toBeVisible();
  expect(await bellText(kai)).toContain(`"${TITLE}" moved`);

  // kai buys a Deck pass (50): the money is held until the event has happened.
  await kai.goto(eventPath);
  await waitForHydration(kai);
  const kaiBefore = await balanceOf(kai);
  await kai.getByRole('button', { name: 'Buy Deck pass' }).click();
  await expect(kai.getByTestId('ticket-notice')).toContainText('Deck pass');
  await expect(balanceLink(kai)).toHaveAccessibleName(
    `Balance: ${(kaiBefore - 50).toLocaleString('en-US')} Lumen Dollars`,
  );

  // Codes: nova makes two; mira redeems one on the event page; the list shows who.
  await ticket.getByLabel('How many codes').fill('2');
  await ticket.getByRole('button', { name: 'Make codes' }).click();
  const codes = ticket.getByRole('list', { name: 'Codes for Deck pass' });
  await expect(codes.getByRole('listitem')).toHaveCount(2);
  const code = (await codes.locator('code').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const mira = await personaPage(browser, 'mira@lumen.test', eventPath);
  await mira.getByText('Have a code? Redeem it').click();
  const redeem = mira.getByRole('form', { name: 'Redeem a code' });
  await redeem.getByLabel('Redemption code').fill(code.toLowerCase());
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(mira.getByTestId('redeem-success')).toContainText('Deck pass');
  await redeem.getByLabel('Redemption code').fill(code);
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(mira.getByTestId('redeem-error')).toContainText('already been redeemed');
  await nova.goto(editUrl);
  await waitForHydration(nova);
  await expect(nova.getByRole('list', { name: 'Codes for Deck pass' })).toContainText('Redeemed by @mira');
  await expect(nova.getByRole('article', { name: 'Ticket Deck pass' })).toContainText('2 codes, 1 redeemed');

  // nova revokes the other code: it stays on her list as Revoked, and kai trying it is told so.
  const spare = nova
    .getByRole('list', { name: 'Codes for Deck pass' })
    .getByRole('listitem')
    .filter({ hasText: 'Not redeemed' });
  const spareCode = (await spare.locator('code').innerText()).trim();
  await spare.getByRole('button', { name: `Revoke code ${spareCode}` }).click();
  await expect(nova.getByRole('status').filter({ hasText: `Revoked ${spareCode}.` })).toBeVisible();
  const revokedItem = nova
    .getByRole('list', { name: 'Codes for Deck pass' })
    .getByRole('listitem')
    .filter({ hasText: spareCode });
  await expect(revokedItem).toContainText('Revoked');
  await expect(revokedItem.getByRole('button')).toHaveCount(0);
  await expect(nova.getByRole('article', { name: 'Ticket Deck pass' })).toContainText('2 codes, 1 redeemed, 1 revoked');
  await kai.goto(eventPath);
  await waitForHydration(kai);
  await kai.getByText('Have a code? Redeem it').click();
  const kaiRedeem = kai.getByRole('form', { name: 'Redeem a code' });
  await kaiRedeem.getByLabel('Redemption code').fill(spareCode);
  await kaiRedeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(kai.getByTestId('redeem-error')).toHaveText('This code was revoked by the host.');

  // nova cancels; kai's bell says so; the dashboard shows it cancelled.
  await nova.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = nova.getByRole('dialog', { name: 'Cancel this event?' });
  await dialog.getByRole('button', { name: 'Cancel event' }).click();
  await nova.waitForURL((url) => url.pathname === '/creator');
  await expect(nova.getByRole('status').filter({ hasText: `Your event “${TITLE}” was cancelled.` })).toBeVisible();
  await expect(
    nova.getByRole('list', { name: 'Your events' }).getByRole('listitem').filter({ hasText: TITLE }),
  ).toContainText(/cancelled/i);
  const bell = await bellText(kai);
  expect(bell).toContain(`"${TITLE}" was cancelled`);
  expect(bell).toContain('50 Lumen Dollars were refunded to your balance');
  // The bell's panel names dollars too: read the balance with it closed.
  await kai.goto('/tickets');
  await waitForHydration(kai);
  await expect(balanceLink(kai)).toHaveAccessibleName(`Balance: ${kaiBefore.toLocaleString('en-US')} Lumen Dollars`);
  await expect(kai.getByTestId('my-ticket').filter({ hasText: TITLE }).getByTestId('ticket-refunded')).toContainText(
    'Refunded',
  );
});

test('at 390 px the event editor fits the screen and passes axe', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'nova@lumen.test', { next: '/creator/events/new' });
  await expect(page.getByRole('form', { name: 'New event' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});
