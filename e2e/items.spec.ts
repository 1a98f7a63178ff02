// Items, the studio showcase and the codex: nova opens her inventory from the account menu, puts on her
// other outfit (the button answers at once), sees it on her profile where visitors see it too, and takes
// it off again; a refused call puts the outfit back and says so; the studio showcase and her codex;
// no serious accessibility violations, on a phone too.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, signOut, waitForHydration } from './helpers.ts';

const wearables = (page: Page) => page.getByRole('list', { name: 'Items to wear' }).getByRole('listitem');

async function expectAccessible(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${path}: ${violation.id} ${violation.help}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, `${path} fits the viewport`).toBe(false);
}

test.describe('items, studio and codex', () => {
  // Each journey signs in and walks several pages, waiting for every answer: more than the default
  // minute on a loaded two-core machine.
  test.describe.configure({ timeout: 180_000 });
  test('nova wears another outfit and sees it on her profile', async ({ page }) => {
    await signIn(page, 'nova@lumen.test', { next: '/' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your inventory' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For your worlds' })).toBeVisible();

    // She wears one outfit of two; the other one's button puts it on.
    const worn = wearables(page).filter({ hasText: 'Wearing' });
    await expect(worn).toHaveCount(1);
    const spare = wearables(page)
      .filter({ hasText: 'Outfit' })
      .filter({ hasNot: page.getByText('Wearing', { exact: true }) });
    const spareName = (await spare.first().getByRole('heading').innerText()).trim();
    const wornName = (await worn.getByRole('heading').innerText()).trim();
    await page.getByRole('button', { name: `Wear ${spareName}` }).click();
    // At once: the new outfit is worn and the old one is not (one per slot); then the service confirms.
    const takeOff = page.getByRole('button', { name: `Take off ${spareName}` });
    await expect(takeOff).toBeVisible();
    await expect(takeOff).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: `Wear ${wornName}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`Wearing: ${spareName} (Outfit)`);

    await page.getByRole('link', { name: 'See it on your profile' }).click();
    await expect(page).toHaveURL(/\/profiles\/nova$/);
    const wearing = page.getByRole('list', { name: /^Worn by / });
    await expect(wearing.getByRole('heading', { name: spareName })).toBeVisible();
    await expect(wearing.getByRole('heading', { name: wornName })).toHaveCount(0);

    // Visitors see it too.
    await signOut(page);
    await page.goto('/profiles/nova');
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: /^Worn by / }).getByRole('heading', { name: spareName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open your inventory' })).toHaveCount(0);
  });

  test('a refused equip puts the outfit back and says why; taking off works', async ({ page }) => {
    await signIn(page, 'nova@lumen.test', { next: '/inventory' });
    const hair = wearables(page).filter({ hasText: 'Hair' }).first();
    const hairName = (await hair.getByRole('heading').innerText()).trim();
    await page.route(/\/trpc\/.*items\.setEquipped/, (route) => route.abort());
    await page.getByRole('button', { name: `Wear ${hairName}` }).click();
    await expect(page.getByRole('alert')).toContainText(`${hairName} could not be put on`);
    await expect(page.getByRole('button', { name: `Wear ${hairName}` })).toBeVisible();
    await page.unroute(/\/trpc\/.*items\.setEquipped/);
    await page.getByRole('button', { name: 'Dismiss' }).click();

    await page.getByRole('button', { name: `Wear ${hairName}` }).click();
    const takeOff = page.getByRole('button', { name: `Take off ${hairName}` });
    await expect(takeOff).toBeVisible();
    // The answer, not just the optimistic state, before reloading (a reload would cancel the call).
    await expect(takeOff).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: `Take off ${hairName}` }).click();
    const wear = page.getByRole('button', { name: `Wear ${hairName}` });
    await expect(wear).toBeVisible();
    await expect(wear).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: `Wear ${hairName}` })).toBeVisible();
  });

  test('the studio showcase and the codex', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lumen Studios' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Studios' })).toBeVisible();
    const showcase = page.getByRole('list', { name: 'Lumen Studios showcase' }).getByRole('listitem');
    await expect(showcase).toHaveCount(6);
    await expect(showcase.first().getByRole('heading', { name: 'Neon Drift' })).toBeVisible();
    await expect(showcase.first()).toContainText('megacity');

    await page.goto('/codex');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Log in to see your codex' })).toBeVisible();
    await signIn(page, 'nova@lumen.test', { next: '/codex' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your codex' })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ worlds discovered$/)).toBeVisible();
    const entries = page.getByRole('list', { name: 'Discovered worlds' }).getByRole('listitem');
    await expect(entries.first()).toContainText(/Discovered .* · \d+ visits?/);
  });

  test('no serious accessibility violations, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'nova@lumen.test', { next: '/inventory' });
    for (const path of ['/inventory', '/profiles/nova', '/studio', '/codex']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });
});
