// A review with a picture: nova lists a new item (so no other journey's review is in the way), kai reviews
// it at phone width with a picture and its description, sees the thumbnail under his review and opens it
// larger; the page stays accessible throughout.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './helpers.ts';

/** A same-origin tRPC mutation from the signed-in page (the browser's own Origin and cookies). */
async function mutate<T>(page: Page, path: string, input: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, input },
  );
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body as { result: { data: T } }).result.data;
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations).toEqual([]);
}

test('kai reviews a new listing with a picture and sees it under his review', async ({ browser, page }) => {
  const name = `Lantern of Tides ${Date.now().toString(36)}`;
  const creator = await browser.newPage();
  await signIn(creator, 'nova@lumen.test', { next: '/creator' });
  const product = await mutate<{ id: string }>(creator, 'creator.createProduct', { name, description: 'A lantern for reviews with pictures.', price: 15 });
  await creator.close();

  await page.setViewportSize({ width: 390, height: 844 });
  const detail = await page.request.get(`/trpc/listings.detail?input=${encodeURIComponent(JSON.stringify({ id: product.id }))}`);
  expect(detail.status()).toBe(200);
  const { slug } = ((await detail.json()) as { result: { data: { slug: string } } }).result.data;
  const path = `/listings/${product.id}/${slug}`;
  await signIn(page, 'kai@lumen.test', { next: path });

  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.getByLabel('Your review (optional)').fill('Glows softly; here it is in my garden.');
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f2a516' } }).png().toBuffer();
  await page.getByLabel('Picture (optional)').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('status').filter({ hasText: 'garden.png' })).toHaveText('garden.png is uploaded.');
  await page.getByLabel(/Describe the picture/).fill('The lantern glowing on a garden table at dusk');
  await axeClean(page);

  await page.getByRole('button', { name: 'Publish review' }).click();
  // The outcome first: the thanks, or the form's alert, whose words then show in the failure.
  const outcome = page.getByText('Thanks! Your review was published.').or(page.getByRole('alert'));
  await expect(outcome).toHaveText('Thanks! Your review was published.');

  const mine = page.getByRole('region', { name: 'Your review' });
  await expect(mine.getByText('Glows softly; here it is in my garden.')).toBeVisible();
  const thumbnail = mine.getByRole('button', { name: 'Open larger: The lantern glowing on a garden table at dusk' });
  await expect(thumbnail).toBeVisible();
  const thumbSrc = await thumbnail.locator('img').getAttribute('src');
  expect(thumbSrc).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/);
  const served = await page.request.get(thumbSrc ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  const box = await thumbnail.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);

  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Picture in the review' });
  const large = dialog.getByRole('img', { name: 'The lantern glowing on a garden table at dusk' });
  await expect(large).toBeVisible();
  await expect(large).toHaveAttribute('src', /\/large\.webp$/);
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // After a reload the picture is still there: it was stored with the review.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your review' }).getByRole('button', { name: /^Open larger:/ })).toBeVisible();
});
