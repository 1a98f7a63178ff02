// A kept page, gzip-compressed once, that still gets a fresh CSP nonce (and, when kept for every signed-in
// account, its own viewer) on every answer.
//
// The page is stored split at its holes (page-cache.ts). Each part is compressed on its own into a raw
// deflate segment that ends on a byte boundary without a final block, so segments can be laid end to end:
// a decoder only ever refers back within the segment it is in. An answer is the gzip header, the parts'
// segments with the fillers' segments between them, an empty final block, and the trailer (CRC-32 and length
// of the whole page, computed per answer because the nonce changes them). Compressing ~8 KB of output per
// answer would cost about a millisecond; this costs a CRC over the page.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Magic, deflate, no flags, no modification time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block: where the deflate stream ends. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** Deflate data that stands alone: no reference before its start, byte-aligned, not final. */
export function deflateSegment(data: Buffer, level: number): Buffer {
  return deflateRawSync(data, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

export class GzipTemplate {
  private readonly parts: Buffer[];
  private readonly segments: Buffer[];
  /** Compressed size of the parts: what keeping this costs besides the page itself. */
  readonly bytes: number;

  /** `parts`: the page's UTF-8 bytes between its holes. */
  constructor(parts: readonly Buffer[]) {
    this.parts = [...parts];
    this.segments = this.parts.map((part) => deflateSegment(part, constants.Z_BEST_COMPRESSION));
    this.bytes = this.segments.reduce((sum, segment) => sum + segment.length, 0);
  }

  /** The page with `fillers[i]` between part i and part i + 1, as one gzip member. */
  fill(fillers: readonly string[]): Buffer {
    // Each distinct filler (the nonce recurs in every script) is compressed once per answer.
    const compressed = new Map<string, { bytes: Buffer; segment: Buffer }>();
    const fillerAt = (index: number) => {
      const filler = fillers[index] ?? '';
      let entry = compressed.get(filler);
      if (!entry) {
        const bytes = Buffer.from(filler, 'utf8');
        entry = { bytes, segment: deflateSegment(bytes, constants.Z_BEST_SPEED) };
        compressed.set(filler, entry);
      }
      return entry;
    };
    const pieces: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    // zlib answers its initial value for an empty buffer, whatever running value it is given.
    const addCrc = (data: Buffer) => {
      if (data.length > 0) crc = crc32(data, crc);
      size += data.length;
    };
    this.parts.forEach((part, index) => {
      if (index > 0) {
        const filler = fillerAt(index - 1);
        pieces.push(filler.segment);
        addCrc(filler.bytes);
      }
      pieces.push(this.segments[index] as Buffer);
      addCrc(part);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    pieces.push(FINAL_BLOCK, trailer);
    return Buffer.concat(pieces);
  }
}
