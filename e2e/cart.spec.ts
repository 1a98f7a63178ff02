// The cart dropdown, the balance button and checkout (docs/product.md §9, §11, §12). Demo data: kai has 2,500
// Lumen Dollars and a cart of two listed items (120 + 250) and one delisted one ('Holo Koi Pond'); mira
// has 0. The tests share one server and run in order: mira's test reads product ids from kai's cart
// before kai's checkout empties it.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { pauseClockNow, signIn } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 800 };

function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart/ });
}

function cartPanel(page: Page) {
  return page.getByRole('banner').getByRole('region', { name: 'Cart' });
}

/** Hydration mismatches React reports (production builds: minified errors #418, #423, #425). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function balanceLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /Balance|dollars/i });
}

test('the cart opens after a refresh, closes 4 s later unless hovered, and on mouse leave', async ({ page }) => {
  const errors = watchHydrationErrors(page);
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/experiences' });

  await expect(balanceLink(page)).toHaveAccessibleName('Balance: 2,500 Lumen Dollars');
  await expect(balanceLink(page)).toHaveAttribute('href', '/funds');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');

  // From here the page's time moves only when the test moves it: on a busy machine the real time the
  // checks below take would otherwise count toward the countdown.
  await pauseClockNow(page);
  // Toggling reads the cart again before it opens.
  const cartReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('cart.get')) cartReads.push(request.method());
  });
  await cartButton(page).click();
  const panel = cartPanel(page);
  // The read is sent and its answer reaches React through timers: step 10 ms at a time, so the panel
  // opened within the last step.
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return panel.isVisible();
    })
    .toBe(true);
  expect(cartReads).toEqual(['GET']);
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true');
  const box = await panel.boundingBox();
  expect(box?.width).toBe(310);

  // The pointer stays on the button: the countdown closes it at 4000 ms.
  await page.clock.runFor(3750);
  await expect(panel).toBeVisible();
  await page.clock.runFor(300);
  await expect(panel).toBeHidden();
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.clock.resume();

  // Hovered when the time runs out: it stays; the mouse leaving closes it at once.
  await cartButton(page).click();
  await expect(panel).toBeVisible();
  await panel.hover();
  await page.clock.runFor(6000);
  await expect(panel).toBeVisible();
  // The open cart passes axe (checked while hovered, which holds it open as real time passes).
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id} ${violation.help}`)).toEqual([]);
  await expect(panel).toBeVisible();
  await page.mouse.move(10, 700);
  await expect(panel).toBeHidden();

  // Opening the account menu closes the cart (navbar flags).
  await cartButton(page).click();
  await expect(panel).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await expect(panel).toBeHidden();
  expect(errors).toEqual([]);
});

test('keyboard: Enter opens without a countdown, Tab moves in, Escape closes and returns focus', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/experiences' });
  const button = cartButton(page);
  await expect(button).toHaveAccessibleName('Cart, 2 items');

  await button.focus();
  await page.keyboard.press('Enter');
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  await page.clock.runFor(8000);
  await expect(panel).toBeVisible();

  await page.keyboard.press('Tab');
  const focusedInside = await panel.evaluate((element) => element.contains(document.activeElement));
  expect(focusedInside).toBe(true);
  await page.clock.runFor(8000);
  await expect(panel).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('mira (0 Lumen Dollars): Get Lumen dollars, and checkout opens the Insufficient funds modal', async ({
  page,
  browser,
}) => {
  // The product id of kai's 120-coin item, read from his cart in a separate session.
  const kai = await browser.newContext();
  const kaiPage = await kai.newPage();
  await signIn(kaiPage, 'kai@lumen.test', { next: '/experiences' });
  const productId = await kaiPage.evaluate(async () => {
    const response = await fetch('/trpc/cart.get');
    const body = (await response.json()) as { result: { data: { items: Array<{ id: string; name: string }> } } };
    return body.result.data.items.find((item) => item.name === 'Neon Drift Racing Jacket')?.id ?? null;
  });
  await kai.close();
  expect(productId).not.toBeNull();

  await page.clock.install();
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'mira@lumen.test', { next: '/experiences' });
  const balance = balanceLink(page);
  await expect(balance).toHaveAccessibleName('Get Lumen dollars');
  await expect(balance).toHaveAttribute('href', '/funds');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const status = await page.evaluate(async (id) => {
    const response = await fetch('/trpc/cart.add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: id }),
    });
    return response.status;
  }, productId);
  expect(status).toBe(200);

  await cartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Neon Drift Racing Jacket' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The client's own check (balance 0 < 120): the modal, without asking the server to buy.
  let checkoutCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('cart.checkout')) checkoutCalls += 1;
  });
  await panel.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insufficient funds' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('insufficient-funds-message')).toContainText(
    'You need 120 Lumen Dollars more to buy this item',
  );
  await expect(dialog.getByRole('link', { name: 'Buy Lumen Dollars' })).toHaveAttribute(
    'href',
    /^\/funds\?price=120&referrer=modal&return=%2F/,
  );
  expect(checkoutCalls).toBe(0);
  await expect(panel).toBeHidden();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // Removing the last item restarts the 4 s close, which then closes the empty cart even under the mouse.
  await cartButton(page).click();
  await expect(panel).toBeVisible();
  await panel.hover();
  await page.clock.runFor(5000);
  await expect(panel).toBeVisible();
  // The page's time moves only when the test moves it from here (as in the first journey): on a busy
  // machine, the real time the checks take would otherwise count toward the restarted countdown.
  await pauseClockNow(page);
  await panel.getByRole('button', { name: 'Remove Neon Drift Racing Jacket from your cart' }).click();
  // The answer reaches React through timers: 10 ms at a time, so the cart emptied within the last step.
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return (await cartButton(page).getAttribute('aria-label')) === 'Cart, 0 items';
    })
    .toBe(true);
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await page.clock.runFor(3750);
  await expect(panel).toBeVisible();
  await page.clock.runFor(300);
  await expect(panel).toBeHidden();
});

test('kai: the delisted notice, checkout with PROCESSING, then success, balance 2,500 → 2,130, cart empty', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/experiences' });
  await expect(balanceLink(page)).toHaveAccessibleName('Balance: 2,500 Lumen Dollars');

  await cartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  // Keep it open while we work in it (the mouse over it holds the countdown).
  await panel.hover();
  const items = panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(panel.getByRole('link', { name: 'Neon Drift Racing Jacket' })).toHaveAttribute(
    'href',
    /^\/listings\/[0-9a-f-]{36}\//,
  );
  await expect(panel.getByRole('link', { name: 'Rain-Slick Street Kit' })).toBeVisible();
  await expect(
    panel.getByText('Holo Koi Pond was removed from your cart since it is no longer available for purchase.'),
  ).toBeVisible();
  await expect(panel.getByRole('list', { name: 'No longer available' })).toContainText('Holo Koi Pond');

  // Closing the notice clears the delisted items on the server.
  const [cleared] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.includes('cart.clearDelisted')),
    panel.getByRole('button', { name: 'Close the notice' }).click(),
  ]);
  expect(cleared.status()).toBe(200);
  await expect(panel.getByText(/no longer available for purchase/)).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'No longer available' })).toHaveCount(0);

  // Hold the purchase for a moment so PROCESSING can be seen.
  type CheckoutInput = { productIds: string[]; expectedTotal: number; idempotencyKey: string };
  const captured: { body: CheckoutInput | null } = { body: null };
  await page.route(
    (url) => url.pathname.includes('cart.checkout'),
    async (route) => {
      // httpBatchLink posts { "0": input }.
      const posted = route.request().postDataJSON() as Record<string, CheckoutInput>;
      captured.body = posted['0'] ?? null;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await panel.getByRole('button', { name: 'Check out' }).click();
  await expect(panel.getByRole('button', { name: 'PROCESSING' })).toBeDisabled();
  await expect(panel.getByText('Purchase complete')).toBeVisible();
  expect(captured.body?.expectedTotal).toBe(370);
  expect(captured.body?.productIds).toHaveLength(2);
  expect(captured.body?.idempotencyKey).toMatch(/^cart-/);

  await expect(balanceLink(page)).toHaveAccessibleName('Balance: 2,130 Lumen Dollars');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await expect(items).toHaveCount(0);

  // A fresh page agrees: the server has the new balance and an empty cart.
  await page.mouse.move(10, 700);
  await page.reload();
  await expect(balanceLink(page)).toHaveAccessibleName('Balance: 2,130 Lumen Dollars');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  // The receipt.
  await page.goto('/orders');
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: 'Cart' });
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Neon Drift Racing Jacket');
  await expect(orders.first()).toContainText('Rain-Slick Street Kit');
  await expect(orders.first()).toContainText('370');
});

test('without a persona (sam) the balance reads 0 and the cart explains that buying needs a persona', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'sam@lumen.test', { next: '/experiences' });
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(balanceLink(page)).toHaveAccessibleName('Balance: 0 Lumen Dollars. Buying needs a persona.');
  await cartButton(page).click();
  await expect(cartPanel(page).getByRole('link', { name: 'Create your persona' })).toBeVisible();
});
