// Following a store: visitors see no button; kai follows nova's store on /store/nova, the choice survives
// a reload (it lives in the stores service, not the page), and kai unfollows. Then kai asks for a bought
// product to be sent to his desktop client again from /orders.
import { expect, test } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';

test('kai follows nova’s store, reloads, still follows, unfollows', async ({ page }) => {
  await page.goto('/store/nova');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('store');
  await expect(page.getByRole('button', { name: /^(Follow store|Following)$/ })).toHaveCount(0);

  await signIn(page, 'kai@lumen.test', { next: '/store/nova' });
  await waitForHydration(page);
  const follow = page.getByRole('button', { name: 'Follow store' });
  await expect(follow).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(following).toBeEnabled();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow store' })).toBeEnabled();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Follow store' })).toBeVisible();
});

test('kai buys his cart, then asks for a bought item to be sent to his client again', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/orders' });
  await waitForHydration(page);
  // The purchase itself is cart.spec's business (which, in a full run, has already bought kai's cart):
  // check out through the procedures only when kai owns nothing yet.
  const status = await page.evaluate(async () => {
    const get = async <T>(path: string) =>
      ((await (await fetch(`/trpc/${path}`)).json()) as { result: { data: T } }).result.data;
    const orders = await get<{ items: { status: string; items: unknown[] }[] }>(
      `orders.mine?input=${encodeURIComponent('{"page":1}')}`,
    );
    if (orders.items.some((order) => order.status === 'completed' && order.items.length > 0)) return 200;
    const { items, total } = await get<{ items: { id: string }[]; total: number }>('cart.get');
    const response = await fetch('/trpc/cart.checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productIds: items.map((item) => item.id),
        expectedTotal: total,
        idempotencyKey: 'e2e-redeliver-1',
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);

  await page.reload();
  await waitForHydration(page);
  const send = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: 'Send to my client again' })
    .first();
  await send.click();
  await expect(page.getByText('Sent. Your client downloads it the next time it runs.')).toBeVisible();
});
