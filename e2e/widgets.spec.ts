// Widgets and polish across pages: the balance through tRPC, the account without a persona, the home
// hero's fader slideshow, tooltips, the free checkout's wording and receipt, destructive buttons, the
// sign-in page's font, page titles and spacing, the profile popup's links, the grid's measures.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration } from './helpers.ts';

const DESKTOP = { width: 1280, height: 800 };

function banner(page: Page) {
  return page.getByRole('banner');
}

test('the balance reaches the browser through the balance.get procedure, not the plain route', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await signIn(page, 'kai@lumen.test', { next: '/experiences' });
  // Other journeys spend kai's coins first when the whole suite runs: the amount is theirs to check.
  await expect(banner(page).getByRole('link', { name: /^Balance: [\d,]+ Lumen Dollars$/ })).toBeVisible();
  expect(paths.some((path) => path.startsWith('/trpc/') && path.includes('balance.get'))).toBe(true);
  expect(paths.filter((path) => path === '/api/user/balance')).toEqual([]);
});

test('an account without a persona (sam) sees the balance and the cart, told why buying waits', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await signIn(page, 'sam@lumen.test', { next: '/experiences' });
  const balance = banner(page).getByRole('link', { name: 'Balance: 0 Lumen Dollars. Buying needs a persona.' });
  await expect(balance).toBeVisible();
  const cart = banner(page).getByRole('button', { name: 'Cart, 0 items' });
  await cart.click();
  const panel = banner(page).getByRole('region', { name: 'Cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('You cannot buy yet: buying needs a persona.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Create your persona' })).toHaveAttribute('href', '/download');
  expect(
    (await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cart).toBeFocused();
  // Nothing is asked of the server that would only refuse: no cart, no balance.
  expect(paths.filter((path) => /cart\.get|balance\.get/.test(path))).toEqual([]);

  await balance.click();
  await expect(page).toHaveURL(/\/funds/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create your persona' })).toHaveAttribute(
    'href',
    '/download',
  );
});

test('the home hero fades through featured worlds every 8 s, pauses on hover and has keyboard controls', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForHydration(page);
  const show = page.getByRole('region', { name: 'World spotlight' });
  await expect(show).toHaveAttribute('data-active-index', '0');
  await expect(show.getByRole('group', { name: '1 of 5' })).toBeVisible();
  await expect(show.getByRole('group', { name: '2 of 5', includeHidden: true })).toBeHidden();
  // Left alone (pointer elsewhere), it moves on by itself.
  await page.mouse.move(5, DESKTOP.height - 5);
  await expect(show).toHaveAttribute('data-running', 'true');
  await expect(show).toHaveAttribute('data-active-index', '1', { timeout: 12_000 });
  await expect(show.getByRole('group', { name: '2 of 5' })).toBeVisible();

  // Under the pointer it stays put for longer than the interval.
  await show.hover();
  await expect(show).toHaveAttribute('data-running', 'false');
  await page.waitForTimeout(9000);
  await expect(show).toHaveAttribute('data-active-index', '1');

  // Keyboard: focus inside stops it; Next and a slide's dot move it; Pause says Play afterwards.
  await page.mouse.move(5, DESKTOP.height - 5);
  await show.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(show).toHaveAttribute('data-active-index', '2');
  await show.getByRole('list', { name: 'Slides' }).getByRole('button').first().press('Enter');
  await expect(show).toHaveAttribute('data-active-index', '0');
  await show.getByRole('button', { name: 'Pause the slideshow' }).press('Enter');
  await expect(show.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  expect(
    (
      await new AxeBuilder({ page })
        .include('[aria-roledescription="carousel"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze()
    ).violations,
  ).toEqual([]);
});

test('with reduced motion the slideshow stays still until Play is pressed', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  const show = page.getByRole('region', { name: 'World spotlight' });
  await expect(show.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await expect(show).toHaveAttribute('data-running', 'false');
  await context.close();
});

test('the home slideshow is drawn styled before any script runs: its stylesheet comes with the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  const slideshow = page.getByRole('region', { name: 'World spotlight' });
  await expect(slideshow).toBeVisible();
  // Unstyled, its five slides stood in one column over 1,200 px tall; styled, they share one frame.
  const box = await slideshow.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThan(500);
});

test('tooltips: shown on keyboard focus and hover, described to screen readers, hidden by Escape', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/experiences');
  await waitForHydration(page);
  const heart = page.getByRole('button', { name: /^Add .* to favourites$/ }).first();
  await heart.focus();
  const tip = page.getByRole('tooltip', { name: 'Log in to keep your favourites' }).first();
  await expect(tip).toBeVisible();
  await expect(heart).toHaveAccessibleDescription('Log in to keep your favourites');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(heart).toBeFocused();
  await page.mouse.move(5, 5);
  await heart.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(5, DESKTOP.height - 5);
  await expect(tip).toBeHidden();
  expect(await page.locator('main [title]').count()).toBe(0);
});

test('/experiences has a visible title; "More from" keeps its distance from the snapshot cards', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/experiences');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore experiences' })).toBeVisible();
  await page.goto('/experiences/nova/neon-drift');
  await waitForHydration(page);
  const more = page.getByTestId('more-from-creator');
  await expect(more.getByRole('heading', { name: 'More from Nova Reyes' })).toBeVisible();
  const heading = await more.getByRole('heading', { name: 'More from Nova Reyes' }).boundingBox();
  const grid = await more.getByRole('list').first().boundingBox();
  const snapshots = await page.getByRole('region', { name: 'Snapshots' }).boundingBox();
  expect(heading && grid && grid.y - (heading.y + heading.height)).toBeGreaterThanOrEqual(12);
  expect(heading && snapshots && heading.y - (snapshots.y + snapshots.height)).toBeGreaterThanOrEqual(24);
});

test("the profile popup: a long bio ends in 'more', and the listings are links", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/experiences/nova/neon-drift');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Nova Reyes' }).first().hover();
  const popup = page.getByRole('dialog', { name: 'Nova Reyes' });
  await expect(popup).toBeVisible({ timeout: 5000 });
  await expect(popup.getByRole('link', { name: "More of Nova Reyes's bio" })).toHaveAttribute('href', '/profiles/nova');
  const listings = popup.getByRole('list', { name: 'Listings by Nova Reyes' }).getByRole('link');
  expect(await listings.count()).toBeGreaterThan(0);
  await expect(listings.first()).toHaveAttribute('href', /^\/listings\/[^/]+\/[a-z0-9-]+$/);
  await page.goto('/profiles/nova');
  await expect(page.getByRole('button', { name: 'more' })).toBeVisible();
});

test('snapshot grid items are 225px wide at most five to a row', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/snapshots');
  const grid = page.getByRole('list', { name: /Snapshots/ }).first();
  const box = await grid.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1221);
  const card = await grid.getByRole('listitem').first().boundingBox();
  expect(Math.round(card?.width ?? 0)).toBe(225);
});

test('the sign-in page is set in Roboto, served within its own CSP', async ({ page }) => {
  const fonts: number[] = [];
  page.on('response', (response) => {
    if (/\/assets\/fonts\/roboto-latin-\d+-normal\.woff2$/.test(new URL(response.url()).pathname))
      fonts.push(response.status());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/sign-in?next=%2F');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded'),
    ),
  ).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((status) => status === 200)).toBe(true);
  expect(violations).toEqual([]);
});

test('destructive buttons look it and ask first: Unfriend', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/friends' });
  // kai's first friend: nova in the demo data, someone else once the friends journey has run.
  const friend = page.getByRole('list', { name: 'Friends' }).getByRole('listitem').first();
  const unfriend = friend.getByRole('button', { name: 'Unfriend' });
  await expect(unfriend).toHaveCSS('border-top-color', 'rgb(230, 0, 46)');
  await unfriend.click();
  const dialog = page.getByRole('dialog', { name: /^Do you want to unfriend .+\?$/ });
  await expect(dialog.getByRole('button', { name: 'Unfriend' })).toHaveCSS('background-color', 'rgb(230, 0, 46)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(friend.getByRole('button', { name: 'Unfriend' })).toBeVisible();
});

test("a free checkout says 'Free' and links its receipt", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'kai@lumen.test', { next: '/store?q=Neon%20Sign%20Starter%20Pack' });
  await page.getByRole('link', { name: 'Neon Sign Starter Pack' }).first().click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  const panel = banner(page).getByRole('region', { name: 'Cart' });
  await expect(panel).toBeVisible();
  await panel.hover();
  // Only the free pack: clear what else the demo cart holds, then add it again.
  const items = panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  // One at a time from the top: the list shrinks (and re-renders) after each removal.
  const others = items.filter({ hasNotText: 'Neon Sign Starter Pack' });
  for (let left = await others.count(); left > 0; left -= 1) {
    await others
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(others).toHaveCount(left - 1);
  }
  await expect(items).toHaveCount(1);
  await panel.getByRole('button', { name: 'Check out' }).click();
  await expect(panel.getByText('Purchase complete')).toBeVisible();
  await expect(panel.getByText('Free: nothing was charged.')).toBeVisible();
  await expect(panel.getByText(/Paid/)).toHaveCount(0);
  const receipt = panel.getByRole('link', { name: 'View your receipt' });
  await expect(receipt).toHaveAttribute('href', /^\/orders\/[0-9a-f-]{36}$/);
  await receipt.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Neon Sign Starter Pack');
  await expect(page.getByTestId('order-total')).toContainText('Free');
});
