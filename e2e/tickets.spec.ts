// Event tickets (docs/product.md §10; the insufficient-funds modal of §12). Demo
// data: nova's "Neon Drift Launch Party" sells General admission (150) and VIP (600, 20 available); kai
// holds one General admission ticket; mira has 0 Lumen Dollars; nova sent mira single-use codes (under her bell).
// The tests run in order: the first finds the event page through kai's ticket and keeps its address.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { balanceLink, balanceOf, codeFromNotification, signIn, waitForHydration } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

let eventPath = '';

function definition(page: Page, name: string) {
  return page.getByTestId('ticket-definition').filter({ has: page.getByText(name, { exact: true }) });
}

test('kai buys a VIP ticket on the event page: the balance drops by 600 and My tickets shows its code', async ({
  page,
}) => {
  await signIn(page, 'kai@lumen.test', { next: '/tickets' });
  const upcoming = page.getByRole('list', { name: 'Upcoming tickets' });
  const demoTicket = upcoming.getByTestId('my-ticket').filter({ hasText: 'Neon Drift Launch Party' });
  await expect(demoTicket).toHaveCount(1);
  await expect(demoTicket).toContainText(/TKT-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  await demoTicket.getByRole('link', { name: 'Neon Drift Launch Party' }).click();
  await page.waitForURL(/\/events\/nova\/neon-drift\/[0-9a-f-]{36}$/);
  eventPath = new URL(page.url()).pathname;

  const tickets = page.getByRole('list', { name: 'Tickets for this event' });
  await expect(tickets.getByTestId('ticket-definition')).toHaveCount(2);
  const vip = definition(page, 'VIP');
  await expect(vip).toContainText('20 left');
  await expect(vip).toContainText(/On sale until/);
  await expect(definition(page, 'General admission')).toContainText('You hold 1');
  const before = await balanceOf(page);

  await vip.getByRole('button', { name: 'Buy VIP' }).click();
  const notice = vip.getByTestId('ticket-notice');
  await expect(notice).toContainText('You have a VIP ticket.');
  const code = /TKT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await notice.innerText()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await expect(vip).toContainText('19 left');
  await expect(balanceLink(page)).toHaveAccessibleName(
    `Balance: ${(before - 600).toLocaleString('en-US')} Lumen Dollars`,
  );

  await notice.getByRole('link', { name: 'See My tickets' }).click();
  await page.waitForURL((url) => url.pathname === '/tickets');
  await expect(
    page.getByRole('list', { name: 'Upcoming tickets' }).getByTestId('my-ticket').filter({ hasText: code }),
  ).toContainText('VIP');
  await expect(page.getByRole('list', { name: 'Ticket orders' })).toContainText('VIP · Neon Drift Launch Party');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('mira, short of the VIP price, gets the Insufficient funds modal; a visitor is asked to log in', async ({
  page,
  browser,
}) => {
  expect(eventPath).not.toBe('');
  const visitor = await browser.newPage();
  await visitor.goto(eventPath);
  const logIn = definition(visitor, 'General admission').getByRole('link', { name: 'Sign in to buy' });
  await expect(logIn).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(eventPath)}`);
  await visitor.close();

  await signIn(page, 'mira@lumen.test', { next: eventPath });
  // mira starts at 0; the funds journey, when it runs first, tops her up to 500. Either way she is short of
  // the VIP price (600), and her balance is known, so (like checkout) the modal opens without a buy call.
  const balance = await page.evaluate(
    async () => ((await (await fetch('/api/user/balance')).json()) as { balance: number }).balance,
  );
  expect(balance).toBeLessThan(600);
  await expect(balanceLink(page)).toHaveAccessibleName(
    balance === 0 ? 'Get Lumen dollars' : `Balance: ${balance.toLocaleString('en-US')} Lumen Dollars`,
  );
  let buyCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('tickets.buy')) buyCalls += 1;
  });
  await definition(page, 'VIP').getByRole('button', { name: 'Buy VIP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insufficient funds' });
  await expect(dialog).toBeVisible();
  const needed = 600 - balance;
  await expect(dialog.getByTestId('insufficient-funds-message')).toContainText(
    `You need ${needed.toLocaleString('en-US')} Lumen Dollars more to buy this item`,
  );
  await expect(dialog.getByRole('link', { name: 'Buy Lumen Dollars' })).toHaveAttribute(
    'href',
    `/funds?price=${needed}&referrer=modal&return=${encodeURIComponent(eventPath)}`,
  );
  expect(buyCalls).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // kai's VIP ticket (the first journey) is the only one sold: nothing was taken for mira.
  await expect(definition(page, 'VIP')).toContainText('19 left');
});

test('mira finds a code nova sent her under the bell, redeems it, then the same code again is refused', async ({
  page,
}) => {
  await signIn(page, 'mira@lumen.test', { next: '/notifications' });
  const code = await codeFromNotification(page, 'sent you a General admission code');
  await page.goto('/tickets');
  await waitForHydration(page);
  // Other journeys may have left mira a ticket (a hosting journey's code): count from what is there.
  const mine = page.getByRole('list', { name: 'Upcoming tickets' }).getByTestId('my-ticket');
  await expect(page.getByRole('heading', { name: 'No upcoming tickets' }).or(mine.first())).toBeVisible();
  const before = await mine.count();
  const form = page.getByRole('form', { name: 'Redeem a code' });
  await form.getByLabel('Redemption code').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByTestId('redeem-success')).toContainText(
    'Redeemed: a General admission ticket for Neon Drift Launch Party.',
  );
  await expect(mine).toHaveCount(before + 1);

  await form.getByLabel('Redemption code').fill(code);
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByRole('alert')).toHaveText('This code has already been redeemed. Each code works once.');
  await form.getByLabel('Redemption code').fill('NOT-A-REAL-CODE');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByRole('alert')).toHaveText('This code does not exist. Check it for typos and try again.');
});
