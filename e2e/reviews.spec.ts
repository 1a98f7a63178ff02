// Reviews and listing reports: kai writes a review of nova's 'Neon Drift Racing Jacket' with the keyboard
// (3.5 stars), sees it in the list and the count and average change, edits it, deletes it; then reports
// 'Rain-Slick Street Kit' (errors first, then the sent state, after which the link is gone).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { query, signIn, waitForHydration } from './helpers.ts';

interface Card {
  id: string;
  slug: string;
  name: string;
}

async function listingPath(request: APIRequestContext, name: string): Promise<string> {
  const page = await query<{ items: Card[] }>(request, 'listings.browse', { q: name, perPage: 5 });
  const card = page.items.find((item) => item.name === name);
  if (!card) throw new Error(`no listing named ${name}`);
  return `/listings/${card.id}/${card.slug}`;
}

/** The rating line under the title: '4.3 · 12 reviews'. */
function ratingSummary(page: Page) {
  return page.getByRole('link', { name: /reviews?$/ }).first();
}

test('kai reviews a listing with the keyboard, edits and deletes the review', async ({ page, request }) => {
  const path = await listingPath(request, 'Neon Drift Racing Jacket');

  await page.goto(path);
  await waitForHydration(page);
  const login = page.getByRole('link', { name: 'Log in to review' });
  await expect(login).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(path)}`);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0, { timeout: 1000 });

  await signIn(page, 'kai@lumen.test', { next: path });
  const before = (await ratingSummary(page).textContent()) ?? '';
  const count = Number(/([\d,]+) reviews?/.exec(before)?.[1]?.replace(',', '') ?? '0');

  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Your rating' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Rated 5 out of 5');
  // The form's code loads after the page's: until then the slider says it is not yet usable.
  await expect(slider).toBeEnabled();
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Rated 3.5 out of 5');
  await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your review (optional)')).toBeFocused();
  await page.keyboard.type('Glows nicely, runs a little small.');
  await page.getByRole('button', { name: 'Publish review' }).click();

  const mine = page.getByRole('region', { name: 'Your review' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
  await expect(mine.getByText('Glows nicely, runs a little small.')).toBeVisible();
  await expect(ratingSummary(page)).toContainText(`${count + 1} review`);
  await expect(ratingSummary(page)).not.toHaveText(before);
  const list = page
    .getByRole('region', { name: 'Reviews', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Glows nicely, runs a little small.' });
  await expect(list).toHaveCount(1);
  const afterCreate = (await ratingSummary(page).textContent()) ?? '';

  // Edit: a click on the left half of the second star is 1.5; Home goes to half a star, then up to 1.
  await mine.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  const editSlider = page.getByRole('slider', { name: 'Your rating' });
  await expect(editSlider).toHaveAttribute('aria-valuetext', 'Rated 3.5 out of 5');
  const secondStar = editSlider.locator(':scope > span').nth(1);
  const box = await secondStar.boundingBox();
  if (!box) throw new Error('no star box');
  await secondStar.click({ position: { x: 3, y: box.height / 2 } });
  await expect(editSlider).toHaveAttribute('aria-valuetext', 'Rated 1.5 out of 5');
  await secondStar.click({ position: { x: box.width - 3, y: box.height / 2 } });
  await expect(editSlider).toHaveAttribute('aria-valuetext', 'Rated 2 out of 5');
  await editSlider.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(editSlider).toHaveAttribute('aria-valuetext', 'Rated 1 out of 5');
  await page.getByLabel('Your review (optional)').fill('Changed my mind: the zip broke.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByText('Changed my mind: the zip broke.')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
  await expect(ratingSummary(page)).not.toHaveText(afterCreate);
  await expect(ratingSummary(page)).toContainText(`${count + 1} review`);

  // Delete, confirmed in the modal.
  await mine.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByText('Your review was deleted.')).toBeVisible();
  await expect(ratingSummary(page)).toHaveText(before);
  await expect(page.getByText('Changed my mind: the zip broke.')).toHaveCount(0);
});

test('kai reports a listing: errors in words, then the sent state hides the link', async ({ page, request }) => {
  const path = await listingPath(request, 'Rain-Slick Street Kit');
  await signIn(page, 'kai@lumen.test', { next: path });

  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Rain-Slick Street Kit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Describe the issue.')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox').fill('The raincoat in the pictures is not in the kit.');
  await dialog.getByRole('button', { name: 'Send report' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(thanks).toContainText('Your report about Rain-Slick Street Kit was sent.');
  await thanks.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
});

test('nova sees no review box and no report link on her own listing', async ({ page, request }) => {
  const path = await listingPath(request, 'Rain-Slick Street Kit');
  await signIn(page, 'nova@lumen.test', { next: path });
  await expect(page.getByRole('heading', { level: 1, name: 'Rain-Slick Street Kit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in to review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
});
