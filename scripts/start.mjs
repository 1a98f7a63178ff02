#!/usr/bin/env node
// `npm start`: build once when there is no build (or the sources are newer), then run the server.
// `--upstream-only` runs the embedded upstream alone; `--seed-only` migrates and seeds, then exits.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const entries = {
  web: join(root, 'dist/server/main.js'),
  upstream: join(root, 'dist/server/upstream-main.js'),
  seed: join(root, 'dist/server/seed.js'),
};
const mode = process.argv.includes('--upstream-only')
  ? 'upstream'
  : process.argv.includes('--seed-only')
    ? 'seed'
    : 'web';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const manifest = join(root, 'dist/client/.vite/manifest.json');
const stale =
  !existsSync(entries[mode]) ||
  !existsSync(manifest) ||
  newestMtime(join(root, 'src')) > Math.min(statSync(entries[mode]).mtimeMs, statSync(manifest).mtimeMs);

if (stale) {
  console.log('Building Lumen (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(entries[mode]).href);
