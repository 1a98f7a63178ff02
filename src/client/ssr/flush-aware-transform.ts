// Sits between React's stream and the socket and adds the streamed-data scripts at safe points.
// React writes each flush synchronously in ~2 KB pieces that may split a tag, so we never insert
// inside a flush: only before a flush starts (data the flush's sections were rendered with, so it is in
// the client cache before React reveals them) and once after the first flush (the shell).
import { Transform, type TransformCallback } from 'node:stream';

export function flushAwareTransform(takeScriptTag: () => string): Transform {
  let flushes = 0;
  let inFlush = false;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inFlush) {
        inFlush = true;
        if (flushes > 0) {
          const before = takeScriptTag();
          if (before) this.push(before);
        }
        setImmediate(() => {
          inFlush = false;
          if (flushes === 0 && !ended) {
            const afterShell = takeScriptTag();
            if (afterShell) this.push(afterShell);
          }
          flushes += 1;
        });
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      ended = true;
      const last = takeScriptTag();
      callback(null, last || undefined);
    },
  });
}
