// Buying Lumen Dollars through the sandbox provider, and coming back to the purchase.
import { expect, test } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';

test('mira tops up from a needed amount and returns to her purchase', async ({ page }) => {
  await signIn(page, 'mira@lumen.test', { next: '/funds?price=120&referrer=modal&return=%2Fexperiences' });
  await expect(page.getByRole('heading', { name: 'Get Lumen Dollars' })).toBeVisible();
  await expect(page.getByText('You need 120 more for your purchase.', { exact: false })).toBeVisible();
  const bundles = page.getByRole('list', { name: 'Lumen Dollar bundles' }).getByRole('listitem');
  const suggested = bundles.filter({ hasText: 'Covers the 120 you need' });
  await expect(suggested).toHaveCount(1);
  await expect(suggested).toContainText('500');
  // docs/product.md §9 payment cards: the sandbox's test instruments with their icons; the first is chosen.
  const payWith = page.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  await payWith.getByRole('radio', { name: 'Mastercard •••• 4444' }).check();
  await expect(payWith.locator('img[src="/assets/images/payments/mastercard.png"]')).toHaveCount(1);
  await suggested.getByRole('button', { name: /Buy 500 Lumen Dollars/ }).click();
  await page.waitForURL(/\/funds\/pay\/sbx_[0-9a-f]+\?return=%2Fexperiences$/);
  await expect(page.getByText('Sandbox payment provider: no real money is charged on this deployment.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your purchase' }).click();
  await page.waitForURL((url) => url.pathname === '/experiences');
  await waitForHydration(page);
  const balance = await page.evaluate(
    async () => (await (await fetch('/api/user/balance')).json()) as { balance: number },
  );
  expect(balance.balance).toBe(500);
});

test('a visitor is asked to log in first, and the log-in link loads the sign-in page', async ({ page }) => {
  await page.goto('/funds');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to Lumen' })).toBeVisible();
});
