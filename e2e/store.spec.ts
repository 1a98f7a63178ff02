// The store: browse and filter, a listing with its picture carousel, adding to the cart as kai, the
// 'no image' fallback and an accessibility check.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { markWindow, query, signIn, waitForHydration, windowIsMarked } from './helpers.ts';

interface Card {
  id: string;
  slug: string;
  name: string;
  price: number;
  imageUrl: string | null;
  creator: { personaHandle: string };
}

function listingCards(page: Page) {
  return page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
}

/** A listed, paid listing with at least `pictures` pictures, not sold by kai and not in kai's demo cart. */
async function listingWithPictures(request: APIRequestContext, pictures: number): Promise<Card> {
  const page = await query<{ items: Card[] }>(request, 'listings.browse', {
    free: 'false',
    sort: 'price-asc',
    perPage: 48,
  });
  for (const card of page.items) {
    if (card.creator.personaHandle === 'kai' || /Neon Drift Racing Jacket|Rain-Slick Street Kit/.test(card.name))
      continue;
    const detail = await query<{ images: unknown[] }>(request, 'listings.detail', { id: card.id });
    if (detail.images.length >= pictures) return card;
  }
  throw new Error(`no listing with ${pictures} pictures`);
}

test('browse the store, filter FREE, open a listing', async ({ page }) => {
  const response = await page.goto('/store');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
  await expect(listingCards(page)).toHaveCount(24);
  // The demo has 151 listings; journeys that run earlier (attachments) may add their own.
  const total = page.getByText(/^\d+ listings$/);
  await expect(total).toBeVisible();
  const storeTotal = await total.textContent();
  expect(Number.parseInt(storeTotal ?? '', 10)).toBeGreaterThanOrEqual(151);
  await expect(page.getByRole('link', { name: 'Store', exact: true }).first()).toBeVisible();

  await markWindow(page);
  await page.getByLabel('FREE only').check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/store\?free=true$/);
  await expect(page.getByText(/^\d+ listings?$/)).not.toHaveText(storeTotal ?? '');
  const cards = listingCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index += 1)
    await expect(cards.nth(index).getByText('FREE', { exact: true })).toBeVisible();
  expect(await windowIsMarked(page), 'filtering navigates client-side').toBe(true);

  const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
    'href',
    /^\/sign-in\?next=%2Flistings%2F/,
  );
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
});

test('the carousel: arrows move in a loop, the keyboard too', async ({ page, request }) => {
  const listing = await listingWithPictures(request, 3);
  await page.goto(`/listings/${listing.id}/${listing.slug}`);
  await waitForHydration(page);
  const carousel = page.getByTestId('listing-carousel');
  // Embla has measured the slides (it starts after hydration).
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  const count = await carousel.getByRole('group').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(carousel).toHaveAttribute('data-selected', '0');
  // Pausing keeps autoplay (every 4000 ms) from moving it while the test looks.
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '0');
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await expect(carousel).toHaveAttribute('data-selected', String(count - 1), { timeout: 3000 });
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel).toHaveAttribute('data-selected', '0', { timeout: 3000 });
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
});

test('the carousel is drawn before its script arrives, and an arrow pressed meanwhile is carried out', async ({
  page,
  request,
}) => {
  const listing = await listingWithPictures(request, 3);
  // Hold the carousel's script back until the arrow has been pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/embla-carousel\.esm-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/listings/${listing.id}/${listing.slug}`);
  await waitForHydration(page);
  const carousel = page.getByTestId('listing-carousel');
  await expect(carousel.getByRole('img', { name: listing.name, exact: true })).toBeVisible();
  await expect(carousel).not.toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '0');
  release();
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  await expect(carousel).toHaveAttribute('data-selected', '1');
});

test('a wrong slug is corrected in place; an unknown listing is a 404 page', async ({ page, request }) => {
  const listing = await listingWithPictures(request, 1);
  await page.goto(`/listings/${listing.id}/not-the-name`);
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}/${listing.slug}$`));
  const missing = await page.goto('/listings/00000000-0000-4000-8000-000000000000/x');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that listing" })).toBeVisible();
});

test('kai adds a listing to the cart, and Buy now adds and opens the cart', async ({ page, request }) => {
  const listing = await listingWithPictures(request, 1);
  const path = `/listings/${listing.id}/${listing.slug}`;
  await signIn(page, 'kai@lumen.test', { next: path });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${listing.name} is in your cart.`)).toBeVisible();
  const ids = await page.evaluate(async () => {
    const response = await fetch('/trpc/cart.get');
    const body = (await response.json()) as { result: { data: { items: Array<{ id: string }> } } };
    return body.result.data.items.map((item) => item.id);
  });
  expect(ids).toContain(listing.id);

  // 'Buy now' on another listing: added, and the cart (the navbar's cartOpen flag) opens.
  const page2 = await query<{ items: Card[] }>(request, 'listings.browse', { free: 'true', perPage: 48 });
  const other = page2.items.find((card) => card.creator.personaHandle !== 'kai' && card.id !== listing.id);
  if (!other) throw new Error('no other listing');
  await page.goto(`/listings/${other.id}/${other.slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByText(`${other.name} is in your cart.`)).toBeVisible();
  // The cart dropdown (src/client/cart) opens on the navbar's openCart action.
  await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible();
  const after = await page.evaluate(async () => {
    const body = (await (await fetch('/trpc/cart.get')).json()) as {
      result: { data: { items: Array<{ id: string }> } };
    };
    return body.result.data.items.map((item) => item.id);
  });
  expect(after).toContain(other.id);
});

test("nova's own listing and a creator store", async ({ page }) => {
  const response = await page.goto('/store/nova');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: "Nova Reyes's store" })).toBeVisible();
  // Nova's 14 demo listings, and any an earlier journey made for her.
  const novasListings = page.getByRole('list', { name: 'Listings by Nova Reyes' }).getByRole('listitem');
  await expect(novasListings.nth(13)).toBeVisible();
  expect((await page.goto('/store/nobody'))?.status()).toBe(404);
});

test("a listing without a picture shows the 'no image' picture", async ({ page }) => {
  // Every seeded listing has pictures: answer one client-side search with the image taken away.
  await page.route('**/trpc/listings.browse**', async (route) => {
    const upstream = await route.fetch();
    const body = (await upstream.json()) as
      Array<{ result: { data: { items: Card[] } } }> | { result: { data: { items: Card[] } } };
    for (const entry of Array.isArray(body) ? body : [body]) {
      const first = entry.result?.data?.items?.[0];
      if (first) first.imageUrl = null;
    }
    await route.fulfill({ response: upstream, json: body });
  });
  await page.goto('/store');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search the store' }).fill('kit');
  await page.getByRole('searchbox', { name: 'Search the store' }).press('Enter');
  await expect(page).toHaveURL(/\/store\?q=kit$/);
  const image = listingCards(page).first().getByRole('img', { name: 'No image' });
  await expect(image).toHaveAttribute('src', '/no-image.svg');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
});

test('the store passes axe', async ({ page }) => {
  await page.goto('/store');
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('a listing page passes axe; with reduced motion the carousel does not play', async ({ page, request }) => {
  const listing = await listingWithPictures(request, 2);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/listings/${listing.id}/${listing.slug}`);
  await waitForHydration(page);
  const carousel = page.getByTestId('listing-carousel');
  // Embla has measured the slides (it starts after hydration).
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await page.waitForTimeout(4500);
  await expect(carousel, 'no autoplay past the 4000 ms delay').toHaveAttribute('data-selected', '0');
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(carousel).toHaveAttribute('data-selected', '1');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('autoplay moves the pictures every 4 seconds when nobody is looking at them', async ({ page, request }) => {
  const listing = await listingWithPictures(request, 2);
  await page.goto(`/listings/${listing.id}/${listing.slug}`);
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  const carousel = page.getByTestId('listing-carousel');
  // Embla has measured the slides (it starts after hydration).
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  await expect(carousel).toHaveAttribute('data-selected', '0');
  await expect(carousel).toHaveAttribute('data-selected', '1', { timeout: 6000 });
});

test('collection grids take 2, 3, 4 or 5 cards at 400, 696 and 1000px', async ({ page }) => {
  await page.goto('/store');
  await waitForHydration(page);
  const grid = page.locator('section[aria-labelledby^="collection-"] ul').first();
  await expect(grid).toBeVisible();
  for (const [width, columns] of [
    [390, 2],
    [400, 3],
    [695, 3],
    [696, 4],
    [999, 4],
    [1000, 5],
    [1440, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const count = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(count, `${width}px`).toBe(columns);
  }
  // The store is at most 1400px wide (docs/product.md §11), plus the page gutters (2rem each side at most).
  await page.setViewportSize({ width: 1800, height: 900 });
  const main = await page.locator('main').evaluate((element) => element.getBoundingClientRect().width);
  expect(main).toBe(1400 + 2 * 32);
});
