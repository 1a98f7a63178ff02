// Profiles in the browser: the hover popup over persona links, the friend button, the report modal.
import { expect, test } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';

test('the profile popup opens after a hover over a persona link and closes when the pointer leaves', async ({
  page,
}) => {
  await page.goto('/experiences/nova/neon-drift');
  await waitForHydration(page);
  const popup = page.getByRole('dialog', { name: 'Nova Reyes' });
  const link = page.getByRole('main').getByRole('link', { name: 'Nova Reyes' }).first();

  await link.hover();
  await page.waitForTimeout(500);
  await expect(popup, 'not before the hover time').toHaveCount(0);
  await expect(popup).toBeVisible({ timeout: 5000 });
  await expect(popup.getByText('@nova')).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Experiences by Nova Reyes' }).getByRole('listitem')).toHaveCount(3);
  const box = await popup.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(350);

  // Into the popup: it stays open.
  await popup.getByText('@nova').hover();
  await page.waitForTimeout(600);
  await expect(popup).toBeVisible();

  // Away from both: closed 250 ms later.
  await page.mouse.move(5, 5);
  await expect(popup).toHaveCount(0, { timeout: 2000 });

  // Again, then Escape closes it at once.
  await link.hover();
  await expect(popup).toBeVisible({ timeout: 5000 });
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('a visitor sees a profile without friend buttons or the report link', async ({ page }) => {
  const response = await page.goto('/profiles/nova');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  const missing = await page.goto('/profiles/nobody-here');
  expect(missing?.status()).toBe(404);
});

test('add friend shows Request Sent at once and after a reload', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/profiles/theo' });
  await expect(page.getByRole('heading', { level: 1, name: 'Theo Lindqvist' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await expect(page.getByRole('link', { name: 'Request Sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Sent' })).toHaveAttribute('href', '/friends');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Request Sent' })).toBeVisible();
});

test('a failed friend request rolls back and says what happened', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/profiles/lena' });
  await page.route('**/trpc/friends.request*', async (route) => {
    // Long enough to see the optimistic state, then the network fails.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await expect(page.getByRole('link', { name: 'Request Sent' }), 'optimistic').toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Friend' }), 'rolled back').toBeVisible({ timeout: 5000 });
  await expect(page.getByRole('alert').filter({ hasText: 'We could not send the friend request.' })).toBeVisible();
  await page.unroute('**/trpc/friends.request*');
});

test('the report modal shows its errors, then the sent state, and the link goes away', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/profiles/mira' });
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Report Mira Okafor' });
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Send report' }).click();
  await expect(modal.getByText('Choose a reason.')).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'Impersonation' })).toHaveAttribute('aria-invalid', 'true');

  await modal.getByRole('radio', { name: 'Other' }).check();
  await expect(modal.getByText('Choose a reason.')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Send report' }).click();
  const description = modal.getByRole('textbox', { name: /Describe the issue/ });
  await expect(modal.getByText('Describe the issue.', { exact: true })).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription('Describe the issue.');

  await description.fill('Uses my name and picture.');
  await modal.getByRole('button', { name: 'Send report' }).click();
  const sent = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(sent).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
});

test('no report link on one’s own profile', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/profiles/kai' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kai Tanaka' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);
});
