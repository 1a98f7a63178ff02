// A review's picture through the procedures (tRPC caller -> upstream over HTTP, PGlite): kai attaches his
// own uploaded picture and reads it back with his review, and a visitor sees it in the listing's public list;
// mira's picture is refused in words, and so is a listing report carrying it.
import t from 'tap';
import sharp from 'sharp';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { REVIEW_MESSAGES } from '../../shared/reviews/rating.ts';
import { PRODUCT_REPORT_REASONS } from '../../shared/reports/report-form.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('review attachments', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  t.teardown(async () => {
    await Promise.all([kai.close(), mira.close()]);
    await stack.close();
  });
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3355ee' } })
    .png()
    .toBuffer();
  /** The browser's three steps: sign, PUT the bytes to the signed address, confirm. */
  async function upload(as: typeof kai): Promise<string> {
    const signed = await as.caller.uploads.sign({
      purpose: 'attachment',
      fileName: 'shot.png',
      contentType: 'image/png',
      size: picture.length,
    });
    const put = await fetch(`${stack.upstreamOrigin}${signed.url}`, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(picture),
    });
    t.equal(put.status, 201, 'stored');
    return (await as.caller.uploads.confirm({ uploadId: signed.uploadId })).imageId;
  }
  const [card] = (await kai.caller.listings.browse({ q: 'Neon Drift Racing Jacket', perPage: 1 })).items;
  if (!card) throw new Error('demo listing missing');

  const mirasPicture = await upload(mira);
  const refused = await failure(
    kai.caller.reviews.create({ productId: card.id, rating: 4, review: null, attachmentId: mirasPicture }),
  );
  t.same(
    refused,
    { code: 'BAD_REQUEST', message: REVIEW_MESSAGES.attachment },
    'another persona’s picture is refused in words',
  );
  t.equal(await kai.caller.reviews.mine({ productId: card.id }), null, 'and no review was written');

  const reported = await failure(
    kai.caller.reports.reportProduct({
      productId: card.id,
      reason: PRODUCT_REPORT_REASONS[0],
      attachmentId: mirasPicture,
    }),
  );
  t.equal(reported.code, 'BAD_REQUEST', 'a report cannot carry it either');
  t.match(reported.message, /cannot be attached/);

  const own = await upload(kai);
  const created = await kai.caller.reviews.create({
    productId: card.id,
    rating: 4,
    review: 'In my world.',
    attachmentId: own,
    attachmentAlt: ' ',
  });
  t.equal(created.attachment?.imageId, own);
  t.equal(created.attachment?.alt, null, 'a blank description is none');
  t.same(
    created.attachment?.sizes.map((size) => size.name),
    ['thumb', 'large'],
  );
  const mine = await kai.caller.reviews.mine({ productId: card.id });
  t.equal(mine?.attachment?.imageId, own, 'read back with the review');

  // Everyone sees it under the review in the listing's public list, with the reviewer's words for it.
  // The form names the kept picture again when only its description changes.
  const described = await kai.caller.reviews.update({
    id: created.id,
    rating: 4,
    review: 'In my world.',
    attachmentId: own,
    attachmentAlt: 'The jacket on my avatar at night',
  });
  const visitor = createTestCaller({ upstream, user: null });
  t.teardown(() => visitor.close());
  const listed = (await visitor.caller.listings.reviews({ id: card.id })).items.find(
    (review) => review.id === created.id,
  );
  t.same(listed?.attachment, described.attachment, 'a visitor reads the same picture in the public list');
  t.equal(listed?.attachment?.alt, 'The jacket on my avatar at night');
  t.match(
    listed?.attachment?.sizes.find((size) => size.name === 'thumb')?.url,
    /^\/media\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/,
  );
  const others = (await visitor.caller.listings.reviews({ id: card.id })).items.filter(
    (review) => review.id !== created.id,
  );
  t.ok(
    others.every((review) => review.attachment === null),
    'reviews without a picture say so',
  );

  const kept = await kai.caller.reviews.update({ id: created.id, rating: 5, review: 'Even better.' });
  t.equal(kept.attachment?.imageId, own, 'an edit that does not touch the picture keeps it');
  const removed = await kai.caller.reviews.update({
    id: created.id,
    rating: 5,
    review: 'Even better.',
    attachmentId: null,
  });
  t.equal(removed.attachment, null, 'null removes it');
});
