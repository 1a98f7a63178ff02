import t from 'tap';
import { matchesDeclaredType, sniffImageType } from './magic-bytes.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

t.test('recognises the accepted raster formats by their first bytes', async (t) => {
  t.equal(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)), 'image/png');
  t.equal(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0)), 'image/jpeg');
  t.equal(sniffImageType(ascii('GIF89a....')), 'image/gif');
  t.equal(sniffImageType(ascii('GIF87a....')), 'image/gif');
  t.equal(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')), 'image/webp');
});

t.test('everything else is unknown: SVG, HTML, other RIFF files, truncated headers', async (t) => {
  t.equal(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), undefined);
  t.equal(sniffImageType(ascii('<!doctype html><script>')), undefined);
  t.equal(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')), undefined, 'a WAV file is RIFF too');
  t.equal(sniffImageType(bytes(0x89, 0x50, 0x4e)), undefined, 'too short to be a PNG');
  t.equal(sniffImageType(bytes()), undefined);
});

t.test('a file must be what it declares', async (t) => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  t.ok(matchesDeclaredType(png, 'image/png'));
  t.notOk(matchesDeclaredType(png, 'image/jpeg'), 'a PNG named .jpg is refused');
  t.notOk(matchesDeclaredType(ascii('<svg/>'), 'image/png'));
});
