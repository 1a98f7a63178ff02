// Creator tools: nova publishes an experience with tags and an uploaded cover, lists a
// product, changes its price, deletes it after confirming, and a tag chip leads to a filtered browse.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration } from './helpers.ts';

/** A solid-colour PNG (64×64: the smallest side the image service accepts), made here. */
function pngBuffer(width = 64, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x21, 0xbc, 0xcf]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function typeTags(page: Page) {
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.click();
  await tags.pressSequentially('tidepool,');
  await tags.pressSequentially('stargazing');
  await tags.press('Enter');
  await tags.pressSequentially('oops');
  await tags.press('Enter');
  const list = page.getByRole('list', { name: /^Tags: 3 of 5/ });
  await expect(list.getByRole('listitem')).toHaveText(['tidepool×', 'stargazing×', 'oops×']);
  await tags.press('Backspace');
  await expect(page.getByRole('list', { name: /^Tags: 2 of 5/ }).getByRole('listitem')).toHaveText([
    'tidepool×',
    'stargazing×',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Removed tag oops.' })).toBeAttached();
  // An invalid tag says why, on the field.
  await tags.pressSequentially('no--way');
  await tags.press('Enter');
  await expect(tags).toHaveAttribute('aria-invalid', 'true');
  await expect(tags).toHaveAccessibleDescription(/A tag cannot have two hyphens in a row\./);
  await tags.fill('');
  await expect(tags).toHaveAttribute('aria-invalid', 'false');
}

test('nova publishes an experience with tags and an uploaded cover; a tag chip leads to a filtered browse', async ({
  page,
}) => {
  await signIn(page, 'nova@lumen.test', { next: '/creator/experiences/new' });
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Tidal Observatory');
  await expect(page.getByRole('textbox', { name: 'Handle' })).toHaveValue('tidal-observatory');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Watch the tide come in under the stars.');
  await typeTags(page);
  await page
    .getByLabel('Cover picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(page.getByText('cover.png is uploaded.')).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Tidal Observatory' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish experience' }).click();
  await page.waitForURL((url) => url.pathname === '/creator');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your experience “Tidal Observatory” is saved.' }),
  ).toBeVisible();

  await page.goto('/experiences/nova');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tidal Observatory' }) });
  await expect(card).toBeVisible();
  const src = await card.locator('img').first().getAttribute('src');
  expect(src ?? '').not.toContain('/media/generated/');

  await page.goto('/experiences/nova/tidal-observatory');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'stargazing' }).click();
  await page.waitForURL((url) => url.pathname === '/experiences' && url.searchParams.get('tag') === 'stargazing');
  await expect(page.getByRole('heading', { name: 'Experiences tagged stargazing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tidal Observatory' })).toBeVisible();
});

test('nova lists a product, sees it in her store, changes its price and deletes it after confirming', async ({
  page,
}) => {
  await signIn(page, 'nova@lumen.test', { next: '/creator/products/new' });
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Tide Chart Poster');
  await page.getByRole('textbox', { name: 'Price (Lumen Dollars)' }).fill('120');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.pressSequentially('poster');
  await tags.press('Enter');
  await expect(
    page.getByRole('complementary', { name: 'Preview' }).getByRole('heading', { name: 'Tide Chart Poster' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'List product' }).click();
  await page.waitForURL((url) => url.pathname === '/creator');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your listing “Tide Chart Poster” is saved.' }),
  ).toBeVisible();

  await page.goto('/store/nova?sort=newest');
  await expect(page.getByRole('heading', { name: 'Tide Chart Poster' })).toBeVisible();

  await page.goto('/creator');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Edit listing Tide Chart Poster' }).click();
  const price = page.getByRole('textbox', { name: 'Price (Lumen Dollars)' });
  await expect(price).toHaveValue('120');
  await price.fill('-5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The price cannot be negative.')).toBeVisible();
  await price.fill('95');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Tide Chart Poster”.' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('95');

  await page.getByRole('link', { name: 'Back to creator tools' }).click();
  await page.waitForURL((url) => url.pathname === '/creator');
  const listings = page.getByRole('list', { name: 'Your listings' });
  await expect(listings.getByText('Tide Chart Poster')).toBeVisible();
  await page.getByRole('button', { name: 'Delete listing Tide Chart Poster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(listings.getByText('Tide Chart Poster')).toBeVisible();
  await page.getByRole('button', { name: 'Delete listing Tide Chart Poster' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this listing?' })
    .getByRole('button', { name: 'Delete listing' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your listing “Tide Chart Poster” was deleted.' }),
  ).toBeVisible();
  await expect(listings.getByText('Tide Chart Poster')).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'nova@lumen.test', { next: '/creator/stores/new' });
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Half-typed');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to creator tools' }).click();
  await expect.poll(() => asked).toBe('You have unsaved changes. Leave without saving?');
  expect(new URL(page.url()).pathname).toBe('/creator/stores/new');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed');
});

test('the creator tools are for personas: visitors are asked to log in', async ({ page }) => {
  await page.goto('/creator');
  await expect(page.getByText('Log in to use the creator tools')).toBeVisible();
});

test('the dashboard and the experience form pass axe, with a tag error showing', async ({ page }) => {
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Your experiences' })).toBeVisible();
  const dashboard = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(dashboard.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('link', { name: 'New experience' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/experiences/new');
  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.pressSequentially('ok-tag,x');
  await tags.press('Enter');
  await expect(tags).toHaveAttribute('aria-invalid', 'true');
  const form = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(form.violations.map((violation) => violation.id)).toEqual([]);
});
