import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import http from 'node:http';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { experienceCards, signIn, waitForHydration } from './helpers.ts';
import { WRITE_MARKER_COOKIE } from '../src/server/freshness/write-marker.ts';

test('the anonymous nav, footer and home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: /lumen/i }).first()).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in?next=%2F');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getUTCFullYear()));
  for (const name of [
    'Worlds',
    'Store',
    'Categories',
    'Download',
    'Subscribe',
    'Community',
    'Help Center',
    'Privacy',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('href', '/categories');
  await expect(page.getByRole('heading', { name: 'Featured worlds' })).toBeVisible();
});

test('mobile slide-in nav opens, closes with its button, an outside click and a wide window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/experiences');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: /open menu/i });
  await expect(open).toBeVisible();
  await open.click();
  const panel = page.getByRole('navigation', { name: 'Main menu' });
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: /close menu/i }).click();
  await expect(panel).toBeHidden();

  await open.click();
  await expect(panel).toBeVisible();
  await page.waitForTimeout(150); // the outside-click listener is attached 100 ms after opening (docs/product.md §11)
  await page.mouse.click(20, 400); // more than 300px from the right edge counts as outside
  await expect(panel).toBeHidden();

  await open.click();
  await expect(panel).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 844 });
  await expect(panel).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await open.click();
  await panel.getByRole('link', { name: 'Worlds' }).click();
  await expect(panel).toBeHidden();
});

test('a five-digit balance, the cart, the bell and the menu fit the top bar of a 320 px phone', async ({ page }) => {
  await signIn(page, 'nova@lumen.test', { next: '/funds' });
  // Two of the largest bundles through the sandbox provider take nova past 9,999 whatever she had.
  for (let bought = 0; bought < 2; bought += 1) {
    if (bought > 0) await page.goto('/funds');
    await page.getByRole('button', { name: /Buy 7,000 Lumen Dollars/ }).click();
    await page.waitForURL(/\/funds\/pay\/sbx_[0-9a-f]+/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  }
  const { balance } = await page.evaluate(
    async () => (await (await fetch('/api/user/balance')).json()) as { balance: number },
  );
  expect(balance).toBeGreaterThan(9_999);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/experiences');
  await waitForHydration(page);
  const balanceLink = page.getByRole('banner').getByRole('link', { name: /^Balance: / });
  await expect(balanceLink).toHaveAccessibleName(`Balance: ${balance.toLocaleString('en-US')} Lumen Dollars`);
  // The visible text is the short form; the full amount is in the name and on wider screens.
  const shown = () => balanceLink.innerText();
  await expect
    .poll(shown)
    .toBe(new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(balance));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(shown).toBe(balance.toLocaleString('en-US'));
});

test('signed-in viewers share one rendering of the browse page, each seeing their own top bar after hydration', async ({
  browser,
}) => {
  const url = `/experiences?q=drift&shared=${Date.now().toString(36)}`;
  const visits: { cache: string | undefined; banner: string; problems: string[] }[] = [];
  // Both sign in first: a kept page is fresh for five seconds, and a sign-in between the two visits can
  // take about that long.
  const viewers = [];
  for (const email of ['kai@lumen.test', 'nova@lumen.test']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await signIn(page, email);
    // The marker a sign-in leaves would have this visitor's pages rendered for them alone for a while.
    await context.clearCookies({ name: WRITE_MARKER_COOKIE });
    viewers.push({ context, page, problems });
  }
  for (const { context, page, problems } of viewers) {
    const response = await page.goto(url);
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { expanded: false }).filter({ hasText: /@/ })).toBeVisible();
    await expect(experienceCards(page).first()).toBeVisible();
    visits.push({ cache: response?.headers()['x-lumen-page-cache'], banner: await banner.innerText(), problems });
    await context.close();
  }
  const [kai, nova] = visits;
  expect(kai?.cache).toBe('miss');
  expect(nova?.cache, "nova gets the page kai's visit rendered").toBe('hit');
  expect(kai?.banner).toContain('@kai');
  expect(nova?.banner).toContain('Nova Reyes');
  expect(nova?.banner).not.toContain('@kai');
  expect([...(kai?.problems ?? []), ...(nova?.problems ?? [])]).toEqual([]);
});

test('streaming: the shell arrives before the data, then the data streams into the same response', async ({
  baseURL,
}) => {
  const chunks: string[] = [];
  let cacheHeader: string | string[] | undefined;
  // An address nobody asked for yet, so this answer is rendered (and streamed), not a kept copy of it.
  const address = `${baseURL}/experiences?streamed=${Date.now()}`;
  await new Promise<void>((resolve, reject) => {
    http
      .get(address, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' } }, (res) => {
        cacheHeader = res.headers['x-lumen-page-cache'];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => chunks.push(chunk));
        res.on('end', resolve);
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const html = chunks.join('');
  expect(cacheHeader).toBe('miss');
  const shellIndex = chunks.findIndex((chunk) => chunk.includes('<header'));
  const dataIndex = chunks.findIndex((chunk) => chunk.includes('__LUMEN_Q||[]).push('));
  expect(shellIndex).toBeGreaterThanOrEqual(0);
  expect(dataIndex, 'the browse data arrives in a later chunk than the shell').toBeGreaterThan(shellIndex);
  expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<div hidden id="S:'));
  expect(html).toContain('<template id="B:');
});

test('streaming survives compression: a browser taking gzip gets the shell first and the data later', async ({
  baseURL,
}) => {
  const pieces: Buffer[] = [];
  let encoding: string | string[] | undefined;
  const address = `${baseURL}/experiences?streamed=${Date.now()}&gzip=1`;
  await new Promise<void>((resolve, reject) => {
    http
      .get(
        address,
        { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 'accept-encoding': 'gzip' } },
        (res) => {
          encoding = res.headers['content-encoding'];
          res.on('data', (piece: Buffer) => pieces.push(piece));
          res.on('end', resolve);
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
  expect(encoding).toBe('gzip');
  // What a browser can show after each compressed piece has arrived: each piece is flushed whole, so the
  // pieces so far inflate on their own (however zlib cuts its output into chunks).
  const shownAfter = pieces.map((_, n) =>
    gunzipSync(Buffer.concat(pieces.slice(0, n + 1)), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('utf8'),
  );
  const shellIndex = shownAfter.findIndex((html) => html.includes('<header'));
  const dataIndex = shownAfter.findIndex((html) => html.includes('__LUMEN_Q||[]).push('));
  expect(shellIndex).toBeGreaterThanOrEqual(0);
  expect(dataIndex, 'the browse data arrives in a later piece than the shell').toBeGreaterThan(shellIndex);
  expect(shownAfter.at(-1)).toContain('</html>');
});

test('crawlers get complete HTML in one piece', async ({ request }) => {
  const response = await request.get('/experiences', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  const html = await response.text();
  expect(response.status()).toBe(200);
  expect(html).not.toContain('<template id="B:');
  expect((html.match(/<li/g) ?? []).length).toBeGreaterThanOrEqual(24);
});

test('no-JS visitors still see the experiences', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/experiences');
  await expect(experienceCards(page)).toHaveCount(24);
  await expect(experienceCards(page).first()).toBeVisible();
  await context.close();
});

test('every script carries the CSP nonce and the policy has no unsafe-inline', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/experiences');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  await waitForHydration(page);
  expect(violations).toEqual([]);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/experiences');
  const href = await experienceCards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
  for (const path of ['/', '/experiences', href!, '/experiences/nova', '/no/such/page']) {
    await page.goto(path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${path}: ${violation.id} ${violation.help}`)).toEqual([]);
  }
});

test('robots.txt and sitemap.xml cover the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect((xml.match(/<loc>[^<]+\/experiences\/[a-z0-9-]+\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(
    60,
  );
});
