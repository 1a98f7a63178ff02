// The web tier's side of uploads: the procedures (sign, confirm, image) through the real upstream client,
// and the same-origin PUT forwarder (signed in only, upload paths only, bounded by Content-Length).
import t from 'tap';
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { startTestStack, testWebConfig } from '../testing/test-stack.ts';
import { buildApp } from '../app.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { createUpstreamPool } from '../upstream-client/upstream-client.ts';
import type { SessionUser } from '../trpc/context.ts';
import { uploadProxyPlugin, uploadTarget } from './upload-proxy.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
const nova = await stack.userFor('nova');
const kai = await stack.userFor('kai');
const users: Record<string, SessionUser> = { nova, kai };

// The forwarder on its own app, with the session replaced by a header naming the test user.
const pool = createUpstreamPool({ baseUrls: upstream, timeoutMs: 5000 });
const web = Fastify();
await web.register(uploadProxyPlugin, {
  pool,
  userOf: (request) => users[String(request.headers['x-test-user'] ?? '')] ?? null,
});
t.teardown(async () => {
  await web.close();
  await pool.close();
});

const cover = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffbb00' } })
  .jpeg()
  .toBuffer();
const putThrough = (url: string, body: Buffer, headers: Record<string, string>) =>
  web.inject({ method: 'PUT', url, payload: body, headers });

t.test('sign, PUT through the forwarder, confirm: an image with the card sizes', async (t) => {
  const { caller, close } = createTestCaller({ upstream, user: nova });
  t.teardown(close);
  const signed = await caller.uploads.sign({
    purpose: 'experience-cover',
    fileName: 'neon.jpg',
    contentType: 'image/jpeg',
    size: cover.length,
  });
  t.match(signed, {
    method: 'PUT',
    contentType: 'image/jpeg',
    maxBytes: cover.length,
    headers: { 'content-type': 'image/jpeg' },
  });
  t.match(signed.url, /^\/uploads\/originals\//);

  const refusedAnonymous = await putThrough(signed.url, cover, { 'content-type': 'image/jpeg' });
  t.equal(refusedAnonymous.statusCode, 401, 'signed out: refused before anything is sent on');
  const asKai = await putThrough(signed.url, cover, { 'content-type': 'image/jpeg', 'x-test-user': 'kai' });
  t.equal(asKai.statusCode, 403, "kai cannot use nova's address");
  const tooBig = await putThrough(signed.url, Buffer.concat([cover, Buffer.alloc(1)]), {
    'content-type': 'image/jpeg',
    'x-test-user': 'nova',
  });
  t.equal(tooBig.statusCode, 413, 'longer than signed: refused from Content-Length');
  t.match(tooBig.json(), { error: 'PAYLOAD_TOO_LARGE', message: /choose a smaller one/ });

  const sent = await putThrough(signed.url, cover, { 'content-type': 'image/jpeg', 'x-test-user': 'nova' });
  t.equal(sent.statusCode, 201, 'the store took the file');
  t.equal(sent.headers['cache-control'], 'no-store');

  const image = await caller.uploads.confirm({ uploadId: signed.uploadId });
  t.equal(image.imageId, signed.uploadId);
  t.equal(image.purpose, 'experience-cover');
  t.same(
    image.sizes.map((size) => size.name),
    ['thumb', 'card', 'cover', 'cover-mobile'],
  );
  t.equal(image.sizes[1]?.url, `/media/uploads/${image.imageId}/card.webp`, 'the card at index 1');

  const { caller: anonymous, close: closeAnonymous } = createTestCaller({ upstream, user: null });
  t.teardown(closeAnonymous);
  t.same(await anonymous.uploads.image({ imageId: image.imageId }), image, 'anyone can read an image by id');
});

t.test('procedures refuse what a person can fix, with words', async (t) => {
  const { caller: anonymous, close: closeAnonymous } = createTestCaller({ upstream, user: null });
  t.teardown(closeAnonymous);
  const input = { purpose: 'product-image', fileName: 'hat.png', contentType: 'image/png', size: 1000 } as const;
  await t.rejects(anonymous.uploads.sign(input), { code: 'UNAUTHORIZED' });
  const { caller: noPersona, close: closeNoPersona } = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(closeNoPersona);
  await t.rejects(noPersona.uploads.sign(input), { code: 'FORBIDDEN' });
  const { caller, close } = createTestCaller({ upstream, user: kai });
  t.teardown(close);
  await t.rejects(caller.uploads.sign({ ...input, contentType: 'image/svg+xml' as 'image/png' }), {
    code: 'BAD_REQUEST',
    message: /PNG, JPEG, WebP or GIF/,
  });
  await t.rejects(caller.uploads.sign({ ...input, size: 11 * 1024 * 1024 }), {
    code: 'BAD_REQUEST',
    message: /at most 10 MB/,
  });
  const signed = await caller.uploads.sign(input);
  await t.rejects(caller.uploads.confirm({ uploadId: signed.uploadId }), {
    code: 'CONFLICT',
    message: 'The file did not arrive. Choose it again and retry.',
  });
  await t.rejects(caller.uploads.confirm({ uploadId: '00000000-0000-4000-8000-000000000000' }), { code: 'NOT_FOUND' });
  await t.rejects(caller.uploads.image({ imageId: '00000000-0000-4000-8000-000000000000' }), { code: 'NOT_FOUND' });

  const mira = await stack.userFor('mira');
  await stack.db.query(
    `insert into upload_signatures (id, owner_persona_id, purpose, object_key, file_name, content_type, max_bytes, expires_at)
     select g, $1::uuid, 'product-image', 'originals/' || $1::text || '/' || g::text, 'x.png', 'image/png', 10, now() + interval '5 minutes'
     from (select gen_random_uuid() as g from generate_series(1, 60)) as ids`,
    [mira.personaId],
  );
  const { caller: busy, close: closeBusy } = createTestCaller({ upstream, user: mira });
  t.teardown(closeBusy);
  await t.rejects(busy.uploads.sign(input), { code: 'TOO_MANY_REQUESTS', message: /Wait a few minutes/ });
});

t.test('the forwarder passes upload addresses only, with the signed parameters only', async (t) => {
  const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const good = `/uploads/originals/${id}/${id}?type=image%2Fpng&max=10&owner=${id}&expires=1&signature=abc_-`;
  t.equal(
    uploadTarget(good),
    `/uploads/originals/${id}/${id}?type=image%2Fpng&max=10&owner=${id}&expires=1&signature=abc_-`,
  );
  for (const url of [
    `/uploads/../v2/user/orders?type=a&max=1&owner=a&expires=1&signature=a`,
    `/uploads/originals/${id}?type=a&max=1&owner=a&expires=1&signature=a`,
    `/uploads/images/${id}/card.webp?type=a&max=1&owner=a&expires=1&signature=a`,
    `/uploads/originals/${id}/${id}`,
    `${good}&url=http://evil.test`,
    `${good}&type=image/jpeg`,
    good.replace('signature=abc_-', 'signature=a%0Ab'),
    `/uploads/originals/${id}/${id}/../../x?type=a&max=1&owner=a&expires=1&signature=a`,
  ]) {
    t.equal(uploadTarget(url), undefined, url);
    const response = await putThrough(url, Buffer.from('x'), { 'content-type': 'image/png', 'x-test-user': 'nova' });
    t.equal(response.statusCode, 404, `PUT ${url}`);
  }
  t.equal((await web.inject({ method: 'GET', url: good })).statusCode, 404, 'no reads through the forwarder');
  const chunked = await web.inject({
    method: 'PUT',
    url: good,
    headers: { 'content-type': 'image/png', 'x-test-user': 'nova' },
    payload: Readable.from([Buffer.from('x')]),
  });
  t.equal(chunked.statusCode, 411, 'a body without a length is refused');
});

t.test('in the whole app: cross-site PUTs are refused (CSRF), signed-out PUTs are 401', async (t) => {
  const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const url = `/uploads/originals/${id}/${id}?type=image%2Fpng&max=10&owner=${id}&expires=1&signature=abc`;
  const crossSite = await stack.app.inject({
    method: 'PUT',
    url,
    payload: Buffer.from('x'),
    headers: { 'content-type': 'image/png', origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
  });
  t.equal(crossSite.statusCode, 403);
  const signedOut = await stack.app.inject({
    method: 'PUT',
    url,
    payload: Buffer.from('x'),
    headers: { 'content-type': 'image/png', 'sec-fetch-site': 'same-origin' },
  });
  t.equal(signedOut.statusCode, 401);
  const big = await stack.app.inject({
    method: 'PUT',
    url: `/uploads/originals/${id}/${id}/x`,
    payload: Buffer.alloc(2 * 1024 * 1024),
    headers: { 'content-type': 'image/png', 'sec-fetch-site': 'same-origin' },
  });
  t.equal(big.statusCode, 404, 'not an upload address: refused, whatever its size');
});

t.test('the CSP lets browsers upload to a configured bucket origin, and nowhere else by default', async (t) => {
  const page = await stack.app.inject({ method: 'GET', url: '/pictures/new' });
  t.match(String(page.headers['content-security-policy']), /connect-src 'self'(;|$)/);
  const withBucket = await buildApp(
    testWebConfig(upstream, { uploadConnectSources: ['https://lumen-uploads.s3.eu-west-1.amazonaws.com'] }),
  );
  t.teardown(() => withBucket.close());
  const answer = await withBucket.inject({ method: 'GET', url: '/pictures/new' });
  t.equal(answer.statusCode, 200);
  t.match(
    String(answer.headers['content-security-policy']),
    /connect-src 'self' https:\/\/lumen-uploads\.s3\.eu-west-1\.amazonaws\.com/,
  );
});
