// Uploading a picture through a signed address: visitors are asked to log in; nova picks a listing
// picture, sees a preview, progress and then every size the image service made; files that are not
// pictures, too large, or lie about their type are refused with words that say what to do.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn, waitForHydration } from './helpers.ts';

test('visitors are asked to log in', async ({ page }) => {
  await page.goto('/pictures/new');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Log in to upload pictures' })).toBeVisible();
});

test('nova uploads a listing picture and sees its sizes', async ({ page }) => {
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#21bccf' } })
    .png()
    .toBuffer();
  await signIn(page, 'nova@lumen.test', { next: '/pictures/new' });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a picture' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel('What is it for?').selectOption('product-image');
  const input = page.getByLabel('Listing picture');
  await input.setInputFiles({ name: 'hat.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: 'hat.png' })).toHaveText('hat.png is uploaded.');
  const sizes = page.getByRole('region', { name: 'Sizes made' }).getByRole('listitem');
  await expect(sizes).toHaveText(['thumb: 160 × 160', 'card: 480 × 480', 'large: 1200 × 1200']);
  const card = page.getByRole('img', { name: 'card size' });
  await expect(card).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f-]{36}\/card\.webp$/);
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
  await expect(page.getByRole('img', { name: 'Preview of the listing picture' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
});

test('wrong type, too large and a file that is not what it says are refused with words', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/pictures/new' });
  await waitForHydration(page);
  const input = page.getByLabel('Experience cover');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Choose a PNG, JPEG, WebP or GIF picture.');

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert')).toHaveText('Choose a picture of at most 10 MB.');

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await input.setInputFiles({ name: 'sneaky.png', mimeType: 'image/png', buffer: svg });
  await expect(page.getByRole('alert')).toHaveText('The file is not a PNG picture.');
  await expect(page.getByText('No picture chosen')).toBeVisible();
});

test('on a phone the page fits, and the picker works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mira@lumen.test', { next: '/pictures/new' });
  await waitForHydration(page);
  // Measured with the page's own font: the fallback font shown until Roboto arrives is wider.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // The settled layout (menus and the balance finish loading after hydration).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#11cc55' } })
    .png()
    .toBuffer();
  await page.getByLabel('What is it for?').focus();
  await page.keyboard.press('Tab');
  const input = page.getByLabel('Experience cover');
  await expect(input).toBeFocused();
  const outline = await page.locator('label', { has: input }).evaluate((label) => getComputedStyle(label).outlineStyle);
  expect(outline).toBe('solid');

  // The picker is a native file input: reached by Tab with a visible ring (above), Enter opens the
  // system's chooser, which is the browser's own behaviour (and opens unreliably in headless Chromium
  // later in a long run), so the file goes in directly.
  await expect(input).toBeFocused();
  await input.setInputFiles({ name: 'meadow.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: 'meadow.png' })).toHaveText('meadow.png is uploaded.');
  await expect(page.getByRole('region', { name: 'Sizes made' }).getByRole('listitem')).toHaveCount(4);
});
