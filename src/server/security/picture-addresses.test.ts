// Picture addresses are pictures: a creator cannot make every visitor's browser request /sign-out (or any
// other same-site path) by giving it as a cover, gallery or listing picture. Refused by the procedures,
// refused again by the upstream service (422 at the field), and a bad row already in the database is
// never rendered (src/shared/media/picture-url.ts is the rule).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack, testWebConfig } from '../testing/test-stack.ts';
import { buildApp } from '../app.ts';
import { configurePictureHosts } from '../../shared/media/picture-url.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', fields: [] as string[] }),
    (error: unknown) => {
      if (!(error instanceof TRPCError)) throw error;
      const cause = error.cause as { issues?: { path: PropertyKey[] }[] } | undefined;
      return { code: error.code, fields: (cause?.issues ?? []).map((issue) => issue.path.map(String).join('.')) };
    },
  );

const ATTACKS = [
  '/sign-out',
  '/media/../sign-out',
  '/media/%2e%2e/sign-out',
  '//evil.example/x.png',
  'https://evil.example/x.png',
  'javascript:alert(1)',
];

t.test('the creator procedures refuse a picture address that is not a picture, and nothing changes', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const [experience] = await nova.experiences();
  if (!experience) throw new Error('nova has experiences');
  const experiencesBefore = (await nova.experiences()).length;
  const productsBefore = (await nova.products()).total;
  const [product] = (await nova.products()).items;
  if (!product) throw new Error('nova has listings');

  for (const url of ATTACKS) {
    t.match(
      await refusal(nova.updateExperience({ id: experience.id, coverUrl: url })),
      { code: 'BAD_REQUEST', fields: ['coverUrl'] },
      `cover ${url}`,
    );
    t.match(
      await refusal(nova.updateExperience({ id: experience.id, galleryUrls: [url] })),
      { code: 'BAD_REQUEST', fields: ['galleryUrls.0'] },
      `gallery ${url}`,
    );
    t.match(
      await refusal(nova.createExperience({ name: 'Trap', handle: 'trap-world', coverUrl: url })),
      { code: 'BAD_REQUEST' },
      `new cover ${url}`,
    );
    t.match(
      await refusal(nova.addProductImage({ productId: product.id, url })),
      { code: 'BAD_REQUEST', fields: ['url'] },
      `listing picture ${url}`,
    );
    t.match(
      await refusal(nova.createProduct({ name: 'Trap', price: 1, imageUrls: [url] })),
      { code: 'BAD_REQUEST', fields: ['imageUrls.0'] },
      `new listing ${url}`,
    );
  }

  const after = await nova.experience({ id: experience.id });
  t.same(
    { coverUrl: after.coverUrl, galleryUrls: after.galleryUrls },
    { coverUrl: experience.coverUrl, galleryUrls: experience.galleryUrls },
    'the experience is unchanged',
  );
  t.equal((await nova.experiences()).length, experiencesBefore, 'no experience was created');
  t.equal((await nova.products()).total, productsBefore, 'no listing was created');
  t.same((await nova.product({ id: product.id })).images, product.images, "the listing's pictures are unchanged");
});

t.test('the upstream services refuse them too, with a 422 at the field', async (t) => {
  const nova = await stack.userFor('nova');
  const nova2 = (await callerFor('nova')).creator;
  const [experience] = await nova2.experiences();
  const [product] = (await nova2.products()).items;
  if (!experience || !product) throw new Error('nova has experiences and listings');
  const send = (method: 'PATCH' | 'POST', path: string, body: unknown) =>
    fetch(`${stack.upstreamOrigin}/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${nova.accessToken}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify(body),
    });
  for (const url of ATTACKS) {
    const cover = await send('PATCH', `/experience/${experience.id}`, {
      data: { type: 'experience', id: experience.id, attributes: { coverUrl: url } },
    });
    t.equal(cover.status, 422, `cover ${url}`);
    t.match(await cover.json(), { errors: [{ source: { pointer: '/data/attributes/coverUrl' } }] });
    const gallery = await send('PATCH', `/experience/${experience.id}`, {
      data: { type: 'experience', id: experience.id, attributes: { galleryUrls: [url] } },
    });
    t.equal(gallery.status, 422, `gallery ${url}`);
    t.match(await gallery.json(), { errors: [{ source: { pointer: /^\/data\/attributes\/galleryUrls/ } }] });
    const image = await send('POST', '/images', {
      data: { type: 'image', attributes: { productId: product.id, url } },
    });
    t.equal(image.status, 422, `listing picture ${url}`);
    t.match(await image.json(), { errors: [{ source: { pointer: '/data/attributes/url' } }] });
  }
  const good = await send('PATCH', `/experience/${experience.id}`, {
    data: { type: 'experience', id: experience.id, attributes: { coverUrl: experience.coverUrl } },
  });
  t.equal(good.status, 200, 'a real picture (or none) is still accepted');
});

t.test('a bad address already in the database is never rendered', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const [experience] = await nova.experiences();
  const [product] = (await nova.products()).items;
  if (!experience || !product) throw new Error('nova has experiences and listings');
  await stack.db.query(
    "update experiences set cover_url = '/sign-out', gallery_urls = array['/sign-out', '/media/uploads/ok.webp'] where id = $1",
    [experience.id],
  );
  await stack.db.query("update product_images set url = '/sign-out', image_seed = null where product_id = $1", [
    product.id,
  ]);
  await stack.db.query("update personas set avatar_url = '/sign-out' where lower(handle) = 'nova'");
  t.teardown(async () => {
    await stack.db.query('update experiences set cover_url = null, gallery_urls = $2 where id = $1', [
      experience.id,
      experience.galleryUrls,
    ]);
    await stack.db.query("update personas set avatar_url = null where lower(handle) = 'nova'");
  });

  const mine = await nova.experience({ id: experience.id });
  t.equal(mine.coverUrl, null, 'the cover is dropped');
  t.same(mine.galleryUrls, ['/media/uploads/ok.webp'], 'only real pictures stay in the gallery');
  const visitor = await callerFor(null);
  const detail = await visitor.experiences.detail({ personaHandle: 'nova', handle: experience.handle });
  t.notOk(JSON.stringify(detail).includes('/sign-out'), 'the experience answer names no /sign-out');
  const listing = await visitor.listings.detail({ id: product.id });
  t.notOk(JSON.stringify(listing).includes('/sign-out'), 'the listing answer names no /sign-out');

  const pages = [
    `/experiences/nova/${experience.handle}`,
    `/listings/${product.id}/${product.slug}`,
    '/experiences/nova',
    '/store/nova',
    '/store',
    '/',
  ];
  for (const url of pages) {
    const response = await stack.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Googlebot/2.1' } });
    t.equal(response.statusCode, 200, url);
    t.notOk(
      /src="\/sign-out|"[A-Za-z]*[Uu]rls?":\["?\/sign-out|"[A-Za-z]*[Uu]rl":"\/sign-out"/.test(response.body),
      `${url}: no picture points at /sign-out`,
    );
  }
});

t.test(
  'IMAGE_HOSTS: https pictures on a listed host are accepted and may load (CSP img-src); others are not',
  async (t) => {
    const app = await buildApp(
      testWebConfig(
        { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
        { imageHosts: ['cdn.example.com'] },
      ),
    );
    t.teardown(async () => {
      configurePictureHosts([]);
      await app.close();
    });
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Googlebot/2.1' } });
    t.match(String(page.headers['content-security-policy']), /img-src 'self' data: https:\/\/cdn\.example\.com(;|$)/);
    const nova = (await callerFor('nova')).creator;
    const [experience] = await nova.experiences();
    if (!experience) throw new Error('nova has experiences');
    const set = await nova.updateExperience({
      id: experience.id,
      galleryUrls: ['https://cdn.example.com/world/1.webp'],
    });
    t.same(set.galleryUrls, ['https://cdn.example.com/world/1.webp']);
    t.match(await refusal(nova.updateExperience({ id: experience.id, galleryUrls: ['https://evil.example/1.webp'] })), {
      code: 'BAD_REQUEST',
      fields: ['galleryUrls.0'],
    });
    await nova.updateExperience({ id: experience.id, galleryUrls: experience.galleryUrls });
  },
);
