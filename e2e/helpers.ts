import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  // By the form's field names, not its words: the page speaks the browser's language.
  const form = page.locator('form:has(input[name="password"])');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  const expectedPath = new URL(next, 'http://e2e.invalid').pathname;
  await page.waitForURL((url) => url.pathname === expectedPath);
  await waitForHydration(page);
}

/** Signs out as a person does without the menu: GET /sign-out shows a page, its button POSTs. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/sign-out');
  await page.locator('form[action="/sign-out"] button[type="submit"]').click();
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

/** A tRPC query over HTTP (GET /trpc/{path}?input=…), as the browser's batch link would send it; 200 expected. */
export async function query<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A same-origin tRPC mutation from the signed-in page (the browser's own Origin and cookies); 200 expected. */
export async function mutate<T>(page: Page, path: string, input: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, input },
  );
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body as { result: { data: T } }).result.data;
}

/** No WCAG 2 A/AA violation on the page (or inside `scope`, a selector), each named with where it is. */
export async function expectAxeClean(page: Page, scope?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const named = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(named).toEqual([]);
}

/** Hydration mismatches React reports (in production builds as minified errors #418, #423, #425). */
export function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * The redemption code of the newest notification on the page that says `hasText` (e.g. 'sent you a VIP
 * code'), in the form the codes take (XXXX-XXXX-XXXX).
 */
export async function codeFromNotification(page: Page, hasText: string): Promise<string> {
  const sent = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText })
    .first()
    .getByText(/Your code: [A-Z0-9-]+\. Redeem it/);
  await expect(sent).toBeVisible();
  const code = /Your code: ([A-Z0-9-]+)\./.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return code;
}

/**
 * Stops the page's installed fake clock a moment from now, so that only the test moves it afterwards. The
 * moment is read in the page and may have passed by the time the pause is asked on a busy machine
 * ("Cannot fast-forward to the past"): then it asks again with a new one.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 20));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * The page does not scroll sideways at the current viewport. A failure names the elements that reach past
 * the viewport (left out: those inside an ancestor that clips them, such as the closed slide-in nav).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { width, viewport, wide } = await page.evaluate(() => {
    const viewport = window.innerWidth;
    // Fixed boxes never widen the page; a box inside a clipping ancestor cannot either.
    const clipped = (element: Element): boolean => {
      if (getComputedStyle(element).position === 'fixed') return true;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === 'fixed') return true;
        const overflow = style.overflowX;
        if ((overflow === 'hidden' || overflow === 'clip') && parent.getBoundingClientRect().right <= viewport + 1)
          return true;
      }
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > viewport + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(box.left)}–${Math.round(box.right)} px "${text}"`;
      });
    return { width: document.documentElement.scrollWidth, viewport, wide };
  });
  expect(width, `wider than the ${viewport} px viewport: ${wide.join('; ') || 'no element found'}`).toBeLessThanOrEqual(
    viewport,
  );
}
