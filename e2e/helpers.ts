import { expect, type Page } from '@playwright/test';

/** Cards in the experiences grid: each card is one list item with a heading link. */
export function experienceCards(page: Page) {
  return page.getByRole('list', { name: 'Experiences' }).getByRole('listitem');
}

/** Counts tRPC calls the browser makes, to prove hydration does not refetch. */
export function countTrpcRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc')) count += 1;
  });
  return { count: () => count };
}

/** Marks the window so a test can tell client-side navigation (mark survives) from a full load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __lumenMark?: boolean }).__lumenMark = true;
  });
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __lumenMark?: boolean }).__lumenMark === true);
}

/** Waits until React has hydrated the document (the client entry sets this flag). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const DEMO_PASSWORD = 'lumen-demo';

/**
 * Signs in through the real flow: /sign-in?next=… → the issuer's sign-in page → back to `next`
 * (default '/'), hydrated. Demo accounts: nova, kai, mira (personas) and sam (none) @lumen.test.
 */
export async function signIn(
  page: Page,
  email: string,
  options: { next?: string; password?: string } = {},
): Promise<void> {
  const next = options.next ?? '/';
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const expectedPath = new URL(next, 'http://e2e.invalid').pathname;
  await page.waitForURL((url) => url.pathname === expectedPath);
  await waitForHydration(page);
}

/** Signs out as a person does without the menu: GET /sign-out shows a page, its button POSTs. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/sign-out');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The top bar's balance link (its accessible name says the full amount). */
export function balanceLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /Balance|dollars/i });
}

/** The balance the top bar shows, once loaded. */
export async function balanceOf(page: Page): Promise<number> {
  await expect(balanceLink(page)).toHaveAccessibleName(/^Balance: [\d,]+ Lumen Dollars$/);
  const name = (await balanceLink(page).getAttribute('aria-label')) ?? (await balanceLink(page).innerText());
  return Number((/([\d,]+)/.exec(name)?.[1] ?? '').replace(/,/g, ''));
}
