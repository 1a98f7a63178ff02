// The site's own pages: every footer link leads to a real page, the help center searches (with an empty
// state) and opens articles at their own addresses, and the newsletter's double opt-in works end to end
// through the sandbox outbox (this run delivers no mail).
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForHydration } from './helpers.ts';

test('every footer link leads to a real page with a heading', async ({ page }) => {
  // Two dozen page loads: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/about',
      '/legal/terms-of-service',
      '/legal/terms-and-conditions',
      '/legal/privacy',
      '/subscribe',
      '/community',
      '/help',
    ]),
  );
  // As clicked in the app (client-side navigation), each from the footer of the page before.
  for (const href of hrefs) {
    await page.getByRole('contentinfo').locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toHaveCount(0);
  }
  // And as loaded from the server: status 200.
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toMatch(/<h1[^>]*>/);
  }
});

test('the help center searches, shows an empty state, and opens an article at its own address', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/help');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Help Center · Lumen');
  const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
  await search.fill('refund');
  await expect(page).toHaveURL(/\/help\?q=refund$/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Refunds and problems with a purchase' })).toBeVisible();

  await search.fill('zzzz quasar');
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Store and payments' })).toBeVisible();

  // A shared search address renders its results from the server.
  await page.goto('/help?q=ticket%20code');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Events, reminders and tickets' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Events, reminders and tickets' }).click();
  await expect(page).toHaveURL(/\/help\/events-and-tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events, reminders and tickets' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const missing = await page.goto('/help/no-such-article');
  expect(missing?.status()).toBe(404);
});

test('subscribe to the newsletter and confirm it from the email (sandbox outbox)', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `news-${Date.now().toString(36)}@example.com`;
  await page.goto('/subscribe');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Lumen news' })).toBeVisible();
  const field = page.getByLabel('Email');
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await field.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Check your email' });
  await expect(status).toContainText(email);

  // Nothing is confirmed until the link is opened; the page leads to the outbox where the mail waits.
  await status.getByRole('link', { name: 'sandbox outbox' }).click();
  await expect(page.locator('article.mail pre').first()).toContainText('/subscribe/confirm?token=');
  await page.getByRole('link', { name: 'Open the link in this message' }).first().click();
  await expect(page).toHaveURL(/\/subscribe\/confirm\?token=/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toContainText('You’re subscribed');
  await expect(page.getByRole('status')).toContainText(email);

  // Opening the link again is harmless: the same answer.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toContainText('You’re subscribed');

  // Subscribing again mails the unsubscribe link, which works.
  await page.goto('/subscribe');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
  await page.goto(`/oidc/sandbox-mail?to=${encodeURIComponent(email)}`);
  await expect(page.locator('article.mail pre').first()).toContainText('/subscribe/unsubscribe?token=');
  await page.getByRole('link', { name: 'Open the link in this message' }).first().click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You’re unsubscribed');
});

test('a confirmation link that is not valid says so and offers to subscribe again', async ({ page }) => {
  await page.goto(`/subscribe/confirm?token=${'A'.repeat(43)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await page.getByRole('link', { name: 'Subscribe again' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the help center and the legal pages fit the screen', async ({ page }) => {
    for (const path of ['/help', '/legal/terms-and-conditions', '/community', '/subscribe']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});
