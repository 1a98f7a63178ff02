// First-load JavaScript per page: for every route of src/client/app/route-table.ts, the files the
// server's HTML makes the browser load before the page is interactive — the entry module and every
// <link rel="modulepreload"> (the entry's static imports, the route's chunk and its static imports),
// exactly as src/server/ssr/client-build.ts computes them from Vite's manifest. Each file is gzip'd at
// level 9 on its own and the sizes summed (1 KB = 1000 bytes, as bundlers report first-load JS).
//
//   npm run size            # after `npm run build`: a Markdown table, largest page first
//
// The budget below is enforced by scripts/first-load.test.ts (part of `npm test`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTE_TABLE, type RouteEntry } from '../src/client/app/route-table.ts';
import { pageAssets, type ClientManifest } from '../src/server/ssr/client-build.ts';

/**
 * The most gzip'd first-load JavaScript any page may ship, in bytes. The goal is 90 KB; React DOM,
 * TanStack Query, the tRPC client and wouter alone weigh ~90 KB, so this is today's heaviest page
 * (the event page, 136.2 KB) with a little room: lower it whenever a page gets lighter. Raised from
 * 135 KB by the languages' runtime (Lingui, docs/decisions/0044-lingui-for-languages.md).
 */
export const FIRST_LOAD_BUDGET_BYTES = 137_000;

export const KB = 1000;

export interface PageWeight {
  route: RouteEntry;
  /** Each JavaScript file of the page's first load with its gzip'd size. */
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
  cssGzipBytes: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

export function measurePages(distDir = join(root, 'dist')): PageWeight[] {
  const clientDir = join(distDir, 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ClientManifest;
  const gzipped = new Map<string, number>();
  const gzipBytes = (address: string) => {
    let size = gzipped.get(address);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, address)), { level: 9 }).length;
      gzipped.set(address, size);
    }
    return size;
  };
  return ROUTE_TABLE.map((route) => {
    const assets = pageAssets(manifest, [route.chunk]);
    const files = [assets.entry, ...assets.modulepreload].map((file) => ({ file, gzipBytes: gzipBytes(file) }));
    return {
      route,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      cssGzipBytes: assets.css.reduce((sum, file) => sum + gzipBytes(file), 0),
    };
  });
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pages = measurePages().sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(
    `First-load JS per page (gzip -9 per file, 1 KB = ${KB} bytes; budget ${kb(FIRST_LOAD_BUDGET_BYTES)} KB)\n`,
  );
  console.log('| page | route | public | JS files | JS gzip KB | CSS gzip KB |');
  console.log('|---|---|:-:|--:|--:|--:|');
  for (const page of pages) {
    const { id, pattern } = page.route;
    console.log(
      `| ${id} | \`${pattern}\` | ${page.route.public ? 'yes' : ''} | ${page.files.length} | ${kb(page.gzipBytes)} | ${kb(page.cssGzipBytes)} |`,
    );
  }
  const over = pages.filter((page) => page.gzipBytes > FIRST_LOAD_BUDGET_BYTES);
  if (over.length > 0)
    console.log(`\n${over.length} page(s) over the budget: ${over.map((page) => page.route.id).join(', ')}`);
}
