// The image service: an uploaded original becomes the size variants the cards use, as WebP, with every
// piece of metadata (EXIF, GPS, ICC, XMP) left behind (sharp writes none unless asked), and with the EXIF
// orientation applied first so phones' pictures are upright. Decompression bombs are refused before
// decoding: limitInputPixels bounds width × height as read from the header.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MIN_IMAGE_SIDE, type VariantSpec } from '../../../shared/uploads/limits.ts';

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

const FORMATS: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

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
  if (width * height > limitInputPixels) {
    throw new InvalidImageError(`The picture is too large to process (${width} × ${height} pixels); keep it under ${Math.round(limitInputPixels / 1e6)} megapixels.`);
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw new InvalidImageError(`The picture is too small (${width} × ${height} pixels); use one at least ${MIN_IMAGE_SIDE} pixels on each side.`);
  }
  try {
    const variants: Variant[] = [];
    for (const spec of specs) {
      // One decode per variant keeps memory flat; covers are cropped to their frame around the centre.
      const bytes = await sharp(original, { limitInputPixels, failOn: 'error' })
        .autoOrient()
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
