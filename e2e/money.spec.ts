// Prices in the visitor's money (docs/product.md §19, decision 0051): an English visitor sees US dollars
// beside Lumen Dollar prices, a German one euros; the footer's selector changes the currency, the choice
// survives a reload, the server and the browser print the same text, and the cart says checkout charges
// Lumen Dollars only. Demo data: the Neon Drift Racing Jacket costs 120 Lumen Dollars; kai's cart holds it
// and the 250 Lumen Dollar street kit.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, query, signIn, waitForHydration, watchHydrationErrors } from './helpers.ts';

const JACKET = 'Neon Drift Racing Jacket';

async function jacketPath(page: Page): Promise<string> {
  const { items } = await query<{ items: Array<{ id: string; slug: string; name: string; price: number }> }>(
    page.request,
    'listings.browse',
    { q: JACKET, perPage: 4 },
  );
  const jacket = items.find((item) => item.name === JACKET && item.price === 120);
  expect(jacket, 'the demo store sells the racing jacket').toBeDefined();
  return `/listings/${jacket?.id}/${jacket?.slug}`;
}

/** Puts a listing with a price in the signed-in persona's cart: other journeys check out his cart. */
async function putPricedListingInCart(page: Page): Promise<void> {
  const { items } = await query<{ items: Array<{ id: string; price: number; creator: { personaHandle: string } }> }>(
    page.request,
    'listings.browse',
    { perPage: 24 },
  );
  for (const item of items.filter((listing) => listing.price > 0 && listing.creator.personaHandle !== 'kai')) {
    // Refused when he owns it already: the next one will do.
    const status = await page.evaluate(
      async (productId) =>
        (
          await fetch('/trpc/cart.add', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ productId }),
          })
        ).status,
      item.id,
    );
    if (status === 200) return;
  }
  throw new Error('kai owns every priced listing on the first page');
}

async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the page scrolls sideways').toBe(0);
}

test.describe('an English visitor', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });

  test('sees US dollars beside the price, switches to euros in the footer, and keeps them after a reload', async ({
    page,
  }) => {
    const hydration = watchHydrationErrors(page);
    const path = await jacketPath(page);
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: JACKET })).toBeVisible();
    await expect(main.getByText('(≈ US$1.20)').first()).toBeVisible();
    await expect(main.getByText('(about US$1.20)').first()).toBeAttached();

    const footer = page.getByRole('contentinfo');
    const currency = footer.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('USD');
    await expectAxeClean(page);

    await currency.selectOption('EUR');
    await footer.getByRole('button', { name: 'Show prices' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(main.getByText('(≈ €1.12)').first()).toBeVisible();
    await expect(main.getByText(/US\$/)).toHaveCount(0);
    await waitForHydration(page);
    await expect(footer.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

    await page.reload();
    await waitForHydration(page);
    await expect(main.getByText('(≈ €1.12)').first()).toBeVisible();

    // The store's cards follow the choice too, and the card row fits a phone.
    await page.goto('/store');
    await waitForHydration(page);
    await expect(main.getByText(/^\(≈ €[\d.,]+\)$/).first()).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });

  test("kai's cart shows the total in dollars and says checkout charges Lumen Dollars only", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    await putPricedListingInCart(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Cart' });
    await expect(panel).toBeVisible();
    // Hovered, the cart stays open while it is read.
    await panel.hover();
    // Other journeys change kai's cart, so any total above zero will do, in dollars and cents.
    await expect(panel.getByText(/^\(≈ US\$[\d,]+\.\d{2}\)$/).last()).toBeVisible();
    await expect(panel.getByText('You pay in Lumen Dollars only; amounts in USD are approximate.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Check out' })).toBeVisible();
  });
});

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('sees euros beside the price, written the German way', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    const path = await jacketPath(page);
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByText('(≈ 1,12 €)').first()).toBeVisible();
    await expect(main.getByText('(etwa 1,12 €)').first()).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Währung' })).toHaveValue('EUR');
    await expectAxeClean(page);
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});
