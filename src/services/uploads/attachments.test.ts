// Attachments as a caller sees them (app.inject), on PGlite and on PostgreSQL: a review or a report
// carries one picture only when it is the caller's own confirmed upload made for that use.
import t from 'tap';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { temporaryObjectStore } from './config.ts';

const SECRET = 'attachments-test-secret-0123456789-abcdef';
const JSON_API = 'application/vnd.api+json';

interface ErrorDocument {
  errors: { code: string; detail?: string; source?: Record<string, string> }[];
}
interface ReviewDocument {
  data: {
    id: string;
    attributes: {
      rating: number;
      attachment: {
        id: string;
        alt: string | null;
        sizes: { name: string; width: number; height: number; url: string }[];
      } | null;
    };
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const testDb = await openTestDatabase(kind);
    const { db } = testDb;
    for (const handle of ['nova', 'kai', 'mira']) {
      await db.query('update personas set account_subject = $1 where handle = $2', [`account-${handle}`, handle]);
    }
    const app = await buildEmbeddedUpstream({
      db,
      verifier: createHs256Verifier(SECRET),
      clock: () => TEST_NOW,
      uploads: temporaryObjectStore(),
    });
    t.teardown(async () => {
      await app.close();
      await testDb.close();
    });
    const auth = async (as: string) => ({
      authorization: `Bearer ${await signHs256AccessToken(SECRET, `account-${as}`)}`,
    });
    const send = async (method: 'POST' | 'PATCH', url: string, as: string, body: unknown) =>
      app.inject({
        method,
        url,
        headers: { ...(await auth(as)), 'content-type': JSON_API },
        payload: JSON.stringify(body),
      });
    const errorOf = (response: LightMyRequestResponse) => response.json<ErrorDocument>().errors[0];

    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    /** Signs, PUTs and confirms a picture as `as`; confirm=false stops after signing. */
    async function upload(as: string, purpose = 'attachment', confirm = true): Promise<string> {
      const signed = await app.inject({
        method: 'GET',
        url: `/v1/sign?application=${purpose}&contentType=image/png&resource=shot.png&size=${picture.length}`,
        headers: await auth(as),
      });
      t.equal(signed.statusCode, 200, 'signed');
      const { id, attributes } = signed.json<{ data: { id: string; attributes: { url: string } } }>().data;
      if (!confirm) return id;
      const put = await app.inject({
        method: 'PUT',
        url: attributes.url,
        payload: picture,
        headers: { 'content-type': 'image/png' },
      });
      t.equal(put.statusCode, 201, 'stored');
      const confirmed = await send('POST', '/v2/uploaded-images', as, {
        data: { type: 'uploadedImage', attributes: { uploadId: id } },
      });
      t.equal(confirmed.statusCode, 201, 'confirmed');
      return id;
    }

    const [product] = await db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle = 'nova' and p.deleted_at is null and not exists (
          select 1 from reviews r join personas k on k.id = r.persona_id where r.product_id = p.id and k.handle = 'kai')
        limit 1`,
    );
    const productId = product?.id ?? '';
    const review = (attributes: Record<string, unknown>) =>
      send('POST', '/v2/review', 'kai', {
        data: { type: 'review', attributes: { item: { type: 'product', id: productId }, rating: 4, ...attributes } },
      });

    await t.test('the v1 sign call refuses a type that is not a picture', async (t) => {
      const pdf = await app.inject({
        method: 'GET',
        url: '/v1/sign?application=attachment&contentType=application/pdf&resource=a.pdf',
        headers: await auth('kai'),
      });
      t.equal(pdf.statusCode, 400);
      t.match(errorOf(pdf), { code: 'invalid-parameter', source: { parameter: 'contentType' } });
    });

    await t.test('a review refuses pictures that are not the reviewer’s own attachment', async (t) => {
      const mirasPicture = await upload('mira');
      const notConfirmed = await upload('kai', 'attachment', false);
      const banner = await upload('kai', 'store-banner');
      const cases: [string, unknown, RegExp][] = [
        ['another persona’s upload', mirasPicture, /None of your uploaded pictures/],
        ['an upload that never became a picture', notConfirmed, /None of your uploaded pictures/],
        ['a picture uploaded for something else', banner, /uploaded as a store-banner/],
        ['an address instead of an id', `/media/uploads/${mirasPicture}/large.webp`, /not an address/],
      ];
      for (const [what, attachmentId, detail] of cases) {
        const response = await review({ attachmentId });
        t.equal(response.statusCode, 422, what);
        t.match(
          errorOf(response),
          { code: 'invalid-attachment', detail, source: { pointer: '/data/attributes/attachmentId' } },
          what,
        );
      }
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from reviews where product_id = $1 and attachment_image_id is not null',
        [productId],
      );
      t.equal(count?.n, 0, 'nothing was stored');
    });

    await t.test('a review with its own picture shows it, with the alt text; removing it clears both', async (t) => {
      const own = await upload('kai');
      const created = await review({
        review: 'Looks like this in my world.',
        attachmentId: own,
        attachmentAlt: '  My avatar wearing it  ',
      });
      t.equal(created.statusCode, 201);
      const { data } = created.json<ReviewDocument>();
      t.equal(data.attributes.attachment?.id, own);
      t.equal(data.attributes.attachment?.alt, 'My avatar wearing it');
      t.same(
        data.attributes.attachment?.sizes.map((size) => [size.name, size.url]),
        [
          ['thumb', `/media/uploads/${own}/thumb.webp`],
          ['large', `/media/uploads/${own}/large.webp`],
        ],
      );
      const thumb = await app.inject({ method: 'GET', url: `/media/uploads/${own}/thumb.webp` });
      t.equal(thumb.statusCode, 200, 'its thumbnail is served');

      const listed = await app.inject({ method: 'GET', url: `/v2/reviews?filter[productId]=${productId}` });
      const inList = listed.json<{ data: ReviewDocument['data'][] }>().data.find((item) => item.id === data.id);
      t.equal(inList?.attributes.attachment?.id, own, 'public reviews carry it too');

      const stolen = await send('PATCH', `/v2/review/${data.id}`, 'kai', {
        data: { type: 'review', id: data.id, attributes: { attachmentId: await upload('mira') } },
      });
      t.equal(stolen.statusCode, 422, 'an edit cannot take someone else’s picture either');

      const removed = await send('PATCH', `/v2/review/${data.id}`, 'kai', {
        data: { type: 'review', id: data.id, attributes: { attachmentId: null } },
      });
      t.equal(removed.statusCode, 200);
      t.equal(removed.json<ReviewDocument>().data.attributes.attachment, null);
      const [row] = await db.query<{ attachment_alt: string | null }>(
        'select attachment_alt from reviews where id = $1',
        [data.id],
      );
      t.equal(row?.attachment_alt, null, 'its alt text went with it');
    });

    await t.test('a listing report stores its picture; someone else’s is refused', async (t) => {
      const report = (attachmentId: string) =>
        send('POST', '/v2/report/products', 'kai', {
          data: { type: 'productReport', attributes: { id: productId, reason: 'Spam', attachmentId } },
        });
      const refused = await report(await upload('mira'));
      t.equal(refused.statusCode, 422);
      t.equal(errorOf(refused)?.code, 'invalid-attachment');
      const own = await upload('kai');
      const filed = await report(own);
      t.equal(filed.statusCode, 201);
      t.equal(filed.json<{ data: { attributes: { attachmentId: string } } }>().data.attributes.attachmentId, own);
      const [stored] = await db.query<{ attachment_image_id: string }>(
        'select attachment_image_id from product_reports where product_id = $1',
        [productId],
      );
      t.equal(stored?.attachment_image_id, own, 'moderators find it on the stored report');
    });

    await t.test('a profile report takes the top-level form’s attachmentId', async (t) => {
      const [mira] = await db.query<{ id: string }>(`select id from personas where handle = 'mira'`);
      const own = await upload('kai');
      const filed = await send('POST', '/v2/report/profiles', 'kai', {
        type: 'profileReport',
        avatarId: mira?.id,
        reason: 'Spam',
        attachmentId: own,
      });
      t.equal(filed.statusCode, 201);
      t.equal(filed.json<{ data: { attributes: { attachmentId: string } } }>().data.attributes.attachmentId, own);
      const other = await send('POST', '/v2/report/profiles', 'kai', {
        type: 'profileReport',
        avatarId: mira?.id,
        reason: 'Spam',
        attachmentId: await upload('nova'),
      });
      t.match(errorOf(other), { code: 'invalid-attachment', source: { pointer: '/attachmentId' } });
    });
  });
}
