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
  // NODE_ENV and SESSION_SECRET unset, as `npm start` on a fresh machine: a session secret is generated.
  const server = await startServerProcess(t);
  // A first start migrates and seeds a new PGlite database; with other suites and a browser running beside
  // it on 2 cores, that once took over 60 s. Readiness, not speed, is tested here.
  await ready(server, Date.now() + 120_000);
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

t.test('NODE_ENV=production without SESSION_SECRET refuses to start, naming the variable', async (t) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: join(tmpdir(), 'lumen-never-used'),
  };
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  t.equal(code, 1);
  t.match(stderr, /SESSION_SECRET: required when NODE_ENV=production/);
});
