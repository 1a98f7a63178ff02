// Defect reports (docs/product.md §22): nova lists a new free item (so no other journey's reports are in the
// way), mira takes it through checkout and reports a defect with a picture from the listing page, nova hears
// of it, follows the notice to the seller's page and acknowledges then fixes it, and mira reads both notices
// and sees the status on /defects. kai, who does not own it, sees no Report a defect and is refused by the service. Every
// step is checked with axe; the seller's page fits 320 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAxeClean, mutate, signIn, waitForHydration } from './helpers.ts';

async function newListing(page: Page, name: string): Promise<{ id: string; path: string }> {
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  const product = await mutate<{ id: string; slug: string }>(page, 'creator.createProduct', {
    name,
    description: 'A lamp that should never flicker.',
    price: 0,
  });
  return { id: product.id, path: `/listings/${product.id}/${product.slug}` };
}

/** A page of its own context: another person's cookies, and axe can run in it. */
async function pageOf(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The persona takes the listing through checkout (free: nothing is charged). */
async function buy(page: Page, productId: string): Promise<void> {
  await mutate(page, 'cart.add', { productId });
  await mutate(page, 'cart.checkout', {
    productIds: [productId],
    expectedTotal: 0,
    idempotencyKey: `defect-journey-${productId}`,
  });
}

test('mira reports a defect, nova acknowledges then fixes it, mira is told; kai cannot report', async ({ browser }) => {
  // Three people in turn, each signing in: longer than one person's journey.
  test.setTimeout(180_000);
  const name = `Flicker Lamp ${Date.now().toString(36)}`;
  const novaPage = await pageOf(browser);
  const listing = await newListing(novaPage, name);

  // mira owns it, then reports from the listing page.
  const miraPage = await pageOf(browser);
  await signIn(miraPage, 'mira@lumen.test', { next: listing.path });
  await buy(miraPage, listing.id);
  await miraPage.reload();
  await waitForHydration(miraPage);
  const report = miraPage.getByRole('button', { name: 'Report a defect' });
  await expect(report).toBeVisible();
  // By keyboard: Enter opens the form on its title, Escape closes it and the focus goes back.
  await report.focus();
  await miraPage.keyboard.press('Enter');
  await expect(miraPage.getByLabel(/^Title/)).toBeFocused();
  await miraPage.keyboard.press('Escape');
  await expect(report).toBeFocused();
  await report.click();
  const form = miraPage.getByRole('form', { name: `Report a defect in “${name}”` });
  await expect(form.getByLabel(/^Title/)).toBeFocused();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Give the defect a title.')).toBeVisible();
  await form.getByLabel(/^Title/).fill('It flickers at dusk');
  await form.getByLabel(/^What is wrong\?/).fill('Every evening the light flickers for a minute.');
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#203040' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Picture that shows the defect (optional)')
    .setInputFiles({ name: 'flicker.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByRole('status').filter({ hasText: 'flicker.png' })).toHaveText('flicker.png is uploaded.');
  await expectAxeClean(miraPage);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(miraPage.getByRole('status').filter({ hasText: 'Your report was sent to the seller.' })).toBeVisible();
  await expect(report).toBeFocused();

  // kai does not own it: no button, and the service says why.
  const kaiPage = await pageOf(browser);
  await signIn(kaiPage, 'kai@lumen.test', { next: listing.path });
  await kaiPage.waitForLoadState('networkidle');
  await expect(kaiPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(kaiPage.getByRole('button', { name: 'Report a defect' })).toHaveCount(0);
  const refused = await kaiPage.evaluate(async (productId) => {
    const response = await fetch('/trpc/defects.file', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, title: 'Not mine', description: 'I never bought it.' }),
    });
    return { status: response.status, text: await response.text() };
  }, listing.id);
  expect(refused.status).toBe(403);
  expect(refused.text).toContain('Only someone who owns this listing can report a defect in it.');
  await kaiPage.context().close();

  // nova is told and follows the notice to the seller's page.
  await novaPage.goto('/notifications');
  await waitForHydration(novaPage);
  const notice = novaPage.getByRole('link', { name: new RegExp(`A buyer reported a defect in “${name}”`) });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('It flickers at dusk');
  await expect(novaPage.getByText('Defect reports about your listings')).toBeVisible();
  await expectAxeClean(novaPage);
  await notice.click();
  await novaPage.waitForURL(
    (url) => url.pathname === '/creator/defects' && url.searchParams.get('listing') === listing.id,
  );
  await waitForHydration(novaPage);
  const card = novaPage.getByTestId('defect-report').filter({ hasText: 'It flickers at dusk' });
  await expect(card).toContainText('Status: Open');
  await expect(card).toContainText('Reported by Mira');
  const attached = card.getByRole('img', { name: 'Picture attached by the buyer' });
  await expect(attached).toBeVisible();
  expect(await attached.getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/);
  await expectAxeClean(novaPage);
  await card.getByLabel('New status').selectOption('acknowledged');
  await card.getByLabel(/^Note to the buyer/).fill('Thanks, a new bulb is on its way.');
  await card.getByRole('button', { name: 'Set status' }).click();
  await expect(card.getByRole('status')).toHaveText('Status saved. The buyer is told.');
  await expect(card).toContainText('Status: Acknowledged');
  await expect(card).toContainText('Note from the seller: Thanks, a new bulb is on its way.');
  // Acknowledged offers Fixed first, and Open.
  await expect(card.getByLabel('New status').locator('option')).toHaveText(['Fixed', 'Open']);
  await card.getByLabel('New status').selectOption('fixed');
  await card.getByRole('button', { name: 'Set status' }).click();
  await expect(card).toContainText('Status: Fixed');
  await expect(card.getByLabel('New status').locator('option')).toHaveText(['Open']);
  await expectAxeClean(novaPage);
  // A phone: nothing wider than the window.
  await novaPage.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => novaPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await novaPage.context().close();

  // mira reads both notices and sees the status.
  await miraPage.goto('/notifications');
  await waitForHydration(miraPage);
  const updates = miraPage.getByRole('link', {
    name: new RegExp(`The seller updated your defect report about “${name}”`),
  });
  await expect(updates).toHaveCount(2);
  await expect(updates.last()).toContainText('It flickers at dusk: Thanks, a new bulb is on its way.');
  await expect(miraPage.getByText('Your defect reports', { exact: true })).toBeVisible();
  await expectAxeClean(miraPage);
  await updates.first().click();
  await miraPage.waitForURL((url) => url.pathname === '/defects');
  await waitForHydration(miraPage);
  const mine = miraPage.getByTestId('defect-report').filter({ hasText: 'It flickers at dusk' });
  await expect(mine).toContainText('Status: Fixed');
  await expect(mine.getByRole('link', { name })).toHaveAttribute('href', listing.path);
  await expectAxeClean(miraPage);
  await miraPage.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => miraPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await miraPage.context().close();
});

test('visitors are asked to log in on both pages', async ({ page }) => {
  for (const [path, words] of [
    ['/defects', 'Log in to see your defect reports.'],
    ['/creator/defects', 'Log in to see the defect reports about your listings.'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText(words)).toBeVisible();
    await expectAxeClean(page);
  }
});
