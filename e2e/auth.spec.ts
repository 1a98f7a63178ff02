// Sign-up (the link read from the sandbox outbox page), sign-in with next, sign-out and the sign-in page's errors, through the embedded issuer in a
// real browser. The account menu's own journeys live in navigation.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, signOut, waitForHydration } from './helpers.ts';

async function currentUser(page: Page): Promise<{ status: number; body: Record<string, unknown> | null }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/user', { headers: { accept: 'application/json' } });
    return { status: response.status, body: response.ok ? ((await response.json()) as Record<string, unknown>) : null };
  });
}

test('sign in from a page and come back to it', async ({ page }) => {
  await page.goto('/experiences/nova');
  await waitForHydration(page);
  const signInHref = await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().getAttribute('href');
  expect(signInHref).toBe('/sign-in?next=%2Fexperiences%2Fnova');
  await page.goto(signInHref ?? '/');
  await expect(page.getByRole('heading', { name: 'Log in to Lumen' })).toBeVisible();
  await page.getByLabel('Email').fill('kai@lumen.test');
  await page.getByLabel('Password').fill('lumen-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/experiences/nova');
  await waitForHydration(page);
  const user = await currentUser(page);
  expect(user.status).toBe(200);
  expect(user.body).toMatchObject({ personaHandle: 'kai', personaName: 'Kai Tanaka' });
});

test('a wrong password says so on the form and keeps the email', async ({ page }) => {
  await page.goto('/sign-in?next=%2F');
  await page.getByLabel('Email').fill('mira@lumen.test');
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('mira@lumen.test');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('sign up with a persona, from the sign-in page, confirm the email and land where you were going', async ({
  page,
}) => {
  await page.goto('/sign-in?next=%2Fexperiences');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Lumen account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const handle = `e2e${Date.now().toString(36)}`;
  const email = `${handle}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByLabel('Avatar name').fill('End To End');
  await page.getByLabel('Avatar handle').fill(handle);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // No mail provider runs here: the page itself leads to the sandbox outbox for that address.
  await page.getByRole('link', { name: 'Open the sandbox outbox' }).click();
  await expect(page.locator('article.mail pre').first()).toContainText('/confirm-email?token=');
  await page.getByRole('link', { name: 'Open the link in this message' }).first().click();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL((url) => url.pathname === '/experiences');
  await waitForHydration(page);
  expect((await currentUser(page)).body).toMatchObject({ personaHandle: handle, personaName: 'End To End' });
});

test('sign up with a taken email looks the same, and its owner is told by email', async ({ page }) => {
  await page.goto('/sign-up?next=%2F');
  await page.getByLabel('Email').fill('nova@lumen.test');
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(`/oidc/sandbox-mail?to=${encodeURIComponent('nova@lumen.test')}`);
  await expect(
    page.getByRole('heading', { name: 'Someone tried to create a Lumen account with your email' }).first(),
  ).toBeVisible();
});

test('a guessable password is refused with the reason on the field', async ({ page }) => {
  await page.goto('/sign-up?next=%2F');
  await page.getByLabel('Email').fill('someone-new@example.com');
  await page.getByLabel('Password').fill('aaaaaaaaaaaa');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password is too easy to guess. Repeated characters like "aaa"',
  );
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('sign out ends the session: GET /sign-out only asks, its button signs out', async ({ page }) => {
  await signIn(page, 'nova@lumen.test', { next: '/experiences' });
  expect((await currentUser(page)).status).toBe(200);
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { name: 'Sign out of Lumen?' })).toBeVisible();
  expect((await currentUser(page)).status, 'showing the page signs nobody out').toBe(200);
  await signOut(page);
  expect((await currentUser(page)).status).toBe(404);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('an open redirect in next is ignored', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/' });
  await signOut(page);
  await page.goto('/sign-in?next=%2F%2Fevil.example%2F');
  await page.getByLabel('Email').fill('kai@lumen.test');
  await page.getByLabel('Password').fill('lumen-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});
