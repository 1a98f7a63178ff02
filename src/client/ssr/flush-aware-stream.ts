// Sits between React's stream and the socket. React writes each flush in ~4 KB pieces that may split a
// tag, and ends every flush by calling `destination.flush()` (react-dom-server's flushBuffered). This
// collects one flush's pieces as React writes them (synchronously, whatever the socket's backpressure),
// sends them as one write (fewer syscalls) and adds the streamed-data scripts only at flush boundaries:
// before a flush (so data its sections were rendered with reaches the client cache before React
// reveals them) and, for the first flush (the shell), after it.
import { PassThrough } from 'node:stream';

export type FlushAwareStream = PassThrough & { flush(): void };

export function flushAwareStream(takeScriptTag: () => string): FlushAwareStream {
  const stream = new PassThrough() as FlushAwareStream;
  const forward = stream.write.bind(stream) as (chunk: Buffer | string) => boolean;
  const finish = stream.end.bind(stream) as () => PassThrough;
  let pieces: Buffer[] = [];
  let flushes = 0;

  function endOfFlush() {
    if (pieces.length === 0) return;
    const body = Buffer.concat(pieces);
    pieces = [];
    const script = takeScriptTag();
    const parts = script === '' ? [body] : flushes === 0 ? [body, Buffer.from(script)] : [Buffer.from(script), body];
    flushes += 1;
    forward(Buffer.concat(parts));
  }

  // React checks the return value for backpressure and then waits for 'drain', which PassThrough emits.
  stream.write = ((chunk: Uint8Array | string) => {
    pieces.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    return !stream.writableNeedDrain;
  }) as FlushAwareStream['write'];
  stream.end = (() => {
    endOfFlush();
    const last = takeScriptTag();
    if (last) forward(last);
    return finish();
  }) as FlushAwareStream['end'];
  stream.flush = endOfFlush;
  return stream;
}
