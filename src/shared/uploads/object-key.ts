// Object keys: where an upload and its variants live in the store. The owner's persona id is part of an
// original's key, so one persona's signature can never name another's object, and keys never contain
// anything a caller typed (file names stay in the database).
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORIGINAL_KEY = new RegExp(`^originals/(${UUID})/(${UUID})$`);
const VARIANT_KEY = new RegExp(`^images/(${UUID})/([a-z][a-z-]{0,30})\\.webp$`);

export function originalKey(ownerId: string, uploadId: string): string {
  const key = `originals/${ownerId.toLowerCase()}/${uploadId.toLowerCase()}`;
  if (!ORIGINAL_KEY.test(key)) throw new Error(`not a valid upload key: ${key}`);
  return key;
}

export function parseOriginalKey(key: string): { ownerId: string; uploadId: string } | undefined {
  const match = ORIGINAL_KEY.exec(key);
  return match ? { ownerId: match[1] as string, uploadId: match[2] as string } : undefined;
}

export function variantKey(imageId: string, size: string): string {
  const key = `images/${imageId.toLowerCase()}/${size}.webp`;
  if (!VARIANT_KEY.test(key)) throw new Error(`not a valid variant key: ${key}`);
  return key;
}

export function isVariantKey(key: string): boolean {
  return VARIANT_KEY.test(key);
}
