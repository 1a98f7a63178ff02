import t from 'tap';
import {
  MAX_UPLOAD_BYTES,
  VARIANTS_BY_PURPOSE,
  UPLOAD_PURPOSES,
  formatBytes,
  isUploadContentType,
  isUploadPurpose,
} from './limits.ts';
import { signUploadInputSchema } from './schema.ts';

t.test('experience variants keep the card at index 1, products name thumb, card, large', async (t) => {
  t.equal(VARIANTS_BY_PURPOSE['experience-cover'][1]?.name, 'card');
  t.same(VARIANTS_BY_PURPOSE['experience-cover'][1], { name: 'card', width: 640, height: 360 });
  t.same(
    VARIANTS_BY_PURPOSE['product-image'].map((v) => v.name),
    ['thumb', 'card', 'large'],
  );
  for (const purpose of UPLOAD_PURPOSES) t.ok(VARIANTS_BY_PURPOSE[purpose].length > 0, `${purpose} has sizes`);
});

t.test('only raster types are accepted; SVG is not', async (t) => {
  t.ok(isUploadContentType('image/png'));
  t.ok(isUploadContentType('image/webp'));
  t.notOk(isUploadContentType('image/svg+xml'));
  t.notOk(isUploadContentType('text/html'));
  t.ok(isUploadPurpose('store-banner'));
  t.notOk(isUploadPurpose('avatar-of-someone-else'));
});

t.test('sign input: type, size and name rules with readable messages', async (t) => {
  const ok = { purpose: 'product-image', fileName: 'hat.png', contentType: 'image/png', size: 1000 };
  t.ok(signUploadInputSchema.safeParse(ok).success);
  const svg = signUploadInputSchema.safeParse({ ...ok, contentType: 'image/svg+xml' });
  t.equal(svg.error?.issues[0]?.message, 'Choose a PNG, JPEG, WebP or GIF picture.');
  const big = signUploadInputSchema.safeParse({ ...ok, size: MAX_UPLOAD_BYTES + 1 });
  t.equal(big.error?.issues[0]?.message, 'Pictures can be at most 10 MB.');
  t.notOk(signUploadInputSchema.safeParse({ ...ok, size: 0 }).success, 'empty file');
  t.notOk(signUploadInputSchema.safeParse({ ...ok, fileName: 'a\nb.png' }).success, 'control characters');
  t.notOk(signUploadInputSchema.safeParse({ ...ok, extra: 1 }).success, 'unknown fields');
});

t.test('formatBytes', async (t) => {
  t.equal(formatBytes(512), '512 bytes');
  t.equal(formatBytes(2048), '2 KB');
  t.equal(formatBytes(MAX_UPLOAD_BYTES), '10 MB');
  t.equal(formatBytes(1.5 * 1024 * 1024), '1.5 MB');
});
