// One buyer's whole path (docs/product.md §9): browse the store → search → a listing → Buy now → the cart →
// check out → the receipt, with the balance following.
import { expect, test } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';

test('kai finds the Starlight Telescope, buys it, and sees the receipt', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/store' });
  const before = await page.evaluate(
    async () => ((await (await fetch('/api/user/balance')).json()) as { balance: number }).balance,
  );

  await page.getByRole('searchbox', { name: 'Search the store' }).fill('telescope');
  await page.getByRole('searchbox', { name: 'Search the store' }).press('Enter');
  await page
    .getByRole('link', { name: /Starlight Telescope/ })
    .first()
    .click();
  await page.waitForURL(/\/listings\/[0-9a-f-]+\/starlight-telescope$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Starlight Telescope' })).toBeVisible();

  await page.getByRole('button', { name: 'Buy now' }).click();
  const cart = page.getByRole('banner').getByRole('region', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Starlight Telescope' })).toBeVisible();
  const total = await page.evaluate(
    async () =>
      ((await (await fetch('/trpc/cart.get')).json()) as { result: { data: { total: number } } }).result.data.total,
  );
  expect(total).toBeGreaterThanOrEqual(900);
  await cart.hover();
  await cart.getByRole('button', { name: 'Check out' }).click();
  await expect(cart.getByText('Purchase complete')).toBeVisible();

  const after = await page.evaluate(
    async () => ((await (await fetch('/api/user/balance')).json()) as { balance: number }).balance,
  );
  expect(after).toBe(before - total);

  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()).toContainText(
    'Starlight Telescope',
  );
});

test('when the cart service fails, the cart says it may be out of date instead of pretending', async ({ page }) => {
  await signIn(page, 'nova@lumen.test', { next: '/experiences' });
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
  const cart = page.getByRole('banner').getByRole('region', { name: 'Cart' });
  await cartButton.click();
  await expect(cart).toBeVisible();
  await expect(cart.getByText('may be out of date', { exact: false })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await page.route('**/trpc/cart.get**', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify([
        { error: { message: 'Bad gateway', code: -32603, data: { code: 'BAD_GATEWAY', httpStatus: 502 } } },
      ]),
    }),
  );
  await cartButton.click();
  await expect(cart.getByText('We could not refresh your cart, so it may be out of date.')).toBeVisible();
});
