#!/usr/bin/env node
// Writes .br and .gz next to each built client asset so @fastify/static serves them pre-compressed
// (no compression work per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../dist/client', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;

function walk(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size > 1024) {
      const body = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
walk(dir);
