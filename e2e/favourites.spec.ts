// Favourites (docs/product.md §5): from a card and from an experience page, kept
// after a reload and listed on /favourites; un-favouriting; a visitor's heart leads through sign-in back
// to the experience; a failing call puts the heart back and says so.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { experienceCards, signIn, waitForHydration } from './helpers.ts';

const NEON = '/experiences/nova/neon-drift';

const favouritesGrid = (page: Page) => page.getByRole('list', { name: 'Your favourites' });

test.describe('favourites', () => {
  test('kai favourites a card on /experiences; it stays after a reload, shows on /favourites, and goes', async ({
    page,
  }) => {
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('favourites.status')) statusCalls.push(request.url());
    });
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    await expect(experienceCards(page)).toHaveCount(24);
    await expect.poll(() => statusCalls.length).toBe(1);
    const card = experienceCards(page).nth(1);
    const name = (await card.getByRole('heading').innerText()).trim();
    const add = card.getByRole('button', { name: `Add ${name} to favourites` });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    const remove = card.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await waitForHydration(page);
    await expect(
      experienceCards(page)
        .nth(1)
        .getByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(statusCalls.length, 'one status call for the 24 cards of each load').toBe(2);

    await page.goto('/favourites');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    const saved = favouritesGrid(page).getByRole('listitem').filter({ hasText: name });
    await expect(saved).toHaveCount(1);
    await saved.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    // The heart empties at once, then the list refreshes without it: wait for the settled page (the
    // empty heart alone is a moment that a loaded machine can miss).
    await expect(saved).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse experiences' })).toHaveAttribute('href', '/experiences');
  });

  test('kai favourites from the experience page; the count follows and it is kept', async ({ page }) => {
    await signIn(page, 'kai@lumen.test', { next: NEON });
    const add = page.getByRole('button', { name: 'Add Neon Drift to favourites' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await expect(add).not.toHaveAttribute('aria-busy', 'true');
    // The count shown, not the unseen words that hold its place until it is known.
    const count = page.getByText(/^\d+ favourites?$/).filter({ visible: true });
    const before = Number((await count.innerText()).split(' ')[0]);
    await add.click();
    const remove = page.getByRole('button', { name: 'Remove Neon Drift from favourites' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(before + 1 === 1 ? '1 favourite' : `${before + 1} favourites`);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Remove Neon Drift from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The account menu leads to the list.
    await page.goto('/favourites');
    await waitForHydration(page);
    await expect(favouritesGrid(page).getByRole('link', { name: 'Neon Drift' })).toBeVisible();

    await page.goto(NEON);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Remove Neon Drift from favourites' }).click();
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(count).toHaveText(before === 1 ? '1 favourite' : `${before} favourites`);
  });

  test('a visitor pressing the heart signs in and comes back to the same experience', async ({ page }) => {
    await page.goto(NEON);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add Neon Drift to favourites' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
    await page.getByLabel('Email').fill('kai@lumen.test');
    await page.getByLabel('Password').fill('lumen-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === NEON);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('when the favourites service fails, the heart goes back and says why', async ({ page }) => {
    await signIn(page, 'kai@lumen.test', { next: NEON });
    const add = page.getByRole('button', { name: 'Add Neon Drift to favourites' });
    await expect(add).not.toHaveAttribute('aria-busy', 'true');
    await page.route(/\/trpc\/.*favourites\.add/, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'The favourites service is not answering. Try again in a moment.',
              code: -32603,
              data: { code: 'BAD_GATEWAY', httpStatus: 502, appCode: 'BAD_GATEWAY' },
            },
          },
        ]),
      }),
    );
    await add.click();
    await expect(page.getByRole('alert')).toContainText('Neon Drift could not be added to your favourites.');
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.unroute(/\/trpc\/.*favourites\.add/);

    // No answer at all (the connection dropped): said in words, and the heart goes back again.
    await page.route(/\/trpc\/.*favourites\.add/, (route) => route.abort());
    await page.getByRole('button', { name: 'Add Neon Drift to favourites' }).click();
    await expect(page.getByRole('alert')).toContainText('check your connection and try again');
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.unroute(/\/trpc\/.*favourites\.add/);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('signed-in pages with hearts have no serious accessibility violations, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'kai@lumen.test', { next: NEON });
    await page.getByRole('button', { name: 'Add Neon Drift to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove Neon Drift from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const path of [NEON, '/experiences', '/favourites']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Remove Neon Drift from favourites' }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${path}: ${violation.id} ${violation.help}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${path} fits 390 px`).toBe(false);
    }
    await page.goto(NEON);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Remove Neon Drift from favourites' }).click();
    await expect(page.getByRole('button', { name: 'Add Neon Drift to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
