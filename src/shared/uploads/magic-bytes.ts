// What a file really is, from its first bytes, whatever its name or declared type says. Only the raster
// formats uploads accept are recognised; anything else (SVG, HTML, executables) is "unknown".
import type { UploadContentType } from './limits.ts';

/** Bytes needed to tell every accepted format apart. */
export const MAGIC_BYTES_NEEDED = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((value, index) => bytes[offset + index] === value);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

export function sniffImageType(bytes: Uint8Array): UploadContentType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** True when the bytes are the declared type (a PNG declared as JPEG is refused too). */
export function matchesDeclaredType(bytes: Uint8Array, declared: string): boolean {
  return sniffImageType(bytes) === declared;
}
