// The uploads service as a caller sees it (app.inject), on PGlite and on PostgreSQL: signing (who may,
// what is bound), the disk store's PUT (tamper, expiry, type, size, replay; nothing stored on refusal),
// confirmation (variants, the image record) and serving the variants.
import t from 'tap';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { temporaryObjectStore } from './config.ts';

const SECRET = 'uploads-test-secret-0123456789-abcdefghij';
const JSON_API = 'application/vnd.api+json';

interface SignDocument {
  data: {
    type: string;
    id: string;
    attributes: {
      url: string;
      method: string;
      headers: Record<string, string>;
      contentType: string;
      maxBytes: number;
      expiresAt: string;
      purpose: string;
      fileName: string;
    };
  };
  links: Record<string, string>;
}
interface ImageDocument {
  data: {
    type: string;
    id: string;
    attributes: {
      purpose: string;
      width: number;
      height: number;
      ownerId: string;
      sizes: { name: string; width: number; height: number; url: string }[];
    };
  };
}
interface ErrorDocument {
  errors: { code: string; detail?: string; source?: Record<string, string> }[];
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 33, g: 188, b: 207 } } })
    .png()
    .toBuffer();

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const testDb = await openTestDatabase(kind);
    const { db } = testDb;
    for (const handle of ['nova', 'kai']) {
      await db.query('update personas set account_subject = $1 where handle = $2', [`account-${handle}`, handle]);
    }
    const [nova] = await db.query<{ id: string }>(`select id from personas where handle = 'nova'`);
    const novaId = nova?.id ?? '';
    let now = TEST_NOW;
    const store = temporaryObjectStore();
    const app = await buildEmbeddedUpstream({
      db,
      verifier: createHs256Verifier(SECRET),
      clock: () => now,
      uploads: store,
    });
    t.teardown(async () => {
      await app.close();
      await testDb.close();
    });
    const bearer = async (subject: string) => `Bearer ${await signHs256AccessToken(SECRET, subject)}`;
    const get = async (url: string, as?: string) =>
      app.inject({ method: 'GET', url, headers: as ? { authorization: await bearer(`account-${as}`) } : {} });
    const put = (url: string, body: Buffer, contentType: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });
    const confirm = async (uploadId: string, as = 'nova') =>
      app.inject({
        method: 'POST',
        url: '/v2/uploaded-images',
        headers: { authorization: await bearer(`account-${as}`), 'content-type': JSON_API },
        payload: JSON.stringify({ data: { type: 'uploadedImage', attributes: { uploadId } } }),
      });
    const sign = async (query: string, as = 'nova'): Promise<SignDocument> => {
      const response = await get(`/v2/images/sign?${query}`, as);
      t.equal(response.statusCode, 200, `sign ${query}`);
      return response.json<SignDocument>();
    };
    const findUploadStatus = async (id: string) =>
      (await db.query<{ status: string }>('select status from upload_signatures where id = $1', [id]))[0]?.status;
    const codes = (response: LightMyRequestResponse) =>
      response.json<ErrorDocument>().errors.map((error) => error.code);
    const keyOf = (url: string) => url.split('?')[0]?.replace(/^\/uploads\//, '') ?? '';

    const cover = await png(1280, 720);

    await t.test('signing: persona only, parameters checked, the address bound and short-lived', async (t) => {
      const anonymous = await get('/v2/images/sign?file_name=a.png&file_type=image/png');
      t.equal(anonymous.statusCode, 401);
      const noPersona = await app.inject({
        method: 'GET',
        url: '/v2/images/sign?file_name=a.png&file_type=image/png',
        headers: { authorization: await bearer('account-nobody') },
      });
      t.equal(noPersona.statusCode, 403);
      t.same(codes(noPersona), ['persona-required']);
      const bad = await get('/v2/images/sign?file_type=image/svg%2Bxml&size=99999999&purpose=avatar', 'nova');
      t.equal(bad.statusCode, 400);
      t.same(
        bad
          .json<ErrorDocument>()
          .errors.map((error) => error.source?.parameter)
          .sort(),
        ['file_name', 'file_type', 'purpose', 'size'],
      );
      t.match(
        bad.json<ErrorDocument>().errors.find((error) => error.source?.parameter === 'file_type')?.detail,
        /SVG is not accepted/,
      );

      const signed = await sign(
        `file_name=${encodeURIComponent('My cover.png')}&file_type=image/png&purpose=experience-cover&size=${cover.length}`,
      );
      const { attributes } = signed.data;
      t.equal(signed.data.type, 'uploadSignature');
      t.match(attributes.url, new RegExp(`^/uploads/originals/${novaId}/${signed.data.id}\\?`));
      const query = new URL(attributes.url, 'http://x').searchParams;
      t.equal(query.get('type'), 'image/png');
      t.equal(query.get('max'), String(cover.length), 'bound to the declared size');
      t.equal(query.get('owner'), novaId);
      t.match(query.get('signature'), /^[A-Za-z0-9_-]{43}$/);
      t.same(attributes.headers, { 'content-type': 'image/png' });
      t.equal(attributes.expiresAt, new Date(TEST_NOW.getTime() + 300_000).toISOString(), 'five minutes');
      t.equal(attributes.fileName, 'My cover.png');
      t.equal(signed.links.confirm, '/v2/uploaded-images');

      const v1 = await get('/v1/sign?application=product-image&contentType=image/jpeg&resource=hat.jpg', 'kai');
      t.equal(v1.statusCode, 200, 'the v1 parameter names');
      t.match(v1.json<SignDocument>().data.attributes, {
        contentType: 'image/jpeg',
        purpose: 'product-image',
        maxBytes: 10 * 1024 * 1024,
      });
      t.equal(
        (await get('/v1/sign?application=product-image&contentType=text/html&resource=x', 'kai')).statusCode,
        400,
      );
    });

    await t.test(
      'PUT: each tampered field, expiry, wrong type, oversize and replay are refused, and nothing is stored',
      async (t) => {
        const signed = await sign(`file_name=c.png&file_type=image/png&purpose=experience-cover&size=${cover.length}`);
        const url = signed.data.attributes.url;
        const key = keyOf(url);
        const swap = (name: string, value: string) => {
          const target = new URL(url, 'http://x');
          target.searchParams.set(name, value);
          return `${target.pathname}?${target.searchParams.toString()}`;
        };
        const tampered = {
          type: swap('type', 'image/jpeg'),
          max: swap('max', String(cover.length * 2)),
          owner: swap('owner', '00000000-0000-4000-8000-000000000000'),
          expires: swap('expires', String(Number(new URL(url, 'http://x').searchParams.get('expires')) + 3600)),
          signature: swap('signature', 'A'.repeat(43)),
          key: url.replace(signed.data.id, '00000000-0000-4000-8000-000000000001'),
          'missing signature': url.replace(/&signature=[^&]+/, ''),
        };
        for (const [field, target] of Object.entries(tampered)) {
          const contentType = field === 'type' ? 'image/jpeg' : 'image/png';
          const response = await put(target, cover, contentType);
          t.equal(response.statusCode, 403, `tampered ${field}: 403`);
          t.same(codes(response), ['signature-invalid']);
        }
        const otherPersona = await put(url, cover, 'image/png', { authorization: await bearer('account-kai') });
        t.equal(otherPersona.statusCode, 403, "another persona's token with nova's address");

        const wrongType = await put(url, cover, 'image/jpeg');
        t.equal(wrongType.statusCode, 415, 'another Content-Type than signed');
        const svg = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(cover.length - 50)}</svg>`,
        ).subarray(0, cover.length);
        const lying = await put(url, svg, 'image/png');
        t.equal(lying.statusCode, 415, 'bytes that are not a PNG');
        t.match(lying.json<ErrorDocument>().errors[0]?.detail, /not a PNG picture/);
        const empty = await put(url, Buffer.alloc(0), 'image/png');
        t.equal(empty.statusCode, 415, 'an empty body is no picture');
        const oversize = await put(url, Buffer.concat([cover, Buffer.alloc(10)]), 'image/png');
        t.equal(oversize.statusCode, 413, 'more bytes than signed for');
        t.equal(oversize.headers.connection, 'close');
        // Without a Content-Length (chunked), reading stops as soon as the count passes the limit.
        let pulled = 0;
        const endless = Readable.from(
          (function* () {
            for (let index = 0; index < 1000; index += 1) {
              pulled += 1;
              yield Buffer.alloc(16 * 1024, 0x89);
            }
          })(),
        );
        const chunked = await app.inject({
          method: 'PUT',
          url,
          payload: endless,
          headers: { 'content-type': 'image/png' },
        });
        t.equal(chunked.statusCode, 413, 'a chunked body past the limit');
        t.ok(pulled < 20, `stopped after ${pulled} of 1000 chunks (16 MB offered)`);
        t.equal(await store.get(key), undefined, 'nothing stored after the refusals');

        now = new Date(TEST_NOW.getTime() + 301_000);
        const expired = await put(url, cover, 'image/png');
        t.equal(expired.statusCode, 403);
        t.same(codes(expired), ['signature-expired']);
        now = TEST_NOW;

        const stored = await put(url, cover, 'image/png', { authorization: await bearer('account-nova') });
        t.equal(stored.statusCode, 201, 'the address still works after refusals, and with the owner token');
        t.same(await store.get(key), cover, 'the bytes are on disk');
        const replay = await put(url, cover, 'image/png');
        t.equal(replay.statusCode, 409);
        t.same(codes(replay), ['upload-used']);
        const [row] = await db.query<{ status: string; stored_bytes: number }>(
          'select status, stored_bytes from upload_signatures where id = $1',
          [signed.data.id],
        );
        t.same(row, { status: 'stored', stored_bytes: cover.length });

        t.equal((await put('/uploads/originals/not-a-key', cover, 'image/png')).statusCode, 404);
        t.equal((await put(`/uploads/../v2/images/sign`, cover, 'image/png')).statusCode, 404);
      },
    );

    await t.test('confirm: the image service makes the sizes, records the image, serves the variants', async (t) => {
      const signed = await sign(`file_name=c.png&file_type=image/png&purpose=experience-cover&size=${cover.length}`);
      const id = signed.data.id;
      const missing = await confirm(id);
      t.equal(missing.statusCode, 409, 'before the file arrived');
      t.same(codes(missing), ['upload-missing']);
      t.equal((await put(signed.data.attributes.url, cover, 'image/png')).statusCode, 201);
      t.equal((await confirm(id, 'kai')).statusCode, 404, "someone else's upload is not found");

      const confirmed = await confirm(id);
      t.equal(confirmed.statusCode, 201);
      t.equal(confirmed.headers.location, `/v2/uploaded-images/${id}`);
      const image = confirmed.json<ImageDocument>().data;
      t.equal(image.id, id);
      t.match(image.attributes, { purpose: 'experience-cover', width: 1280, height: 720, ownerId: novaId });
      t.same(
        image.attributes.sizes.map((size) => [size.name, size.width, size.height, size.url]),
        [
          ['thumb', 320, 180, `/media/uploads/${id}/thumb.webp`],
          ['card', 640, 360, `/media/uploads/${id}/card.webp`],
          ['cover', 1600, 900, `/media/uploads/${id}/cover.webp`],
          ['cover-mobile', 800, 800, `/media/uploads/${id}/cover-mobile.webp`],
        ],
      );
      t.equal(
        await store.get(keyOf(signed.data.attributes.url)),
        undefined,
        'the original (and its metadata) is not kept',
      );

      const again = await confirm(id);
      t.equal(again.statusCode, 200, 'confirming twice gives the same image');
      t.equal(again.json<ImageDocument>().data.id, id);
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from uploaded_images where upload_id = $1',
        [id],
      );
      t.equal(count?.n, 1, 'one image per upload');

      const read = await get(`/v1/uploaded-images/${id}`);
      t.equal(read.statusCode, 200, 'other services read it by id');
      t.same(read.json<ImageDocument>().data.attributes.sizes, image.attributes.sizes);
      t.equal((await get('/v2/uploaded-images/00000000-0000-4000-8000-000000000000')).statusCode, 404);
      t.equal((await get('/v2/uploaded-images/nope')).statusCode, 404);

      const card = await get(`/media/uploads/${id}/card.webp`);
      t.equal(card.statusCode, 200);
      t.equal(card.headers['content-type'], 'image/webp');
      t.equal(card.headers['cache-control'], 'public, max-age=31536000, immutable');
      t.equal(card.headers['x-content-type-options'], 'nosniff');
      const metadata = await sharp(card.rawPayload).metadata();
      t.same([metadata.format, metadata.width, metadata.height], ['webp', 640, 360]);
      t.equal((await get(`/media/uploads/${id}/huge.webp`)).statusCode, 404);
      t.equal((await get(`/media/uploads/${id}/card.png`)).statusCode, 404);
    });

    await t.test('one persona cannot ask for endless addresses; the cap lifts when the window passes', async (t) => {
      const [kai] = await db.query<{ id: string }>(`select id from personas where handle = 'kai'`);
      await db.query(
        `insert into upload_signatures (id, owner_persona_id, purpose, object_key, file_name, content_type, max_bytes, expires_at, created_at)
         select g, $1::uuid, 'product-image', 'originals/' || $1::text || '/' || g::text, 'x.png', 'image/png', 10, $2::timestamptz, $3::timestamptz
         from (select gen_random_uuid() as g from generate_series(1, 60)) as ids`,
        [kai?.id, new Date(TEST_NOW.getTime() + 300_000).toISOString(), TEST_NOW.toISOString()],
      );
      const capped = await get('/v2/images/sign?file_name=a.png&file_type=image/png', 'kai');
      t.equal(capped.statusCode, 429);
      t.same(codes(capped), ['too-many-uploads']);
      t.equal(capped.headers['retry-after'], '300');
      t.equal(
        (await get('/v2/images/sign?file_name=a.png&file_type=image/png', 'nova')).statusCode,
        200,
        'others are not affected',
      );
      now = new Date(TEST_NOW.getTime() + 301_000);
      t.equal(
        (await get('/v2/images/sign?file_name=a.png&file_type=image/png', 'kai')).statusCode,
        200,
        'five minutes later',
      );
      now = TEST_NOW;
    });

    await t.test('signing clears the persona’s own uploads abandoned for an hour, originals included', async (t) => {
      const old = await sign(`file_name=old.png&file_type=image/png&purpose=product-image&size=${cover.length}`);
      t.equal((await put(old.data.attributes.url, cover, 'image/png')).statusCode, 201);
      const oldKey = keyOf(old.data.attributes.url);
      t.ok(await store.get(oldKey), 'stored, never confirmed');
      now = new Date(TEST_NOW.getTime() + 30 * 60_000);
      await sign('file_name=b.png&file_type=image/png');
      t.ok(await store.get(oldKey), 'kept for the first hour');
      await sign('file_name=b.png&file_type=image/png', 'kai');
      now = new Date(TEST_NOW.getTime() + 61 * 60_000);
      await sign('file_name=c.png&file_type=image/png', 'kai');
      t.ok(await store.get(oldKey), "kai's signing never touches nova's uploads");
      await sign('file_name=c.png&file_type=image/png');
      t.equal(await store.get(oldKey), undefined, 'the original is gone');
      t.equal(await findUploadStatus(old.data.id), undefined, 'and its row');
      const [confirmedKept] = await db.query<{ n: number }>(
        `select count(*)::int as n from upload_signatures where status = 'confirmed'`,
      );
      t.ok((confirmedKept?.n ?? 0) >= 1, 'confirmed uploads stay');
      now = TEST_NOW;
    });

    await t.test('confirm refuses a file that is a PNG by its first bytes only', async (t) => {
      const broken = Buffer.concat([cover.subarray(0, 64), Buffer.alloc(200, 7)]);
      const signed = await sign(`file_name=b.png&file_type=image/png&purpose=product-image&size=${broken.length}`);
      t.equal((await put(signed.data.attributes.url, broken, 'image/png')).statusCode, 201, 'the magic bytes pass');
      const refused = await confirm(signed.data.id);
      t.equal(refused.statusCode, 422);
      t.same(codes(refused), ['invalid-image']);
      const [images] = await db.query<{ n: number }>('select count(*)::int as n from uploaded_images where id = $1', [
        signed.data.id,
      ]);
      t.equal(images?.n, 0, 'no image recorded');
    });
  });
}
