// Upload rules both sides read (the browser imports this file: no zod here). Sizes per purpose follow
// what the cards read: experiences use image.sizes in order (docs/product.md §5: the entry at index 1 is the card),
// products use defaultImage.sizes by name (thumb, card, large), the same frames as the generated art.

/** Raster formats only. SVG is refused: it is a document that can carry script and external
 * references, and sanitising it well is a project of its own; creators export PNG/JPEG/WebP anyway. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 10 MiB: a 4K PNG screenshot fits; anything larger is not a cover picture. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A signed upload address lives 5 minutes: long enough for a slow connection, short if leaked. */
export const UPLOAD_URL_TTL_SECONDS = 300;
/** Decoding more than 40 megapixels (e.g. 8000 × 5000) is refused: it guards against decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Smaller pictures would be blurry on every card. */
export const MIN_IMAGE_SIDE = 64;
/** No card or cover needs a longer side; together with the aspect bound it refuses, from the header alone,
 * the thin-but-huge pictures (300 × 60,000) that stay under the pixel limit yet cost seconds to decode. */
export const MAX_IMAGE_SIDE = 10_000;
/** Long side at most this many times the short one: banners are 3:1, panoramas rarely wider. */
export const MAX_ASPECT_RATIO = 5;
export const MAX_FILE_NAME_LENGTH = 200;
/** Signed addresses one persona may ask for in UPLOAD_URL_TTL_SECONDS: a form's worth many times over,
 * but not a way to fill the database. */
export const MAX_SIGNATURES_PER_WINDOW = 60;

export const UPLOAD_PURPOSES = [
  'experience-cover',
  'experience-gallery',
  'product-image',
  'store-banner',
  'attachment',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface VariantSpec {
  name: string;
  width: number;
  height: number;
}

const EXPERIENCE_VARIANTS: readonly VariantSpec[] = [
  { name: 'thumb', width: 320, height: 180 },
  { name: 'card', width: 640, height: 360 },
  { name: 'cover', width: 1600, height: 900 },
  { name: 'cover-mobile', width: 800, height: 800 },
];

const PRODUCT_VARIANTS: readonly VariantSpec[] = [
  { name: 'thumb', width: 160, height: 160 },
  { name: 'card', width: 480, height: 480 },
  { name: 'large', width: 1200, height: 1200 },
];

const BANNER_VARIANTS: readonly VariantSpec[] = [
  { name: 'thumb', width: 480, height: 160 },
  { name: 'banner', width: 1500, height: 500 },
];

/** The one picture a review or a report may carry: a square thumbnail under the text, a large size to open. */
const ATTACHMENT_VARIANTS: readonly VariantSpec[] = [
  { name: 'thumb', width: 240, height: 240 },
  { name: 'large', width: 1200, height: 1200 },
];

/** The variants made for each purpose, in the order image.sizes lists them. */
export const VARIANTS_BY_PURPOSE: Readonly<Record<UploadPurpose, readonly VariantSpec[]>> = {
  'experience-cover': EXPERIENCE_VARIANTS,
  'experience-gallery': EXPERIENCE_VARIANTS,
  'product-image': PRODUCT_VARIANTS,
  'store-banner': BANNER_VARIANTS,
  attachment: ATTACHMENT_VARIANTS,
};

/** Alt text a reviewer may give the picture of a review. */
export const ATTACHMENT_ALT_MAX_LENGTH = 200;

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

export function isUploadPurpose(value: string): value is UploadPurpose {
  return (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

/** "4.2 MB" for messages a person reads. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
