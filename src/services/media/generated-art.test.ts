import t from 'tap';
import { buildEmbeddedUpstream } from '../app.ts';
import type { Database } from '../db/database.ts';
import {
  EXPERIENCE_IMAGE_SIZES,
  IMAGE_SIZES,
  PRODUCT_IMAGE_SIZES,
  experienceImageSizes,
  productImageSizes,
  snapshotImageSizes,
  generatedImageUrl,
  renderGeneratedSvg,
} from './generated-art.ts';

const unusedDb: Database = {
  kind: 'pglite',
  query: async () => [],
  exec: async () => undefined,
  transaction: async (fn) => fn({ query: async () => [], exec: async () => undefined }),
  close: async () => undefined,
};

t.test('the same seed and size always give the same picture; other seeds differ', async (t) => {
  const a = renderGeneratedSvg('experience', 'c60bc7dfcedc', 'card');
  t.equal(renderGeneratedSvg('experience', 'c60bc7dfcedc', 'card'), a);
  t.not(renderGeneratedSvg('experience', 'b55e93ca1a2e', 'card'), a);
  t.not(renderGeneratedSvg('persona', 'c60bc7dfcedc', 'avatar'), a);
});

t.test('width and height match the size, and the markup is a single well-formed svg', async (t) => {
  for (const size of EXPERIENCE_IMAGE_SIZES) {
    const svg = renderGeneratedSvg('experience', 'seed-1', size);
    const { width, height } = IMAGE_SIZES[size];
    t.match(
      svg,
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
      ),
    );
    t.ok(svg.endsWith('</svg>'));
    t.equal(svg.match(/<svg/g)?.length, 1);
    t.notMatch(svg, /NaN|undefined|Infinity/);
    t.match(svg, /<linearGradient/, `${size} has a gradient sky`);
  }
  const avatar = renderGeneratedSvg('persona', 'dde71423-b155-4e20-9ad2-d751ffd601f4', 'avatar');
  t.match(avatar, /width="256" height="256"/);
  t.notMatch(avatar, /NaN|undefined/);
});

t.test('image URLs: sizes in their fixed order, under the media base', async (t) => {
  const sizes = experienceImageSizes('/media', 'abc');
  t.same(
    sizes.map((size) => size.name),
    ['thumb', 'card', 'cover', 'cover-mobile'],
  );
  t.equal(sizes[1]?.url, '/media/generated/experience/abc/card.svg', 'index 1 is the card');
  t.equal(
    generatedImageUrl('https://cdn.example.com/media/', 'persona', 'p1', 'avatar'),
    'https://cdn.example.com/media/generated/persona/p1/avatar.svg',
  );
});

t.test('GET /media/generated/... serves cacheable SVG; anything else is a JSON:API 404', async (t) => {
  const app = await buildEmbeddedUpstream({ db: unusedDb, verifier: { verify: async () => null } });
  t.teardown(() => app.close());

  const card = await app.inject('/media/generated/experience/c60bc7dfcedc/card.svg');
  t.equal(card.statusCode, 200);
  t.match(card.headers['content-type'], /^image\/svg\+xml/);
  t.equal(card.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(card.body, renderGeneratedSvg('experience', 'c60bc7dfcedc', 'card'));

  const avatar = await app.inject('/media/generated/persona/dde71423-b155-4e20-9ad2-d751ffd601f4/avatar.svg');
  t.equal(avatar.statusCode, 200);
  t.match(avatar.body, /width="256" height="256"/);

  const portrait = await app.inject('/media/default-portrait.svg');
  t.equal(portrait.statusCode, 200);
  t.match(portrait.headers['content-type'], /^image\/svg\+xml/);

  for (const url of [
    '/media/generated/experience/abc/huge.svg',
    '/media/generated/experience/abc/card.png',
    '/media/generated/persona/abc/card.svg',
    '/media/generated/listing/abc/card.svg',
    '/media/generated/experience/bad%20seed!/card.svg',
  ]) {
    const response = await app.inject(url);
    t.equal(response.statusCode, 404, url);
    t.match(response.json(), { errors: [{ code: 'not-found' }] });
  }
});

t.test('listing pictures: square sizes keyed by name, one composition per seed', async (t) => {
  const sizes = productImageSizes('/media', 'p1');
  t.same(Object.keys(sizes), ['thumb', 'card', 'large']);
  t.same(sizes.card, { width: 480, height: 480, url: '/media/generated/product/p1/card.svg' });
  for (const [name, { width, height }] of Object.entries(PRODUCT_IMAGE_SIZES)) {
    const svg = renderGeneratedSvg('product', 'p1', name as keyof typeof PRODUCT_IMAGE_SIZES);
    t.match(svg, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`));
    t.notMatch(svg, /NaN|undefined|Infinity/);
  }
  t.not(renderGeneratedSvg('product', 'p1', 'card'), renderGeneratedSvg('product', 'p2', 'card'));
  const app = await buildEmbeddedUpstream({ db: unusedDb, verifier: { verify: async () => null } });
  t.teardown(() => app.close());
  t.equal((await app.inject('/media/generated/product/p1/large.svg')).statusCode, 200);
  t.equal(
    (await app.inject('/media/generated/product/p1/cover.svg')).statusCode,
    404,
    'experience sizes are not listing sizes',
  );
});

t.test('snapshot pictures: thumb, grid and large, 16:9, served under /media', async (t) => {
  const sizes = snapshotImageSizes('/media', 'a1b2c3');
  t.same(
    sizes.map(({ size, width, height }) => ({ size, width, height })),
    [
      { size: 'thumb', width: 320, height: 180 },
      { size: 'grid', width: 480, height: 270 },
      { size: 'large', width: 1600, height: 900 },
    ],
  );
  t.equal(sizes[1]?.url, '/media/generated/snapshot/a1b2c3/grid.svg');
  const svg = renderGeneratedSvg('snapshot', 'a1b2c3', 'large');
  t.match(svg, /width="1600" height="900"/);
  t.notMatch(svg, /NaN|undefined|Infinity/);
  t.not(
    svg,
    renderGeneratedSvg('experience', 'a1b2c3', 'cover'),
    'not the same picture as an experience of the same seed',
  );
  const app = await buildEmbeddedUpstream({ db: unusedDb, verifier: { verify: async () => null } });
  t.teardown(() => app.close());
  const ok = await app.inject({ method: 'GET', url: '/media/generated/snapshot/a1b2c3/grid.svg' });
  t.equal(ok.statusCode, 200);
  t.equal(ok.headers['content-type'], 'image/svg+xml');
  t.equal(
    (await app.inject({ method: 'GET', url: '/media/generated/snapshot/a1b2c3/card.svg' })).statusCode,
    404,
    'no card size for snapshots',
  );
});
