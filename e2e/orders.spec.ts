// Orders, sales per listing, categories and the redemption-code check. kai buys a free listing that no
// other journey buys (the first of three he does not own yet, so a second run still has one), opens the
// order from the receipt, and the listing tells him he bought it; nova sees the sale under that listing;
// a category page lists its listings; mira's code is checked before anything is redeemed.
import { expect, test, type Page } from '@playwright/test';
import { codeFromNotification, expectAxeClean, expectNoSidewaysScroll, signIn, waitForHydration } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CANDIDATES = ['Glasshouse Seed Pouch', 'Midnight Ferry Lantern', 'Monorail Ambience Loop'];

let bought = { name: '', listingPath: '', orderPath: '' };
let salesPath = '';
let ticketPath = '';

/** Whether kai already bought the listing at `path` (asked as the listing's note asks). */
async function alreadyBought(page: Page, path: string): Promise<boolean> {
  const productId = /\/listings\/([0-9a-f-]{36})/.exec(path)?.[1] ?? '';
  const input = encodeURIComponent(JSON.stringify({ productId }));
  return page.evaluate(async (query) => {
    const answer = (await (await fetch(`/trpc/orders.purchaseOf?input=${query}`)).json()) as {
      result?: { data: unknown };
    };
    return answer.result?.data !== null;
  }, input);
}

test('kai buys a free listing, opens the order from the receipt, and the listing says he bought it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/store' });
  for (const name of CANDIDATES) {
    await page.goto(`/store?q=${encodeURIComponent(name)}`);
    const link = page.getByRole('link', { name }).first();
    const path = new URL((await link.getAttribute('href')) ?? '', 'http://e2e.invalid').pathname;
    if (!(await alreadyBought(page, path))) {
      bought = { ...bought, name, listingPath: path };
      break;
    }
  }
  expect(bought.name, 'one of the free listings is still to buy').not.toBe('');

  await page.goto(bought.listingPath);
  await waitForHydration(page);
  await expect(page.getByTestId('purchased-note')).toHaveCount(0);
  const buyNow = page.getByRole('button', { name: 'Buy now' });
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  await buyNow.click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Cart' });
  await expect(panel).toBeVisible();
  await panel.hover();
  // Only this listing: take out whatever else the cart holds, one at a time from the top.
  const items = panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  const others = items.filter({ hasNotText: bought.name });
  for (let left = await others.count(); left > 0; left -= 1) {
    await others
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(others).toHaveCount(left - 1);
  }
  await panel.getByRole('button', { name: 'Check out' }).click();
  await expect(panel.getByText('Purchase complete')).toBeVisible();
  await panel.getByRole('link', { name: 'View your receipt' }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  bought.orderPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: /^Order of / })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText(bought.name);
  await expect(lines).toContainText('Free');
  await expect(page.getByTestId('order-total')).toHaveText(/Total\s*Free/);
  await expect(page.getByRole('link', { name: '@kai' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your inventory' })).toHaveAttribute('href', '/inventory');
  await expectAxeClean(page, 'main');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);

  // The line leads back to the listing, which now says when he bought it, linking the order.
  await lines.getByRole('link', { name: bought.name }).click();
  await page.waitForURL((url) => url.pathname.startsWith(bought.listingPath.split('/').slice(0, 3).join('/')));
  const note = page.getByTestId('purchased-note');
  await expect(note).toContainText(/^You bought this on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  await expect(note.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', bought.orderPath);

  // The orders list links the same page.
  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Orders' }).locator(`a[href="${bought.orderPath}"]`)).toHaveCount(1);
});

test("someone else's order is a 404 page, not a refusal", async ({ page }) => {
  expect(bought.orderPath).not.toBe('');
  await signIn(page, 'mira@lumen.test', { next: '/orders' });
  const response = await page.goto(bought.orderPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that order" })).toBeVisible();
  await expect(page.getByText(bought.name)).toHaveCount(0);
});

test('nova sees who bought the listing from its row in the creator tools', async ({ page }) => {
  expect(bought.name).not.toBe('');
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  await page.getByRole('link', { name: `Sales of ${bought.name}` }).click();
  await page.waitForURL(/\/creator\/listings\/[0-9a-f-]{36}\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: `Sales of ${bought.name}` })).toBeVisible();
  const sales = page.getByRole('list', { name: 'Sales' }).getByTestId('listing-sale');
  await expect(sales.filter({ hasText: '@kai' }).first()).toContainText('Free');
  await expectAxeClean(page, 'main');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);

  salesPath = new URL(page.url()).pathname;
});

test("another persona opening the listing's sales is told it is not theirs", async ({ page }) => {
  expect(salesPath).not.toBe('');
  await signIn(page, 'kai@lumen.test', { next: salesPath });
  await expect(page.getByRole('heading', { name: 'Not one of your listings' })).toBeVisible();
  await expect(page.getByTestId('listing-sale')).toHaveCount(0);
});

test('the store links its categories; a category page lists its listings, a page at a time', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/store');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Browse by category' }).click();
  await page.waitForURL(/\/categories$/);
  const categories = page.getByRole('list', { name: 'Categories', exact: true });
  await expect(categories.getByRole('link', { name: 'Worlds' })).toBeVisible();
  await expect(categories).toContainText(/Nature · \d+ listings?/);
  await expectAxeClean(page, 'main');

  await categories.getByRole('link', { name: 'Nature' }).click();
  await page.waitForURL(/\/categories\/nature$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nature' })).toBeVisible();
  const counted = Number(/(\d+) listings?/.exec(await page.locator('header p').first().innerText())?.[1] ?? '0');
  const grid = page.getByRole('list', { name: 'Listings in Nature' });
  await expect(grid.getByRole('link', { name: /Glasshouse Seed Pouch/ }).first()).toBeVisible();
  const shown = await grid.getByRole('listitem').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(counted);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Worlds' }),
  ).toBeVisible();
  await expectAxeClean(page, 'main');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);

  const missing = await page.goto('/categories/no-such-category');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that category" })).toBeVisible();

  // The same pages in German and Japanese: headings, counts in each language's plural and grouping, breadcrumbs.
  await page.setViewportSize(DESKTOP);
  await page.goto('/categories?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategorien' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kategorien', exact: true })).toContainText(
    /Nature · \d[\d.]* Angebote?/,
  );
  await page.goto('/categories/nature?lang=ja');
  await waitForHydration(page);
  await expect(
    page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'カテゴリ' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+件の商品$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Natureの商品' }).getByRole('listitem').first()).toBeVisible();
  await expectAxeClean(page, 'main');
});

test('mira checks a code before redeeming: what it gives, or why it does not work', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'mira@lumen.test', { next: '/notifications' });
  // The VIP code nova sent her: only checked here, never redeemed, so it stays valid for every run.
  const code = await codeFromNotification(page, 'sent you a VIP code');

  await page.goto('/tickets');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Redeem a code' });
  const field = form.getByLabel('Redemption code');
  // A bad code, checked when the field is left (Tab), says why.
  await field.fill('NOPE-NOPE-NOPE');
  await field.press('Tab');
  await expect(form.getByTestId('code-check-error')).toHaveText(
    'This code does not exist. Check it for typos and try again.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The real one, checked with the keyboard on Check: what it gives, nothing redeemed.
  await field.fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Check' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('code-check')).toHaveText(
    'This code gives a VIP ticket for Neon Drift Launch Party. Press Redeem to take it.',
  );
  await expect(form.getByTestId('redeem-success')).toHaveCount(0);
  await expectAxeClean(page, 'main');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
});

test('kai opens one of his tickets from My tickets', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/tickets' });
  const ticket = page
    .getByRole('list', { name: 'Upcoming tickets' })
    .getByTestId('my-ticket')
    .filter({ hasText: 'Neon Drift Launch Party' })
    .first();
  const code = /TKT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await ticket.innerText()) ?? '')?.[0] ?? '';
  await ticket.getByRole('link', { name: `Ticket details for ${code}` }).click();
  await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
  ticketPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('ticket-code')).toHaveText(code);
  await expect(page.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', /^\/events\/nova\//);
  await expectAxeClean(page, 'main');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
});

test("kai's ticket is a 404 page for mira", async ({ page }) => {
  expect(ticketPath).not.toBe('');
  await signIn(page, 'mira@lumen.test', { next: '/tickets' });
  const response = await page.goto(ticketPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that ticket" })).toBeVisible();
});
