// The image service: variants with the right frames, as WebP, without metadata; bombs and lies refused.
import t from 'tap';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { VARIANTS_BY_PURPOSE } from '../../shared/uploads/limits.ts';
import { InvalidImageError, dimensionProblem, makeVariants } from './image-service.ts';

/** A JPEG photo with a camera's EXIF block, GPS position included. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();
}

/** A PNG whose header claims width × height and carries no pixels: what a decompression bomb looks like. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

t.test(
  'an experience cover becomes thumb, card, cover and cover-mobile WebPs of the card frames, without EXIF or GPS',
  async (t) => {
    const original = await photoWithGps(1200, 900);
    t.ok((await sharp(original).metadata()).exif, 'the original carries EXIF');
    const processed = await makeVariants(original, 'image/jpeg', VARIANTS_BY_PURPOSE['experience-cover']);
    t.same([processed.width, processed.height], [1200, 900]);
    t.same(
      processed.variants.map((variant) => variant.spec.name),
      ['thumb', 'card', 'cover', 'cover-mobile'],
    );
    for (const variant of processed.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      t.equal(metadata.format, 'webp', `${variant.spec.name} is WebP`);
      t.same(
        [metadata.width, metadata.height],
        [variant.spec.width, variant.spec.height],
        `${variant.spec.name} is ${variant.spec.width}×${variant.spec.height}`,
      );
      t.equal(metadata.exif, undefined, `${variant.spec.name} has no EXIF`);
      t.equal(metadata.xmp, undefined, `${variant.spec.name} has no XMP`);
      t.equal(metadata.icc, undefined, `${variant.spec.name} has no ICC profile`);
      t.notOk(variant.bytes.includes(Buffer.from('PhoneCo')), 'no camera name anywhere in the bytes');
    }
  },
);

t.test('product pictures are square', async (t) => {
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#21bccf' } })
    .png()
    .toBuffer();
  const processed = await makeVariants(png, 'image/png', VARIANTS_BY_PURPOSE['product-image']);
  const sizes = await Promise.all(
    processed.variants.map(async (variant) => {
      const metadata = await sharp(variant.bytes).metadata();
      return `${variant.spec.name}:${metadata.width}x${metadata.height}`;
    }),
  );
  t.same(sizes, ['thumb:160x160', 'card:480x480', 'large:1200x1200']);
});

t.test('refusals', async (t) => {
  const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  await t.rejects(
    makeVariants(png, 'image/jpeg', VARIANTS_BY_PURPOSE['product-image']),
    InvalidImageError,
    'a PNG declared as JPEG',
  );
  await t.rejects(
    makeVariants(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      VARIANTS_BY_PURPOSE['product-image'],
    ),
    InvalidImageError,
    'not a picture',
  );
  const bomb = pngHeaderClaiming(20_000, 20_000);
  t.ok(bomb.length < 100, 'a tiny file');
  await t.rejects(
    makeVariants(bomb, 'image/png', VARIANTS_BY_PURPOSE['product-image']),
    { name: 'InvalidImageError', message: /too large to process/ },
    '400 megapixels claimed: refused before decoding',
  );
  const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  await t.rejects(makeVariants(tiny, 'image/png', VARIANTS_BY_PURPOSE['product-image']), { message: /too small/ });
  const truncated = (await photoWithGps(400, 400)).subarray(0, 300);
  await t.rejects(
    makeVariants(truncated, 'image/jpeg', VARIANTS_BY_PURPOSE['product-image']),
    InvalidImageError,
    'a truncated JPEG',
  );
});

t.test('a thin but huge picture is refused from its header, before any pixel is decoded', async (t) => {
  // 13 KB on disk, 18 megapixels once decoded: under the pixel limit, but no card needs a 60,000 pixel side.
  const gif = await sharp({ create: { width: 300, height: 60_000, channels: 3, background: '#3366aa' } })
    .gif()
    .toBuffer();
  t.ok(gif.length < 64 * 1024, `a small file (${gif.length} bytes)`);
  await t.rejects(makeVariants(gif, 'image/gif', VARIANTS_BY_PURPOSE['experience-cover']), {
    name: 'InvalidImageError',
    message:
      'The picture is too large to process (300 × 60,000 pixels); keep it under 40 megapixels and 10,000 pixels on a side.',
  });
  // A header with no pixel data behind it gets the same answer: the refusal never reached the decoder.
  await t.rejects(makeVariants(pngHeaderClaiming(300, 60_000), 'image/png', VARIANTS_BY_PURPOSE['product-image']), {
    message: /too large to process \(300 × 60,000 pixels\)/,
  });
  await t.rejects(makeVariants(pngHeaderClaiming(6000, 1000), 'image/png', VARIANTS_BY_PURPOSE['product-image']), {
    message:
      'The picture is too long and thin to process (6,000 × 1,000 pixels); its long side can be at most 5 times its short side.',
  });
});

t.test('dimension bounds', async (t) => {
  t.equal(dimensionProblem(8000, 5000), undefined, '40 megapixels, 8:5');
  t.equal(dimensionProblem(1500, 300), undefined, 'a 5:1 banner');
  t.equal(dimensionProblem(64, 64), undefined);
  t.match(dimensionProblem(10_001, 2100), /too large/);
  t.match(dimensionProblem(1501, 300), /too long and thin/);
  t.match(dimensionProblem(300, 1501), /too long and thin/);
  t.match(dimensionProblem(63, 100), /too small/);
});

t.test('a normal GIF still becomes its variants (decoded once, at the working size)', async (t) => {
  const gif = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } })
    .gif()
    .toBuffer();
  const processed = await makeVariants(gif, 'image/gif', VARIANTS_BY_PURPOSE['store-banner']);
  t.same([processed.width, processed.height], [900, 600]);
  const sizes = await Promise.all(
    processed.variants.map(async (variant) => {
      const metadata = await sharp(variant.bytes).metadata();
      return `${variant.spec.name}:${metadata.format}:${metadata.width}x${metadata.height}`;
    }),
  );
  t.same(sizes, ['thumb:webp:480x160', 'banner:webp:1500x500']);
});
