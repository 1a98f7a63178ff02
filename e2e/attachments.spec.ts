// A review with a picture: nova lists a new item (so no other journey's review is in the way), kai reviews
// it at phone width with a picture and its description, sees the thumbnail under his review and opens it
// larger; the page stays accessible throughout. mira then sees the same picture under kai's review in the
// listing's public list, described in his words, and opens it too.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAxeClean, expectNoSidewaysScroll, mutate, signIn } from './helpers.ts';

test('kai reviews a new listing with a picture, and mira sees it under his review in the list', async ({
  browser,
  page,
}) => {
  const name = `Lantern of Tides ${Date.now().toString(36)}`;
  const creator = await browser.newPage();
  await signIn(creator, 'nova@lumen.test', { next: '/creator' });
  const product = await mutate<{ id: string }>(creator, 'creator.createProduct', {
    name,
    description: 'A lantern for reviews with pictures.',
    price: 15,
  });
  await creator.close();

  await page.setViewportSize({ width: 390, height: 844 });
  const detail = await page.request.get(
    `/trpc/listings.detail?input=${encodeURIComponent(JSON.stringify({ id: product.id }))}`,
  );
  expect(detail.status()).toBe(200);
  const { slug } = ((await detail.json()) as { result: { data: { slug: string } } }).result.data;
  const path = `/listings/${product.id}/${slug}`;
  await signIn(page, 'kai@lumen.test', { next: path });

  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.getByLabel('Your review (optional)').fill('Glows softly; here it is in my garden.');
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f2a516' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Picture (optional)')
    .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('status').filter({ hasText: 'garden.png' })).toHaveText('garden.png is uploaded.');
  await page.getByLabel(/Describe the picture/).fill('The lantern glowing on a garden table at dusk');
  await expectAxeClean(page);

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
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);

  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Picture in the review' });
  const large = dialog.getByRole('img', { name: 'The lantern glowing on a garden table at dusk' });
  await expect(large).toBeVisible();
  await expect(large).toHaveAttribute('src', /\/large\.webp$/);
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // After a reload the picture is still there: it was stored with the review.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your review' }).getByRole('button', { name: /^Open larger:/ }),
  ).toBeVisible();

  // Another persona sees it in the public list under kai's review, in kai's words, at phone width too.
  const miraContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mira = await miraContext.newPage();
  await signIn(mira, 'mira@lumen.test', { next: path });
  const kaisReview = mira
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Glows softly; here it is in my garden.' });
  const listed = kaisReview.getByRole('button', { name: 'Open larger: The lantern glowing on a garden table at dusk' });
  await expect(listed).toBeVisible();
  await expect(listed.locator('img')).toHaveAttribute('src', thumbSrc ?? '');
  const listedBox = await kaisReview.boundingBox();
  expect((listedBox?.x ?? 0) + (listedBox?.width ?? 0)).toBeLessThanOrEqual(390);
  // The list is in the server's HTML and the picture's chunk loads lazily: a click before it hydrated is
  // not seen, so click until the dialog opens.
  const miraDialog = mira.getByRole('dialog', { name: 'Picture in the review' });
  await expect(async () => {
    await listed.click();
    await expect(miraDialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(miraDialog.getByRole('img', { name: 'The lantern glowing on a garden table at dusk' })).toHaveAttribute(
    'src',
    /\/large\.webp$/,
  );
  await expectAxeClean(mira);
  await mira.keyboard.press('Escape');
  await expect(miraDialog).toBeHidden();
  await miraContext.close();
});
