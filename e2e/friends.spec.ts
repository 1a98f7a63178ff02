// Friends management in the browser: answering a request from the dialog, unfriending, and what visitors
// and accounts without a persona see. Demo relations: kai and nova are friends; mira has asked kai.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';

test('kai accepts mira’s request from the dialog', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/friends' });
  const incoming = page.getByRole('list', { name: 'Incoming requests' });
  await expect(incoming.getByRole('link', { name: 'Mira Okafor' })).toBeVisible();
  await incoming
    .getByRole('listitem')
    .filter({ hasText: 'Mira Okafor' })
    .getByRole('button', { name: 'Respond' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Respond to your friend request' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ignore' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept Request' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText('No requests waiting')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Friends' }).getByRole('link', { name: 'Mira Okafor' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Friends' }).getByRole('link', { name: 'Mira Okafor' })).toBeVisible();
});

test('unfriend asks first, and Cancel keeps the friend', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/friends' });
  const friends = page.getByRole('list', { name: 'Friends' });
  const nova = friends.getByRole('listitem').filter({ hasText: 'Nova Reyes' });
  await nova.getByRole('button', { name: 'Unfriend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you want to unfriend Nova Reyes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(nova).toBeVisible();

  await nova.getByRole('button', { name: 'Unfriend' }).click();
  await dialog.getByRole('button', { name: 'Unfriend' }).click();
  await expect(friends.getByRole('link', { name: 'Nova Reyes' })).toHaveCount(0);
  await page.goto('/profiles/nova');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Add Friend' })).toBeVisible();
});

test('visitors are asked to log in, accounts without a persona are told why', async ({ page }) => {
  const response = await page.goto('/friends');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Log in to see your friends' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/sign-in?next=%2Ffriends',
  );

  await signIn(page, 'sam@lumen.test', { next: '/friends' });
  await expect(page.getByRole('heading', { name: 'You need a persona to have friends' })).toBeVisible();
});

test('profile, friends management and the popup pass axe (WCAG 2 A/AA)', async ({ page }) => {
  await signIn(page, 'mira@lumen.test', { next: '/friends' });
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  const friends = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(friends.violations, JSON.stringify(friends.violations, null, 2)).toEqual([]);

  await page.goto('/profiles/nova');
  await waitForHydration(page);
  // The first card that names nova (the Wearing section's items name their makers, not her).
  const byNova = page.getByRole('link', { name: 'Nova Reyes' });
  const link = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: byNova })
    .first()
    .getByRole('link', { name: 'Nova Reyes' });
  await link.hover();
  await expect(page.getByRole('dialog', { name: 'Nova Reyes' })).toBeVisible({ timeout: 5000 });
  const profile = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(profile.violations, JSON.stringify(profile.violations, null, 2)).toEqual([]);
});
