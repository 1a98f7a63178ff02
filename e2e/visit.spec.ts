// The visit flow (docs/product.md §6, §7, §12):
// which modal the Visit button opens for each kind of visitor, and the unsupported-OS email list.
import { devices, expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { experienceCards, signIn, waitForHydration } from './helpers.ts';

const WINDOWS_10 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MACOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** The first experience of the catalogue: its path, and the launch URL the client would take. */
async function openFirstExperience(page: Page): Promise<{ path: string; launch: string; name: string }> {
  await page.goto('/experiences');
  const card = experienceCards(page).first();
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/experiences\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const [, , persona, handle] = href!.split('/');
  await page.goto(href!);
  await waitForHydration(page);
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  return { path: href!, launch: `lumen://experiences/${persona}/${handle}`, name };
}

test.describe('on an unsupported system (macOS)', () => {
  test.use({ userAgent: MACOS });

  test('the unsupported-OS modal: invalid email, a failed send, then success', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/visit.joinWaitlist')) sent.push(request.postData() ?? '');
    });
    await openFirstExperience(page);
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: "Your system isn't supported yet" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Windows 7 SP1 64-bit or newer');
    await expect(dialog).toContainText('This device runs macOS.');

    const email = dialog.getByLabel('Email');
    const submit = dialog.getByRole('button', { name: "Tell me when it's available" });
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-email');
    await submit.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(email).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations.map((violation) => violation.id),
      'the modal in its error state is accessible',
    ).toEqual([]);
    expect(sent, 'an invalid address is never sent').toEqual([]);

    // The service fails once: the failure text of docs/product.md §12 and an OK button that brings the form back.
    await page.route('**/trpc/visit.joinWaitlist**', (route) => route.fulfill({ status: 502, body: 'upstream down' }), {
      times: 1,
    });
    await email.fill('Visitor.E2E@Example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /Oops! There was an error sending your information\. Contact support\./,
    );
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(email).toHaveValue('Visitor.E2E@Example.com');
    await expect(email).toBeFocused();

    await submit.click();
    await expect(dialog.getByRole('status')).toContainText("Thanks! You're on the list.");
    await expect(dialog.getByRole('status')).toContainText('visitor.e2e@example.com');
    expect(sent.length).toBe(2);
    expect(JSON.parse(sent[1]!)).toMatchObject({ 0: { email: 'Visitor.E2E@Example.com', platform: 'macos' } });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone (iPhone, 390 px wide)', () => {
  // Playwright's iPhone profile minus its WebKit default: these journeys run in Chromium.
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);

  test('the unsupported-OS email field is wide and tall enough to use', async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(390);
    await openFirstExperience(page);
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: "Your system isn't supported yet" });
    await expect(dialog).toContainText('This device runs iOS.');
    const email = dialog.getByLabel('Email');
    const field = await email.boundingBox();
    expect(field, 'the email field is laid out').not.toBeNull();
    expect(field!.width, 'the email field is at least 200 px wide').toBeGreaterThanOrEqual(200);
    expect(field!.height, 'the email field is a 44 px touch target').toBeGreaterThanOrEqual(44);
    expect(field!.x + field!.width, 'the email field fits on the screen').toBeLessThanOrEqual(390);
    await email.tap();
    await expect(email).toBeFocused();
    await email.fill('phone.visitor@example.com');
    await expect(email).toHaveValue('phone.visitor@example.com');
    await expect(dialog.getByRole('button', { name: "Tell me when it's available" })).toBeInViewport();
  });
});

test.describe('signed in on an unsupported system (macOS)', () => {
  test.use({ userAgent: MACOS });

  test('the unsupported OS wins over the account, and the address is filled in', async ({ page }) => {
    await page.goto('/experiences');
    const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
    await signIn(page, 'kai@lumen.test', { next: href! });
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: "Your system isn't supported yet" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('kai@lumen.test');
  });
});

test.describe('on Windows', () => {
  test.use({ userAgent: WINDOWS_10 });

  test('logged out: create an account, log in, or launch', async ({ page }) => {
    const { path, launch, name } = await openFirstExperience(page);
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: `Visit ${name}` });
    await expect(dialog).toBeVisible();
    const next = encodeURIComponent(path);
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/sign-up?next=${next}`,
    );
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/sign-in?next=${next}`);
    await expect(dialog.getByRole('link', { name: 'I already have the client — launch' })).toHaveAttribute(
      'href',
      launch,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Visit' })).toBeFocused();
  });

  test('signed in with a persona (kai): have you installed, with a Launch link and no dead Download', async ({
    page,
  }) => {
    await page.goto('/experiences');
    const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
    await signIn(page, 'kai@lumen.test', { next: href! });
    const [, , persona, handle] = href!.split('/');
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Have you installed Lumen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Launch' })).toHaveAttribute(
      'href',
      `lumen://experiences/${persona}/${handle}`,
    );
    // This deployment offers no installer (no CLIENT_DOWNLOAD_URL): no Download, the waitlist instead.
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await expect(dialog).toContainText('The Lumen client is not offered for download on this site yet.');
    await expect(dialog.getByLabel('Email')).toHaveValue('kai@lumen.test');
    await dialog.getByRole('button', { name: "Tell me when it's available" }).click();
    await expect(dialog.getByRole('status')).toContainText("Thanks! You're on the list.");
  });

  test('logged out without an installer: get notified, then back to the world', async ({ page }) => {
    const { path, name } = await openFirstExperience(page);
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: `Visit ${name}` });
    await expect(dialog.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Get notified when the client is available' }).click();
    await expect(page).toHaveURL(`/download?from=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { name: 'The installer is not offered on this site yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for Windows' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: "Tell me when it's available" })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the world' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('signed in without a persona (sam): the persona modal', async ({ page }) => {
    await page.goto('/experiences');
    const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
    await signIn(page, 'sam@lumen.test', { next: href! });
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You must download and run the client to continue creating your account.');
    // No installer on this deployment: the waitlist instead of a Download that leads nowhere.
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: "Tell me when it's available" })).toBeVisible();
  });
});

test('the download page without an installer address says so and offers the waitlist', async ({ page }) => {
  const response = await page.goto('/download');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Download Lumen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The installer is not offered on this site yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse worlds' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

// Launch Control (oskar) was built for client 1.6.0; this site offers 1.5.0 (CLIENT_VERSION's default), so
// the experiences service answers 409 client-outdated to the check Visit makes before launching.
test.describe('a world that needs a newer client', () => {
  test.use({ userAgent: WINDOWS_10 });
  const WORLD = '/experiences/oskar/launch-control';

  test('kai: Update your client instead of Launch, by keyboard, axe clean at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'kai@lumen.test', { next: WORLD });
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('visit.compat')) checks.push(request.url());
    });
    const visit = page.getByRole('button', { name: 'Visit' });
    await visit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Update your client' });
    await expect(dialog).toBeVisible();
    expect(checks).toHaveLength(1);
    await expect(dialog).toContainText(
      'Launch Control needs Lumen 1.6.0 or newer, and the client this site offers is 1.5.0.',
    );
    // No installer on this deployment: no Download that leads nowhere, and words that say so.
    await expect(dialog.getByRole('link', { name: /Download/ })).toHaveCount(0);
    await expect(dialog).toContainText('A newer client is not offered for download here yet');
    await expect(page.getByRole('dialog', { name: 'Have you installed Lumen?' })).toHaveCount(0);
    // Someone whose client already updated itself can still go in.
    await expect(dialog.getByRole('link', { name: 'Launch Launch Control' })).toHaveAttribute(
      'href',
      'lumen://experiences/oskar/launch-control',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(visit).toBeFocused();
  });

  test('a world the offered client can enter still asks Have you installed', async ({ page }) => {
    await signIn(page, 'kai@lumen.test', { next: '/experiences/nova/neon-drift' });
    await page.getByRole('button', { name: 'Visit' }).click();
    await expect(page.getByRole('dialog', { name: 'Have you installed Lumen?' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Update your client' })).toHaveCount(0);
  });

  test('signed out, the same check comes first', async ({ page }) => {
    await page.goto(WORLD);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update your client' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });
});
