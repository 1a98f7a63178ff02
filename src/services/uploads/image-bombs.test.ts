// Picture work cannot take the machine: a thin-but-huge GIF is refused from its header with words the
// uploader understands, normal pictures still become their sizes, confirmations run through a bounded
// queue (never more than N at once, observed through the queue's own counter), and a full queue answers
// 503 with Retry-After instead of piling work up. The uploads service as callers reach it (app.inject).
import t from 'tap';
import sharp from 'sharp';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { temporaryObjectStore } from './config.ts';
import { WorkQueue } from './work-queue.ts';

const SECRET = 'image-bombs-test-secret-0123456789-abcdef';
const JSON_API = 'application/vnd.api+json';
const CONCURRENCY = 2;

const testDb = await openTestDatabase('pglite');
await testDb.db.query(`update personas set account_subject = 'account-nova' where handle = 'nova'`);
const imageWork = new WorkQueue({ concurrency: CONCURRENCY, maxWaiting: 8 });
const app = await buildEmbeddedUpstream({
  db: testDb.db,
  verifier: createHs256Verifier(SECRET),
  uploads: temporaryObjectStore(),
  imageWork,
});
t.teardown(async () => {
  await app.close();
  await testDb.close();
});
const authorization = `Bearer ${await signHs256AccessToken(SECRET, 'account-nova')}`;

interface ErrorDocument {
  errors: { code: string; detail?: string }[];
}

/** Signs an address for `bytes`, sends them there, and returns the upload's id (ready to confirm). */
async function uploaded(bytes: Buffer, type: string, purpose = 'experience-cover'): Promise<string> {
  const signed = await app.inject({
    method: 'GET',
    url: `/v2/images/sign?file_name=picture&file_type=${encodeURIComponent(type)}&purpose=${purpose}&size=${bytes.length}`,
    headers: { authorization },
  });
  if (signed.statusCode !== 200) throw new Error(`signing failed: ${signed.body}`);
  const { id, attributes } = signed.json<{ data: { id: string; attributes: { url: string } } }>().data;
  const put = await app.inject({
    method: 'PUT',
    url: attributes.url,
    payload: bytes,
    headers: { 'content-type': type },
  });
  if (put.statusCode !== 201) throw new Error(`upload failed: ${put.body}`);
  return id;
}

const confirm = (uploadId: string) =>
  app.inject({
    method: 'POST',
    url: '/v2/uploaded-images',
    headers: { authorization, 'content-type': JSON_API },
    payload: JSON.stringify({ data: { type: 'uploadedImage', attributes: { uploadId } } }),
  });

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

t.test('the 300 × 60,000 GIF is refused with a clear message; a normal picture still works', async (t) => {
  const bomb = await sharp({ create: { width: 300, height: 60_000, channels: 3, background: '#3366aa' } })
    .gif()
    .toBuffer();
  const refused = await confirm(await uploaded(bomb, 'image/gif'));
  t.equal(refused.statusCode, 422);
  t.match(refused.json<ErrorDocument>().errors, [
    { code: 'invalid-image', detail: /too large to process \(300 × 60,000 pixels\)/ },
  ]);

  const thin = await confirm(await uploaded(await picture(3000, 400, '#aa3366'), 'image/png'));
  t.equal(thin.statusCode, 422);
  t.match(thin.json<ErrorDocument>().errors, [{ code: 'invalid-image', detail: /too long and thin/ }]);

  const normal = await confirm(await uploaded(await picture(1280, 720, '#21bccf'), 'image/png'));
  t.equal(normal.statusCode, 201);
  t.same(
    normal
      .json<{ data: { attributes: { sizes: { name: string }[] } } }>()
      .data.attributes.sizes.map((size) => size.name),
    ['thumb', 'card', 'cover', 'cover-mobile'],
  );
});

t.test(`several confirmations at once are processed at most ${CONCURRENCY} at a time`, async (t) => {
  const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'];
  const ids = await Promise.all(colours.map(async (colour) => uploaded(await picture(960, 540, colour), 'image/png')));
  const answers = await Promise.all(ids.map((id) => confirm(id)));
  t.same(
    answers.map((answer) => answer.statusCode),
    ids.map(() => 201),
    'every picture was made',
  );
  t.ok(
    imageWork.stats.mostRunning <= CONCURRENCY,
    `never more than ${CONCURRENCY} at once (most: ${imageWork.stats.mostRunning})`,
  );
  t.same({ running: imageWork.stats.running, waiting: imageWork.stats.waiting }, { running: 0, waiting: 0 });
});

t.test('a full queue answers 503 with Retry-After, and the same confirmation works once there is room', async (t) => {
  const gates: Array<() => void> = [];
  const hold = () => imageWork.run(() => new Promise<void>((resolve) => gates.push(resolve)));
  const held = Array.from({ length: CONCURRENCY + imageWork.maxWaiting }, hold);
  const uploadId = await uploaded(await picture(800, 800, '#777777'), 'image/png', 'product-image');
  const busy = await confirm(uploadId);
  t.equal(busy.statusCode, 503);
  t.equal(busy.headers['retry-after'], '5');
  t.match(busy.json<ErrorDocument>().errors, [{ code: 'images-busy', detail: /Try again in a few seconds/ }]);
  // Let the held tasks finish one by one (a waiting one starts, and adds its gate, as a slot frees up).
  for (let opened = 0; opened < held.length;) {
    const open = gates[opened];
    if (open) {
      open();
      opened += 1;
    } else {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await Promise.all(held);
  t.equal((await confirm(uploadId)).statusCode, 201, 'nothing was lost: the upload is still there to confirm');
});
