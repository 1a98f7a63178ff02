// The navigation for every role (docs/product.md §4, §8): visitors'
// 'Log in' with next, the variants, the account menu (mouse and keyboard), the slide-in nav's account
// section, sign out, and the browse navigation.
import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForHydration, watchHydrationErrors } from './helpers.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
}

test.describe('visitors', () => {
  test("'Log in' carries the page, follows client-side navigation and comes back after sign-in", async ({ page }) => {
    // The server renders 'Log in' from the request URL, the browser from location: they must agree.
    const hydrationErrors = watchHydrationErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/experiences?q=neon');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Lumen home' }).first()).toHaveAttribute('href', '/');
    const logIn = banner.getByRole('link', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('href', '/sign-in?next=%2Fexperiences%3Fq%3Dneon');
    await expect(banner.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

    // Client-side navigation (the browse navigation) updates next without a reload.
    await page.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/sort=newest/);
    expect(hydrationErrors).toEqual([]);
    await expect(logIn).toHaveAttribute('href', '/sign-in?next=%2Fexperiences%3Fq%3Dneon%26sort%3Dnewest');

    const [signInRequest] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/sign-in'),
      logIn.click(),
    ]);
    expect(new URL(signInRequest.url()).searchParams.get('next')).toBe('/experiences?q=neon&sort=newest');
    await page.getByLabel('Email').fill('kai@lumen.test');
    await page.getByLabel('Password').fill('lumen-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/experiences' && url.searchParams.get('sort') === 'newest');
    expect(new URL(page.url()).searchParams.get('q')).toBe('neon');
    await waitForHydration(page);
    await expect(accountButton(page)).toBeVisible();
  });

  test("the home page's transparent bar: 'SIGN UP' and 'LOG IN' over the hero", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const signUp = banner.getByRole('link', { name: 'Sign up' });
    const logIn = banner.getByRole('link', { name: 'Log in' });
    await expect(signUp).toHaveText('SIGN UP', { useInnerText: true });
    await expect(logIn).toHaveText('LOG IN', { useInnerText: true });
    await expect(logIn).toHaveAttribute('href', '/sign-in?next=%2F');
    // The bar lies over the hero: the hero starts at the top of the page.
    const heroBox = await page.getByRole('region', { name: /Step into worlds/ }).boundingBox();
    expect(heroBox?.y).toBe(0);
    // Elsewhere the default bar: 'Log in' only.
    await page.goto('/experiences');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveText('Log in', {
      useInnerText: true,
    });
  });

  test('mobile: the slide-in nav offers Log in and Sign up, Escape closes it and returns focus', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/experiences');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await open.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in?next=%2Fexperiences');
    await expect(panel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();

    await open.click();
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('signed in with a persona (kai)', () => {
  test('the account menu: avatar, name, handle; persona links and sign out; mouse rules', async ({ page }) => {
    const hydrationErrors = watchHydrationErrors(page);
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    expect(hydrationErrors, 'the signed-in nav hydrates as the server rendered it').toEqual([]);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const button = accountButton(page);
    await expect(button).toHaveAccessibleName('Account menu: Kai Tanaka @kai');
    await expect(button.locator('img')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(dropdown.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profiles/kai');
    await expect(dropdown.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    await expect(dropdown.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Moving the mouse down into the dropdown keeps it open; leaving the menu closes it (docs/product.md §4).
    const from = await button.boundingBox();
    const to = await dropdown.getByRole('link', { name: 'Friends' }).boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width - 20, from.y + from.height / 2);
    await page.mouse.move(to.x + to.width - 20, to.y + to.height / 2, { steps: 12 });
    await expect(dropdown).toBeVisible();
    await page.mouse.move(20, 600, { steps: 5 });
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // An outside click closes it.
    await button.click();
    await expect(dropdown).toBeVisible();
    await page.waitForTimeout(150); // the outside-click listener is attached 100 ms after opening (docs/product.md §11)
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(dropdown).toBeHidden();

    // Choosing a link closes the menu.
    await button.click();
    await dropdown.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profiles\/kai$/);
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab reaches the account button, Enter opens, Tab walks the links, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    const button = accountButton(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let reached = false;
    for (let i = 0; i < 12 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'Tab reaches the account menu button').toBe(true);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Friends' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Sales' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'My tickets' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'My favourites' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'My wishlist' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Blocked personas' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Inventory' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Gifts received' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Codex' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link', { name: 'Creator tools' })).toBeFocused();
    // The language switcher (docs/decisions/0044-lingui-for-languages.md) sits before Sign out.
    for (const language of ['English', 'Deutsch', '日本語']) {
      await page.keyboard.press('Tab');
      await expect(dropdown.getByRole('button', { name: language })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // Tabbing out of the open dropdown closes it.
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    // Twelve links, the three languages and Sign out, then one more Tab leaves the menu.
    for (let i = 0; i < 17; i += 1) await page.keyboard.press('Tab');
    await expect(dropdown).toBeHidden();
  });

  test('mobile: the slide-in nav has the signed-in section', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    await expect(accountButton(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const panel = page.locator(`#${await open.getAttribute('aria-controls')}`);
    const account = panel.getByRole('region', { name: 'Account' });
    await expect(account).toContainText('Kai Tanaka');
    await expect(account).toContainText('@kai');
    await expect(account.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profiles/kai');
    await expect(account.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await account.getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(panel).toBeHidden();
  });

  test('sign out posts the form and the visitor nav comes back', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    const button = accountButton(page);
    await button.click();
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/sign-out'),
      dropdown.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });
});

test('signed in without a persona (sam): New User, no handle, no persona links', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'sam@lumen.test', { next: '/experiences' });
  const button = accountButton(page);
  await expect(button).toHaveAccessibleName('Account menu: New User');
  await button.click();
  const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(dropdown.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(dropdown.getByRole('link')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const account = page.locator(`#${await open.getAttribute('aria-controls')}`).getByRole('region', { name: 'Account' });
  await expect(account).toContainText('New User');
  await expect(account).not.toContainText('@');
  await expect(account.getByRole('link')).toHaveCount(0);
});

test.describe('browse navigation', () => {
  test('phones: a dropdown of the browse links, the current one marked', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/experiences');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Browse' });
    const toggle = nav.getByRole('button', { name: 'Browse: Featured' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Newest' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Newest' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/\/experiences\?sort=newest$/);
    const after = nav.getByRole('button', { name: 'Browse: Newest' });
    await expect(after).toHaveAttribute('aria-expanded', 'false');
    await after.click();
    await expect(nav.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Featured' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('desktop: the links inline, no dropdown button', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/experiences?sort=popular');
    const nav = page.getByRole('navigation', { name: 'Browse' });
    await expect(nav.getByRole('button')).toBeHidden();
    for (const name of ['Featured', 'Most popular', 'Newest', 'Name A–Z'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Most popular' })).toHaveAttribute('aria-current', 'page');
  });
});
