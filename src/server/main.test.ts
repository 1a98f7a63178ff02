// The built server as a process: it starts on a fresh machine's defaults (embedded upstream, PGlite,
// seed on first start), answers, and stops cleanly on SIGTERM. A bad configuration stops it at once
// with a message naming the variable.
import t from 'tap';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ready, startServerProcess } from './testing/server-process.ts';

const entry = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

t.test('starts with embedded defaults, serves, and drains on SIGTERM', async (t) => {
  const server = await startServerProcess(t);
  await ready(server, Date.now() + 60_000);
  const page = await fetch(`${server.base}/experiences`);
  t.equal(page.status, 200);
  t.match(await page.text(), /experiences/);

  server.child.kill('SIGTERM');
  t.equal(await server.exited, 0, 'exits 0 after draining');
});

t.test('a bad configuration stops the process with a clear message', async (t) => {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: 'eighty', DATA_DIR: join(tmpdir(), 'lumen-never-used') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  t.equal(code, 1);
  t.match(stderr, /Invalid configuration:\n\s+PORT:/);
});
