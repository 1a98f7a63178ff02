// One contract for every ObjectStore (object-store.ts), run against each implementation: the disk store,
// the PostgreSQL store (on PGlite and on PostgreSQL) and the S3 store against a real S3-compatible server
// (s3rver on a loopback port). First the store's own calls, then the uploads service built on the store,
// as a browser uses it: sign, send the bytes to the signed address (a same-origin path or a presigned S3
// URL), confirm, and read the variants back from /media.
import t from 'tap';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { startS3Server, S3RVER_CREDENTIALS } from '../testing/s3-server.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { originalKey, variantKey } from '../../shared/uploads/object-key.ts';
import { temporaryObjectStore } from './config.ts';
import type { ObjectStore } from './object-store.ts';
import { PostgresObjectStore } from './postgres-store.ts';
import { S3ObjectStore } from './s3-store.ts';
import { DEV_UPLOADS_SECRET } from './upload-signer.ts';

const TOKEN_SECRET = 'object-store-contract-secret-0123456789abcdef';
const JSON_API = 'application/vnd.api+json';
const OWNER = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface Implementation {
  name: string;
  db: Database;
  open(): Promise<ObjectStore>;
}

const pglite = await openTestDatabase('pglite');
const postgres = await openTestDatabase('postgres');
const s3 = await startS3Server();
t.teardown(async () => {
  await s3.close();
  await pglite.close();
  await postgres.close();
});

const implementations: Implementation[] = [
  { name: 'disk', db: pglite.db, open: async () => temporaryObjectStore() },
  {
    name: 'postgres (PGlite)',
    db: pglite.db,
    open: async () => new PostgresObjectStore({ db: pglite.db, secret: DEV_UPLOADS_SECRET }),
  },
  {
    name: 'postgres (PostgreSQL)',
    db: postgres.db,
    open: async () => new PostgresObjectStore({ db: postgres.db, secret: DEV_UPLOADS_SECRET }),
  },
  {
    name: 's3 (s3rver)',
    db: pglite.db,
    open: async () =>
      new S3ObjectStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
      }),
  },
];

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

for (const implementation of implementations) {
  t.test(implementation.name, async (t) => {
    const store = await implementation.open();
    const { db } = implementation;

    await t.test('objects: missing, written, replaced, deleted (twice), each key on its own', async (t) => {
      const original = originalKey(OWNER, crypto.randomUUID());
      const variant = variantKey(crypto.randomUUID(), 'card');
      t.equal(await store.get(original), undefined, 'nothing before it is written');
      await store.put(original, everyByte, 'image/png');
      t.same(await store.get(original), everyByte, 'every byte value comes back as written');
      t.equal(await store.get(variant), undefined, 'another key is another object');
      await store.put(variant, Buffer.from('first'), 'image/webp');
      await store.put(variant, Buffer.from('second, longer'), 'image/webp');
      t.same(await store.get(variant), Buffer.from('second, longer'), 'a rewrite replaces the object');
      const large = Buffer.alloc(3 * 1024 * 1024, 7);
      await store.put(variant, large, 'image/webp');
      t.equal((await store.get(variant))?.length, large.length, 'a 3 MB object round-trips');
      await store.delete(original);
      await store.delete(original);
      t.equal(await store.get(original), undefined, 'deleted; deleting again is no error');
      t.ok(await store.get(variant), 'deleting one key leaves the others');
      await store.delete(variant);
    });

    await t.test(
      'uploads through the service: sign, send to the signed address, confirm, serve the variants',
      async (t) => {
        for (const handle of ['nova', 'kai']) {
          await db.query('update personas set account_subject = $1 where handle = $2', [`account-${handle}`, handle]);
        }
        const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(TOKEN_SECRET), uploads: store });
        await app.listen({ host: '127.0.0.1', port: 0 });
        t.teardown(() => app.close());
        const flow = uploadFlow(app, await signHs256AccessToken(TOKEN_SECRET, 'account-nova'));
        const cover = await png(800, 450);

        const signed = await flow.sign(cover.length);
        const sent = await flow.send(signed, cover);
        t.ok(sent.ok, `the bytes arrive at the signed address (${sent.status})`);
        const confirmed = await flow.confirm(signed.id);
        t.equal(confirmed.status, 201);
        const image = (await confirmed.json()) as {
          data: { id: string; attributes: { sizes: { name: string; url: string }[] } };
        };
        t.equal(image.data.id, signed.id);
        t.equal(
          await store.get(originalKey(signed.ownerId, signed.id)),
          undefined,
          'the original (maybe with EXIF) is not kept',
        );
        for (const size of image.data.attributes.sizes) {
          const served = await fetch(`${flow.origin}${size.url}`);
          t.equal(served.status, 200, size.name);
          t.equal(served.headers.get('content-type'), 'image/webp');
          t.equal(
            served.headers.get('cache-control'),
            'public, max-age=31536000, immutable',
            'a variant never changes',
          );
          t.ok((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format === 'webp');
        }
        const missing = await fetch(`${flow.origin}/media/uploads/${crypto.randomUUID()}/card.webp`);
        t.equal(missing.status, 404);
        t.equal(missing.headers.get('cache-control'), 'no-store', 'a missing picture is not remembered as missing');

        const again = await flow.confirm(signed.id);
        t.equal(again.status, 200, 'confirming twice finds the first image');

        const other = await flow.sign(cover.length);
        const early = await flow.confirm(other.id);
        t.equal(early.status, 409, 'confirming before the bytes arrive is refused');
        t.match(await early.json(), { errors: [{ code: 'upload-missing' }] });
      },
    );

    await t.test('bytes that are not the signed picture never become an image, and are not kept', async (t) => {
      const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(TOKEN_SECRET), uploads: store });
      await app.listen({ host: '127.0.0.1', port: 0 });
      t.teardown(() => app.close());
      const flow = uploadFlow(app, await signHs256AccessToken(TOKEN_SECRET, 'account-nova'));
      const html = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
      const signed = await flow.sign(html.length);
      // The disk and PostgreSQL stores refuse at the PUT (415), so nothing arrived (409 at confirmation);
      // S3 takes any bytes, and confirmation refuses them (422) and deletes them.
      const sent = await flow.send(signed, html);
      const confirmed = await flow.confirm(signed.id);
      const expected = store.uploadSigner ? { put: 415, confirm: 409 } : { put: 200, confirm: 422 };
      t.same({ put: sent.status, confirm: confirmed.status }, expected);
      t.equal(await store.get(originalKey(signed.ownerId, signed.id)), undefined);
      const [row] = await db.query('select id from uploaded_images where id = $1', [signed.id]);
      t.equal(row, undefined, 'no image record');
    });
  });
}

interface Signed {
  id: string;
  ownerId: string;
  url: string;
  headers: Record<string, string>;
}

function uploadFlow(app: FastifyInstance, token: string) {
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const authorization = `Bearer ${token}`;
  return {
    origin,
    async sign(size: number): Promise<Signed> {
      const response = await fetch(
        `${origin}/v2/images/sign?file_name=cover.png&file_type=image/png&purpose=experience-cover&size=${size}`,
        {
          headers: { authorization },
        },
      );
      if (response.status !== 200) throw new Error(`signing answered ${response.status}: ${await response.text()}`);
      const document = (await response.json()) as {
        data: { id: string; attributes: { url: string; headers: Record<string, string> } };
      };
      const ownerId = /originals\/([0-9a-f-]{36})\//.exec(document.data.attributes.url)?.[1] ?? '';
      return {
        id: document.data.id,
        ownerId,
        url: document.data.attributes.url,
        headers: document.data.attributes.headers,
      };
    },
    /** As the browser does: the address as given (a path on our origin, or an absolute S3 URL), its headers. */
    send(signed: Signed, bytes: Buffer): Promise<Response> {
      return fetch(new URL(signed.url, origin), {
        method: 'PUT',
        headers: signed.headers,
        body: new Uint8Array(bytes),
      });
    },
    confirm(uploadId: string): Promise<Response> {
      return fetch(`${origin}/v2/uploaded-images`, {
        method: 'POST',
        headers: { authorization, 'content-type': JSON_API },
        body: JSON.stringify({ data: { type: 'uploadedImage', attributes: { uploadId } } }),
      });
    },
  };
}
