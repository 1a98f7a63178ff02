// Uploads across instances: two embedded upstreams, each with its own connection pool, on one PostgreSQL
// database made for this test, with the object store they choose by default there (the database). An
// address signed on A is sent through B, confirmed on A, and the pictures are served by B; the original
// is gone from both.
import t from 'tap';
import sharp from 'sharp';
import { signHs256AccessToken } from '../auth/index.ts';
import { startEmbeddedUpstream, type RunningEmbeddedUpstream } from '../main.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const TOKEN_SECRET = 'uploads-instances-secret-0123456789abcdefgh';
const JSON_API = 'application/vnd.api+json';

const database = await openTestDatabase('postgres');
t.teardown(() => database.close());
await database.db.query(`update personas set account_subject = 'account-nova' where handle = 'nova'`);

const start = () =>
  startEmbeddedUpstream({ databaseUrl: database.location, tokenSecret: TOKEN_SECRET, seed: false, reminders: false });
const a: RunningEmbeddedUpstream = await start();
const b: RunningEmbeddedUpstream = await start();
t.teardown(async () => {
  await a.close();
  await b.close();
});

t.test('signed on A, sent through B, confirmed on A, served by B', async (t) => {
  t.not(a.url, b.url);
  t.not(a.db, b.db, 'each instance has its own pool');
  const authorization = `Bearer ${await signHs256AccessToken(TOKEN_SECRET, 'account-nova')}`;
  const picture = await sharp({
    create: { width: 900, height: 500, channels: 3, background: { r: 20, g: 120, b: 220 } },
  })
    .png()
    .toBuffer();

  const signing = await fetch(
    `${a.url}/v2/images/sign?file_name=cover.png&file_type=image/png&purpose=experience-cover&size=${picture.length}`,
    {
      headers: { authorization },
    },
  );
  t.equal(signing.status, 200);
  const signed = (await signing.json()) as {
    data: { id: string; attributes: { url: string; headers: Record<string, string> } };
  };
  t.match(
    signed.data.attributes.url,
    /^\/uploads\/originals\//,
    'a same-origin address, received by whichever instance it reaches',
  );

  const sent = await fetch(`${b.url}${signed.data.attributes.url}`, {
    method: 'PUT',
    headers: signed.data.attributes.headers,
    body: new Uint8Array(picture),
  });
  t.equal(sent.status, 201, 'B accepts an address A signed');
  const replay = await fetch(`${a.url}${signed.data.attributes.url}`, {
    method: 'PUT',
    headers: signed.data.attributes.headers,
    body: new Uint8Array(picture),
  });
  t.equal(replay.status, 409, 'and A knows it has been used');

  const confirmed = await fetch(`${a.url}/v2/uploaded-images`, {
    method: 'POST',
    headers: { authorization, 'content-type': JSON_API },
    body: JSON.stringify({ data: { type: 'uploadedImage', attributes: { uploadId: signed.data.id } } }),
  });
  t.equal(confirmed.status, 201, 'A finds the bytes B received');
  const image = (await confirmed.json()) as { data: { attributes: { sizes: { name: string; url: string }[] } } };
  t.ok(image.data.attributes.sizes.length > 0);
  for (const size of image.data.attributes.sizes) {
    for (const [name, instance] of [
      ['B', b],
      ['A', a],
    ] as const) {
      const served = await fetch(`${instance.url}${size.url}`);
      t.equal(served.status, 200, `${size.name} from ${name}`);
      t.equal(served.headers.get('content-type'), 'image/webp');
      t.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      t.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format, 'webp');
    }
  }
  const [original] = await database.db.query('select key from upload_objects where key like $1', [
    `originals/%/${signed.data.id}`,
  ]);
  t.equal(original, undefined, 'the original is deleted for every instance');
});
