// The image service: an uploaded original becomes the size variants the cards use, as WebP, with every
// piece of metadata (EXIF, GPS, ICC, XMP) left behind (sharp writes none unless asked), and with the EXIF
// orientation applied first so phones' pictures are upright.
//
// Cost is bounded before any pixel is decoded: the header alone must show at most MAX_INPUT_PIXELS, a
// long side of at most MAX_IMAGE_SIDE and an aspect ratio of at most MAX_ASPECT_RATIO (a 13 KB GIF of
// 300 × 60,000 pixels passed the pixel limit and cost 15 s of CPU). The original is then decoded once,
// straight to the smallest size every variant can be cut from (JPEG and WebP shrink while decoding), and
// each variant is made from those pixels.
import sharp from 'sharp';
import {
  MAX_ASPECT_RATIO,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MIN_IMAGE_SIDE,
  type VariantSpec,
} from '../../shared/uploads/limits.ts';

export interface Variant {
  spec: VariantSpec;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Variant[];
}

/** Why a file could not become a picture; the message is for the person who uploaded it. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

const FORMATS: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const pixels = (width: number, height: number) =>
  `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels`;

/** The refusal for a picture of these dimensions, or undefined when it may be decoded. */
export function dimensionProblem(width: number, height: number, maxInputPixels = MAX_INPUT_PIXELS): string | undefined {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (width * height > maxInputPixels || long > MAX_IMAGE_SIDE) {
    return `The picture is too large to process (${pixels(width, height)}); keep it under ${Math.round(maxInputPixels / 1e6)} megapixels and ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels on a side.`;
  }
  if (short < MIN_IMAGE_SIDE) {
    return `The picture is too small (${pixels(width, height)}); use one at least ${MIN_IMAGE_SIDE} pixels on each side.`;
  }
  if (long > short * MAX_ASPECT_RATIO) {
    return `The picture is too long and thin to process (${pixels(width, height)}); its long side can be at most ${MAX_ASPECT_RATIO} times its short side.`;
  }
  return undefined;
}

/** The scale (≤ 1) at which the picture still covers every variant's frame. */
function workingScale(width: number, height: number, specs: readonly VariantSpec[]): number {
  const needed = specs.map((spec) => Math.max(spec.width / width, spec.height / height));
  return Math.min(1, Math.max(...needed));
}

export async function makeVariants(
  original: Buffer,
  declaredType: string,
  specs: readonly VariantSpec[],
  options: { maxInputPixels?: number } = {},
): Promise<ProcessedImage> {
  const limitInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  let metadata: sharp.Metadata;
  try {
    // Header only (no pixels are decoded), without the pixel limit, so a bomb gets its own message below.
    metadata = await sharp(original, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw new InvalidImageError('The file is not a picture we can read. Export it again as PNG, JPEG, WebP or GIF.');
  }
  const format = metadata.format === undefined ? undefined : FORMATS[metadata.format];
  if (format !== declaredType) throw new InvalidImageError('The file is not the kind of picture it claims to be.');
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  const problem = dimensionProblem(width, height, limitInputPixels);
  if (problem) throw new InvalidImageError(problem);
  try {
    const scale = workingScale(width, height, specs);
    // The one decode: oriented, shrunk to the working size, kept as raw pixels for the variants.
    const decoded = await sharp(original, { limitInputPixels, failOn: 'error' })
      .autoOrient()
      .resize(Math.ceil(width * scale), Math.ceil(height * scale), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const variants: Variant[] = [];
    for (const spec of specs) {
      // Covers are cropped to their frame around what draws the eye.
      const bytes = await sharp(decoded.data, { raw })
        .resize(spec.width, spec.height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
      variants.push({ spec, bytes });
    }
    return { width, height, variants };
  } catch {
    throw new InvalidImageError('The picture could not be processed. Export it again and retry.');
  }
}
